/**
 * Where the hand-end and game-over panel goes, so that the final board stays in view (issue
 * 26, item 6; pure, tested in Node). Upright (a phone, a tablet) the panel sits at the foot of
 * the screen, over the person's hand (whose tiles it lists), and the board is fitted above it;
 * on a wide screen it stands at the right of the layout's area, between the seats, and the
 * board is fitted at its left. A screen with no room for both (a phone on its side) gets the
 * panel over the whole table, as before, and its "See board" button shows the board instead.
 */
import type { Rect, Regions } from './tableRegions';

export interface HandEndPlace {
  /** `below` and `beside` keep the board in view; `over` covers the table (a short screen). */
  readonly mode: 'below' | 'beside' | 'over';
  readonly panel: Rect;
  /** Where the final board is fitted while the panel is open; null when it is covered. */
  readonly board: Rect | null;
}

/** The gap kept between the panel, the board and the screen's edges. */
const GAP = 8;
/** A side panel's width: its hands' rows need this much … */
const SIDE_MIN = 380;
const SIDE_MAX = 470;
/** … and the board at its side at least this much (scaled), or the panel goes over the table. */
const BOARD_MIN_W = 240;
/** The least height of the board fitted above a panel at the foot (scaled). */
const BOARD_MIN_H = 110;

function sideWidth(r: Regions): number | null {
  const w = Math.min(SIDE_MAX, Math.max(SIDE_MIN, r.layout.w * 0.55));
  return r.layout.w - w - 12 >= BOARD_MIN_W * r.scale ? w : null;
}

/**
 * One way to place the panel: its width (the panel's lines are measured at it) and where a
 * panel of that width `needed` px tall goes, or null when it does not fit that way.
 */
export interface HandEndOption {
  readonly mode: HandEndPlace['mode'];
  readonly w: number;
  place(needed: number): HandEndPlace | null;
}

/**
 * The ways to place the panel on a `width` x `height` screen, best first: keeping the board
 * in view (below it upright, beside it on a wide screen), then over the table, which always
 * fits (its measures shrink: `handEndFit`). `top` is the highest an `over` panel starts
 * (below the Menu button on a phone) unless it needs the room above.
 */
export function handEndOptions(
  r: Regions,
  width: number,
  height: number,
  top: number,
): HandEndOption[] {
  const L = r.layout;
  const options: HandEndOption[] = [];
  if (r.portrait) {
    const w = width - 2 * GAP;
    options.push({
      mode: 'below',
      w,
      place: (needed) => {
        const panel = { x: GAP, y: height - GAP - needed, w, h: needed };
        const board = { x: L.x, y: L.y, w: L.w, h: panel.y - GAP - L.y };
        return board.h >= BOARD_MIN_H * r.scale ? { mode: 'below', panel, board } : null;
      },
    });
  } else {
    const w = sideWidth(r);
    // The hand's area is free while the panel is open: the panel lists the hand's tiles.
    const h = r.hand.y + r.hand.h - L.y;
    if (w !== null)
      options.push({
        mode: 'beside',
        w,
        place: (needed) => {
          // A little below the layout's top, clear of the seat facing the person.
          const y = L.y + GAP;
          if (needed > h - GAP) return null;
          const panel = { x: L.x + L.w - w, y, w, h: needed };
          return { mode: 'beside', panel, board: { x: L.x, y: L.y, w: panel.x - 12 - L.x, h } };
        },
      });
  }
  const w = r.portrait ? width - 2 * GAP : Math.min(760, width - 24);
  options.push({
    mode: 'over',
    w,
    place: (needed) => {
      // Over the table, centred, taking the room above `top` only if it must.
      const from = needed > height - top - 12 ? 12 : top;
      const h = Math.min(height - from - 12, needed);
      return {
        mode: 'over',
        panel: { x: (width - w) / 2, y: Math.max(from, (height - h) / 2), w, h },
        board: null,
      };
    },
  });
  return options;
}
