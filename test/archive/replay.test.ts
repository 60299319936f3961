import { describe, expect, test } from 'vitest';
import { archiveEntry } from '../../src/archive/game';
import {
  frameAt,
  framesSoFar,
  gameFrames,
  jumpToHand,
  stepBack,
  stepForward,
  type Cursor,
} from '../../src/archive/replay';
import { parseRecord, replayRecord } from '../../src/engine/index';
import { playedGame } from './play';

const played = playedGame('STEP01', { players: 3, target: 31, pick: (n, t) => (t * 5) % n });

const game = archiveEntry(played, '2026-11-23T00:00:00.000Z', false)!;

describe('stepping through a kept game', () => {
  test('every move in order, with the count and points the replay command gives', () => {
    const made = gameFrames(game);
    if (!made.ok) throw new Error(made.message);
    const parsed = parseRecord(game.record);
    if (!parsed.ok) throw new Error(parsed.message);
    const replay = replayRecord(parsed.record);
    if ('error' in replay) throw new Error(replay.error.message);
    expect(made.frames.map((h) => h.length)).toEqual(replay.hands.map((h) => h.moves.length + 1));
    let at: Cursor = { hand: 0, count: 0 };
    let steps = 0;
    for (;;) {
      const next = stepForward(made.frames, at);
      if (next === at) break;
      at = next;
      steps++;
      const frame = frameAt(made.frames, at)!;
      if (at.count === 0) continue;
      const expected = replay.hands[at.hand]!.moves[at.count - 1]!;
      expect(frame.event?.seat).toBe(expected.seat);
      if ('play' in expected) {
        expect(frame.event).toMatchObject({
          type: 'play',
          total: expected.total,
          points: expected.points,
        });
        expect(frame.layout.total).toBe(expected.total);
      }
    }
    expect(steps).toBe(made.frames.reduce((n, h) => n + h.length, 0) - 1);
    // The last position shows the final scores.
    expect(frameAt(made.frames, at)?.scores).toEqual(game.scores);
    // And back again to the first deal.
    for (let i = 0; i < steps; i++) at = stepBack(made.frames, at);
    expect(at).toEqual({ hand: 0, count: 0 });
    expect(stepBack(made.frames, at)).toBe(at);
  });

  test('a jump lands on the deal of the hand asked for, within the game', () => {
    const made = gameFrames(game);
    if (!made.ok) throw new Error(made.message);
    const last = made.frames.length - 1;
    expect(jumpToHand(made.frames, 1)).toEqual({ hand: 1, count: 0 });
    expect(jumpToHand(made.frames, 99)).toEqual({ hand: last, count: 0 });
    expect(jumpToHand(made.frames, -3)).toEqual({ hand: 0, count: 0 });
    expect(frameAt(made.frames, { hand: 1, count: 0 })?.layout.nodes).toEqual([]);
    expect(stepBack(made.frames, { hand: 1, count: 0 })).toEqual({
      hand: 0,
      count: made.frames[0]!.length - 1,
    });
  });

  test('a game without its deal code, or with another, is refused with a reason', () => {
    const none = gameFrames({ ...game, seed: null });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.message).toMatch(/no deal code/);
    const other = gameFrames({ ...game, seed: 'ZZZZZZ' });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.message).toMatch(/do not follow/);
  });

  test('a game in play, up to a hand, is stepped through the positions its kept game would have', () => {
    const made = gameFrames(game);
    if (!made.ok) throw new Error(made.message);
    expect(made.frames.length).toBeGreaterThan(1);
    for (const hand of [0, made.frames.length - 1]) {
      const so = framesSoFar(played, hand);
      expect(so).toEqual(made.frames.slice(0, hand + 1));
      expect(so?.at(-1)?.at(-1)?.layout).toEqual(made.frames[hand]!.at(-1)!.layout);
    }
    expect(framesSoFar(played, made.frames.length)).toBeNull();
  });
});
