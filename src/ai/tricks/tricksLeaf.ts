/**
 * Hard's trick play after the first trick: determinized search whose leaf is the exact
 * solver (tricksSolver.ts). Each world dealt from the view is solved exactly for every
 * legal tile, and the tile with the best mean over the worlds is played. A full solve from
 * the first lead takes up to tens of milliseconds, too slow for 40 worlds within Hard's
 * 150 ms, so the solver takes over once `SOLVE_TRICKS` tricks or fewer remain (the
 * policy's rollouts before, familyAi.ts); there, `madeCounts` solves each world for made
 * or set only, far cheaper.
 */
import {
  bidMarks,
  bidNeed,
  otherTeam,
  Generator,
  teamOf,
  type Rng,
  type TricksHand,
  type TricksMove,
  type TricksState,
  type TricksView,
} from '../../engine/index';
import { pointsLeft, solveMade, solveMoves } from './tricksSolver';
import { tricksWorld } from './tricksWorld';

/** The solver plays each world out exactly once this many tricks or fewer remain. */
export const SOLVE_TRICKS = 6;

/** Positions the solver searches for one decision before it deals no more worlds. */
export const SOLVE_BUDGET = Infinity;

/**
 * What the solved rest of the hand is worth to the mover's team, on the scale of
 * `tricksValue`: the bid's marks for the hand made or set (a mark counted as 42), a
 * quarter of the points difference, and ±126 if those marks end the game; the points
 * difference when scoring by points. `mine` is the mover's team's solved value: its
 * points from here (in nello, the points the other team takes).
 */
function leafValue(
  world: TricksState,
  hand: TricksHand,
  seat: number,
  mine: number,
  left: number,
): number {
  const us = teamOf(seat);
  const b = teamOf(hand.bidder ?? 0);
  const nello = hand.trump === 'nello';
  // The bidder's team's points from here, from the mover's value.
  const bidderFromHere = (us === b) !== nello ? mine : left - mine;
  const bidder = hand.points[b] + bidderFromHere;
  const defenders = hand.points[otherTeam(b)] + (left - bidderFromHere);
  const diff = us === b ? bidder - defenders : defenders - bidder;
  if (world.options.scoring === 'points') return diff;
  const made = nello ? bidder === 0 : bidder >= bidNeed(hand.high);
  const winner = made ? b : otherTeam(b);
  const marks = bidMarks(hand.high);
  const sign = winner === us ? 1 : -1;
  const game = world.scores[winner] + marks >= world.options.target ? 126 : 0;
  return sign * (42 * marks + game) + 0.25 * diff;
}

export interface SolvedChoice {
  readonly move: TricksMove;
  readonly rng: Rng;
}

/** Worlds solved whatever the budget (below it the mean says little). */
export const MIN_WORLDS = 8;

/**
 * The solved search's move for the view's seat over up to `worlds` worlds, or null when
 * more than `solveTricks` tricks remain (or the view is not in trick play). Past
 * `MIN_WORLDS`, no new world is dealt once the solves have searched `budget` positions
 * (a count, not a clock: the same seed plays the same move on any machine).
 */
export function solvedSearch(
  view: TricksView,
  legal: readonly TricksMove[],
  rng: Rng,
  worlds: number,
  solveTricks = SOLVE_TRICKS,
  budget = SOLVE_BUDGET,
): SolvedChoice | null {
  const hand = view.hand;
  const unsolved = !hand || hand.trump === null || hand.trump === 'sevens';
  if (unsolved || 7 - hand.tricks.length > solveTricks) return null;
  const tiles = legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []));
  if (tiles.length !== legal.length || tiles.length < 2) return null;
  const g = new Generator(rng);
  const sums = tiles.map(() => 0);
  const work = { nodes: 0 };
  for (let w = 0; w < worlds && (w < MIN_WORLDS || work.nodes < budget); w++) {
    const world = tricksWorld(view, g);
    const whole = world.hand;
    if (!whole) return null;
    const left = pointsLeft(whole);
    for (const m of solveMoves(world, work)) {
      const i = tiles.indexOf(m.tile);
      if (i >= 0) sums[i] = (sums[i] ?? 0) + leafValue(world, whole, view.seat, m.value, left);
    }
  }
  let best = 0;
  sums.forEach((v, i) => {
    if (v > (sums[best] ?? -Infinity)) best = i;
  });
  return { move: legal[best] ?? (legal[0] as TricksMove), rng: g.state() };
}

/** Positions the first trick's made-or-set solves search for one decision before they deal no more worlds (past `MIN_WORLDS`). */
export const MADE_BUDGET = 1_500_000;

/**
 * Hard's first trick, where exact values cost too much for many worlds: how many of the
 * worlds dealt from the view the bid is made in after each of the legal tiles (`tiles`),
 * by a null-window solve at the bid (`solveMade`), counted for the mover's team: worlds
 * made for the bidder's team, worlds set for the defenders. Null when made or set is not
 * what the hand is played for (scoring by points, sevens) or is already decided.
 */
export function madeCounts(
  view: TricksView,
  tiles: readonly number[],
  g: Generator,
  worlds: number,
  budget = MADE_BUDGET,
): number[] | null {
  const hand = view.hand;
  if (!hand || hand.trump === null || hand.trump === 'sevens' || hand.bidder === null) return null;
  if (view.options.scoring !== 'marks' || hand.result !== null) return null;
  const bidders = teamOf(view.seat) === teamOf(hand.bidder);
  const counts = tiles.map(() => 0);
  const work = { nodes: 0 };
  for (let w = 0; w < worlds && (w < MIN_WORLDS || work.nodes < budget); w++) {
    const made = solveMade(tricksWorld(view, g), work);
    if (!made) return null;
    for (const m of made) {
      const i = tiles.indexOf(m.tile);
      if (i >= 0 && m.made === bidders) counts[i] = (counts[i] ?? 0) + 1;
    }
  }
  return counts;
}
