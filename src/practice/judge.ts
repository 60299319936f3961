/**
 * The one judge of a move: how far it falls behind the best move of the same search
 * (practice's `adviceFor`, src/practice/best.ts: Hard's evaluator, one seed and cache per
 * position). The best move (★), practice's hand review, the tutorial's in-hand coach, the
 * guided hand's debrief and its stars all rate a move here, so none of them can disagree.
 */
import type { MoveEvaluation } from '../ai/index';
import type { Move } from '../engine/index';
import type { BestMove } from './best';
import { CLOSE_CALL } from './closeCall';

export { CLOSE_CALL };

export interface Judgement {
  /** The search's best move for the position (★). */
  readonly best: MoveEvaluation;
  /** The move judged, as the search evaluated it. */
  readonly mine: MoveEvaluation;
  /** The move judged is the best move. */
  readonly same: boolean;
  /** Points the search reckons the move gave away: the best value less the move's (0 for the best). */
  readonly givenAway: number;
  /** It gave away a close call's worth or more: worth a word. */
  readonly mistake: boolean;
}

/** The same move (a placement: the same tile on the same table tile). */
export function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  return a.type !== 'play' || (b.type === 'play' && a.tile === b.tile && a.on === b.on);
}

/**
 * Rates `move` against the best move of `answer` (the search for the position it was made
 * in); null when there is no answer, the move is not among its evaluations, or they carry
 * no values.
 */
export function judgeMove(answer: BestMove | null | undefined, move: Move): Judgement | null {
  if (!answer) return null;
  const mine = answer.evaluations.find((e) => sameMove(e.move, move));
  const best = answer.best;
  if (!mine || mine.value === null || best.value === null) return null;
  const same = sameMove(best.move, move);
  const givenAway = same ? 0 : Math.max(0, best.value - mine.value);
  return { best, mine, same, givenAway, mistake: givenAway >= CLOSE_CALL };
}
