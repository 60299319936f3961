/**
 * A placed tile of the layout (./layout.ts), on its own so that the count (./count.ts),
 * which the layout uses, can read one without importing the layout.
 */
import type { Tile } from '../core/tiles';

export interface LayoutNode {
  readonly tile: Tile;
  /** Index of the node this tile was played on; -1 for the lead. */
  readonly parent: number;
  /** Whether this double branches from its ends (always false for non-doubles). */
  readonly spinner: boolean;
  /** Neighbour per edge (node index, or -1 when free). */
  readonly edges: readonly number[];
}
