/**
 * The count of the open ends (RULES.md §3.1), tile by tile: `nodeCount` is the
 * one rule for what a placed tile adds to the count (the layout's `total` is
 * their sum), and `countParts` names each share so a player can check the sum
 * ("6 + 4 + 10 (5-5) = 20") instead of only reading it.
 */
import type { LayoutNode } from './layoutNode';
import type { Options } from './options';
import { hi, isDouble, lo, pips, type Tile } from '../core/tiles';

/** What a placed tile adds to the count: exposed doubles both halves, other tiles their free halves. */
export function nodeCount(node: LayoutNode, options: Options): number {
  const e = node.edges;
  if (isDouble(node.tile)) {
    const sides = (e[0] === -1 ? 0 : 1) + (e[1] === -1 ? 0 : 1);
    if (sides <= 1) return pips(node.tile);
    if (options.sniffUsExposedEnds && node.spinner)
      return hi(node.tile) * ((e[2] === -1 ? 1 : 0) + (e[3] === -1 ? 1 : 0));
    return 0;
  }
  return (e[0] === -1 ? hi(node.tile) : 0) + (e[1] === -1 ? lo(node.tile) : 0);
}

export const COUNT_KINDS = ['half', 'halves', 'double', 'spinner-ends'] as const;

export interface CountPart {
  /** The placed tile that shows these pips. */
  readonly tile: Tile;
  /** The pips it adds to the count. */
  readonly value: number;
  /** Why: a free half, both free halves (a lone lead), an exposed double, or a spinner's open ends. */
  readonly kind: (typeof COUNT_KINDS)[number];
}

export interface CountBreakdown {
  readonly parts: readonly CountPart[];
  /** The sum of the parts: the layout's `total`. */
  readonly total: number;
}

function kindOf(node: LayoutNode): CountPart['kind'] {
  const e = node.edges;
  if (isDouble(node.tile)) return e[0] !== -1 && e[1] !== -1 ? 'spinner-ends' : 'double';
  return e[0] === -1 && e[1] === -1 ? 'halves' : 'half';
}

/** Each tile's share of the count, in placement order (tiles that add nothing left out). */
export function countParts(nodes: readonly LayoutNode[], options: Options): CountBreakdown {
  const parts: CountPart[] = [];
  let total = 0;
  for (const node of nodes) {
    const value = nodeCount(node, options);
    if (value === 0) continue;
    parts.push({ tile: node.tile, value, kind: kindOf(node) });
    total += value;
  }
  return { parts, total };
}
