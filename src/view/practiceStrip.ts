/**
 * Where practice mode's controls and lines go (pure, so it is tested in Node). The strip is
 * taken from the top of the layout's area. Landscape: two text lines, and the buttons in the
 * right-hand column, above and below the count (`practiceColumn`). Upright: the buttons in
 * rows of three, clear of the boneyard's box, then the lines. When that would leave the
 * layout too little height (a phone), the strip is compact: one row (Practice, Undo and, while
 * counting, Muggins!) and a short text band. Compact, or sideways with a column too short for
 * six buttons, the other controls (and, upright, the long lines) open in a tray from Practice.
 */
import { hudBlocks, menuButtonScale, type Regions } from './tableRegions';

export interface PracticeStrip {
  /** The strip's height, taken from the top of the layout's area. */
  readonly height: number;
  /** Upright with too little room for every control: one row, the rest in the tray. */
  readonly compact: boolean;
  /** The hint level, best move, tiles, open hands and counting are in the tray. */
  readonly tray: boolean;
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
  if (!regions.portrait) {
    const tray = practiceColumn(regions).tray;
    return { height: 62 * s, compact: false, tray, gap: 0, rows: 0, band: 62 * s };
  }
  // Room under the boneyard's box (it reaches below the count's row).
  const gap = 20 * s;
  // Three rows: two of the six controls, and the third for Muggins! while counting.
  const full = {
    height: gap + 3 * PRACTICE_ROW + 56 * s,
    compact: false,
    tray: false,
    gap,
    rows: 3,
  };
  if (regions.layout.h - full.height >= MIN_LAYOUT) return { ...full, band: 56 * s };
  // Two short lines: the count and the best move's name (the reason is in the tray).
  const band = 40 * s;
  return { height: gap + PRACTICE_ROW + band, compact: true, tray: true, gap, rows: 1, band };
}

/** Sideways: the practice buttons' centres in the right-hand column. */
export interface PracticeColumn {
  /**
   * Too short for six buttons and Muggins! between the Menu button, the count and the
   * boneyard: Practice and Undo above the count, Muggins! below it, the rest in the tray.
   */
  readonly tray: boolean;
  /** The buttons' scale (130x30 at 1). */
  readonly scale: number;
  /** Above the count: the hint level, best move and Undo (in the tray: Practice and Undo). */
  readonly above: readonly number[];
  /** Below it: tiles, open hands and counting (none in the tray). */
  readonly below: readonly number[];
  readonly muggins: number;
}

export function practiceColumn(regions: Regions): PracticeColumn {
  const s = regions.scale;
  const scale = Math.max(0.75, Math.min(1.1, s));
  const half = 15 * scale;
  const { count, boneyard } = hudBlocks(regions);
  const menuBottom = regions.menu.y + 22 * menuButtonScale(regions);
  // Three above the count (clear of the Menu button) and three below it, 36 px apart, and
  // Muggins! under those.
  const first = Math.max(regions.menu.y + 36 * s, menuBottom + 4 + half);
  const under = regions.total.y + 56 * s;
  const above = [0, 1, 2].map((i) => first + i * 36 * s);
  const below = [0, 1, 2].map((i) => under + i * 36 * s);
  const muggins = under + 3 * 36 * s + 8 * s;
  const fits =
    (above[2] ?? 0) + half <= count.y &&
    under - half >= count.y + count.h &&
    muggins + half <= boneyard.y;
  if (fits) return { tray: false, scale, above, below, muggins };
  // The tray's column: two evenly between the Menu button and the count, one under the count.
  const pitch = (count.y - menuBottom) / 2;
  return {
    tray: true,
    scale,
    above: [menuBottom + pitch / 2, menuBottom + pitch * 1.5],
    below: [],
    muggins: count.y + count.h + 6 * s + half,
  };
}

/**
 * What the tray's controls do, a line each, shown under them (their labels are short: "Hints:
 * best", "Tiles", "Count: off"). Where nothing scores during play (the Block family) the
 * counting drill has nothing to count, and says so.
 */
export function trayLegend(inPlay: boolean): string[] {
  return [
    inPlay
      ? 'Hints: what each play counts and scores; best adds ★.'
      : 'Hints: at best, ★ marks the best move.',
    'Best move: marks the strongest play.',
    'Tiles: unseen tiles, and who is out of what.',
    "Open hands: shows the computers' tiles.",
    inPlay
      ? 'Count: you count your own scoring plays.'
      : 'Count: off here, as nothing scores in play.',
  ];
}
