/**
 * The layout as a tree of placed tiles (RULES.md §1–3). Each node keeps, per
 * edge, the index of the neighbouring node or -1 when the edge is free.
 * A non-double has two edges, one per half: [high half, low half].
 * A double has four: [S1, S2, E1, E2] (the long sides first, then the ends);
 * a non-lead double always touches its parent with S1.
 */
import { nodeCount } from './count';
import type { LayoutNode } from './layoutNode';
import type { Options } from './options';
import { formatTile, hi, isDouble, lo, pips, type Tile } from '../core/tiles';

export const SLOTS = ['S1', 'S2', 'E1', 'E2'] as const;
export type Slot = (typeof SLOTS)[number];

export type { LayoutNode };

export interface Layout {
  /** Nodes in placement order: nodes[0] is the lead, nodes[k] is Tk. */
  readonly nodes: readonly LayoutNode[];
  /** The count of the open ends (§3.1) after the last placement. */
  readonly total: number;
  /** Whether a spinner has been placed (Seven-Toed Pete: only the first double spins). */
  readonly hasSpinner: boolean;
  /** The cross (§15.4, `cross_start`): the first double's node, or -1. */
  readonly cross: number;
  /** The cross is on the table and some of its four edges are still free: only they are open. */
  readonly crossOpen: boolean;
  /** The open points, node by node in placement order, edges in slot order. */
  readonly open: readonly OpenPoint[];
  /** The same, ignoring the cross: what is open once the cross is complete. */
  readonly free: readonly OpenPoint[];
  /** Bit v is set when some open point shows v. */
  readonly openMask: number;
}

/** A place where a tile may be attached now. */
export interface OpenPoint {
  readonly node: number;
  readonly edge: number;
  /** The pip value a tile must show to attach here. */
  readonly value: number;
}

export const EMPTY_LAYOUT: Layout = {
  nodes: [],
  total: 0,
  hasSpinner: false,
  cross: -1,
  crossOpen: false,
  open: [],
  free: [],
  openMask: 0,
};

/** The pip shown at an edge of a node. */
export function edgeValue(node: LayoutNode, edge: number): number {
  if (isDouble(node.tile)) return hi(node.tile);
  return edge === 0 ? hi(node.tile) : lo(node.tile);
}

/** Slot name of a double's edge, for records and drawing. */
export function slotName(edge: number): Slot {
  return SLOTS[edge] as Slot;
}

/** The edges of a node that are open for play now, in slot order. */
export function openEdges(node: LayoutNode, options: Options): number[] {
  const e = node.edges;
  const out: number[] = [];
  if (!isDouble(node.tile)) {
    if (e[0] === -1) out.push(0);
    if (e[1] === -1) out.push(1);
    return out;
  }
  if (e[0] === -1) out.push(0);
  if (e[1] === -1) out.push(1);
  if (node.spinner && (!options.spinnerSidesFirst || (e[0] !== -1 && e[1] !== -1))) {
    if (e[2] === -1) out.push(2);
    if (e[3] === -1) out.push(3);
  }
  return out;
}

/** Every open point of the layout, node by node in placement order. */
export function openPoints(layout: Layout): readonly OpenPoint[] {
  return layout.open;
}

function crossIncomplete(nodes: readonly LayoutNode[], cross: number): boolean {
  return cross >= 0 && (nodes[cross] as LayoutNode).edges.includes(-1);
}

/** Appends a node's open points, slot order, ignoring the cross (§2.1). */
function nodePoints(node: LayoutNode, i: number, options: Options, out: OpenPoint[]): void {
  const e = node.edges;
  const t = node.tile;
  if (!isDouble(t)) {
    if (e[0] === -1) out.push({ node: i, edge: 0, value: hi(t) });
    if (e[1] === -1) out.push({ node: i, edge: 1, value: lo(t) });
    return;
  }
  const p = hi(t);
  if (e[0] === -1) out.push({ node: i, edge: 0, value: p });
  if (e[1] === -1) out.push({ node: i, edge: 1, value: p });
  if (node.spinner && (!options.spinnerSidesFirst || (e[0] !== -1 && e[1] !== -1))) {
    if (e[2] === -1) out.push({ node: i, edge: 2, value: p });
    if (e[3] === -1) out.push({ node: i, edge: 3, value: p });
  }
}

/** Every free point, node by node, ignoring the cross. */
function computeFree(nodes: readonly LayoutNode[], options: Options): OpenPoint[] {
  const out: OpenPoint[] = [];
  for (let i = 0; i < nodes.length; i++) nodePoints(nodes[i] as LayoutNode, i, options, out);
  return out;
}

/** The open points: while the cross is unfinished, only its free edges (§15.4, D15.7). */
function restrict(
  free: readonly OpenPoint[],
  cross: number,
  crossOpen: boolean,
): readonly OpenPoint[] {
  return crossOpen ? free.filter((p) => p.node === cross) : free;
}

function maskOf(open: readonly OpenPoint[]): number {
  let mask = 0;
  for (const p of open) mask |= 1 << p.value;
  return mask;
}

