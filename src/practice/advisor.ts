/**
 * The parts of practice mode that search with Hard's evaluator: the best move and the
 * review of a hand. A chunk of their own, loaded when practice starts (session.ts), so
 * the search is not part of what every page loads at start.
 */
export { bestMove, hintSeed } from './best';
export { reviewHand } from './review';
