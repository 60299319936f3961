/**
 * The count of the open ends, arm by arm, as practice shows it: "6 + 4 + 10 (5-5) = 20".
 * The parts are the engine's (`countParts`, src/engine/line/count.ts), the same rule the
 * layout's `total` is the sum of; this module only writes them out.
 */
import { countParts, type CountBreakdown } from '../engine/line/count';
import type { Layout } from '../engine/line/layout';
import type { Options } from '../engine/line/options';
import { formatTile } from '../engine/core/tiles';

export type { CountBreakdown, CountPart } from '../engine/line/count';

/** Each tile's share of the layout's count. */
export function breakdown(layout: Layout, options: Options): CountBreakdown {
  return countParts(layout.nodes, options);
}

/** "6 + 4 + 10 (5-5) = 20"; a double (or a lead's two halves) names its tile. */
export function formatBreakdown(b: CountBreakdown): string {
  if (b.parts.length === 0) return `${b.total}`;
  const terms = b.parts.map((p) =>
    p.kind === 'half' ? String(p.value) : `${p.value} (${formatTile(p.tile)})`,
  );
  return `${terms.join(' + ')} = ${b.total}`;
}
