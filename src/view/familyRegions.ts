/**
 * Where the family table's parts go on a screen of any size (pure; Node-tested): the top
 * bar (Menu, title), the strip of seats, the board, the status line, the buttons and the
 * hand, with a score sheet column on a wide screen. Nothing overlaps; every target is at
 * least 44 px tall.
 */
import type { Rect } from './tableRegions';

/** A seat's badge: where it sits and at which edge of the table. */
export interface SeatRect extends Rect {
  readonly edge: 'top' | 'left' | 'right';
}

export interface FamilyRegions {
  readonly width: number;
  readonly height: number;
  readonly top: Rect;
  /** The strip of seats over the board (no height when the seats sit around it). */
  readonly seats: Rect;
  /** Seat badges per row of the strip. */
  readonly seatColumns: number;
  /**
   * Each other seat's badge, round from the viewer's left: in the strip, or around the board
   * (left, top, right) when the family seats them so and the screen is wide.
   */
  readonly seatRects: readonly SeatRect[];
  /** The badges' scale (their type and tiles): smaller on a short screen. */
  readonly seatScale: number;
  readonly board: Rect;
  /** The score sheet's column on a wide screen; null on a narrow one (a button opens it). */
  readonly sheet: Rect | null;
  /**
   * On a narrow screen held upright, the score display kept in sight over the seats where
   * the view asks for one (`RegionsExtra.strip`: the pegboard); null elsewhere.
   */
  readonly scoreStrip: Rect | null;
  readonly status: Rect;
  readonly actions: Rect;
  /** Buttons per row. */
  readonly actionColumns: number;
  readonly hand: Rect;
  /** The hand's tile height (two halves). */
  readonly handTile: number;
  /**
   * The person's avatar at the hand's left on a wide screen (the hand between it and as much
   * room at its right, as at the line table); null on a narrow one.
   */
  readonly avatar: {
    readonly x: number;
    readonly y: number;
    readonly r: number;
    readonly w: number;
  } | null;
  /** A button's height: a thumb's target. */
  readonly button: number;
  /**
   * Practice's standing hints: under the score sheet in its column on a wide screen, else a
   * band between the board and the status line; null when not asked for.
   */
  readonly hints: Rect | null;
}

/** What else the table shows: practice's hints, how many rows the score sheet has, the seating. */
export interface RegionsExtra {
  readonly hints: boolean;
  readonly sheetRows: number;
  /** The family seats three others around its board (Texas 42's trick), where there is room. */
  readonly around?: boolean;
  /** The score display's height when kept in sight on a narrow screen (0: behind Scores). */
  readonly strip?: number;
  /** The other seats' tiles are face up (a replay): wide badges taller, for larger tiles. */
  readonly faceUp?: boolean;
  /**
   * The hints' room, where practice asks for more than the standing hints' (the line's
   * controls): the band's height on a narrow screen, and the least height left to them under
   * the sheet in its column.
   */
  readonly hintsRoom?: {
    readonly band: number;
    readonly column: number;
    /** The least height the band leaves the board (a narrow screen). */
    readonly board: number;
  };
}

/** Scores is a button in the top bar: no column for the sheet and no strip in sight. */
export function scoresButton(r: Pick<FamilyRegions, 'sheet' | 'scoreStrip'>): boolean {
  return r.sheet === null && r.scoreStrip === null;
}

/** The person's avatar's column at the hand's left on a wide screen. */
const AVATAR_W = 84;

