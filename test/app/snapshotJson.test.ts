/**
 * `window.horseRace.snapshot()` is the session's `snapshotJson`: for every family it answers
 * (the line of play's full picture; another family's phase and scores), never throws.
 */
import { describe, expect, test } from 'vitest';
import { memoryStorage, testSession } from '../support/session';

const choice = (preset: string, players: number, partners = false) =>
  ({ preset, players, partners, level: 'easy', target: NaN }) as const;

describe('the test hook snapshot', () => {
  test('the line of play: its family, turn, hand and layout', () => {
    const s = testSession(memoryStorage());
    expect(s.start({ ...choice('horse-race', 2), seed: 'SNAP01' }).ok).toBe(true);
    const snap = s.snapshotJson() as Record<string, unknown>;
    expect(snap.family).toBe('line');
    expect(snap.preset).toBe('horse-race');
    expect(Array.isArray(snap.hand)).toBe(true);
    expect(Array.isArray(snap.layout)).toBe(true);
  });

  test.each([
    ['mexican-train', 4, false, 'trains'],
    ['texas-42', 4, true, 'tricks'],
  ])('%s: its family, phase and scores, no throw', (preset, players, partners, family) => {
    const s = testSession(memoryStorage());
    expect(s.start({ ...choice(preset, players, partners), seed: 'SNAP02' }).ok).toBe(true);
    const snap = s.snapshotJson() as Record<string, unknown>;
    expect(snap).toMatchObject({ family, preset, over: false });
    expect(typeof snap.phase).toBe('string');
    expect((snap.scores as number[]).length).toBeGreaterThan(0);
  });
});
