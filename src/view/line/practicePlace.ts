/**
 * Where the line of play's practice controls go at the family table (pure; Node-tested). On a
 * wide screen, in the score sheet's column under the scores: the six controls two a row, a
 * row kept for Muggins! (while counting), then the count line and the best move's reason.
 * Upright on a narrow screen, a band between the board and the status line: one row of
 * Practice, Undo and (while counting) Muggins!, the count and the best move's name under it,
 * the other controls in the tray Practice opens over the board. Where the board cannot spare
 * the band (a phone on its side), that row sits in the top bar and the lines are in the tray.
 * Every control is a thumb's 44 px tall.
 */
import { BUTTON_H, scoresButton, type FamilyRegions } from '../familyRegions';
import type { Rect } from '../tableRegions';

/** What the claim panel and the tracker are fitted to: the board's area, type's scale, upright. */
export interface PracticeFrame {
  readonly layout: Rect;
  readonly scale: number;
  readonly portrait: boolean;
}

/** A control's centre and size. */
export interface ControlSpot {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export type PracticeMode = 'column' | 'band' | 'bar';

export interface PracticePlace extends PracticeFrame {
  readonly mode: PracticeMode;
  /**
   * The controls' places, in order: in a column the hint level, best move, Undo, tiles, open
   * hands, counting and Muggins!; in a band or the top bar Practice, Undo and Muggins!.
   */
  readonly controls: readonly ControlSpot[];
  /** The count line and the reason (null: in the tray only). */
  readonly lines: Rect | null;
  /** What the title gives up in the top bar for the controls there (the bar). */
  readonly titleRoom: number;
}

/** The room the line's practice asks of the family table's regions. */
export const LINE_PRACTICE_ROOM = { band: 90, column: 250, board: 100 } as const;

/** A column's row pitch: a 44 px control and its gap. */
const ROW = BUTTON_H + 6;
/** A control's width in the band and the top bar. */
const SLIM = 96;

/** The places for regions `r` (laid out with `LINE_PRACTICE_ROOM`); `counting`: Muggins! shows. */
export function practicePlace(r: FamilyRegions, counting: boolean): PracticePlace {
  // Type a little smaller on a narrow phone (the tracker's words, the claim's question).
  const scale = Math.max(0.8, Math.min(1, r.width / 430));
  const frame = { layout: r.board, scale, portrait: r.height > r.width * 1.05 };
  const hints = r.hints;
  if (hints && r.sheet) {
    const w = Math.min(124, (hints.w - 6) / 2);
    const cx = hints.x + hints.w / 2;
    const at = (i: number): ControlSpot => ({
      x: cx + (i % 2 === 0 ? -1 : 1) * (w / 2 + 3),
      y: hints.y + BUTTON_H / 2 + Math.floor(i / 2) * ROW,
      w,
      h: BUTTON_H,
    });
    const controls = [0, 1, 2, 3, 4, 5].map(at);
    const muggins = { x: cx, y: hints.y + BUTTON_H / 2 + 3 * ROW, w, h: BUTTON_H };
    const top = hints.y + 4 * ROW;
    const lines = { x: hints.x, y: top, w: hints.w, h: hints.y + hints.h - top };
    return { ...frame, mode: 'column', controls: [...controls, muggins], lines, titleRoom: 0 };
  }
  const n = counting ? 3 : 2;
  if (hints) {
    const w = Math.min(124, (hints.w - 16) / 3);
    const cx = hints.x + hints.w / 2;
    const controls = [0, 1, 2].map((i) => ({
      x: cx + (i - (n - 1) / 2) * (w + 6),
      y: hints.y + BUTTON_H / 2,
      w,
      h: BUTTON_H,
    }));
    const top = hints.y + ROW;
    const lines = { x: hints.x, y: top, w: hints.w, h: hints.y + hints.h - top };
    return { ...frame, mode: 'band', controls, lines, titleRoom: 0 };
  }
  // The top bar: the row at its right, before the Scores button where there is one, and
  // clear of the Menu button (narrower where the bar is short of room).
  const right = r.top.x + r.top.w - (scoresButton(r) ? 108 : 0);
  const w = Math.min(SLIM, (right - (r.top.x + 108)) / n - 6);
  const controls = [0, 1, 2].map((i) => ({
    x: right - w / 2 - (n - 1 - i) * (w + 6),
    y: r.top.y + r.top.h / 2,
    w,
    h: BUTTON_H,
  }));
  return { ...frame, mode: 'bar', controls, lines: null, titleRoom: n * (w + 6) + 6 };
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
