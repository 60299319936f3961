/**
 * The count of the open ends, arm by arm (RULES.md §3.1), so that a player can
 * check the sum rather than only read it: "6 + 4 + 10 (5-5) = 20". Each part is
 * one placed tile's contribution, in placement order; the parts add up to the
 * engine's `layout.total` (tested on random layouts).
 */
import type { Layout } from '../engine/layout';
import type { Options } from '../engine/options';
import { formatTile, hi, isDouble, lo, pips, type Tile } from '../engine/tiles';

export interface CountPart {
  /** The placed tile that shows these pips. */
  readonly tile: Tile;
  /** The pips it adds to the count. */
  readonly value: number;
  /** Why: a free half, both free halves, an exposed double, or a spinner's open ends. */
  readonly kind: 'half' | 'halves' | 'double' | 'spinner-ends';
}

export interface CountBreakdown {
  readonly parts: readonly CountPart[];
  readonly total: number;
}

/** Each tile's share of the count, as `countLayout` in the engine reckons it. */
export function breakdown(layout: Layout, options: Options): CountBreakdown {
  const parts: CountPart[] = [];
  for (const node of layout.nodes) {
    const e = node.edges;
    const t = node.tile;
    if (isDouble(t)) {
      const sides = (e[0] === -1 ? 0 : 1) + (e[1] === -1 ? 0 : 1);
      if (sides <= 1) parts.push({ tile: t, value: pips(t), kind: 'double' });
      else if (options.sniffUsExposedEnds && node.spinner) {
        const ends = (e[2] === -1 ? 1 : 0) + (e[3] === -1 ? 1 : 0);
        if (ends > 0) parts.push({ tile: t, value: hi(t) * ends, kind: 'spinner-ends' });
      }
      continue;
    }
    const free = (e[0] === -1 ? hi(t) : 0) + (e[1] === -1 ? lo(t) : 0);
    const both = e[0] === -1 && e[1] === -1;
    if (e[0] === -1 || e[1] === -1)
      parts.push({ tile: t, value: free, kind: both ? 'halves' : 'half' });
  }
  return { parts, total: parts.reduce((sum, p) => sum + p.value, 0) };
}

/** "6 + 4 + 10 (5-5) = 20"; a double (or a lead's two halves) names its tile. */
export function formatBreakdown(b: CountBreakdown): string {
  if (b.parts.length === 0) return `${b.total}`;
  const terms = b.parts.map((p) =>
    p.kind === 'half' ? String(p.value) : `${p.value} (${formatTile(p.tile)})`,
  );
  return `${terms.join(' + ')} = ${b.total}`;
}
