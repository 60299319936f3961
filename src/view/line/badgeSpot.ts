/**
 * Where a hint badge goes (pure, Node-tested): a small tag just beyond the ghost tile's far
 * end, in the direction the tile is played, so it never covers the ghost's pips or the tile
 * played on, and never hangs off a double (a double's ghost lies across the line, so the tag
 * goes past its long side, along the line, not off its ends). When that spot is taken (a tile
 * already down, another target or its tag) or out of sight, the tag tries the ghost's sides
 * and far corners, and takes the first spot that is free and in sight; failing that, the
 * one that covers least. Units are the layout's.
 */

export interface TagRect {
  readonly cx: number;
  readonly cy: number;
  readonly width: number;
  readonly height: number;
}

/** The gap between the ghost and its tag, in layout units (a tile is 2 long, 1 wide). */
export const TAG_GAP = 0.12;

/** What a tag keeps clear of: rectangles it must not cover, and the part of the layout in sight. */
export interface TagRoom {
  /** Tiles on the table, other targets and the tags placed before this one. */
  readonly avoid?: readonly TagRect[];
  /** What is in sight (layout units); a tag outside it is not seen. */
  readonly within?: {
    readonly minX: number;
    readonly minY: number;
    readonly maxX: number;
    readonly maxY: number;
  };
}

/** The area two rectangles share (0 when they only touch). */
function shared(a: TagRect, b: TagRect): number {
  const ox =
    Math.min(a.cx + a.width / 2, b.cx + b.width / 2) -
    Math.max(a.cx - a.width / 2, b.cx - b.width / 2);
  const oy =
    Math.min(a.cy + a.height / 2, b.cy + b.height / 2) -
    Math.max(a.cy - a.height / 2, b.cy - b.height / 2);
  return ox > 1e-9 && oy > 1e-9 ? ox * oy : 0;
}

/** The direction of play from the open edge at `from` (snapped to an axis); down for the lead. */
function direction(rect: TagRect, from: { readonly x: number; readonly y: number } | null) {
  if (!from) return { ux: 0, uy: 1 };
  const dx = rect.cx - from.x;
  const dy = rect.cy - from.y;
  if (Math.hypot(dx, dy) <= 1e-6) return { ux: 0, uy: 1 };
  // The layout's lines are horizontal or vertical: snap to the main axis.
  const along = Math.abs(dx) >= Math.abs(dy);
  return { ux: along ? Math.sign(dx) : 0, uy: along ? 0 : Math.sign(dy) };
}

/** How far from its ghost a tag may go (layout units, a tile is 2 long), in steps of STEP. */
export const TAG_REACH = 1.5;
const STEP = 0.25;

/**
 * The spots a tag may take round a ghost, best first: beyond the far end; beside the ghost
 * level with its far end (its middle, for a tag longer than the ghost), on either side;
 * beyond the far end's corners; beside its middle; then, for a crowded corner of the layout,
 * every spot on a grid of STEP up to TAG_REACH from the ghost, nearest first. None covers
 * the ghost.
 */
export function tagSpots(
  rect: TagRect,
  from: { readonly x: number; readonly y: number } | null,
  tag: { readonly width: number; readonly height: number },
): TagRect[] {
  const { ux, uy } = direction(rect, from);
  // Along the line (a) and across it (c): lengths along each, of the ghost and of the tag.
  const ghostA = ux !== 0 ? rect.width : rect.height;
  const ghostC = ux !== 0 ? rect.height : rect.width;
  const tagA = ux !== 0 ? tag.width : tag.height;
  const tagC = ux !== 0 ? tag.height : tag.width;
  // Across the line: down for a line across the screen, right for one up and down it.
  const px = Math.abs(uy);
  const py = Math.abs(ux);
  const at = (a: number, c: number): TagRect => ({
    cx: rect.cx + ux * a + px * c,
    cy: rect.cy + uy * a + py * c,
    width: tag.width,
    height: tag.height,
  });
  const beyond = (ghostA + tagA) / 2 + TAG_GAP;
  const beside = (ghostC + tagC) / 2 + TAG_GAP;
  // Level with the far end: the tag's far edge on the ghost's (centred when it is longer).
  const level = Math.max(0, (ghostA - tagA) / 2);
  const first = [
    at(beyond, 0),
    at(level, beside),
    at(level, -beside),
    at(beyond, beside),
    at(beyond, -beside),
    at(0, beside),
    at(0, -beside),
  ];
  // The gap between the ghost and a tag centred (a, c) from it, along and across the line.
  const gap = (a: number, c: number): number =>
    Math.hypot(
      Math.max(0, Math.abs(a) - (ghostA + tagA) / 2),
      Math.max(0, Math.abs(c) - (ghostC + tagC) / 2),
    );
  const reachA = (ghostA + tagA) / 2 + TAG_REACH;
  const reachC = (ghostC + tagC) / 2 + TAG_REACH;
  const more: { a: number; c: number; d: number }[] = [];
  for (let a = -reachA; a <= reachA + 1e-9; a += STEP)
    for (let c = -reachC; c <= reachC + 1e-9; c += STEP) {
      const d = gap(a, c);
      // Clear of the ghost by the gap at least, and within reach.
      if (d >= TAG_GAP - 1e-9 && d <= TAG_REACH + 1e-9) more.push({ a, c, d });
    }
  // Nearest first; at one distance, further along the line of play first (a stable order).
  more.sort((p, q) => p.d - q.d || q.a - p.a || p.c - q.c);
  return [...first, ...more.map(({ a, c }) => at(a, c))];
}

/**
 * The tag's centre for a ghost `rect` (axis-aligned in layout units) played from the open
 * edge at `from`, for a tag `width` x `height`. The lead (played from nowhere in
 * particular) gets its tag below the ghost. With `room`, the first of `tagSpots` that
 * covers nothing to avoid and lies in sight; if none does, the one covering least (what is
 * out of sight counts double).
 */
export function badgeSpot(
  rect: TagRect,
  from: { readonly x: number; readonly y: number } | null,
  tag: { readonly width: number; readonly height: number },
  room: TagRoom = {},
): TagRect {
  const spots = tagSpots(rect, from, tag);
  const first = spots[0] as TagRect;
  if (!room.avoid && !room.within) return first;
  const cost = (s: TagRect): number => {
    let c = 0;
    for (const a of room.avoid ?? []) c += shared(s, a);
    const w = room.within;
    if (w) {
      const inside = shared(s, {
        cx: (w.minX + w.maxX) / 2,
        cy: (w.minY + w.maxY) / 2,
        width: w.maxX - w.minX,
        height: w.maxY - w.minY,
      });
      c += 2 * (s.width * s.height - inside);
    }
    return c;
  };
  let best = first;
  let least = Infinity;
  for (const s of spots) {
    const c = cost(s);
    if (c <= 1e-9) return s;
    if (c < least) {
      least = c;
      best = s;
    }
  }
  return best;
}

/** Whether two rectangles overlap (touching edges do not, to a rounding error). */
export function overlaps(a: TagRect, b: TagRect): boolean {
  return shared(a, b) > 0;
}
