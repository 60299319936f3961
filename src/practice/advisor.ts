/**
 * The parts of practice mode that search: the best move and the review of a hand with
 * Hard's evaluator, Texas 42's review with every hand open (the exact solver) and the
 * family table's hints (the bid advisor plays deals out), asked for as plain-data requests
 * so they can run in a worker (src/workers/advisor.worker.ts) or, where there is none, in
 * this thread. A chunk of its own either way, so the search is not part of what every page
 * loads at start.
 */
import type { InformationSet } from '../ai/line/infoSet';
import type { GameContext } from '../machine/context';
import { adviceFor, type BestMove } from './best';
import { hintsFor, type HintLine, type HintRequest } from './familyHints';
import { reviewHand, type HandReview } from './review';
import { reviewTricksHand, type TricksReview } from './tricksReview';

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
    }
  | {
      /** Texas 42's hand `hand` for `seat`, with every hand open. */
      readonly kind: 'tricks-review';
      readonly context: GameContext;
      readonly hand: number;
      readonly seat: number;
    }
  | { readonly kind: 'hints'; readonly request: HintRequest };

export type AdvisorAnswer =
  | { readonly kind: 'best'; readonly best: BestMove | null }
  | { readonly kind: 'review'; readonly review: HandReview }
  | { readonly kind: 'tricks-review'; readonly review: TricksReview }
  | { readonly kind: 'hints'; readonly lines: HintLine[] };

export function advise(request: AdvisorRequest): AdvisorAnswer {
  switch (request.kind) {
    case 'best':
      return { kind: 'best', best: adviceFor(request.view, request.seed) };
    case 'review':
      return { kind: 'review', review: reviewHand(request.context, request.hand, request.seat) };
    case 'tricks-review':
      return {
        kind: 'tricks-review',
        review: reviewTricksHand(request.context, request.hand, request.seat),
      };
    case 'hints':
      return { kind: 'hints', lines: hintsFor(request.request) };
  }
}
