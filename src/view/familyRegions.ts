/**
 * Where the family table's parts go on a screen of any size (pure; Node-tested): the top
 * bar (Menu, title), the strip of seats, the board, the status line, the buttons and the
 * hand, with a score sheet column on a wide screen. Nothing overlaps; every target is at
 * least 44 px tall.
 */
import type { Rect } from './tableRegions';

export interface FamilyRegions {
  readonly width: number;
  readonly height: number;
  readonly top: Rect;
  readonly seats: Rect;
  /** Seat chips per row. */
  readonly seatColumns: number;
  readonly board: Rect;
  /** The score sheet's column on a wide screen; null on a narrow one (a button opens it). */
  readonly sheet: Rect | null;
  readonly status: Rect;
  readonly actions: Rect;
  /** Buttons per row. */
  readonly actionColumns: number;
  readonly hand: Rect;
  /** The hand's tile height (two halves). */
  readonly handTile: number;
  /** A button's height: a thumb's target. */
  readonly button: number;
  /**
   * Practice's standing hints: under the score sheet in its column on a wide screen, else a
   * band between the board and the status line; null when not asked for.
   */
  readonly hints: Rect | null;
}

/** What else the table shows: practice's hints, and how many rows the score sheet has. */
export interface RegionsExtra {
  readonly hints: boolean;
  readonly sheetRows: number;
}

/** The height of practice's hints band on a narrow screen: three lines of small type. */
export const HINTS_BAND = 62;

export const BUTTON_H = 44;

/** The regions for `others` other seats and `actions` buttons (0 when none are offered now). */
export function familyRegions(
  width: number,
  height: number,
  others: number,
  actions: number,
  handTiles: number,
  extra: RegionsExtra = { hints: false, sheetRows: 0 },
): FamilyRegions {
  const pad = 8;
  const wide = width >= 900 && width > height;
  const sheetW = wide ? Math.min(260, Math.round(width * 0.2)) : 0;
  const mainW = width - pad * 2 - (wide ? sheetW + pad : 0);
  const top: Rect = { x: pad, y: pad, w: width - pad * 2, h: BUTTON_H };
  const short = height < 480;
  const seatColumns = Math.max(1, Math.min(others, short ? 7 : width < 500 ? 4 : 7));
  const seatRows = Math.ceil(others / seatColumns);
  const chipH = short ? 40 : 50;
  const seats: Rect = { x: pad, y: top.y + top.h + 6, w: mainW, h: seatRows * chipH };
  const actionColumns = Math.max(1, Math.min(actions, Math.floor(mainW / 84)));
  const actionRows = actions === 0 ? 0 : Math.ceil(actions / actionColumns);
  const actionsH = actionRows * (BUTTON_H + 6);
  // The hand: one row of upright tiles when they fit at a readable size, else two.
  const most = Math.round(Math.max(56, Math.min(short ? 70 : 104, height * 0.13)));
  const oneRow = handTiles * most * 0.49 <= mainW;
  // Two rows: no taller than the row's width lets the tiles be (HandView's own fit).
  const perRow = oneRow ? handTiles : Math.ceil(handTiles / 2);
  const handTile = Math.round(Math.min(most, (2 * mainW) / Math.max(1, perRow) / 1.15));
  const handH = Math.round(handTile * (oneRow ? 1.15 : 2.1));
  const hand: Rect = { x: pad, y: height - pad - handH, w: mainW, h: handH };
  const actionsR: Rect = { x: pad, y: hand.y - 4 - actionsH, w: mainW, h: actionsH };
  // Two lines on a narrow screen.
  const statusH = mainW < 600 ? 44 : 26;
  const status: Rect = { x: pad, y: actionsR.y - statusH - 4, w: mainW, h: statusH };
  const boardY = seats.y + seats.h + 6;
  // Practice's hints: a band over the status line, unless the sheet's column has room; none
  // where the board would keep too little (a phone on its side: the Hints button stays).
  const band = extra.hints && !wide && status.y - boardY >= HINTS_BAND + 180 ? HINTS_BAND : 0;
  const boardH = Math.max(60, status.y - 4 - boardY - (band > 0 ? band + 4 : 0));
  const board: Rect = { x: pad, y: boardY, w: mainW, h: boardH };
  const columnH = height - pad - seats.y;
  // The sheet's own height when the hints share its column: its title and a row a side.
  const sheetH = extra.hints ? Math.min(columnH - 160, 72 + (extra.sheetRows + 1) * 28) : columnH;
  const sheet: Rect | null = wide
    ? { x: width - pad - sheetW, y: seats.y, w: sheetW, h: sheetH }
    : null;
  const hints: Rect | null =
    extra.hints && sheet
      ? { x: sheet.x, y: sheet.y + sheet.h + 8, w: sheet.w, h: columnH - sheet.h - 8 }
      : band > 0
        ? { x: pad, y: board.y + board.h + 4, w: mainW, h: band }
        : null;
  return {
    width,
    height,
    top,
    seats,
    seatColumns,
    board,
    sheet,
    status,
    actions: actionsR,
    actionColumns,
    hand,
    handTile,
    button: BUTTON_H,
    hints,
  };
}

/**
 * Where the strip's chip of each seat but the viewer's goes: round from the viewer's left,
 * `cols` a row.
 */
export function seatChipRects(
  seats: readonly { readonly seat: number }[],
  viewer: number | null,
  r: Pick<FamilyRegions, 'seats' | 'seatColumns'>,
): { readonly seat: number; readonly rect: Rect }[] {
  // The others round from the viewer's left, as their lanes and places are.
  const n = seats.length;
  const from = viewer ?? 0;
  const others = seats
    .filter((s) => s.seat !== viewer)
    .sort((a, b) => ((a.seat - from + n) % n) - ((b.seat - from + n) % n));
  const cols = r.seatColumns;
  const rows = Math.max(1, Math.ceil(others.length / cols));
  const w = (r.seats.w - (cols - 1) * 6) / cols;
  const h = r.seats.h / rows - 4;
  return others.map((s, i) => ({
    seat: s.seat,
    rect: {
      x: r.seats.x + (i % cols) * (w + 6),
      y: r.seats.y + Math.floor(i / cols) * (h + 4),
      w,
      h,
    },
  }));
}
