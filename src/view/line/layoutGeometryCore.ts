/**
 * Geometry primitives of the table layout, in half-units (integers). A tile is 2 × 4
 * half-units (1 × 2 units), so every centre and every edge of the layout lies on the
 * half-unit grid and all comparisons are exact. y grows downwards (screen order).
 */

/** Directions in clockwise order: 0 east, 1 south, 2 west, 3 north. */
export type Dir = 0 | 1 | 2 | 3;

const DX: readonly number[] = [1, 0, -1, 0];
const DY: readonly number[] = [0, 1, 0, -1];

export function dx(d: Dir): number {
  return DX[d] as number;
}

export function dy(d: Dir): number {
  return DY[d] as number;
}

/** The direction on the left of someone heading `d` (east → north). */
export function leftOf(d: Dir): Dir {
  return ((d + 3) % 4) as Dir;
}

/** The direction on the right of someone heading `d` (east → south). */
export function rightOf(d: Dir): Dir {
  return ((d + 1) % 4) as Dir;
}

export function reverse(d: Dir): Dir {
  return ((d + 2) % 4) as Dir;
}

/** An axis-aligned box [x0, x1] × [y0, y1] in half-units. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The box centred on (cx, cy) reaching `along` half-units each way along `d`, `across` across. */
export function boxAt(cx: number, cy: number, d: Dir, along: number, across: number): Box {
  const hx = d % 2 === 0 ? along : across;
  const hy = d % 2 === 0 ? across : along;
  return { x0: cx - hx, y0: cy - hy, x1: cx + hx, y1: cy + hy };
}

/** The table, centred on the lead tile: half-extents in half-units. */
export interface Table {
  readonly hx: number;
  readonly hy: number;
}

/** Distance in half-units from (x, y) to the table's edge ahead in direction d. */
export function roomAhead(table: Table, x: number, y: number, d: Dir): number {
  if (d === 0) return table.hx - x;
  if (d === 1) return table.hy - y;
  if (d === 2) return x + table.hx;
  return y + table.hy;
}

/** How far (half-units) a box reaches beyond the table, 0 when inside. */
export function overshoot(table: Table, b: Box): number {
  return Math.max(0, b.x1 - table.hx, -table.hx - b.x0, b.y1 - table.hy, -table.hy - b.y0);
}

/**
 * A free edge of a placed tile where another tile can go: the midpoint of the edge, its
 * outward normal and whether it is a double's long side (2 units) or a short end (1 unit).
 */
export interface PortSpot {
  readonly mx: number;
  readonly my: number;
  readonly dir: Dir;
  readonly long: boolean;
  /** The turn this arm wants next: a snake's second corner after a wall, or -1. */
  readonly pending: Dir | -1;
  /** Straight tiles still to lay before taking the pending turn. */
  readonly delay: number;
}

/** One way to put a tile on a port. */
export interface Cand {
  readonly box: Box;
  /** The square just beyond the new tile's far end (S2 for a double): where its arm goes on. */
  readonly stub: Box;
  readonly double: boolean;
  /** Preference: lower is tried first (straight, the roomier turn, the other turn, offsets). */
  readonly rank: number;
  /** Centre of the half touching the parent (of the double itself for a double). */
  readonly nx: number;
  readonly ny: number;
  /** Tiles: from the near half to the far half. Doubles: the arm's direction (port normal). */
  readonly heading: Dir;
  /** Gap in half-units between the port and the tile (0: they touch). */
  readonly bridge: number;
  /** Where the bridge starts on the port's edge (half-units). */
  readonly bx: number;
  readonly by: number;
  /** The snake state handed to the ports this tile creates. */
  readonly pending: Dir | -1;
  readonly delay: number;
}

/** Below this many half-units to the table's edge ahead, a turn starts a snake (3 units). */
const WALL_TURN = 6;
/** Straight tiles between a snake's two corners (a wider U leaves room for spinners' ends). */
const UTURN_DELAY = 1;

function square(cx: number, cy: number): Box {
  return { x0: cx - 1, y0: cy - 1, x1: cx + 1, y1: cy + 1 };
}

