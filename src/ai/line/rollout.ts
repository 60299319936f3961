/**
 * Playing a determinized hand to its end quickly: every seat follows a cheap
 * greedy policy (score now, keep a chain going, shed heavy tiles) with a
 * little seeded noise. Moves go through the engine's `legalMoves` and
 * `applyMove`; the look-ahead total of a placement is the engine's `quickTotal`.
 */
import {
  applyMove,
  hi,
  isDouble,
  isScoringTotal,
  legalMoves,
  lo,
  playFives,
  quickTotal,
  toMove,
  type GameState,
  type Generator,
  type LegalMove,
} from '../../engine/index';

/** Weights of the rollout policy. */
export interface RolloutPolicy {
  /** Bonus, in fives, for a placement that keeps the turn going (a double or a score). */
  readonly chain: number;
  /** Bonus per pip of the tile placed (shedding heavy tiles). */
  readonly pip: number;
  /** Uniform noise added to each option's score, in fives. */
  readonly noise: number;
}

export const DEFAULT_POLICY: RolloutPolicy = { chain: 0.6, pip: 0.06, noise: 0.35 };

/** The policy's choice among the legal moves of the seat on turn. */
export function policyMove(
  state: GameState,
  legal: readonly LegalMove[],
  g: Generator,
  policy: RolloutPolicy,
): LegalMove {
  const first = legal[0] as LegalMove;
  if (legal.length === 1) return first;
  const hand = state.hand;
  if (hand === null) return first;
  const options = state.config.options;
  const chains = options.chainRule !== 'none' && hand.drawn === null;
  const left = (hand.hands[hand.turn]?.length ?? 0) - 1;
  let best = first;
  let bestScore = -Infinity;
  for (const m of legal) {
    let score: number;
    if (m.type !== 'play') score = 0;
    else {
      const total = quickTotal(hand.layout, m, options);
      const worthy = isDouble(m.tile) || isScoringTotal(total, options);
      score =
        playFives(total, options) +
        (chains && worthy && left > 0 ? policy.chain : 0) +
        policy.pip * (hi(m.tile) + lo(m.tile));
    }
    score += policy.noise * g.float();
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/** A finished (or abandoned) rollout and the moves it simulated. */
export interface Rollout {
  readonly state: GameState;
  readonly moves: number;
}

/** Plays the hand to its end (or `maxMoves`) with the policy for every seat. */
export function rollout(
  start: GameState,
  g: Generator,
  policy: RolloutPolicy = DEFAULT_POLICY,
  maxMoves = 400,
): Rollout {
  let s = start;
  let moves = 0;
  while (moves < maxMoves) {
    const hand = s.hand;
    if (hand === null || hand.result !== null || s.over) break;
    const legal = legalMoves(s);
    if (legal.length === 0) break;
    const applied = applyMove(s, toMove(policyMove(s, legal, g, policy)));
    if (!applied.ok) break;
    s = applied.value.state;
    moves++;
  }
  return { state: s, moves };
}

/**
 * What an outcome is worth to a side, in points: its gain since `before` less
 * the mean gain of the other sides, plus or minus `winValue` when the game
 * ended (won by this side, or by another).
 */
export function outcomeValue(
  before: readonly number[],
  after: GameState,
  side: number,
  winValue: number,
): number {
  const n = after.scores.length;
  let mine = 0;
  let others = 0;
  for (let j = 0; j < n; j++) {
    const gain = (after.scores[j] ?? 0) - (before[j] ?? 0);
    if (j === side) mine = gain;
    else others += gain;
  }
  let v = mine - (n > 1 ? others / (n - 1) : 0);
  if (after.over && after.winner !== null) v += after.winner.includes(side) ? winValue : -winValue;
  return v;
}
