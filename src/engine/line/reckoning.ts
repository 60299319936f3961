/**
 * Small rule facts that screens and lessons state in words, worked out here so
 * that no view or lesson restates a rule: what a seat subtracts at a hand's end
 * (Celko, domino-play), the target as "above N" (Seven-Toed Pete), the points a
 * side still needs, and who went out.
 */
import type { Options } from './options';
import { bonusSteps, round5, type BonusStep } from './scoring';
import type { GameState, HandState } from './state';
import { sumPips, type Tile } from '../core/tiles';

export { targetAbove } from './goal';

/**
 * Pips counted at a hand's end, in points (§6): rounded to the nearest five, over the
 * divisor. What a winner is paid for them, and what a seat subtracts where everyone does.
 */
export function pipPoints(pips: number, options: Options): number {
  return round5(pips) / options.inPlayDivisor;
}

/** The points a side with this score still needs to reach the target (0 once it has). */
export function pointsToTarget(score: number, options: Options): number {
  return Math.max(0, options.target - score);
}

/** The seats that went out (no tile left), given every seat's tiles at a hand's end. */
export function wentOut(hands: readonly (readonly Tile[])[]): number[] {
  return hands.flatMap((tiles, seat) => (tiles.length === 0 ? [seat] : []));
}

/** The pips of the tiles left in the boneyard at a hand's end (paid to the winner under reserve_pips_to_winner). */
export function reservePips(hand: Pick<HandState, 'boneyard'>, options: Options): number {
  return options.boneyard ? sumPips(hand.boneyard) : 0;
}

/** The end-of-hand arithmetic of the hand just ended, as steps a screen shows; [] mid-hand. */
export function handEndSteps(state: GameState): BonusStep[] {
  const hand = state.hand;
  if (!hand?.result) return [];
  return bonusSteps(state.config, hand.result, reservePips(hand, state.config.options));
}
