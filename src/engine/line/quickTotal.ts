/**
 * Look-ahead arithmetic for searches: the total a placement would leave,
 * without building the new layout (the closed form of RULES.md §3.1), and a
 * play's points in fives whatever the preset's divisor. The computer players
 * call these thousands of times a move; tests hold them to `totalAfter` and `playPoints`.
 */
import type { Layout, LayoutNode } from './layout';
import { totalAfter, type LegalPlay } from './legal';
import type { Options } from './options';
import { playPoints } from './scoring';
import { isDouble, otherPip, pips } from '../core/tiles';

/** The total a placement leaves: the engine's `totalAfter` without building the new layout. */
export function quickTotal(layout: Layout, play: LegalPlay, options: Options): number {
  const at = play.at;
  if (at === null) return pips(play.tile);
  if (options.sniffUsExposedEnds) return totalAfter(layout, play, options);
  const node = layout.nodes[at.node] as LayoutNode;
  const v = at.value;
  let removed = 0;
  if (!isDouble(node.tile)) removed = v;
  else if (at.edge <= 1) {
    const sides = (node.edges[0] === -1 ? 0 : 1) + (node.edges[1] === -1 ? 0 : 1);
    // Covering a double's second side stops it counting.
    if (sides === 1) removed = 2 * v;
  }
  const added = isDouble(play.tile) ? 2 * v : otherPip(play.tile, v);
  return layout.total - removed + added;
}

/** What a placement leaving `total` scores, in fives: the same under ÷ 5 and full-points presets. */
export function playFives(total: number, options: Options): number {
  return (playPoints(total, options) * options.inPlayDivisor) / 5;
}
