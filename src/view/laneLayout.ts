/**
 * Where a train's tiles lie in its lane (pure; the trains drawer draws them): end to end
 * from the hub outwards, a double crosswise as players lay it. A long train first takes
 * smaller tiles, then bends onto a second row where the lane is tall enough; only a train
 * longer still shows its newest tiles after "+N", the count of those before them.
 */
import type { Rect } from './tableRegions';

export interface LaneSpot {
  /** The tile's centre. */
  readonly x: number;
  readonly y: number;
  /** A double, across the line of the train. */
  readonly crosswise: boolean;
}

export interface LaneLayout {
  /** Pixels per half: a tile along the train is `2 * half` wide and `half` tall. */
  readonly half: number;
  /** The places of the tiles shown, oldest first: the newest `spots.length` of the train. */
  readonly spots: readonly LaneSpot[];
  /** How many older tiles are not shown (0 when all are). */
  readonly hidden: number;
  /** Where "+N" goes (its left and middle) when some are hidden. */
  readonly more: { readonly x: number; readonly y: number } | null;
}

/** The gap between two tiles, and the room "+N" takes. */
const GAP = 3;
const MORE = 26;

const isDouble = (t: readonly [number, number]): boolean => t[0] === t[1];

/** The tiles in rows of `width` at `half`: the index each row starts at (null: one is wider). */
function rowsOf(
  tiles: readonly (readonly [number, number])[],
  half: number,
  width: number,
): number[] | null {
  const starts: number[] = [];
  let used = Infinity;
  for (let i = 0; i < tiles.length; i++) {
    const w = isDouble(tiles[i] as readonly [number, number]) ? half : half * 2;
    if (w > width) return null;
    if (used + GAP + w > width) {
      starts.push(i);
      used = w;
    } else used += GAP + w;
  }
  return starts;
}

/** The height of the rows starting at `starts`: a row with a double is two halves tall. */
function heightOf(
  tiles: readonly (readonly [number, number])[],
  starts: readonly number[],
  half: number,
): number[] {
  return starts.map((s, r) => {
    const row = tiles.slice(s, starts[r + 1] ?? tiles.length);
    return row.some(isDouble) ? half * 2 : half;
  });
}

function place(
  tiles: readonly (readonly [number, number])[],
  starts: readonly number[],
  half: number,
  box: Rect,
  x0: number,
): LaneSpot[] {
  const heights = heightOf(tiles, starts, half);
  const spots: LaneSpot[] = [];
  let top = box.y;
  starts.forEach((s, r) => {
    const h = heights[r] ?? half;
    let x = r === 0 ? x0 : box.x;
    for (let i = s; i < (starts[r + 1] ?? tiles.length); i++) {
      const t = tiles[i] as readonly [number, number];
      const w = isDouble(t) ? half : half * 2;
      spots.push({ x: x + w / 2, y: top + h / 2, crosswise: isDouble(t) });
      x += w + GAP;
    }
    top += h + GAP;
  });
  return spots;
}

/**
 * The tiles of a train (each as [inner end, outer end]) in `box`, at most `maxHalf` pixels a
 * half and at least `minHalf` before any is hidden.
 */
export function laneLayout(
  tiles: readonly (readonly [number, number])[],
  box: Rect,
  maxHalf: number,
  minHalf = 11,
): LaneLayout {
  if (tiles.length === 0) return { half: maxHalf, spots: [], hidden: 0, more: null };
  // The largest tiles at which the whole train fits, in one row or (a tall lane) more.
  for (let half = maxHalf; half >= minHalf; half -= 0.5) {
    const starts = rowsOf(tiles, half, box.w);
    if (!starts) continue;
    const heights = heightOf(tiles, starts, half);
    const tall = heights.reduce((a, b) => a + b, 0) + GAP * (heights.length - 1);
    if (tall <= box.h)
      return { half, spots: place(tiles, starts, half, box, box.x), hidden: 0, more: null };
  }
  // Too long still: the newest that fit at the smallest size, in as many rows as the lane
  // holds, after "+N" (a double's height within the lane).
  const half = Math.max(6, Math.min(minHalf, box.h / 2));
  const inner: Rect = { ...box, x: box.x + MORE, w: box.w - MORE };
  let first = 0;
  let starts = rowsOf(tiles, half, inner.w);
  const fits = (): boolean => {
    if (!starts) return false;
    const heights = heightOf(tiles.slice(first), starts, half);
    return heights.reduce((a, b) => a + b, 0) + GAP * (heights.length - 1) <= box.h;
  };
  while (first < tiles.length && !fits()) {
    first++;
    starts = rowsOf(tiles.slice(first), half, inner.w);
  }
  // (All of them fit at a size under the smallest, a very short lane: no "+N".)
  const all = first === 0 ? rowsOf(tiles, half, box.w) : null;
  if (all) return { half, spots: place(tiles, all, half, box, box.x), hidden: 0, more: null };
  const shown = tiles.slice(first);
  const spots = starts ? place(shown, starts, half, inner, inner.x) : [];
  const y = spots[0]?.y ?? box.y + box.h / 2;
  // (No room even for "+N" on a lane that narrow: nothing said there.)
  return { half, spots, hidden: first, more: box.w >= MORE ? { x: box.x, y } : null };
}
