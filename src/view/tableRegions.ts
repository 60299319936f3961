/**
 * Where things go on the table for a screen size and player count (pure, so it
 * is tested in Node): the layout area, the person's hand, the other seats, the
 * boneyard, the count and the pegging board. Landscape puts the board at the
 * side; a phone held upright stacks everything.
 */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface SeatSpot {
  /** Centre of the seat's badge and face-down tiles. */
  readonly x: number;
  readonly y: number;
  /** Which table edge the seat sits at, from the person's view. */
  readonly edge: 'bottom' | 'left' | 'top' | 'right';
}

export interface Regions {
  readonly portrait: boolean;
  /** The domino layout is fitted inside this. */
  readonly layout: Rect;
  /** The person's tiles. */
  readonly hand: Rect;
  /** The pegging board. */
  readonly board: Rect;
  readonly boneyard: { readonly x: number; readonly y: number };
  readonly total: { readonly x: number; readonly y: number };
  /** The menu button (top-left). */
  readonly menu: { readonly x: number; readonly y: number; readonly size: number };
  /** Per seat, from the person's seat (index 0 = the person). */
  readonly seats: readonly SeatSpot[];
  /** Height of one tile in the hand (a tile is half as wide as it is tall). */
  readonly handTile: number;
  /** A general scale for type and badges. */
  readonly scale: number;
}

/** The edges seats sit at, going to the left (clockwise) from the person at the bottom. */
export function seatEdges(players: number): SeatSpot['edge'][] {
  if (players === 2) return ['bottom', 'top'];
  if (players === 3) return ['bottom', 'left', 'right'];
  return ['bottom', 'left', 'top', 'right'];
}

export function tableRegions(width: number, height: number, players: number): Regions {
  const portrait = height > width * 1.05;
  const scale = Math.max(0.6, Math.min(1.3, Math.min(width / 1280, height / 720)));
  const edges = seatEdges(players);
  if (portrait) {
    const s = Math.max(0.6, Math.min(1.2, width / 430));
    const top = 46 * s;
    const boardH = 64 * s;
    const seatsH = 64 * s;
    const handTile = Math.min(86 * s, (width - 24) / 4.2);
    const handH = handTile * 2 + 40 * s;
    const board: Rect = { x: 8, y: top, w: width - 16, h: boardH };
    const seatsY = top + boardH + seatsH / 2 + 4;
    const others = edges.slice(1);
    const seats: SeatSpot[] = [
      { x: width / 2, y: height - handH - 18 * s, edge: 'bottom' },
      ...others.map((edge, i) => ({ x: (width * (i + 1)) / (others.length + 1), y: seatsY, edge })),
    ];
    const layoutTop = top + boardH + seatsH + 18 * s;
    const layoutBottom = height - handH - 40 * s;
    return {
      portrait,
      layout: { x: 8, y: layoutTop, w: width - 16, h: Math.max(80, layoutBottom - layoutTop) },
      hand: { x: 8, y: height - handH - 6, w: width - 16, h: handH },
      board,
      boneyard: { x: width - 40 * s, y: layoutTop + 30 * s },
      total: { x: 52 * s, y: layoutTop + 26 * s },
      menu: { x: 24 * s, y: 24 * s, size: 36 * s },
      seats,
      handTile,
      scale: s,
    };
  }
  const boardW = Math.min(300 * scale, width * 0.24);
  const handTile = Math.min(92 * scale, height * 0.14);
  const handH = handTile + 34 * scale;
  const side = 110 * scale;
  const topBand = players === 3 ? 56 * scale : 100 * scale;
  const playW = width - boardW - 24;
  const seats: SeatSpot[] = edges.map((edge) => {
    switch (edge) {
      case 'bottom':
        return { x: playW / 2, y: height - handH - 22 * scale, edge };
      case 'top':
        return { x: playW / 2, y: 58 * scale, edge };
      case 'left':
        return { x: 64 * scale, y: height * 0.42, edge };
      case 'right':
        return { x: playW - 64 * scale, y: height * 0.42, edge };
    }
  });
  const hasSides = players > 2;
  const layoutX = hasSides ? side + 12 : 20;
  const layout: Rect = {
    x: layoutX,
    y: topBand,
    w: playW - layoutX - (hasSides ? side : 20),
    h: height - topBand - handH - 56 * scale,
  };
  return {
    portrait,
    layout,
    hand: { x: 12, y: height - handH - 6, w: playW - 12, h: handH },
    board: {
      x: width - boardW - 12,
      y: 64 * scale,
      w: boardW,
      h: height - 64 * scale - 150 * scale,
    },
    boneyard: { x: width - boardW / 2 - 12, y: height - 80 * scale },
    total: { x: layout.x + 70 * scale, y: layout.y + 30 * scale },
    menu: { x: width - 36 * scale, y: 32 * scale, size: 40 * scale },
    seats,
    handTile,
    scale,
  };
}

/** Whether two rectangles overlap (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