function tileCand(
  spot: PortSpot,
  table: Table,
  bridge: number,
  t: number,
  heading: Dir,
  rank: number,
): Cand {
  const n = spot.dir;
  const l = leftOf(n);
  const bx = spot.mx + dx(l) * t;
  const by = spot.my + dy(l) * t;
  const nx = bx + dx(n) * (bridge + 1);
  const ny = by + dy(n) * (bridge + 1);
  const fx = nx + dx(heading) * 2;
  const fy = ny + dy(heading) * 2;
  const box: Box = {
    x0: Math.min(nx, fx) - 1,
    y0: Math.min(ny, fy) - 1,
    x1: Math.max(nx, fx) + 1,
    y1: Math.max(ny, fy) + 1,
  };
  let pending: Dir | -1 = -1;
  let delay = 0;
  if (heading === n) {
    pending = spot.pending;
    delay = Math.max(0, spot.delay - 1);
  } else if (heading !== spot.pending && roomAhead(table, spot.mx, spot.my, n) < WALL_TURN) {
    pending = reverse(n);
    delay = UTURN_DELAY;
  }
  const stub = square(fx + dx(heading) * 2, fy + dy(heading) * 2);
  return { box, stub, double: false, rank, nx, ny, heading, bridge, bx, by, pending, delay };
}

/** The turn with more room first; a tie turns right, so arms wind like a pinwheel. */
function turnsByRoom(spot: PortSpot, table: Table): readonly [Dir, Dir] {
  const r = rightOf(spot.dir);
  const l = leftOf(spot.dir);
  const roomR = roomAhead(table, spot.mx, spot.my, r);
  const roomL = roomAhead(table, spot.mx, spot.my, l);
  return roomR >= roomL ? [r, l] : [l, r];
}

function makeTileCands(spot: PortSpot, table: Table, bridge: number): Cand[] {
  const n = spot.dir;
  const [first, second] = turnsByRoom(spot, table);
  const p = spot.pending;
  const other = p === first ? second : first;
  let order: readonly Dir[] = [n, first, second];
  if (p === first || p === second) order = spot.delay > 0 ? [n, p, other] : [p, n, other];
  if (!spot.long) return order.map((d, i) => tileCand(spot, table, bridge, 0, d, i));
  // A double's long side: centred straight on, or flush with either end of the side,
  // going straight or turning outwards along the side.
  const rank = (d: Dir): number => order.indexOf(d);
  const l = leftOf(n);
  const r = rightOf(n);
  return [
    tileCand(spot, table, bridge, 0, n, rank(n)),
    tileCand(spot, table, bridge, 1, l, rank(l) + 0.5),
    tileCand(spot, table, bridge, -1, r, rank(r) + 0.5),
    tileCand(spot, table, bridge, 1, n, rank(n) + 1.5),
    tileCand(spot, table, bridge, -1, n, rank(n) + 1.75),
  ].sort((a, b) => a.rank - b.rank);
}

function makeDoubleCands(spot: PortSpot, table: Table, bridge: number): Cand[] {
  const n = spot.dir;
  const l = leftOf(n);
  const [first] = turnsByRoom(spot, table);
  const towards = first === l ? 1 : -1;
  return [0, towards, -towards].map((t, rank) => {
    const nx = spot.mx + dx(n) * (bridge + 1) + dx(l) * t;
    const ny = spot.my + dy(n) * (bridge + 1) + dy(l) * t;
    return {
      box: boxAt(nx, ny, n, 1, 2),
      stub: square(nx + dx(n) * 2, ny + dy(n) * 2),
      double: true,
      rank,
      nx,
      ny,
      heading: n,
      bridge,
      bx: spot.mx,
      by: spot.my,
      pending: spot.pending,
      delay: spot.delay,
    };
  });
}

/**
 * Candidates depend only on the spot, the table and the bridge, and the scene asks for the
 * same ones on every change: they are made once and shared (they are never mutated). They
 * are kept for one hand (`forgetCandidates` at each lead), so a long game does not pile
 * them up: a hand asks for a few hundred.
 */
const MEMO_LIMIT = 3_000;
const memo = new Map<number, readonly Cand[]>();

/** Drops the candidates kept so far: a new hand starts on an empty table. */
export function forgetCandidates(): void {
  memo.clear();
}

function memoised(
  make: (spot: PortSpot, table: Table, bridge: number) => Cand[],
  kind: number,
  spot: PortSpot,
  table: Table,
  bridge: number,
): readonly Cand[] {
  const { mx, my } = spot;
  const { hx, hy } = table;
  if (Math.abs(mx) > 500 || Math.abs(my) > 500 || bridge > 60 || hx > 255 || hy > 255)
    return make(spot, table, bridge);
  if (memo.size > MEMO_LIMIT) memo.clear();
  // table 8 + 8 bits; mx, my: 10 bits each; dir 2, long 1, pending 3, delay 2, bridge 6, kind 1.
  let key = hx * 256 + hy;
  key = (key * 1024 + (mx + 512)) * 1024 + (my + 512);
  key = key * 4 + spot.dir;
  key = key * 2 + (spot.long ? 1 : 0);
  key = key * 8 + (spot.pending + 1);
  key = key * 4 + Math.min(spot.delay, 3);
  key = (key * 64 + bridge) * 2 + kind;
  let out = memo.get(key);
  if (!out) {
    out = make(spot, table, bridge);
    memo.set(key, out);
  }
  return out;
}

