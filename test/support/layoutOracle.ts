/**
 * An independent oracle for the table geometry (src/view/line/layout.ts, docs/layout.md) and
 * random legal plays to check it on: shared by test/view/layout.test.ts (the fixed table)
 * and test/view/layoutFit.test.ts (the table that follows the screen and grows).
 */
import {
  attach,
  EMPTY_LAYOUT,
  edgeValue,
  placeLead,
  type Layout,
  type OpenPoint,
} from '../../src/engine/line/layout';
import { PRESET_OPTIONS, type Options, type SPINNER_MODES } from '../../src/engine/line/options';
import { Generator, seedRng, shuffleInPlace } from '../../src/engine/core/rng';
import { fullSet, hasPip, hi, isDouble, lo, tileOf, type Tile } from '../../src/engine/core/tiles';
import type { Bridge, LayoutGeometry, Rect, Side } from '../../src/view/line/layout';

export type Mode = (typeof SPINNER_MODES)[number];
export const optionsFor = (mode: Mode, maxPip = 6): Options => ({
  ...PRESET_OPTIONS['horse-race'],
  spinnerMode: mode,
  maxPip,
});
export const EPS = 1e-9;
/** Unrelated tiles keep at least this gap unless marked as a fallback placement. */
const GAP = 0.5;

/** Every prefix of a random legal play of the options' set, until no tile fits. */
export function randomPlay(seed: string, options: Options, singleArm = false): Layout[] {
  const g = new Generator(seedRng(seed));
  const tiles = fullSet(options.maxPip);
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
export function separation(a: Rect, b: Rect): number {
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
export const OPPOSITE: Readonly<Record<Side, Side>> = {
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
export function problems(layout: Layout, geo: LayoutGeometry): string[] {
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

const rectOnly = ({ cx, cy, width, height }: Rect): Rect => ({ cx, cy, width, height });

/**
 * What moves as a play goes on ([] when all is well): every layout of `plays` (the prefixes
 * of one play) is laid out by `geometry`; tiles once placed must stay where they were, and
 * each new tile must land exactly on the ghost its open end showed, the right half near.
 */
export function stabilityProblems(
  plays: readonly Layout[],
  geometry: (layout: Layout) => LayoutGeometry,
): string[] {
  const out: string[] = [];
  let before = geometry(plays[0]!);
  for (let k = 1; k < plays.length; k++) {
    const after = geometry(plays[k]!);
    out.push(...problems(plays[k]!, after).map((p) => `${k}: ${p}`));
    if (JSON.stringify(after.tiles.slice(0, k)) !== JSON.stringify(before.tiles))
      out.push(`${k}: a placed tile moved`);
    const node = plays[k]!.nodes[k]!;
    const edge = plays[k]!.nodes[node.parent]!.edges.indexOf(k);
    const at = plays[k - 1]!.open.findIndex((p) => p.node === node.parent && p.edge === edge);
    const ghost = before.ghosts[at]!;
    const placed = after.tiles[k]!;
    const target = isDouble(node.tile) ? ghost.double : ghost;
    if (JSON.stringify(rectOnly(placed)) !== JSON.stringify(target && rectOnly(target)))
      out.push(`${k}: not on its ghost`);
    const nearIsHigh = hi(node.tile) === ghost.point.value;
    if (
      !isDouble(node.tile) &&
      (nearIsHigh ? placed.firstAt : OPPOSITE[placed.firstAt]) !== ghost.nearAt
    )
      out.push(`${k}: the wrong half near`);
    before = after;
  }
  return out;
}
