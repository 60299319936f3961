/**
 * Chains of plays within one turn (RULES.md §5.2): after a double or a scoring
 * play the same player plays again. A chain depends only on the player's own
 * tiles and the table, so it is searched with the engine's own `legalMoves`
 * and `applyMove` on a state holding nothing hidden (see `ownState`).
 */
import {
  applyMove,
  legalMoves,
  pips,
  toMove,
  type GameState,
  type LegalMove,
  type Move,
} from '../../engine/index';

/** One way to play out the rest of a turn from its first move. */
export interface ChainPlan {
  /** The moves in order; the first is a legal move now. */
  readonly moves: readonly Move[];
  /** Points the chain's placements score in all. */
  readonly points: number;
  /** Pips of the tiles the chain places. */
  readonly pips: number;
  /** The chain leaves the turn owed a continuation it cannot place from hand (a draw or pass). */
  readonly open: boolean;
}

/** More chains than this from one first move are not listed (none of our positions come close). */
const MAX_CHAINS = 2000;

/**
 * Every way to complete the turn that starts with `first` (a legal move of the
 * player on turn in `state`): the chain continues while the engine says the
 * player plays again, and stops at the turn's end, the hand's end, or a
 * continuation that needs a draw or a pass. An optional continuation
 * (continuation_mandatory = false) may also stop with its pass.
 */
export function chainsFrom(state: GameState, first: LegalMove, limit = MAX_CHAINS): ChainPlan[] {
  if (first.type !== 'play') return [{ moves: [toMove(first)], points: 0, pips: 0, open: false }];
  const out: ChainPlan[] = [];
  const seat = state.hand?.turn ?? -1;
  const walk = (s: GameState, move: Move, prefix: readonly Move[], pts: number, pp: number) => {
    if (out.length >= limit) return;
    const applied = applyMove(s, move);
    if (!applied.ok) return;
    const moves = [...prefix, move];
    const { state: next, event } = applied.value;
    const points = pts + (event.type === 'play' ? event.points : 0);
    const placed = pp + (event.type === 'play' ? pips(event.tile) : 0);
    const hand = next.hand;
    const again =
      event.type === 'play' && event.again && !next.over && hand !== null && hand.result === null;
    if (!again || hand.turn !== seat) {
      out.push({ moves, points, pips: placed, open: false });
      return;
    }
    const legal = legalMoves(next);
    const plays = legal.filter((m) => m.type === 'play');
    if (plays.length === 0) {
      out.push({ moves, points, pips: placed, open: true });
      return;
    }
    for (const m of legal) walk(next, toMove(m), moves, points, placed);
  };
  walk(state, toMove(first), [], 0, 0);
  return out;
}

/** The chain scoring most from `first`, heavier tiles placed breaking ties. */
export function bestChain(state: GameState, first: LegalMove): ChainPlan {
  let best: ChainPlan | null = null;
  for (const c of chainsFrom(state, first)) {
    if (best === null || c.points > best.points || (c.points === best.points && c.pips > best.pips))
      best = c;
  }
  return best ?? { moves: [toMove(first)], points: 0, pips: 0, open: false };
}
