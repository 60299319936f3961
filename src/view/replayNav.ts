/**
 * Where the replay viewer's controls go (pure, tested in Node). Upright on a phone: a strip
 * above the layout, under the count's and the boneyard's boxes (the boneyard's label stays
 * clear), with Back, Play and Forward side by side, the hand jumps under them and the
 * scrubber under those, every control 44 px tall (a finger's). Sideways or on a desktop: the
 * right-hand column, Back, Play and Forward together above the count and the hand jumps below
 * it, and the scrubber across the layout's top.
 */
import { hudBlocks, type Regions } from './tableRegions';

export type ReplayNav = 'Previous hand' | 'Back' | 'Play' | 'Forward' | 'Next hand';

export const REPLAY_NAV: readonly ReplayNav[] = [
  'Back',
  'Play',
  'Forward',
  'Previous hand',
  'Next hand',
];

/** A control's centre and its size as laid out (no further scale). */
export interface NavSpot {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A button's height: a finger's on a phone, never under 44 px. */
const BUTTON_H = 44;
const GAP = 6;

/** Upright, from the table's own regions: how far below the layout's top the strip's rows start. */
function stripTop(r: Regions): number {
  const { count, boneyard } = hudBlocks(r);
  return Math.max(0, Math.max(count.y + count.h, boneyard.y + boneyard.h) + GAP - r.layout.y);
}

/**
 * The strip taken from the layout's top for the controls: upright, the buttons' two rows and
 * the scrubber's; sideways, the scrubber's row alone (the buttons are in the column).
 */
export function replayStrip(r: Regions): number {
  return r.portrait ? stripTop(r) + 3 * BUTTON_H + 3 * GAP : BUTTON_H + 2 * GAP;
}

/**
 * The scrubber's track (its centre and size, a finger's height): upright, a row of its own
 * under the buttons; sideways, across the layout's top. `r` as for `replayNavSpots`.
 */
export function replayScrubSpot(r: Regions): NavSpot {
  const L = r.layout;
  const y = r.portrait ? L.y + stripTop(r) + BUTTON_H * 2.5 + 2 * GAP : L.y + GAP + BUTTON_H / 2;
  return { x: L.x + L.w / 2, y, w: L.w - 2 * GAP, h: BUTTON_H };
}

/**
 * Every control's spot on a screen `width` wide. `r` is the table's regions before the strip
 * is taken from the layout (`tableRegions`), as `replayStrip` reads them.
 */
export function replayNavSpots(r: Regions, width: number): Record<ReplayNav, NavSpot> {
  const L = r.layout;
  if (r.portrait) {
    const top = L.y + stripTop(r);
    const row = (y: number, names: readonly ReplayNav[]): [ReplayNav, NavSpot][] => {
      const w = Math.min(150, (L.w - GAP * (names.length - 1)) / names.length);
      const span = names.length * w + (names.length - 1) * GAP;
      return names.map((n, i) => [
        n,
        { x: L.x + (L.w - span) / 2 + w / 2 + i * (w + GAP), y, w, h: BUTTON_H },
      ]);
    };
    return Object.fromEntries([
      ...row(top + BUTTON_H / 2, ['Back', 'Play', 'Forward']),
      ...row(top + BUTTON_H * 1.5 + GAP, ['Previous hand', 'Next hand']),
    ]) as Record<ReplayNav, NavSpot>;
  }
  const s = Math.max(1, Math.min(1.1, r.scale));
  const h = BUTTON_H * s;
  const x = r.total.x;
  // As wide as the column allows (labels shrink to fit).
  const w = Math.min(130 * s, 2 * (width - x) - 2 * GAP);
  const pitch = h + GAP;
  const { count } = hudBlocks(r);
  // Above the count, bottom up from it: Forward, Play, Back (read top down: Back, Play, Forward).
  const above = (i: number): number => count.y - GAP - h / 2 - (2 - i) * pitch;
  const below = (i: number): number => count.y + count.h + GAP + h / 2 + i * pitch;
  return {
    Back: { x, y: above(0), w, h },
    Play: { x, y: above(1), w, h },
    Forward: { x, y: above(2), w, h },
    'Previous hand': { x, y: below(0), w, h },
    'Next hand': { x, y: below(1), w, h },
  };
}
