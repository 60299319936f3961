/**
 * Computer players for any family, through the family contract (engine/core/family.ts). A
 * family's AI brings three things: `determinize` (a full state consistent with what the
 * seat has seen), a fast `policy` (a rollout's move) and, where it pays, `evaluate` (what
 * a finished rollout is worth to a seat). The determinized search below is the same for
 * every family: deal worlds, play each legal move in them, roll each out to the hand's end
 * with the policy, keep the best mean. Everything is pure and seeded: a `Generator` is the
 * only source of chance, and the same seed gives the same choice on any machine.
 */
import {
  Generator,
  type Family,
  type FamilyState,
  type FamilyId,
  type Outcome,
  type Rng,
  type SeatMove,
} from '../../engine/index';
import type { Level } from './level';

/** What a family's search needs of its rules: the phase, the legal moves, apply and the outcome. */
export type PlayRules<S extends FamilyState, M extends SeatMove> = Pick<
  Family<S, M, unknown, unknown, unknown>,
  'phase' | 'legalMoves' | 'apply' | 'outcome'
>;

/** A family player's answer: one of the legal moves, and the generator's next state. */
export interface FamilyChoice<M> {
  readonly move: M;
  readonly rng: Rng;
}

/**
 * One family's computer players. `S` its state, `M` a move, `V` a seat's view (the family's
 * `seatView`). The policy and the evaluator see a determinized (full) state, but a sound
 * policy reads only the seat's own tiles and what is public, so that it does not cheat in
 * the worlds it plays.
 */
export interface FamilyAi<S extends FamilyState, M extends SeatMove, V> {
  readonly id: FamilyId;
  readonly rules: PlayRules<S, M>;
  /** A full state consistent with everything the seat has seen (own tiles, public history, inferred voids). */
  determinize(view: V, g: Generator): S;
  /** A fast move for the seat on turn in a full state: the rollouts' policy. */
  policy(state: S, g: Generator): M;
  /** The side (a seat, or a team) whose score is the seat's, as `outcome().scores` counts sides. */
  sideOf(state: S, seat: number): number;
  /** A rollout's value for the seat (higher is better); `scoreMargin` of the outcome when absent. */
  evaluate?(state: S, seat: number): number;
  /** The level's choice among `legal` (non-empty, the moves of the seat whose view it is). */
  choose(level: Level, view: V, legal: readonly M[], rng: Rng): FamilyChoice<M>;
}

/** A family's AI whose types the caller does not know: what the registry holds. */
export type AnyFamilyAi = FamilyAi<FamilyState, SeatMove, unknown>;

/**
 * The default leaf value: the side's score less the mean of the other sides' scores,
 * turned round where the lowest total wins. Constant offsets (the scores before the
 * decision) do not change which move is best, so none are subtracted.
 */
export function scoreMargin(outcome: Outcome, side: number): number {
  const n = outcome.scores.length;
  let mine = 0;
  let others = 0;
  outcome.scores.forEach((score, j) => {
    if (j === side) mine = score;
    else others += score;
  });
  const margin = mine - (n > 1 ? others / (n - 1) : 0);
  return outcome.lowerWins ? -margin : margin;
}

/** The AI's value of a state for a seat: its own evaluator, else the score margin. */
export function valueFor<S extends FamilyState, M extends SeatMove, V>(
  ai: FamilyAi<S, M, V>,
  state: S,
  seat: number,
): number {
  if (ai.evaluate) return ai.evaluate(state, seat);
  return scoreMargin(ai.rules.outcome(state), ai.sideOf(state, seat));
}

/** A rollout: the state where it stopped and the moves it simulated. */
export interface FamilyRollout<S> {
  readonly state: S;
  readonly moves: number;
}

/** What a rollout needs: the rules and the policy. */
export type Roller<S extends FamilyState, M extends SeatMove> = Pick<
  FamilyAi<S, M, unknown>,
  'rules' | 'policy'
>;

/** Plays the hand to its end (or `maxMoves`) with the policy for every seat. */
export function rolloutHand<S extends FamilyState, M extends SeatMove>(
  ai: Roller<S, M>,
  start: S,
  g: Generator,
  maxMoves = 1000,
): FamilyRollout<S> {
  let s = start;
  let moves = 0;
  while (moves < maxMoves && ai.rules.phase(s).kind === 'turn') {
    const applied = ai.rules.apply(s, ai.policy(s, g));
    if (!applied.ok) break;
    s = applied.value.state;
    moves++;
  }
  return { state: s, moves };
}

