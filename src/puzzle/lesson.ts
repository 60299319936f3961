/**
 * The daily puzzle as a one-step lesson, so that the tutorial's table, runner and
 * driver show it: the deal and the moves to the position, then "find the best turn"
 * (any legal placement is taken; the puzzle judges it against the search).
 */
import { formatTile } from '../engine/tiles';
import type { Lesson } from '../tutorial/types';
import type { Candidate } from './daily';

export function puzzleLesson(c: Candidate): Lesson {
  return {
    id: `puzzle-${c.date}`,
    title: `Daily puzzle ${c.date}`,
    summary: 'Find the best turn.',
    group: 'drill',
    preset: 'horse-race',
    players: 2,
    deal: {
      hands: c.deal.hands.map((h) => h.map(formatTile)),
      boneyard: c.deal.boneyard.map(formatTile),
    },
    leader: c.leader,
    setup: c.moves,
    steps: [
      {
        kind: 'play',
        expect: { any: true },
        text: 'Find the best turn: play the tile you think is best. Look at the count, your hand and what North may hold.',
        highlight: { count: true },
      },
    ],
    goal: 'Find the best turn.',
    success: () => true,
  };
}
