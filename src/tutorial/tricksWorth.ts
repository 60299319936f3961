/**
 * What a Texas 42 lesson's position comes to for the learner's side, by the one judge's search:
 * the exact solver with every hand open (src/ai/tricksSolver.ts, as practice's review judges a
 * play), once trumps are named. Nello and sevens are not judged: nello's bidders lose every
 * trick or nothing, so the points between are no measure of a lead, and the solver does not
 * play sevens.
 */
import { solveTricks } from '../ai/tricksSolver';
import { bidMarks, bidNeed, teamOf, type TricksState } from '../engine/tricksFamily';
import type { Worth } from './familyTypes';

/** The marks and points `seat`'s side comes to with best play by every seat; null outside trick play. */
export function tricksWorth(state: TricksState, seat: number): Worth | null {
  const hand = state.hand;
  if (!hand || hand.bidder === null || hand.trump === null || hand.trump === 'nello') return null;
  const team = teamOf(hand.bidder);
  const left = hand.end === null ? solveTricks(state) : 0;
  if (left === null) return null;
  const bidders = hand.points[team] + left;
  const made = bidders >= bidNeed(hand.high);
  const ours = teamOf(seat) === team;
  return {
    marks: (made === ours ? 1 : -1) * bidMarks(hand.high),
    // Higher is better for the learner: the bidders' points, which the defenders want low.
    points: ours ? bidders : -bidders,
  };
}
