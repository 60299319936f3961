/**
 * The table geometry (src/view/layout.ts, docs/layout.md), checked against an
 * independent oracle on thousands of random legal layouts: no overlaps, tiles that
 * never move, each tile on the right edge of its parent, ghosts where tiles land.
 */
import { describe, expect, test } from 'vitest';
import {
  attach,
  EMPTY_LAYOUT,
  edgeValue,
  placeLead,
  type Layout,
  type OpenPoint,
} from '../../src/engine/layout';
import { PRESET_OPTIONS, SPINNER_MODES, type Options } from '../../src/engine/options';
import { Generator, seedRng, shuffleInPlace } from '../../src/engine/rng';
import { fullSet, hasPip, hi, isDouble, lo, tileOf, type Tile } from '../../src/engine/tiles';
import {
  DEFAULT_TABLE,
  layoutGeometry,
  type Bridge,
  type LayoutGeometry,
  type Placement,
  type Rect,
  type Side,
  type TableSize,
} from '../../src/view/layout';

type Mode = (typeof SPINNER_MODES)[number];
const optionsFor = (mode: Mode): Options => ({
  ...PRESET_OPTIONS['horse-race'],
  spinnerMode: mode,
});
const EPS = 1e-9;
/** Unrelated tiles keep at least this gap unless marked as a fallback placement. */
const GAP = 0.5;

/** Every prefix of a random legal play of the double-six set, until no tile fits. */
function randomPlay(seed: string, options: Options, singleArm = false): Layout[] {
  const g = new Generator(seedRng(seed));
  const tiles = fullSet(6);
  shuffleInPlace(g, tiles);
  let layout = placeLead(EMPTY_LAYOUT, tiles.pop() as Tile, options);
  const out = [layout];
  for (;;) {
    let points = layout.open;
    if (singleArm) {
      // Grow one arm: east from the lead, then on from the newest tile (a double's S2).
      const last = layout.nodes.length - 1;
      const double = isDouble(layout.nodes[last]!.tile);
      const edge = last === 0 ? (double ? 0 : 1) : double ? 1 : -1;
      points = points.filter((p) => p.node === last && (edge === -1 || p.edge === edge));
    }
    const moves: [Tile, OpenPoint][] = [];
    for (const t of tiles) for (const p of points) if (hasPip(t, p.value)) moves.push([t, p]);
    if (moves.length === 0) return out;
    const [t, p] = moves[g.int(moves.length)] as [Tile, OpenPoint];
    tiles.splice(tiles.indexOf(t), 1);
    layout = attach(layout, t, p, options);
    out.push(layout);
  }
}

/** Gap between two rectangles: negative when their interiors overlap, 0 when they touch. */
function separation(a: Rect, b: Rect): number {
  const gx = Math.abs(a.cx - b.cx) - (a.width + b.width) / 2;
  const gy = Math.abs(a.cy - b.cy) - (a.height + b.height) / 2;
  return Math.max(gx, gy);
}

type Vec = readonly [number, number];

