/**
 * Where every tile of the layout is drawn (docs/layout.md): a pure function of the
 * engine's layout tree and the table's size, plus the camera fit. No Phaser here.
 *
 * Units: a tile is 1 × 2 units; x grows to the east (right), y to the south (down), as
 * on screen. The lead tile is centred on the origin; the table is centred on it.
 */
import { edgeValue, type Layout, type LayoutNode, type OpenPoint } from '../../engine/line/layout';
import { hi, isDouble, lo, type Tile } from '../../engine/core/tiles';
import { type Bounds, DEFAULT_TABLE, type TableSize } from './layoutCamera';
import { Board, type LivePort, type Placement } from './layoutGeometryBoard';
import {
  type Box,
  type Cand,
  type Dir,
  dx,
  dy,
  forgetCandidates,
  type PortSpot,
  reverse,
  spotsOf,
} from './layoutGeometryCore';

export const DIRECTIONS = ['east', 'south', 'west', 'north'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export type Side = 'left' | 'right' | 'top' | 'bottom';
/** Clockwise rotation in degrees (Phaser's `angle`), a multiple of 90. */
export type QuarterTurn = 0 | 90 | 180 | 270;

export {
  type Bounds,
  type CameraFit,
  DEFAULT_TABLE,
  fitCamera,
  tableBounds,
  type TableSize,
  unionBounds,
} from './layoutCamera';
export type { Placement } from './layoutGeometryBoard';

/** An axis-aligned rectangle by its centre and size (units). */
export interface Rect {
  readonly cx: number;
  readonly cy: number;
  readonly width: number;
  readonly height: number;
}

/** Where a neighbour touches (or would touch) a tile: the edge's midpoint and outward normal. */
export interface EdgeSpot {
  readonly x: number;
  readonly y: number;
  readonly direction: Direction;
  /** 2 for a double's long side, 1 for a short end. */
  readonly length: 1 | 2;
}

/** The line drawn from a parent's edge to a tile that could not touch it (a last resort). */
export interface Bridge {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface TilePlacement extends Rect {
  readonly node: number;
  readonly tile: Tile;
  readonly double: boolean;
  /** The high pip; it lies on the half at `firstAt`. */
  readonly firstPip: number;
  /** The low pip, on the other half. */
  readonly secondPip: number;
  readonly firstAt: Side;
  /**
   * Rotation of a tile image drawn horizontally with `firstPip` on the left: 0 → first
   * half left, 90 → top, 180 → right, 270 → bottom. Doubles: 0 lying, 90 standing.
   */
  readonly angle: QuarterTurn;
  /** The arm's direction after this tile: where a straight next tile would go ('east' for a lead). */
  readonly heading: Direction;
  /**
   * Per engine edge ([high half, low half], or [S1, S2, E1, E2] for a double): where a
   * neighbour touches or would touch, facing out; for the edge on the parent, the contact.
   */
  readonly edges: readonly EdgeSpot[];
  /** Null when the tile touches its parent, as it nearly always does. */
  readonly bridge: Bridge | null;
  /** 'clear' nearly always; 'touching' or 'bridged' when no better place was free. */
  readonly placement: Placement;
}

/** Where a double would go on an open point. */
export interface DoubleGhost extends Rect {
  /** 0 lying (long side horizontal), 90 standing. */
  readonly angle: 0 | 90;
  readonly bridge: Bridge | null;
  readonly placement: Placement;
}

/** Where a non-double played on an open point goes: exactly where it will land. */
export interface GhostPlacement extends Rect {
  readonly point: OpenPoint;
  /** The open edge: an anchor for a hint badge; `direction` is the way the tile is played. */
  readonly at: EdgeSpot;
  /** The side of the rectangle where the half showing `point.value` lies. */
  readonly nearAt: Side;
  /** Rotation of a tile image drawn horizontally with the matching pip on the left. */
  readonly angle: QuarterTurn;
  readonly bridge: Bridge | null;
  readonly placement: Placement;
  /** Where the double [v|v] would go; null when it is on the table or the point is on a double. */
  readonly double: DoubleGhost | null;
}

export interface LayoutGeometry {
  /** One per layout node, in the same order. */
  readonly tiles: readonly TilePlacement[];
  /** One per `layout.open` point, in the same order. */
  readonly ghosts: readonly GhostPlacement[];
  /** Everything drawn: tiles and ghosts (a lead-sized box at the origin when empty). */
  readonly bounds: Bounds;
  /** Tiles that touch an unrelated tile because no clear place was free (a fallback). */
  readonly touching: number;
  /** Tiles placed with a bridge because no touching place was free (the last resort). */
  readonly bridges: number;
}

/** The side of a rectangle that faces each direction. */
const SIDE_OF = ['right', 'bottom', 'left', 'top'] as const satisfies readonly Side[];
const ANGLE_OF: Readonly<Record<Side, QuarterTurn>> = { left: 0, top: 90, right: 180, bottom: 270 };

function direction(d: Dir): Direction {
  return DIRECTIONS[d];
}

function rectOf(b: Box): Rect {
  return {
    cx: (b.x0 + b.x1) / 4,
    cy: (b.y0 + b.y1) / 4,
    width: (b.x1 - b.x0) / 2,
    height: (b.y1 - b.y0) / 2,
  };
}

function edgeSpot(s: PortSpot): EdgeSpot {
  return { x: s.mx / 2, y: s.my / 2, direction: direction(s.dir), length: s.long ? 2 : 1 };
}

function bridgeOf(port: PortSpot, c: Cand): Bridge | null {
  if (c.bridge === 0) return null;
  return {
    x1: c.bx / 2,
    y1: c.by / 2,
    x2: (c.bx + dx(port.dir) * c.bridge) / 2,
    y2: (c.by + dy(port.dir) * c.bridge) / 2,
  };
}

/** The spot where a placed candidate touches its parent, for a port in direction n. */
function backSpot(c: Cand, n: Dir): PortSpot {
  return {
    mx: c.nx - dx(n),
    my: c.ny - dy(n),
    dir: reverse(n),
    long: c.double,
    pending: -1,
    delay: 0,
  };
}

const LEAD_TILE: Cand = {
  box: { x0: -2, y0: -1, x1: 2, y1: 1 },
  stub: { x0: 0, y0: 0, x1: 0, y1: 0 },
  double: false,
  rank: 0,
  nx: 0,
  ny: 0,
  heading: 0,
  bridge: 0,
  bx: 0,
  by: 0,
  pending: -1,
  delay: 0,
};
const LEAD_DOUBLE: Cand = { ...LEAD_TILE, box: { x0: -1, y0: -2, x1: 1, y1: 2 }, double: true };

/** Lead spots per edge: a non-double lies east–west, high half west; a double stands. */
function leadSpots(double: boolean): PortSpot[] {
  const spot = (mx: number, my: number, dir: Dir, long: boolean): PortSpot => ({
    mx,
    my,
    dir,
    long,
    pending: -1,
    delay: 0,
  });
  if (!double) return [spot(-2, 0, 2, false), spot(2, 0, 0, false)];
  return [spot(1, 0, 0, true), spot(-1, 0, 2, true), spot(0, -2, 3, false), spot(0, 2, 1, false)];
}

function placement(
  node: LayoutNode,
  index: number,
  c: Cand,
  spots: readonly PortSpot[],
  bridge: Bridge | null,
  how: Placement,
): TilePlacement {
  const t = node.tile;
  const lying = c.box.x1 - c.box.x0 > c.box.y1 - c.box.y0;
  let firstAt: Side = lying ? 'left' : 'top';
  if (!c.double && index > 0) {
    // The high half (edge 0) is the near half when it touches the parent.
    const highNear = node.edges[0] === node.parent;
    firstAt = SIDE_OF[highNear ? reverse(c.heading) : c.heading];
  }
  const r = rectOf(c.box);
  return {
    cx: r.cx,
    cy: r.cy,
    width: r.width,
    height: r.height,
    node: index,
    tile: t,
    double: c.double,
    firstPip: hi(t),
    secondPip: lo(t),
    firstAt,
    angle: ANGLE_OF[firstAt],
    heading: direction(c.heading),
    edges: spots.map(edgeSpot),
    bridge,
    placement: how,
  };
}

/**
 * The table a layout is placed on, by the number of tiles already placed: a fixed size, or
 * one that grows with the layout (each tile is placed on the table of its moment, so a
 * placed tile still never moves). Sizes are whole units.
 */
export type TablePlan = TableSize | ((placed: number) => TableSize);

/** Places every node of the layout, in placement order, and a ghost for every open point. */
export function layoutGeometry(layout: Layout, plan: TablePlan = DEFAULT_TABLE): LayoutGeometry {
  const tableAt = (placed: number): { hx: number; hy: number } => {
    const t = typeof plan === 'function' ? plan(placed) : plan;
    return { hx: t.width, hy: t.height };
  };
  const board = new Board(tableAt(0));
  const nodes = layout.nodes;
  if (nodes.length <= 1) forgetCandidates();
  const spotsByNode: PortSpot[][] = [];
  const tiles: TilePlacement[] = [];
  const portFor = (node: number, edge: number): LivePort => {
    const found = board.port(node, edge);
    if (found) return found;
    // Only reached for a tile on an edge that never opens (an illegal layout).
    const owner = nodes[node] as LayoutNode;
    const spot = (spotsByNode[node] as PortSpot[])[edge] as PortSpot;
    return board.makePort(node, edge, spot, edgeValue(owner, edge), isDouble(owner.tile));
  };
  nodes.forEach((node, k) => {
    const double = isDouble(node.tile);
    if (k === 0) {
      const spots = leadSpots(double);
      const cand = double ? LEAD_DOUBLE : LEAD_TILE;
      const open = spots.slice(0, double && !node.spinner ? 2 : spots.length);
      board.placeLead(
        cand,
        open.map((s, e) => [e, s, edgeValue(node, e)] as const),
      );
      if (double) board.markDouble(hi(node.tile));
      spotsByNode.push(spots);
      tiles.push(placement(node, 0, cand, spots, null, 'clear'));
      return;
    }
    board.setTable(tableAt(k));
    const parentEdge = (nodes[node.parent] as LayoutNode).edges.indexOf(k);
    const port = portFor(node.parent, parentEdge);
    const cand = board.choose(port, double);
    const how = board.placementOf(port, cand);
    const back = backSpot(cand, port.dir);
    const ahead = spotsOf(cand, true);
    let spots: PortSpot[];
    let open: (readonly [number, PortSpot, number])[];
    if (double) {
      spots = [back, ...ahead];
      open = ahead
        .slice(0, node.spinner ? 3 : 1)
        .map((s, i) => [i + 1, s, edgeValue(node, i + 1)] as const);
    } else {
      const far = node.edges[0] === node.parent ? 1 : 0;
      const farSpot = ahead[0] as PortSpot;
      spots = far === 1 ? [back, farSpot] : [farSpot, back];
      open = [[far, farSpot, edgeValue(node, far)]];
    }
    board.commit(k, port, cand, open);
    if (double) board.markDouble(hi(node.tile));
    spotsByNode.push(spots);
    tiles.push(placement(node, k, cand, spots, bridgeOf(port, cand), how));
  });
  board.setTable(tableAt(nodes.length));
  const ghosts = layout.open.map((point) => ghost(board, portFor(point.node, point.edge), point));
  return {
    tiles,
    ghosts,
    bounds: boundsOf(tiles, ghosts),
    touching: board.touching,
    bridges: board.bridges,
  };
}

function ghost(board: Board, port: LivePort, point: OpenPoint): GhostPlacement {
  const c = board.choose(port, false);
  const nearAt = SIDE_OF[reverse(c.heading)];
  let double: DoubleGhost | null = null;
  if (!port.onDouble && !board.hasDouble(point.value)) {
    const d = board.choose(port, true);
    const lying = d.box.x1 - d.box.x0 > d.box.y1 - d.box.y0;
    const how = board.placementOf(port, d);
    double = { ...rectOf(d.box), angle: lying ? 0 : 90, bridge: bridgeOf(port, d), placement: how };
  }
  return {
    ...rectOf(c.box),
    point,
    at: edgeSpot(port),
    nearAt,
    angle: ANGLE_OF[nearAt],
    bridge: bridgeOf(port, c),
    placement: board.placementOf(port, c),
    double,
  };
}

function boundsOf(tiles: readonly Rect[], ghosts: readonly GhostPlacement[]): Bounds {
  const rects: Rect[] = [...tiles];
  for (const g of ghosts) {
    rects.push(g);
    if (g.double) rects.push(g.double);
  }
  if (rects.length === 0) return { minX: -1, minY: -0.5, maxX: 1, maxY: 0.5 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const r of rects) {
    minX = Math.min(minX, r.cx - r.width / 2);
    minY = Math.min(minY, r.cy - r.height / 2);
    maxX = Math.max(maxX, r.cx + r.width / 2);
    maxY = Math.max(maxY, r.cy + r.height / 2);
  }
  return { minX, minY, maxX, maxY };
}
