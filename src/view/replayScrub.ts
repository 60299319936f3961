/**
 * The replay viewer's scrubber as numbers (issue 26, item 11; pure, tested in Node): every
 * position of a kept game on one line, hand after hand (each hand's deal, then one position a
 * move), and the way between a position, its index on the line and a point of the track.
 */
import type { Cursor, GameFrames } from '../archive/replay';

/** How many positions the game has, all hands together. */
export function scrubLength(frames: GameFrames): number {
  return frames.reduce((n, hand) => n + hand.length, 0);
}

/** A position's index on the line (0 is the first hand's deal). */
export function scrubIndex(frames: GameFrames, at: Cursor): number {
  let before = 0;
  for (let h = 0; h < at.hand && h < frames.length; h++) before += frames[h]?.length ?? 0;
  return before + at.count;
}

/** The position at an index on the line, clamped to the game's. */
export function scrubCursor(frames: GameFrames, index: number): Cursor {
  let rest = Math.max(0, Math.round(index));
  for (let hand = 0; hand < frames.length; hand++) {
    const n = frames[hand]?.length ?? 0;
    if (rest < n) return { hand, count: rest };
    rest -= n;
  }
  const last = Math.max(0, frames.length - 1);
  return { hand: last, count: Math.max(0, (frames[last]?.length ?? 1) - 1) };
}

/** Where each hand starts on a track of `width` (its deal's index), as a fraction of it. */
export function scrubTicks(frames: GameFrames): number[] {
  const span = Math.max(1, scrubLength(frames) - 1);
  const ticks: number[] = [];
  let at = 0;
  for (const hand of frames) {
    ticks.push(at / span);
    at += hand.length;
  }
  return ticks;
}

/** The position under a point `fraction` of the way along the track (0 to 1). */
export function scrubAt(frames: GameFrames, fraction: number): Cursor {
  const span = Math.max(0, scrubLength(frames) - 1);
  return scrubCursor(frames, Math.min(1, Math.max(0, fraction)) * span);
}

/** How far along the track a position is (0 to 1). */
export function scrubFraction(frames: GameFrames, at: Cursor): number {
  const span = scrubLength(frames) - 1;
  return span <= 0 ? 0 : scrubIndex(frames, at) / span;
}