/** An edge of a rectangle: the line it lies on, its extent along it, and its outward normal. */
interface Segment {
  readonly n: Vec;
  /** Coordinate of the line (x for a vertical edge, y for a horizontal one). */
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

function sideOf(r: Rect, n: Vec): Segment {
  const [nx, ny] = n;
  if (nx !== 0) {
    const at = r.cx + (nx * r.width) / 2;
    return { n, at, from: r.cy - r.height / 2, to: r.cy + r.height / 2 };
  }
  return { n, at: r.cy + (ny * r.height) / 2, from: r.cx - r.width / 2, to: r.cx + r.width / 2 };
}

const NORMAL: Readonly<Record<Side, Vec>> = {
  left: [-1, 0],
  right: [1, 0],
  top: [0, -1],
  bottom: [0, 1],
};
const OPPOSITE: Readonly<Record<Side, Side>> = {
  left: 'right',
  right: 'left',
  top: 'bottom',
  bottom: 'top',
};
const NORTH: Vec = [0, -1];
const neg = ([x, y]: Vec): Vec => [-x, -y];
/** Left of a heading on screen (y down): east → north. */
const leftOf = ([x, y]: Vec): Vec => [y, -x];

/** The 1 × 1 half of a non-double on a side of its rectangle. */
function halfAt(r: Rect, side: Side): Rect {
  const [nx, ny] = NORMAL[side];
  return { cx: r.cx + nx * 0.5, cy: r.cy + ny * 0.5, width: 1, height: 1 };
}

const near = (a: number, b: number): boolean => Math.abs(a - b) < EPS;

/** Whether `r`'s face against `edge` sits flush on it (overlapping by 1), or across `bridge`. */
function sitsOn(edge: Segment, r: Rect, bridge: Bridge | null): boolean {
  const face = sideOf(r, neg(edge.n));
  let at = edge.at;
  if (bridge) {
    const vertical = edge.n[0] !== 0;
    const [a1, a2] = vertical ? [bridge.y1, bridge.y2] : [bridge.x1, bridge.x2];
    const [c1, c2] = vertical ? [bridge.x1, bridge.x2] : [bridge.y1, bridge.y2];
    const outward = Math.sign(c2 - c1) === edge.n[0] + edge.n[1];
    if (!near(c1, edge.at) || !near(a1, a2) || !outward) return false;
    if (a1 < edge.from - EPS || a1 > edge.to + EPS) return false;
    if (a1 < face.from - EPS || a1 > face.to + EPS) return false;
    at = c2;
  }
  const overlap = Math.min(edge.to, face.to) - Math.max(edge.from, face.from);
  return near(face.at, at) && near(overlap, 1);
}

/**
 * What is wrong with a geometry, as readable lines ([] when all is well). The oracle
 * works from rectangles and `firstAt` only: it rebuilds every edge from the conventions
 * (a double's S1 faces its parent, E1 lies left of the way from S1 to S2).
 */
function problems(layout: Layout, geo: LayoutGeometry): string[] {
  const out: string[] = [];
  const fail = (what: string): void => void out.push(what);
  const { nodes } = layout;
  if (geo.tiles.length !== nodes.length) return ['tile count'];
  if (geo.ghosts.length !== layout.open.length) return ['ghost count'];
  const doubleNormals: Vec[][] = [];
  const edgeOf = (node: number, edge: number): Segment => {
    const p = geo.tiles[node]!;
    if (p.double) return sideOf(p, doubleNormals[node]![edge]!);
    const side = edge === 0 ? p.firstAt : OPPOSITE[p.firstAt];
    return sideOf(halfAt(p, side), NORMAL[side]);
  };
  nodes.forEach((node, k) => {
    const p = geo.tiles[k]!;
    const t = node.tile;
    if (p.node !== k || p.tile !== t) fail(`${k}: node or tile`);
    if (p.firstPip !== hi(t) || p.secondPip !== lo(t)) fail(`${k}: pips`);
    if (p.width * p.height !== 2 || p.width + p.height !== 3) fail(`${k}: size`);
    let d: Vec = [-1, 0]; // S2's normal; for a lead double S2 faces west
    if (k === 0) {
      if (p.cx !== 0 || p.cy !== 0) fail('lead not at the origin');
      if (!p.double && (p.width !== 2 || p.firstAt !== 'left'))
        fail('lead not east–west, high west');
      if (p.double && p.height !== 2) fail('lead double not standing');
    } else {
      const parentEdge = nodes[node.parent]!.edges.indexOf(k);
      const edge = edgeOf(node.parent, parentEdge);
      const value = edgeValue(nodes[node.parent]!, parentEdge);
      d = edge.n;
      const nearSide = hi(t) === value ? p.firstAt : OPPOSITE[p.firstAt];
      const touching = p.double ? p : halfAt(p, nearSide);
      if (!sitsOn(edge, touching, p.bridge))
        fail(`${k}: not on edge ${parentEdge} of ${node.parent}`);
      if ((p.bridge !== null) !== (p.placement === 'bridged')) fail(`${k}: bridge flag`);
    }
    if (p.double) {
      const e1 = k === 0 ? NORTH : leftOf(d);
      const normals: Vec[] = [neg(d), d, e1, neg(e1)];
      doubleNormals[k] = normals;
      normals.forEach((n, i) => {
        const seg = sideOf(p, n);
        if (!near(seg.to - seg.from, i < 2 ? 2 : 1)) fail(`${k}: double not crosswise`);
      });
    }
    // The edge spots the module reports (used for badges) are where the oracle puts them.
    p.edges.forEach((spot, e) => {
      if (k > 0 && node.edges[e] === node.parent) return;
      const seg = edgeOf(k, e);
      const mid = (seg.from + seg.to) / 2;
      const [x, y] = seg.n[0] !== 0 ? [seg.at, mid] : [mid, seg.at];
      if (!near(spot.x, x) || !near(spot.y, y)) fail(`${k}: edge spot ${e}`);
    });
  });
  // No overlaps; unrelated tiles keep a gap unless the later one is a fallback.
  for (let b = 1; b < nodes.length; b++) {
    for (let a = 0; a < b; a++) {
      const gap = separation(geo.tiles[a]!, geo.tiles[b]!);
      if (gap < -EPS) fail(`${a} and ${b} overlap`);
      const related = nodes[b]!.parent === a;
      if (!related && gap < GAP - EPS && geo.tiles[b]!.placement === 'clear') {
        fail(`${a} and ${b} touch`);
      }
    }
  }
  // Ghosts: on their open edge, clear of every tile.
  geo.ghosts.forEach((g, i) => {
    const point = layout.open[i]!;
    if (g.point !== point) fail(`ghost ${i}: point`);
    const edge = edgeOf(point.node, point.edge);
    if (!sitsOn(edge, halfAt(g, g.nearAt), g.bridge)) fail(`ghost ${i}: not on its edge`);
    const mid = (edge.from + edge.to) / 2;
    const [x, y] = edge.n[0] !== 0 ? [edge.at, mid] : [mid, edge.at];
    if (!near(g.at.x, x) || !near(g.at.y, y)) fail(`ghost ${i}: anchor`);
    geo.tiles.forEach((t, k) => {
      const gap = separation(g, t);
      if (gap < -EPS) fail(`ghost ${i} overlaps ${k}`);
      if (k !== point.node && g.placement === 'clear' && gap < GAP - EPS)
        fail(`ghost ${i} touches ${k}`);
      if (g.double && separation(g.double, t) < -EPS) fail(`double ghost ${i} overlaps ${k}`);
    });
    const placed = nodes.some((n) => n.tile === tileOf(point.value, point.value));
    if ((g.double === null) !== (isDouble(nodes[point.node]!.tile) || placed)) {
      fail(`ghost ${i}: double ghost presence`);
    }
    if (g.double && !sitsOn(edge, g.double, g.double.bridge))
      fail(`double ghost ${i}: not on edge`);
  });
  return out;
}

describe('lead and spinner conventions', () => {
  const options = optionsFor('all_doubles');

  test('a lead non-double lies east–west at the origin, high half west; its ends open west and east', () => {
    const layout = placeLead(EMPTY_LAYOUT, tileOf(6, 1), options);
    const geo = layoutGeometry(layout);
    expect(geo.tiles[0]).toMatchObject({
      cx: 0,
      cy: 0,
      width: 2,
      height: 1,
      firstAt: 'left',
      angle: 0,
    });
    expect(geo.ghosts.map((g) => [g.point.value, g.at.direction])).toEqual([
      [6, 'west'],
      [1, 'east'],
    ]);
    expect(geo.ghosts[1]).toMatchObject({ cx: 2, cy: 0, nearAt: 'left', angle: 0 });
    expect(geo.ghosts[0]).toMatchObject({ cx: -2, cy: 0, nearAt: 'right', angle: 180 });
    expect(problems(layout, geo)).toEqual([]);
  });

  test('a lead double stands: S1 east, S2 west, then E1 north and E2 south', () => {
    let layout = placeLead(EMPTY_LAYOUT, tileOf(5, 5), options);
    let geo = layoutGeometry(layout);
    expect(geo.tiles[0]).toMatchObject({ cx: 0, cy: 0, width: 1, height: 2, angle: 90 });
    expect(geo.ghosts.map((g) => [g.point.edge, g.at.direction])).toEqual([
      [0, 'east'],
      [1, 'west'],
    ]);
    layout = attach(layout, tileOf(5, 2), layout.open[0]!, options);
    layout = attach(layout, tileOf(5, 3), layout.open[0]!, options);
    geo = layoutGeometry(layout);
    expect(geo.tiles[1]).toMatchObject({ cx: 1.5, cy: 0, firstAt: 'left' });
    expect(geo.tiles[2]).toMatchObject({ cx: -1.5, cy: 0, firstAt: 'right' });
    const ends = geo.ghosts.filter((g) => g.point.node === 0);
    expect(ends.map((g) => [g.point.edge, g.at.direction, g.cx, g.cy])).toEqual([
      [2, 'north', 0, -2],
      [3, 'south', 0, 2],
    ]);
    expect(problems(layout, geo)).toEqual([]);
  });

  test('a double in an arm lies across it: S1 to the parent, S2 on, E1 left, E2 right', () => {
    let layout = placeLead(EMPTY_LAYOUT, tileOf(6, 1), options);
    layout = attach(layout, tileOf(1, 1), layout.open[1]!, options); // east end
    layout = attach(
      layout,
      tileOf(1, 4),
      layout.open.find((p) => p.node === 1)!,
      options,
    );
    const geo = layoutGeometry(layout);
    expect(geo.tiles[1]).toMatchObject({ cx: 1.5, cy: 0, width: 1, height: 2, heading: 'east' });
    expect(geo.tiles[1]!.edges.map((e) => e.direction)).toEqual(['west', 'east', 'north', 'south']);
    expect(geo.tiles[2]).toMatchObject({ cx: 3, cy: 0, firstAt: 'right', heading: 'east' });
    expect(geo.ghosts.filter((g) => g.point.node === 1).map((g) => g.at.direction)).toEqual([
      'north',
      'south',
    ]);
    expect(problems(layout, geo)).toEqual([]);
  });
});

describe('random full layouts', () => {
  // Measured over 2,000 layouts per mode (docs/layout.md): all_doubles 1.0 % touching and
  // 0.2 % bridged, first_double 0.2 % and 0.05 %, none about 0.002 % and 0.
  test.each([
    ['all_doubles', 0.02, 0.004],
    ['first_double', 0.005, 0.0015],
    ['none', 0.0005, 0],
  ] as const)(
    '%s: 1,000 layouts without overlaps, each tile on its parent (fallbacks < %d, bridges ≤ %d)',
    (mode, maxFallbacks, maxBridges) => {
      const options = optionsFor(mode);
      let tiles = 0;
      let fallbacks = 0;
      let bridges = 0;
      for (let i = 0; i < 1000; i++) {
        const plays = randomPlay(`full/${mode}/${i}`, options);
        const layout = plays[plays.length - 1]!;
        const geo = layoutGeometry(layout);
        expect(problems(layout, geo)).toEqual([]);
        const marked = (p: Placement): number => geo.tiles.filter((t) => t.placement === p).length;
        expect([marked('touching'), marked('bridged')]).toEqual([geo.touching, geo.bridges]);
        tiles += layout.nodes.length;
        fallbacks += geo.touching + geo.bridges;
        bridges += geo.bridges;
      }
      expect(tiles).toBeGreaterThan(20_000);
      expect(fallbacks / tiles).toBeLessThan(maxFallbacks);
      expect(bridges / tiles).toBeLessThanOrEqual(maxBridges);
    },
    20_000,
  );
});

describe('stability and ghosts', () => {
  test.each(SPINNER_MODES)(
    '%s: placed tiles never move, and each tile lands on its ghost',
    (mode) => {
      const options = optionsFor(mode);
      for (let i = 0; i < 25; i++) {
        const plays = randomPlay(`stable/${mode}/${i}`, options);
        let before = layoutGeometry(plays[0]!);
        for (let k = 1; k < plays.length; k++) {
          const after = layoutGeometry(plays[k]!);
          expect(problems(plays[k]!, after)).toEqual([]);
          expect(after.tiles.slice(0, k)).toEqual(before.tiles);
          const node = plays[k]!.nodes[k]!;
          const edge = plays[k]!.nodes[node.parent]!.edges.indexOf(k);
          const at = plays[k - 1]!.open.findIndex((p) => p.node === node.parent && p.edge === edge);
          const ghost = before.ghosts[at]!;
          const placed = after.tiles[k]!;
          const rect = ({ cx, cy, width, height }: Rect): Rect => ({ cx, cy, width, height });
          if (isDouble(node.tile)) {
            expect(rect(placed)).toEqual(rect(ghost.double!));
          } else {
            expect(rect(placed)).toEqual(rect(ghost));
            const nearIsHigh = hi(node.tile) === ghost.point.value;
            expect(nearIsHigh ? placed.firstAt : OPPOSITE[placed.firstAt]).toBe(ghost.nearAt);
          }
          before = after;
        }
      }
    },
    20_000,
  );

  test('the same layout gives the same geometry', () => {
    const plays = randomPlay('same', optionsFor('all_doubles'));
    const layout = plays[plays.length - 1]!;
    expect(layoutGeometry(layout)).toEqual(layoutGeometry(layout));
  });
});

describe('the table', () => {
  /** How far (units) the tiles reach beyond the table, 0 when all are on it. */
  const overshoot = (geo: LayoutGeometry, table: TableSize): number =>
    Math.max(
      0,
      ...geo.tiles.map((t) =>
        Math.max(
          Math.abs(t.cx) + t.width / 2 - table.width / 2,
          Math.abs(t.cy) + t.height / 2 - table.height / 2,
        ),
      ),
    );

  // Spinners in an arm can force it on: turning right after one would block its ends, so
  // the arm goes on to the next tile and, near the edge, sometimes a little beyond it.
  test.each([
    ['none', 1],
    ['first_double', 0.93],
    ['all_doubles', 0.8],
  ] as const)('%s: a single arm of 12 tiles turns to stay on the table (≥ %d)', (mode, share) => {
    let arms = 0;
    let onTable = 0;
    for (let i = 0; arms < 200; i++) {
      const plays = randomPlay(`arm/${mode}/${i}`, optionsFor(mode), true);
      if (plays.length < 13) continue;
      arms++;
      const geo = layoutGeometry(plays[12]!);
      expect(problems(plays[12]!, geo)).toEqual([]);
      expect(geo.tiles.every((t) => t.placement === 'clear')).toBe(true);
      const out = overshoot(geo, DEFAULT_TABLE);
      expect(out).toBeLessThanOrEqual(2);
      if (out === 0) onTable++;
      // It turned: 12 tiles in a row east of the lead would reach x = 19 at least.
      expect(Math.max(...geo.tiles.map((t) => t.cx + t.width / 2))).toBeLessThanOrEqual(15);
    }
    expect(onTable / arms).toBeGreaterThanOrEqual(share);
  });

  test('a narrower table makes the same arm turn sooner', () => {
    const narrow = { width: 12, height: 15 };
    let arms = 0;
    for (let i = 0; arms < 100; i++) {
      const plays = randomPlay(`narrow/${i}`, optionsFor('none'), true);
      if (plays.length < 9) continue;
      arms++;
      const wide = layoutGeometry(plays[8]!);
      const geo = layoutGeometry(plays[8]!, narrow);
      expect(problems(plays[8]!, geo)).toEqual([]);
      expect(overshoot(geo, narrow)).toBe(0);
      expect(overshoot(wide, narrow)).toBeGreaterThan(0);
    }
  });

  test.each(SPINNER_MODES)('%s: random layouts of up to 10 tiles stay on the table', (mode) => {
    for (let i = 0; i < 300; i++) {
      const plays = randomPlay(`small/${mode}/${i}`, optionsFor(mode));
      const layout = plays[Math.min(plays.length, 10) - 1]!;
      expect(overshoot(layoutGeometry(layout), DEFAULT_TABLE)).toBe(0);
    }
  });

  test('bounds hold every tile and ghost', () => {
    const plays = randomPlay('bounds', optionsFor('all_doubles'));
    const geo = layoutGeometry(plays[plays.length - 1]!);
    const { minX, minY, maxX, maxY } = geo.bounds;
    for (const r of [...geo.tiles, ...geo.ghosts]) {
      expect(r.cx - r.width / 2).toBeGreaterThanOrEqual(minX);
      expect(r.cy + r.height / 2).toBeLessThanOrEqual(maxY);
    }
    const xs = geo.tiles.map((t) => t.cx - t.width / 2);
    expect(minX).toBeLessThanOrEqual(Math.min(...xs));
    expect(maxX).toBeGreaterThan(minX);
    expect(minY).toBeLessThan(maxY);
    expect(layoutGeometry(EMPTY_LAYOUT)).toMatchObject({ tiles: [], ghosts: [] });
  });
});
