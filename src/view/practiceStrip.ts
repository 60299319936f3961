/**
 * The strip practice mode takes from the top of the layout's area (pure, so it is tested in
 * Node). Landscape: two text lines (the buttons are in the right-hand column). Upright: the
 * buttons in rows of three, clear of the boneyard's box, then the lines. When that would leave
 * the layout too little height (a phone), the strip is compact: one row (Practice, Undo and,
 * while counting, Muggins!) and a short text band; the other controls and the long lines
 * open in a tray from the Practice button.
 */
import type { Regions } from './tableRegions';

export interface PracticeStrip {
  /** The strip's height, taken from the top of the layout's area. */
  readonly height: number;
  /** Upright with too little room for every control: one row, the rest in the tray. */
  readonly compact: boolean;
  /** Upright: from the strip's top to its first row of buttons (under the boneyard's box). */
  readonly gap: number;
  /** Upright: rows of buttons (each `PRACTICE_ROW` high); 0 in landscape. */
  readonly rows: number;
  /** The text band under the rows (the whole strip in landscape). */
  readonly band: number;
}

/** A row's pitch: a 44 px button (a finger's) and its gap. */
export const PRACTICE_ROW = 48;
/** Upright, the least layout height worth keeping: below it the strip goes compact. */
export const MIN_LAYOUT = 240;

export function practiceStrip(regions: Regions): PracticeStrip {
  const s = regions.scale;
  if (!regions.portrait) return { height: 62 * s, compact: false, gap: 0, rows: 0, band: 62 * s };
  // Room under the boneyard's box (it reaches below the count's row).
  const gap = 20 * s;
  // Three rows: two of the six controls, and the third for Muggins! while counting.
  const full = { height: gap + 3 * PRACTICE_ROW + 56 * s, compact: false, gap, rows: 3 };
  if (regions.layout.h - full.height >= MIN_LAYOUT) return { ...full, band: 56 * s };
  // Two short lines: the count and the best move's name (the reason is in the tray).
  const band = 40 * s;
  return { height: gap + PRACTICE_ROW + band, compact: true, gap, rows: 1, band };
}
