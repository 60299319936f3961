/**
 * Where a train's tiles lie in its lane (pure; the trains drawer draws them): end to end
 * from the hub outwards, a double crosswise as players lay it. A long train first takes
 * smaller tiles, then bends onto a second row where the lane is tall enough; only a train
 * longer still shows its newest tiles after "+N", the count of those before them.
 */
import type { Rect } from '../tableRegions';

export interface LaneSpot {
  /** The tile's centre. */
  readonly x: number;
  readonly y: number;
  /** A double, across the line of the train. */
  readonly crosswise: boolean;
  /** Its pixels per half (a crosswise double's may be less than the train's). */
  readonly half: number;
}

export interface LaneLayout {
  /** Pixels per half along the train: such a tile is `2 * half` wide and `half` tall. */
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

/** Pixels per half: along the train (`half`), and a crosswise double's (`dh`, never more). */
interface Size {
  readonly half: number;
  readonly dh: number;
}

const widthOf = (t: readonly [number, number], z: Size): number =>
  isDouble(t) ? z.dh : z.half * 2;

/** The tiles in rows of `width`: the index each row starts at (null: one is wider). */
function rowsOf(
  tiles: readonly (readonly [number, number])[],
  z: Size,
  width: number,
): number[] | null {
  const starts: number[] = [];
  let used = Infinity;
  for (let i = 0; i < tiles.length; i++) {
    const w = widthOf(tiles[i] as readonly [number, number], z);
    if (w > width) return null;
    if (used + GAP + w > width) {
      starts.push(i);
      used = w;
    } else used += GAP + w;
  }
  return starts;
}

/** The height of the rows starting at `starts`: a row with a double is as tall as it. */
function heightOf(
  tiles: readonly (readonly [number, number])[],
  starts: readonly number[],
  z: Size,
): number[] {
  return starts.map((s, r) => {
    const row = tiles.slice(s, starts[r + 1] ?? tiles.length);
    return row.some(isDouble) ? Math.max(z.half, z.dh * 2) : z.half;
  });
}

const tallness = (heights: readonly number[]): number =>
  heights.reduce((a, b) => a + b, 0) + GAP * (heights.length - 1);

function place(
  tiles: readonly (readonly [number, number])[],
  starts: readonly number[],
  z: Size,
  box: Rect,
  x0: number,
): LaneSpot[] {
  const heights = heightOf(tiles, starts, z);
  const spots: LaneSpot[] = [];
  let top = box.y;
  starts.forEach((s, r) => {
    const h = heights[r] ?? z.half;
    let x = r === 0 ? x0 : box.x;
    for (let i = s; i < (starts[r + 1] ?? tiles.length); i++) {
      const t = tiles[i] as readonly [number, number];
      const w = widthOf(t, z);
      const crosswise = isDouble(t);
      spots.push({ x: x + w / 2, y: top + h / 2, crosswise, half: crosswise ? z.dh : z.half });
      x += w + GAP;
    }
    top += h + GAP;
  });
  return spots;
}

/**
 * The tiles of a train (each as [inner end, outer end]) in `box`, at most `maxHalf` pixels a
 * half and at least `minHalf` before any is hidden. A double across a short lane is drawn
 * smaller rather than make every tile of its train smaller.
 */
export function laneLayout(
  tiles: readonly (readonly [number, number])[],
  box: Rect,
  maxHalf: number,
  minHalf = 11,
): LaneLayout {
  if (tiles.length === 0) return { half: maxHalf, spots: [], hidden: 0, more: null };
  // The largest tiles at which the whole train fits, in one row or (a tall lane) more.
  for (let half = maxHalf; half >= minHalf; half -= 0.5)
    for (let k = 1; k <= 4; k++) {
      const rowH = (box.h - GAP * (k - 1)) / k;
      if (half > rowH) break;
      const z = { half, dh: Math.min(half, rowH / 2) };
      const starts = rowsOf(tiles, z, box.w);
      if (starts && starts.length <= k && tallness(heightOf(tiles, starts, z)) <= box.h)
        return { half, spots: place(tiles, starts, z, box, box.x), hidden: 0, more: null };
    }
  // Too long still: the newest that fit at the smallest size, in as many rows as the lane
  // holds, after "+N" (a double's height within the lane).
  const half = Math.max(6, Math.min(minHalf, box.h));
  const z = { half, dh: Math.min(half, box.h / 2) };
  const inner: Rect = { ...box, x: box.x + MORE, w: box.w - MORE };
  let first = 0;
  let starts = rowsOf(tiles, z, inner.w);
  const fits = (): boolean =>
    starts !== null && tallness(heightOf(tiles.slice(first), starts, z)) <= box.h;
  while (first < tiles.length && !fits()) {
    first++;
    starts = rowsOf(tiles.slice(first), z, inner.w);
  }
  // (All of them fit at a size under the smallest, a very short lane: no "+N".)
  const all = first === 0 ? rowsOf(tiles, z, box.w) : null;
  if (all && tallness(heightOf(tiles, all, z)) <= box.h)
    return { half, spots: place(tiles, all, z, box, box.x), hidden: 0, more: null };
  // (Or in the narrower rows that held them all.)
  if (first === 0 && starts)
    return { half, spots: place(tiles, starts, z, box, box.x), hidden: 0, more: null };
  const shown = tiles.slice(first);
  const spots = starts ? place(shown, starts, z, inner, inner.x) : [];
  const y = spots[0]?.y ?? box.y + box.h / 2;
  // (No room even for "+N" on a lane that narrow: nothing said there.)
  return { half, spots, hidden: first, more: box.w >= MORE ? { x: box.x, y } : null };
}