export interface SearchBudget {
  /** Worlds dealt: each is a determinization of the view. */
  readonly worlds: number;
  /** Rollouts of each legal move in each world (each with its own policy noise). */
  readonly rolloutsPerMove: number;
}

/** The search's verdict: each legal move (as a world lists them) and its mean value. */
export interface FamilySearchResult<M> {
  readonly moves: readonly M[];
  readonly values: readonly number[];
  /** The best move (the first of equal means); null when the seat had none. */
  readonly best: M | null;
  readonly rng: Rng;
}

/** A generator for one rollout, shared by every candidate move (common random numbers). */
function noiseFrom(g: Generator): [number, number, number, number] {
  return [g.next(), g.next(), g.next(), g.next()];
}

/**
 * Determinized search over the view's legal moves. The legal moves are those of the seat
 * on turn in the first world; they depend only on what the seat holds and what is public,
 * so they are the same in every world. Every move meets the same worlds and the same
 * rollout noise, so moves are compared on equal terms.
 */
export function determinizedSearch<S extends FamilyState, M extends SeatMove, V>(
  ai: FamilyAi<S, M, V>,
  view: V,
  rng: Rng,
  budget: SearchBudget,
): FamilySearchResult<M> {
  const g = new Generator(rng);
  let moves: readonly M[] = [];
  let seat = -1;
  let sums: number[] = [];
  for (let w = 0; w < budget.worlds; w++) {
    const world = ai.determinize(view, g);
    if (w === 0) {
      const phase = ai.rules.phase(world);
      if (phase.kind !== 'turn') break;
      seat = phase.seat;
      moves = ai.rules.legalMoves(world);
      sums = moves.map(() => 0);
      if (moves.length < 2) break;
    }
    for (let r = 0; r < budget.rolloutsPerMove; r++) {
      const noise = noiseFrom(g);
      moves.forEach((move, i) => {
        const applied = ai.rules.apply(world, move);
        const value = applied.ok
          ? valueFor(ai, rolloutHand(ai, applied.value.state, new Generator(noise)).state, seat)
          : -Infinity;
        sums[i] = (sums[i] ?? 0) + value;
      });
    }
  }
  const runs = Math.max(1, budget.worlds * budget.rolloutsPerMove);
  const values = sums.map((s) => s / runs);
  let best = 0;
  values.forEach((v, i) => {
    if (v > (values[best] ?? -Infinity)) best = i;
  });
  return { moves, values, best: moves[best] ?? null, rng: g.state() };
}

/** Whether `move` is one of `legal` (the same fields with the same values). */
export function isOneOf<M extends SeatMove>(move: unknown, legal: readonly M[]): move is M {
  return legal.some((m) => sameMove(m, move));
}

function sameMove(a: SeatMove, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  const other = Object.keys(y).filter((k) => y[k] !== undefined);
  return keys.length === other.length && keys.every((k) => x[k] === y[k]);
}

/** A level's choice among the legal moves of the seat whose view it is. */
export type LevelChooser<V, M> = (
  level: Level,
  view: V,
  legal: readonly M[],
  rng: Rng,
) => FamilyChoice<M>;

/** A family's player of one level: its choice among the legal moves of the seat whose view it is. */
export type LevelPlay<V, M> = (view: V, legal: readonly M[], rng: Rng) => FamilyChoice<M>;

/** The levels of a family with no easier player: Random and Easy a random legal move. */
export function levelChooser<V, M>(
  medium: LevelPlay<V, M>,
  hard: LevelPlay<V, M>,
): LevelChooser<V, M> {
  return (level, view, legal, rng) => {
    if (level === 'random' || level === 'easy') return randomChoice(legal, rng);
    return level === 'medium' ? medium(view, legal, rng) : hard(view, legal, rng);
  };
}

/** A uniformly random legal move: Easy's play in a family with no easier player, and a baseline. */
export function randomChoice<M>(legal: readonly M[], rng: Rng): FamilyChoice<M> {
  const g = new Generator(rng);
  const move = legal[g.int(legal.length)] as M;
  return { move, rng: g.state() };
}