/** The width of a badge at the board's side, seats around. */
const SIDE_W = 124;

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
  const around = extra.around === true && wide && others === 3;
  const seatColumns = Math.max(1, Math.min(others, short ? 7 : width < 500 ? 4 : 7));
  const seatRows = around ? 0 : Math.ceil(others / seatColumns);
  // A badge: its name, a row of tile backs and its count (smaller on a short screen).
  const seatScale = short ? 0.7 : 1;
  // A replay's badges, face up, are taller where they are wide (a narrow badge's count takes
  // two lines under its tiles: it keeps its height).
  const wideChips = (mainW - (seatColumns - 1) * 6) / seatColumns >= 150;
  const chipH = short ? 44 : extra.faceUp === true && wideChips ? 84 : 62;
  // A phone held upright keeps a pegboard in sight under the top bar, as the line table did.
  const stripH = !wide && !short && (extra.strip ?? 0) > 0 ? (extra.strip ?? 0) : 0;
  const scoreStrip: Rect | null =
    stripH > 0 ? { x: pad, y: top.y + top.h + 6, w: mainW, h: stripH } : null;
  const seatsY = top.y + top.h + 6 + (scoreStrip ? stripH + 6 : 0);
  const seats: Rect = { x: pad, y: seatsY, w: mainW, h: seatRows * chipH };
  const actionColumns = Math.max(1, Math.min(actions, Math.floor(mainW / 84)));
  const actionRows = actions === 0 ? 0 : Math.ceil(actions / actionColumns);
  const actionsH = actionRows * (BUTTON_H + 6);
  // The hand: one row of upright tiles when they fit at a readable size, else two.
  // (On a wide screen as large as the line table's: 115 px tall at 1280x720.)
  const most = Math.round(
    Math.max(56, Math.min(short ? 70 : wide ? 150 : 104, height * (wide ? 0.16 : 0.13))),
  );
  const avatarW = wide ? AVATAR_W : 0;
  const handW = mainW - 2 * avatarW;
  const oneRow = handTiles * most * 0.49 <= handW;
  // Two rows: no taller than the row's width lets the tiles be (HandView's own fit).
  const perRow = oneRow ? handTiles : Math.ceil(handTiles / 2);
  const handTile = Math.round(Math.min(most, (2 * handW) / Math.max(1, perRow) / 1.15));
  // No hand shown (a watched game, a spectator, a replay of a game watched): a line of words
  // in its place, and the board has the rest.
  const handH = handTiles === 0 ? 48 : Math.round(handTile * (oneRow ? 1.15 : 2.1));
  // On a wide screen the hand stands off the bottom edge (a window's corner, a taskbar).
  const foot = wide ? 20 : pad;
  const hand: Rect = { x: pad + avatarW, y: height - foot - handH, w: handW, h: handH };
  const avatar = wide
    ? { x: pad + avatarW / 2, y: hand.y + hand.h / 2 - 6, r: 22, w: avatarW }
    : null;
  const actionsR: Rect = { x: pad, y: hand.y - 4 - actionsH, w: mainW, h: actionsH };
  // Two lines on a narrow screen.
  const statusH = mainW < 600 ? 44 : 26;
  const status: Rect = { x: pad, y: actionsR.y - statusH - 4, w: mainW, h: statusH };
  // Seats around: the one across sits over the board, the others at its sides.
  const across: SeatRect | null = around
    ? { x: pad + mainW / 2 - 130, y: seats.y, w: 260, h: 70, edge: 'top' }
    : null;
  const boardY = across ? across.y + across.h + 6 : seats.y + seats.h + 6;
  // Practice's hints: a band over the status line, unless the sheet's column has room; none
  // where the board would keep too little (a phone on its side: the Hints button stays).
  const room = extra.hintsRoom ?? { band: HINTS_BAND, column: 160, board: 180 };
  const band = extra.hints && !wide && status.y - boardY >= room.band + room.board ? room.band : 0;
  const boardH = Math.max(60, status.y - 4 - boardY - (band > 0 ? band + 4 : 0));
  const sideRoom = around ? SIDE_W + 8 : 0;
  const board: Rect = { x: pad + sideRoom, y: boardY, w: mainW - 2 * sideRoom, h: boardH };
  const seatRects = across
    ? aroundRects(across, board, boardY, SIDE_W)
    : stripRects(seats, others, seatColumns);
  const columnH = height - pad - seats.y;
  // The sheet's own height when the hints share its column: its title and a row a side.
  const sheetH = extra.hints
    ? Math.min(columnH - room.column, 72 + (extra.sheetRows + 1) * 28)
    : columnH;
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
    seatRects,
    seatScale,
    board,
    sheet,
    scoreStrip,
    status,
    actions: actionsR,
    actionColumns,
    hand,
    handTile,
    avatar,
    button: BUTTON_H,
    hints,
  };
}

/** The strip's badges: `cols` a row. */
function stripRects(seats: Rect, others: number, cols: number): SeatRect[] {
  const rows = Math.max(1, Math.ceil(others / cols));
  const w = (seats.w - (cols - 1) * 6) / cols;
  const h = seats.h / rows - 4;
  return Array.from({ length: others }, (_, i) => ({
    x: seats.x + (i % cols) * (w + 6),
    y: seats.y + Math.floor(i / cols) * (h + 4),
    w,
    h,
    edge: 'top' as const,
  }));
}

/** Three badges around the board: the viewer's left, across, right. */
function aroundRects(across: SeatRect, board: Rect, top: number, sideW: number): SeatRect[] {
  const h = Math.min(220, board.y + board.h - top);
  const y = top + (board.y + board.h - top - h) / 2;
  return [
    { x: board.x - 8 - sideW, y, w: sideW, h, edge: 'left' },
    across,
    { x: board.x + board.w + 8, y, w: sideW, h, edge: 'right' },
  ];
}

/**
 * Where the badge of each seat but the viewer's goes: round from the viewer's left, as their
 * lanes and places are.
 */
export function seatChipRects(
  seats: readonly { readonly seat: number }[],
  viewer: number | null,
  r: Pick<FamilyRegions, 'seatRects'>,
): { readonly seat: number; readonly rect: SeatRect }[] {
  const n = seats.length;
  const from = viewer ?? 0;
  const others = seats
    .filter((s) => s.seat !== viewer)
    .sort((a, b) => ((a.seat - from + n) % n) - ((b.seat - from + n) % n));
  return others.flatMap((s, i) => {
    const rect = r.seatRects[i];
    return rect ? [{ seat: s.seat, rect }] : [];
  });
}
