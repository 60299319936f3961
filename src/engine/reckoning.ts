/**
 * Small rule facts that screens and lessons state in words, worked out here so
 * that no view or lesson restates a rule: what a seat subtracts at a hand's end
 * (Celko, domino-play), the target as "above N" (Seven-Toed Pete), the points a
 * side still needs, and who went out.
 */
import type { Options } from './options';
import { round5 } from './scoring';
import type { Tile } from './tiles';

/** What a seat holding `pips` subtracts at the end of a hand where everyone subtracts (§6): a positive number. */
export function pipPenalty(pips: number, options: Options): number {
  return round5(pips) / options.inPlayDivisor;
}

/** The score a side must go above to win: the target less one ("above 100" for Seven-Toed Pete's 101). */
export function targetAbove(options: Options): number {
  return options.target - 1;
}

/** The points a side with this score still needs to reach the target (0 once it has). */
export function pointsToTarget(score: number, options: Options): number {
  return Math.max(0, options.target - score);
}

/** The seats that went out (no tile left), given every seat's tiles at a hand's end. */
export function wentOut(hands: readonly (readonly Tile[])[]): number[] {
  return hands.flatMap((tiles, seat) => (tiles.length === 0 ? [seat] : []));
}
