/**
 * The one evaluator behind the players and the hints: for an information set,
 * each legal move with the total it leaves, the points it scores, what its
 * chain can still bring and, on request, Hard's estimate of its value.
 */
import {
  isDouble,
  pips,
  playPoints,
  toMove,
  totalAfter,
  type LegalMove,
  type Move,
  type Rng,
} from '../../engine/index';
import { bestChain } from './chain';
import { ownState } from './determinize';
import type { InformationSet } from './infoSet';
import { SEARCH_DEFAULTS, searchMoves, type SearchOptions } from './search';

export interface MoveEvaluation {
  /** The legal move, as listed in `view.legal`. */
  readonly legal: LegalMove;
  /** The same move in the engine's move notation, ready for `applyMove`. */
  readonly move: Move;
  /** The count the placement leaves on the table; null for a draw or a pass. */
  readonly total: number | null;
  /** Points the placement scores now (0 for a draw or a pass). */
  readonly points: number;
  /** The most points the chain this move opens can bring this turn, this move included. */
  readonly chainPoints: number;
  /** That best chain's moves, this move first. */
  readonly chain: readonly Move[];
  /** Pips of the tile placed (0 for a draw or a pass). */
  readonly pips: number;
  readonly double: boolean;
  /**
   * Hard's estimate: the mean outcome of the move's best chain over the sampled
   * worlds, in points gained against the other sides (winning the game counts
   * extra). Null unless a search was asked for.
   */
  readonly value: number | null;
}

export interface EvaluateOptions {
  /** Run Hard's search with this seed (and optionally other settings) to fill `value`. */
  readonly search?: { readonly rng: Rng; readonly options?: Partial<SearchOptions> };
}

/** Every legal move of the view (in `view.legal` order) with its evaluation. */
export function evaluateMoves(
  view: InformationSet,
  options: EvaluateOptions = {},
): MoveEvaluation[] {
  const own = ownState(view);
  const opts = view.config.options;
  const searched = options.search
    ? searchMoves(view, options.search.rng, { ...SEARCH_DEFAULTS, ...options.search.options })
    : null;
  return view.legal.map((legal, i) => {
    const chain = bestChain(own, legal);
    if (legal.type !== 'play') {
      return {
        legal,
        move: toMove(legal),
        total: null,
        points: 0,
        chainPoints: 0,
        chain: chain.moves,
        pips: 0,
        double: false,
        value: searched ? (searched.values[i] ?? null) : null,
      };
    }
    const total = totalAfter(view.layout, legal, opts);
    return {
      legal,
      move: toMove(legal),
      total,
      points: playPoints(total, opts),
      chainPoints: chain.points,
      chain: chain.moves,
      pips: pips(legal.tile),
      double: isDouble(legal.tile),
      value: searched ? (searched.values[i] ?? null) : null,
    };
  });
}
