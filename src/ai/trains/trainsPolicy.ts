/**
 * Mexican Train's fast policy (RULES.md §16): Medium's play and every seat's play in Hard's
 * rollouts. It reads only the seat's own tiles and the table. In a first turn it plays on
 * its own train the tile that leaves the heaviest follow-up and never stops while it can
 * play; an owed double takes the heaviest fitting tile; otherwise each play is scored by
 * its pips, with a bonus for the Mexican or a marked train (its own stays private), for
 * lifting its own marker, and a penalty for a double it cannot follow; it draws or passes
 * only when the rules leave nothing else. A little noise from `g` varies the rollouts.
 */
import {
  hasPip,
  isDouble,
  otherPip,
  pips,
  trainIndex,
  trainsLegalMoves,
  type Generator,
  type Tile,
  type TrainsMove,
  type TrainsRound,
  type TrainsState,
} from '../../engine/index';

/** How a play is weighed, in pips: the policy's knobs (Hard's planning adds its own). */
export interface TrainsWeights {
  /** Playing on the Mexican or another seat's marked train (its own stays private). */
  readonly elsewhere: number;
  /** Playing on its own train while it carries a marker (the marker comes off). */
  readonly unmark: number;
  /** A double with a follow-up in hand (the turn goes on). */
  readonly doubleFollowed: number;
  /** A double with none (the next seats must satisfy it, or the seat draws for it). */
  readonly doubleBare: number;
  /** Random noise added to each score, in pips (0: none). */
  readonly noise: number;
}

export const TRAINS_WEIGHTS: TrainsWeights = {
  elsewhere: 4,
  unmark: 10,
  doubleFollowed: 12,
  doubleBare: -15,
  noise: 1.5,
};

/** Whether `hand` holds a tile other than `except` with the pip `v`. */
export function holdsPip(hand: readonly Tile[], v: number, except: Tile): boolean {
  for (const t of hand) if (t !== except && hasPip(t, v)) return true;
  return false;
}

/** The heaviest pips among the tiles of `hand` (less `except`) that match `v`; -1 when none. */
function bestFollow(hand: readonly Tile[], v: number, except: Tile): number {
  let best = -1;
  for (const t of hand) if (t !== except && hasPip(t, v) && pips(t) > best) best = pips(t);
  return best;
}

/** A play's score for the seat on turn under `w` (higher is better), noise aside. */
export function playScore(
  round: TrainsRound,
  players: number,
  move: Extract<TrainsMove, { type: 'play' }>,
  w: TrainsWeights,
): number {
  const seat = move.seat;
  const hand = round.hands[seat] ?? [];
  const t = trainIndex(move.train, players);
  const tile = move.tile;
  let score = pips(tile);
  const first = round.step === 'first' || round.step === 'first-more';
  if (first) {
    // Keep the train going: the heaviest tile that fits the new open end counts too.
    const follow = bestFollow(hand, otherPip(tile, round.open[t] ?? 0), tile);
    return score + (follow >= 0 ? 10 + follow / 2 : 0);
  }
  if (round.unsatisfied.length > 0) return score;
  if (t !== seat) score += w.elsewhere;
  else if (round.markers[seat]) score += w.unmark;
  if (isDouble(tile))
    score += holdsPip(hand, otherPip(tile, 0), tile) ? w.doubleFollowed : w.doubleBare;
  return score;
}

/** The best of `moves` under `w` (plays scored; else the one forced move). */
export function bestMove(
  state: TrainsState,
  moves: readonly TrainsMove[],
  w: TrainsWeights,
  g: Generator | null,
): TrainsMove {
  const round = state.round;
  const first = moves[0] as TrainsMove;
  if (!round || moves.length === 1) return first;
  let best: TrainsMove = first;
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'play') continue;
    let s = playScore(round, state.config.players, m, w);
    if (g && w.noise > 0) s += w.noise * g.float();
    if (s > bestScore) {
      bestScore = s;
      best = m;
    }
  }
  return best;
}

/** The policy's move for the seat on turn in a full state. */
export function trainsPolicy(state: TrainsState, g: Generator): TrainsMove {
  return bestMove(state, trainsLegalMoves(state), TRAINS_WEIGHTS, g);
}
