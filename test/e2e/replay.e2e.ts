/**
 * The replay viewer of a line game (issue 15): a finished Horse Race game, opened from Your
 * games, stepped through at the family table as every family's kept games are (issue 33: one
 * replay viewer), by the keyboard, by hands, Play and Pause and the scrubber, every other
 * seat's tiles face up, and on a phone (familyReplay.ts).
 */
import { inject } from 'vitest';
import { useBrowser } from './browser';
import { familyReplayTests } from './familyReplay';

familyReplayTests(useBrowser(), inject('baseURL'), {
  name: 'Horse Race',
  query: 'preset=horse-race&players=2&seed=REPL01&target=31',
  shots: 'replay',
  pegboard: true,
});
