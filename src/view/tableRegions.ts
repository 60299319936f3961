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
  /** The room for the seat's badge, in pixels. */
  readonly w: number;
  readonly h: number;
}

export interface Regions {
  readonly portrait: boolean;
  /** The domino layout is fitted inside this. */
  readonly layout: Rect;
  /** The person's tiles, with their avatar (the status line is centred over it). */
  readonly hand: Rect;
  /** Where the tiles go: the hand's area less the avatar's column at its left. */
  readonly handTiles: Rect;
  /**
   * The avatar of the seat whose hand is shown (`avatars.ts`): its disc's centre and radius,
   * left of the tiles, with the name under it in a column `w` wide.
   */
  readonly avatar: {
    readonly x: number;
    readonly y: number;
    readonly r: number;
    readonly w: number;
  };
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
  /**
   * The largest half the layout's tiles are drawn at: sideways, the hand's (a board tile
   * never outsizes a tile in hand, issue 26); upright, no limit but the layout's own.
   */
  readonly layoutHalfMax: number;
  /** A general scale for type and badges. */
  readonly scale: number;
}

/** The edges seats sit at, going to the left (clockwise) from the person at the bottom. */
export function seatEdges(players: number): SeatSpot['edge'][] {
  if (players === 2) return ['bottom', 'top'];
  if (players === 3) return ['bottom', 'left', 'right'];
  return ['bottom', 'left', 'top', 'right'];
}

