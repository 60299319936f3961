/** The replay viewer's scrubber: every position of a kept game on one line, and back. */
import { describe, expect, test } from 'vitest';
import { archiveEntry } from '../../src/archive/game';
import { gameFrames, stepForward, type Cursor, type GameFrames } from '../../src/archive/replay';
import {
  scrubAt,
  scrubCursor,
  scrubFraction,
  scrubIndex,
  scrubLength,
  scrubTicks,
} from '../../src/view/replayScrub';
import { replayDriver } from '../../src/view/replayDriver';
import { playedGame } from '../archive/play';

const game = archiveEntry(
  playedGame('SCRB01', { players: 3, target: 41, pick: (n, t) => (t * 5) % n }),
  '2026-11-26T00:00:00.000Z',
  false,
)!;

function frames(): GameFrames {
  const made = gameFrames(game);
  if (!made.ok) throw new Error(made.message);
  return made.frames;
}

describe('the scrubber', () => {
  test('every position once, in the order Forward steps through them', () => {
    const all = frames();
    expect(all.length).toBeGreaterThan(1);
    const n = scrubLength(all);
    let at: Cursor = { hand: 0, count: 0 };
    for (let i = 0; i < n; i++) {
      expect(scrubIndex(all, at)).toBe(i);
      expect(scrubCursor(all, i)).toEqual(at);
      at = stepForward(all, at);
    }
    // Out of range: clamped to the first and the last position.
    expect(scrubCursor(all, -3)).toEqual({ hand: 0, count: 0 });
    expect(scrubCursor(all, n + 10)).toEqual(scrubCursor(all, n - 1));
  });

  test('a point of the track and a position, both ways; a tick where each hand is dealt', () => {
    const all = frames();
    expect(scrubAt(all, 0)).toEqual({ hand: 0, count: 0 });
    const last = all.length - 1;
    expect(scrubAt(all, 1)).toEqual({ hand: last, count: all[last]!.length - 1 });
    expect(scrubAt(all, 7)).toEqual(scrubAt(all, 1));
    for (let i = 0; i < scrubLength(all); i++) {
      const at = scrubCursor(all, i);
      expect(scrubAt(all, scrubFraction(all, at))).toEqual(at);
    }
    const ticks = scrubTicks(all);
    expect(ticks).toHaveLength(all.length);
    ticks.forEach((t, hand) => expect(scrubAt(all, t)).toEqual({ hand, count: 0 }));
  });

  test('the driver goes to any position, drawn afresh; the viewer shows every hand face up', () => {
    const all = frames();
    const driver = replayDriver(game, all, true);
    const target = scrubCursor(all, Math.floor(scrubLength(all) / 2));
    driver.to(target);
    expect(driver.at()).toEqual(target);
    expect(driver.view().epoch).toBe(1);
    const state = all[target.hand]![target.count]!.game;
    // Every other seat's tiles face up, as the position holds them.
    for (const seat of driver.view().seats) {
      expect(seat.hand).toEqual(state.hand?.hands[seat.seat]);
      expect(seat.tiles).toBe(seat.hand?.length);
    }
    driver.to({ hand: 99, count: 99 });
    expect(driver.atEnd()).toBe(true);
    // Practice's review (the replay driver without `faceUp`) keeps them face down.
    expect(
      replayDriver(game, all)
        .view()
        .seats.every((s) => s.hand === undefined),
    ).toBe(true);
  });
});
