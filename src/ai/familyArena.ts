/**
 * The arena's hand for any family: each seat chooses with its side's level, every choice
 * is timed, and the moves go through the family's `apply`. The per-family arenas
 * (tricksArena.ts, trainsArena.ts) deal, keep their own statistics and call this.
 */
import type { Family, FamilyState, Rng, SeatMove } from '../engine/index';
import type { FamilyChoice } from './familyAi';
import type { Level } from './player';

/** What every arena times: all choices, and the ones with more than one legal move. */
export interface ChoiceTimes {
  readonly times: [number[], number[]];
  readonly decisions: [number[], number[]];
}

export interface TimedHand<V, M> {
  /** The levels of side 0 (A) and side 1 (B). */
  readonly levels: readonly [Level, Level];
  /** The arena's side (0 or 1) of a seat. */
  sideOf(seat: number): 0 | 1;
  choose(level: Level, view: V, legal: readonly M[], rng: Rng): FamilyChoice<M>;
  /** Each seat's generator, advanced in place as the seat chooses. */
  readonly rngs: Rng[];
  readonly clock: () => number;
  readonly maxMoves: number;
}

/** Plays from `state` until no seat is on turn (or `maxMoves`); throws on an illegal choice. */
export function playTimedHand<S extends FamilyState, M extends SeatMove, V>(
  family: Family<S, M, unknown, V, unknown>,
  state: S,
  how: TimedHand<V, M>,
  tally: ChoiceTimes,
): S {
  let now = state;
  for (let i = 0; i < how.maxMoves; i++) {
    const phase = family.phase(now);
    if (phase.kind !== 'turn') break;
    const seat = phase.seat;
    const side = how.sideOf(seat);
    const legal = family.legalMoves(now);
    const view = family.seatView(now, seat);
    const t0 = how.clock();
    const choice = how.choose(how.levels[side], view, legal, how.rngs[seat] as Rng);
    const ms = how.clock() - t0;
    tally.times[side].push(ms);
    if (legal.length > 1) tally.decisions[side].push(ms);
    how.rngs[seat] = choice.rng;
    const applied = family.apply(now, choice.move);
    if (!applied.ok) throw new Error(`an illegal move: ${applied.error.message}`);
    now = applied.value.state;
  }
  return now;
}
