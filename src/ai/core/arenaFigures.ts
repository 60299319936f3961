/**
 * What every family's arena reports (line/arena.ts, trains/trainsArena.ts,
 * tricks/tricksArena.ts): the deals to play, the wins with their Wilson intervals and the
 * choices' times as percentiles.
 */
import type { Level } from './level';

export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
}

/** The figures every arena gives, whatever the family: the games, the wins and the times. */
export interface ArenaFigures {
  readonly games: number;
  readonly seed: string;
  readonly a: Level;
  readonly b: Level;
  /** Games A won; games won by a B seat. Games stopped without a winner count for neither. */
  readonly winsA: number;
  readonly winsB: number;
  readonly winRateA: number;
  readonly winRateB: number;
  /** Wilson score intervals, 95%. */
  readonly ci95A: readonly [number, number];
  readonly ci95B: readonly [number, number];
  readonly hands: number;
  /** Milliseconds per call of choose(), every call. */
  readonly msPerMoveA: Percentiles;
  readonly msPerMoveB: Percentiles;
  /** The same, counting only calls with two or more legal moves. */
  readonly msPerDecisionA: Percentiles;
  readonly msPerDecisionB: Percentiles;
}

/** Wilson score interval for `wins` out of `n` at 95%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Nearest-rank percentiles. */
export function percentiles(xs: readonly number[]): Percentiles {
  if (xs.length === 0) return { p50: 0, p95: 0 };
  const s = [...xs].sort((x, y) => x - y);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Every choice's time, and those with more than one legal move, for side A and side B. */
export interface ChoiceTimes {
  readonly times: [number[], number[]];
  readonly decisions: [number[], number[]];
}

/** The deals an arena plays for `games` wanted, each played `seatings` times, and the games that makes. */
export function arenaDeals(games: number, seatings: number): { deals: number; games: number } {
  const deals = Math.max(1, Math.ceil(games / seatings));
  return { deals, games: deals * seatings };
}

/** The shared figures of an arena's run. */
export function arenaFigures(
  run: { readonly seed: string; readonly a: Level; readonly b: Level },
  games: number,
  wins: readonly [number, number],
  hands: number,
  tally: ChoiceTimes,
): ArenaFigures {
  const [winsA, winsB] = wins;
  return {
    games,
    seed: run.seed,
    a: run.a,
    b: run.b,
    winsA,
    winsB,
    winRateA: winsA / games,
    winRateB: winsB / games,
    ci95A: wilson(winsA, games),
    ci95B: wilson(winsB, games),
    hands,
    msPerMoveA: percentiles(tally.times[0]),
    msPerMoveB: percentiles(tally.times[1]),
    msPerDecisionA: percentiles(tally.decisions[0]),
    msPerDecisionB: percentiles(tally.decisions[1]),
  };
}
