/**
 * The best move by the Hard evaluator, with a one-line reason in plain words:
 * what it scores, what it leaves the next player, what it keeps in hand. The
 * search is seeded from the game's seed, the hand and the move, so the same
 * position always gets the same advice.
 */
import {
  evaluateMoves,
  ownState,
  unseenTiles,
  type InformationSet,
  type MoveEvaluation,
} from '../ai/index';
import type { SearchOptions } from '../ai/search';
import {
  applyMove,
  isScoringTotal,
  placements,
  seedRng,
  totalAfter,
  type GameState,
} from '../engine/index';
import { formatTile, isDouble, pips, type Tile } from '../engine/tiles';

export interface BestMove {
  /** Index into `view.legal` (and `evaluations`). */
  readonly index: number;
  readonly evaluations: readonly MoveEvaluation[];
  readonly best: MoveEvaluation;
  readonly reason: string;
}

/** Hard's search settings for hints: the players' default budget. */
export const HINT_SEARCH: Partial<SearchOptions> = {};

/** The seed of the hint search for the `move`-th move (from 0) of hand `hand`. */
export function hintSeed(seed: string, hand: number, move: number): string {
  return `${seed}/hint/${hand}/${move}`;
}

/** The index with the highest value (the first on a tie), as Hard chooses. */
export function bestIndex(evaluations: readonly MoveEvaluation[]): number {
  let best = 0;
  evaluations.forEach((e, i) => {
    if ((e.value ?? -Infinity) > (evaluations[best]?.value ?? -Infinity)) best = i;
  });
  return best;
}

/** Hard's choice among the view's legal moves, or null when there is none to make. */
export function bestMove(
  view: InformationSet,
  seed: string,
  options: Partial<SearchOptions> = HINT_SEARCH,
): BestMove | null {
  if (view.legal.length === 0) return null;
  const evaluations = evaluateMoves(view, { search: { rng: seedRng(seed), options } });
  const index = bestIndex(evaluations);
  const best = evaluations[index];
  if (!best) return null;
  return { index, evaluations, best, reason: reasonFor(view, best) };
}

function afterChain(view: InformationSet, e: MoveEvaluation): GameState | null {
  let state: GameState = ownState(view);
  for (const move of e.chain.length > 0 ? e.chain : [e.move]) {
    const applied = applyMove(state, move);
    if (!applied.ok) return state;
    state = applied.value.state;
  }
  return state;
}

/** Unseen tiles that could score on this table (counting every open point). */
function scoringReplies(view: InformationSet, state: GameState): number {
  const layout = state.hand?.layout;
  if (!layout) return 0;
  const opts = view.config.options;
  const tiles = new Set<Tile>();
  for (const p of placements(layout, unseenTiles(view), opts))
    if (isScoringTotal(totalAfter(layout, p, opts), opts)) tiles.add(p.tile);
  return tiles.size;
}

/** One sentence from the evaluation: points now, the count left and its danger, what is kept. */
export function reasonFor(view: InformationSet, e: MoveEvaluation): string {
  if (e.legal.type === 'draw') return 'No tile fits: drawing is the only move.';
  if (e.legal.type === 'pass') return 'No play is possible: pass.';
  const chainTiles = e.chain.flatMap((m) => (m.type === 'play' ? [m.tile] : []));
  const parts: string[] = [];
  if (e.chainPoints > 0)
    parts.push(
      chainTiles.length > 1
        ? `scores ${e.chainPoints} over a chain of ${chainTiles.length} tiles`
        : `scores ${e.chainPoints} now`,
    );
  else parts.push('scores nothing now');
  const state = afterChain(view, e);
  if (state?.hand) {
    const left = state.hand.layout.total;
    const replies = scoringReplies(view, state);
    parts.push(
      replies === 0
        ? `leaves ${left}, on which no unseen tile scores`
        : `leaves ${left}, where ${replies} unseen tile${replies === 1 ? '' : 's'} could score`,
    );
  }
  const kept = view.hand.filter((t) => isDouble(t) && !chainTiles.includes(t));
  const shed = chainTiles.reduce((s, t) => s + pips(t), 0);
  parts.push(
    kept.length > 0
      ? `keeps ${kept.map(formatTile).join(', ')} back`
      : `sheds ${shed} pip${shed === 1 ? '' : 's'}`,
  );
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