/**
 * Ways to put a non-double on a port, `bridge` half-units away from it, best first:
 * straight on, the turn with more room, the other turn; a snake's pending turn first.
 */
export function tileCands(spot: PortSpot, table: Table, bridge: number): readonly Cand[] {
  return memoised(makeTileCands, 0, spot, table, bridge);
}

/** Ways to put a double (crosswise, S1 against the port) on a port, best first. */
export function doubleCands(spot: PortSpot, table: Table, bridge: number): readonly Cand[] {
  return memoised(makeDoubleCands, 1, spot, table, bridge);
}

/** The spots a placed candidate offers: far end (tiles); S2, E1, E2 (doubles). */
export function spotsOf(c: Cand, withEnds: boolean): PortSpot[] {
  const h = c.heading;
  if (!c.double) {
    const mx = c.nx + dx(h) * 3;
    const my = c.ny + dy(h) * 3;
    return [{ mx, my, dir: h, long: false, pending: c.pending, delay: c.delay }];
  }
  const s2: PortSpot = {
    mx: c.nx + dx(h),
    my: c.ny + dy(h),
    dir: h,
    long: true,
    pending: c.pending,
    delay: c.delay,
  };
  if (!withEnds) return [s2];
  const l = leftOf(h);
  const r = rightOf(h);
  return [
    s2,
    { mx: c.nx + dx(l) * 2, my: c.ny + dy(l) * 2, dir: l, long: false, pending: -1, delay: 0 },
    { mx: c.nx + dx(r) * 2, my: c.ny + dy(r) * 2, dir: r, long: false, pending: -1, delay: 0 },
  ];
}

/** Numbers per shape in a template: box (4), stub (4), 1 for a tile or 0 for a double. */
export const SHAPE_SIZE = 9;

function template(dir: Dir, long: boolean, withDoubles: boolean): Int32Array {
  const spot: PortSpot = { mx: 0, my: 0, dir, long, pending: -1, delay: 0 };
  const wide: Table = { hx: 1e6, hy: 1e6 };
  let cands = tileCands(spot, wide, 0);
  if (withDoubles) cands = cands.concat(doubleCands(spot, wide, 0));
  const out = new Int32Array(cands.length * SHAPE_SIZE);
  cands.forEach((c, i) => {
    const b = c.box;
    const s = c.stub;
    out.set([b.x0, b.y0, b.x1, b.y1, s.x0, s.y0, s.x1, s.y1, c.double ? 0 : 1], i * SHAPE_SIZE);
  });
  return out;
}

const TEMPLATES: readonly Int32Array[] = ([0, 1, 2, 3] as const).flatMap((d) =>
  [false, true].flatMap((long) => [false, true].map((w) => template(d, long, w))),
);

/** Per template: the bounding box of all its boxes and stubs. */
const REACHES: readonly Box[] = TEMPLATES.map((tpl) => {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let k = 0; k < tpl.length; k += SHAPE_SIZE) {
    for (const off of [0, 4]) {
      x0 = Math.min(x0, tpl[k + off] as number);
      y0 = Math.min(y0, tpl[k + off + 1] as number);
      x1 = Math.max(x1, tpl[k + off + 2] as number);
      y1 = Math.max(y1, tpl[k + off + 3] as number);
    }
  }
  return { x0, y0, x1, y1 };
});

function templateIndex(spot: PortSpot, withDoubles: boolean): number {
  return spot.dir * 4 + (spot.long ? 2 : 0) + (withDoubles ? 1 : 0);
}

/**
 * The shapes of every candidate of a spot, relative to the spot's midpoint, for a quick
 * allocation-free lookahead: the same boxes and stubs as `tileCands` and `doubleCands`.
 */
export function shapesOf(spot: PortSpot, withDoubles: boolean): Int32Array {
  return TEMPLATES[templateIndex(spot, withDoubles)] as Int32Array;
}

/** The bounding box of `shapesOf(spot, withDoubles)`, relative to the spot's midpoint. */
export function shapesReach(spot: PortSpot, withDoubles: boolean): Box {
  return REACHES[templateIndex(spot, withDoubles)] as Box;
}