function make(
  nodes: readonly LayoutNode[],
  total: number,
  hasSpinner: boolean,
  cross: number,
  free: readonly OpenPoint[],
): Layout {
  const crossOpen = crossIncomplete(nodes, cross);
  const open = restrict(free, cross, crossOpen);
  return { nodes, total, hasSpinner, cross, crossOpen, free, open, openMask: maskOf(open) };
}

/** Builds a layout from its nodes: the count, open points and mask are computed once here. */
function build(
  nodes: readonly LayoutNode[],
  hasSpinner: boolean,
  cross: number,
  options: Options,
): Layout {
  return make(nodes, countLayout(nodes, options), hasSpinner, cross, computeFree(nodes, options));
}

/**
 * A layout from nodes alone (e.g. the first k nodes of a layout, with the
 * edges to later tiles freed): the spinner flag and the cross are recovered
 * from the nodes.
 */
export function layoutOf(nodes: readonly LayoutNode[], options: Options): Layout {
  const cross = options.crossStart ? nodes.findIndex((n) => isDouble(n.tile)) : -1;
  return build(
    nodes,
    nodes.some((n) => n.spinner),
    cross,
    options,
  );
}

/** Whether the tile shows a value in the mask. */
export function fitsMask(tile: Tile, mask: number): boolean {
  return ((mask >> hi(tile)) & 1) === 1 || ((mask >> lo(tile)) & 1) === 1;
}

/** The count of §3.1: the sum of what each placed tile adds (`nodeCount`, ./count). */
export function countLayout(nodes: readonly LayoutNode[], options: Options): number {
  let total = 0;
  for (const node of nodes) total += nodeCount(node, options);
  return total;
}

function newSpinner(layout: Layout, tile: Tile, options: Options): boolean {
  if (!isDouble(tile)) return false;
  if (options.spinnerMode === 'all_doubles') return true;
  if (options.spinnerMode === 'first_double') return !layout.hasSpinner;
  return false;
}

/** The layout with `tile` led. The caller has checked the layout is empty. */
export function placeLead(layout: Layout, tile: Tile, options: Options): Layout {
  const spinner = newSpinner(layout, tile, options);
  const node: LayoutNode = {
    tile,
    parent: -1,
    spinner,
    edges: isDouble(tile) ? [-1, -1, -1, -1] : [-1, -1],
  };
  const cross = options.crossStart && isDouble(tile) ? 0 : -1;
  return build([node], layout.hasSpinner || spinner, cross, options);
}

/**
 * The layout with `tile` attached at an open point. The caller has checked
 * that it fits. Only the parent and the new tile change, so the count and the
 * open points are updated from the last layout's rather than recomputed.
 */
export function attach(layout: Layout, tile: Tile, at: OpenPoint, options: Options): Layout {
  const index = layout.nodes.length;
  const spinner = newSpinner(layout, tile, options);
  let edges: number[];
  if (isDouble(tile)) edges = [at.node, -1, -1, -1];
  else edges = hi(tile) === at.value ? [at.node, -1] : [-1, at.node];
  const parent = layout.nodes[at.node] as LayoutNode;
  const parentEdges = parent.edges.slice();
  parentEdges[at.edge] = index;
  const nodes = layout.nodes.slice();
  const newParent: LayoutNode = {
    tile: parent.tile,
    parent: parent.parent,
    spinner: parent.spinner,
    edges: parentEdges,
  };
  const node: LayoutNode = { tile, parent: at.node, spinner, edges };
  nodes[at.node] = newParent;
  nodes.push(node);
  const cross =
    layout.cross >= 0 ? layout.cross : options.crossStart && isDouble(tile) ? index : -1;
  // The free points: the parent's recomputed in place, the new tile's at the end.
  const free: OpenPoint[] = [];
  let placed = false;
  for (const p of layout.free) {
    if (p.node === at.node) continue;
    if (!placed && p.node > at.node) {
      nodePoints(newParent, at.node, options, free);
      placed = true;
    }
    free.push(p);
  }
  if (!placed) nodePoints(newParent, at.node, options, free);
  nodePoints(node, index, options, free);
  // §3.1: the covered half stops counting; a double stops once both sides are covered.
  let total = layout.total;
  if (options.sniffUsExposedEnds) total = countLayout(nodes, options);
  else {
    if (!isDouble(parent.tile)) total -= at.value;
    else if (at.edge <= 1 && (parent.edges[0] === -1) !== (parent.edges[1] === -1))
      total -= 2 * at.value;
    total += isDouble(tile) ? 2 * at.value : pips(tile) - at.value;
  }
  return make(nodes, total, layout.hasSpinner || spinner, cross, free);
}

/** Index of the node holding a tile, or -1. */
export function findNode(layout: Layout, tile: Tile): number {
  const nodes = layout.nodes;
  for (let i = 0; i < nodes.length; i++) if ((nodes[i] as LayoutNode).tile === tile) return i;
  return -1;
}

/** "6, 1": the values at a node's open points, for messages. */
export function describeOpen(layout: Layout, nodeIndex: number, options: Options): string {
  const node = layout.nodes[nodeIndex] as LayoutNode;
  return openEdges(node, options)
    .map((edge) => String(edgeValue(node, edge)))
    .join(', ');
}

export function describeNode(layout: Layout, nodeIndex: number): string {
  return formatTile((layout.nodes[nodeIndex] as LayoutNode).tile);
}
