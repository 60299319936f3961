/**
 * The parts of practice mode that search with Hard's evaluator: the best move and the
 * review of a hand, asked for as plain-data requests so they can run in a worker
 * (src/workers/advisor.worker.ts) or, where there is none, in this thread. A chunk of its
 * own either way, so the search is not part of what every page loads at start.
 */
import type { InformationSet } from '../ai/infoSet';
import type { GameContext } from '../machine/context';
import { adviceFor, type BestMove } from './best';
import { reviewHand, type HandReview } from './review';

export { adviceFor, bestMove } from './best';
export { reviewHand } from './review';

export type AdvisorRequest =
  | {
      readonly kind: 'best';
      readonly view: InformationSet;
      /** The game's seed (the search's seed comes from it and the view); the hand and the move, for callers' bookkeeping. */
      readonly seed: string;
      readonly hand: number;
      readonly move: number;
    }
  | {
      readonly kind: 'review';
      readonly context: GameContext;
      readonly hand: number;
      readonly seat: number;
    };

export type AdvisorAnswer =
  | { readonly kind: 'best'; readonly best: BestMove | null }
  | { readonly kind: 'review'; readonly review: HandReview };

export function advise(request: AdvisorRequest): AdvisorAnswer {
  return request.kind === 'best'
    ? {
        kind: 'best',
        best: adviceFor(request.view, request.seed),
      }
    : { kind: 'review', review: reviewHand(request.context, request.hand, request.seat) };
}