export function tableRegions(
  width: number,
  height: number,
  players: number,
  sides = players,
): Regions {
  const portrait = height > width * 1.05;
  const edges = seatEdges(players);
  if (portrait) {
    const s = Math.max(0.6, Math.min(1.2, width / 430));
    const boardH = (24 * sides + 34) * s;
    const board: Rect = { x: 8, y: 8, w: width - 16, h: boardH };
    const seatsH = 62 * s;
    const seatsY = board.y + boardH + 8 + seatsH / 2;
    const handTile = Math.min(96 * s, (width - 24) / 3.6);
    const handH = handTile * 2 + 34 * s;
    const others = edges.slice(1);
    const spacing = (width - 16) / others.length;
    const seatW = Math.min(170 * s, spacing - 8);
    const seats: SeatSpot[] = [
      {
        x: width / 2,
        y: height - handH / 2 - 8,
        edge: 'bottom',
        w: Math.min(220 * s, width - 16),
        h: 62 * s,
      },
      // Every other seat sits in one row across the top of a phone held upright.
      ...others.map((_, i) => ({
        x: 8 + spacing * (i + 0.5),
        y: seatsY,
        edge: 'top' as const,
        w: seatW,
        h: seatsH,
      })),
    ];
    const infoY = seatsY + seatsH / 2 + 48 * s;
    const layoutTop = infoY + 38 * s;
    const layoutBottom = height - handH - 44 * s;
    const hand: Rect = { x: 8, y: height - handH - 4, w: width - 16, h: handH };
    // The avatar takes a narrow column at the hand's left (the tiles centre in the rest).
    const avatarW = 62 * s;
    return {
      portrait,
      layout: { x: 8, y: layoutTop, w: width - 16, h: Math.max(80, layoutBottom - layoutTop) },
      hand,
      handTiles: { ...hand, x: hand.x + avatarW, w: hand.w - avatarW },
      avatar: { x: hand.x + avatarW / 2, y: hand.y + hand.h / 2 - 4 * s, r: 19 * s, w: avatarW },
      board,
      // Clear of the felt's rim: the count box and the boneyard are 96 px wide at scale 1.
      boneyard: { x: width - 14 - 48 * s, y: infoY },
      total: { x: 14 + 48 * s, y: infoY },
      menu: { x: width / 2, y: infoY, size: 34 * s },
      seats,
      handTile,
      layoutHalfMax: Infinity,
      scale: s,
    };
  }
  const scale = Math.max(0.6, Math.min(1.3, Math.min(width / 1280, height / 720)));
  const column = Math.min(190 * scale, width * 0.17);
  const playW = width - column;
  const boardH = (24 * sides + 34) * scale;
  const board: Rect = { x: 12, y: 8, w: playW - 24, h: boardH };
  // The hand's tiles about as large as the layout's early in a hand (a tile's half, 56 px at
  // 1280x720, against the layout's 60 at most), and off the table's bottom edge.
  const handTile = Math.min(112 * scale, height * 0.16);
  const handH = handTile + 30 * scale;
  const handGap = 16 * scale;
  const sideW = 120 * scale;
  const hasSides = players > 2;
  const top = board.y + boardH + (players === 3 ? 12 : 74) * scale;
  const seats: SeatSpot[] = edges.map((edge) => {
    switch (edge) {
      case 'bottom':
        return {
          x: playW / 2,
          y: height - handGap - handH / 2,
          edge,
          w: 220 * scale,
          h: 70 * scale,
        };
      case 'top':
        return {
          x: playW / 2,
          y: board.y + boardH + 40 * scale,
          edge,
          w: 220 * scale,
          h: 70 * scale,
        };
      case 'left':
        return {
          x: sideW / 2 + 8,
          y: (top + height - handGap - handH) / 2,
          edge,
          w: sideW - 8,
          h: 200 * scale,
        };
      case 'right':
        return {
          x: playW - sideW / 2 - 8,
          y: (top + height - handGap - handH) / 2,
          edge,
          w: sideW - 8,
          h: 200 * scale,
        };
    }
  });
  const layoutX = hasSides ? sideW + 12 : 16;
  const layout: Rect = {
    x: layoutX,
    y: top,
    w: playW - layoutX - (hasSides ? sideW + 12 : 16),
    h: height - top - handGap - handH - 52 * scale,
  };
  const hand: Rect = { x: 12, y: height - handGap - handH, w: playW - 24, h: handH };
  // The avatar's column at the hand's left, and as much room kept at its right: the tiles
  // stay centred under the status line.
  const avatarW = 84 * scale;
  return {
    portrait,
    layout,
    hand,
    handTiles: { ...hand, x: hand.x + avatarW, w: hand.w - 2 * avatarW },
    avatar: {
      x: hand.x + avatarW / 2,
      y: hand.y + hand.h / 2 - 6 * scale,
      r: 22 * scale,
      w: avatarW,
    },
    board,
    boneyard: { x: playW + column / 2, y: height - 150 * scale },
    total: { x: playW + column / 2, y: height * 0.36 },
    // Low enough, and far enough in, for the button at its full 96x44 on a small screen.
    menu: {
      x: Math.min(playW + column / 2, width - 52),
      y: Math.max(40 * scale, 28),
      size: 40 * scale,
    },
    seats,
    handTile,
    layoutHalfMax: handTile / 2,
    scale,
  };
}

/** The count's box and the boneyard's (its stack and label), as the HUD draws them. */
export function hudBlocks(regions: Regions): { readonly count: Rect; readonly boneyard: Rect } {
  const s = regions.scale;
  const { total, boneyard } = regions;
  const w = 96 * s;
  const h = 78 * s;
  return {
    count: { x: total.x - w / 2, y: total.y - h / 2, w, h },
    boneyard: { x: boneyard.x - 48 * s, y: boneyard.y - 44 * s, w: 96 * s, h: 100 * s },
  };
}

/**
 * The band between the layout's area and the person's hand, where the status line sits. The
 * table's banners ("North plays again", "West passes") take the status line's place there a
 * moment, so they never cover a tile, a seat, a button or the screen's edge (issue 26, item 10).
 */
export function bannerBand(regions: Regions): Rect {
  const { layout, hand } = regions;
  const top = layout.y + layout.h;
  return { x: hand.x, y: top, w: hand.w, h: Math.max(0, hand.y - 2 - top) };
}

/**
 * The Menu button (96x44 at scale 1): its full size upright on a phone, else the table's, and
 * never smaller than its full size (a thumb's 44 px on a phone held sideways).
 */
export function menuButtonScale(regions: Regions): number {
  return regions.portrait ? 1 : Math.max(1, regions.scale);
}

/** Whether two rectangles overlap (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
