/**
 * Texas 42's computer players (RULES.md §17) through the family-neutral contract:
 * Easy plays a random legal move; Medium the heuristic policy (tricksPolicy.ts); Hard
 * bids and names trumps from simulated play (tricksBid.ts) and plays tricks by the
 * determinized search (familyAi.ts) over worlds that respect the voids shown
 * (tricksWorld.ts), the policy playing every seat's replies, and in the first trick each
 * world also solved for made or set (the most worlds decide, the rollouts break ties);
 * from the second trick (six tricks or fewer left), each world is solved exactly instead
 * (tricksLeaf.ts, tricksSolver.ts).
 */
import {
  Generator,
  otherTeam,
  teamOf,
  tricksFamily,
  type Rng,
  type TricksMove,
  type TricksState,
  type TricksView,
} from '../../engine/index';
import {
  determinizedSearch,
  levelChooser,
  type FamilyAi,
  type FamilyChoice,
  type FamilySearchResult,
  type LevelChooser,
  type SearchBudget,
} from '../core/familyAi';
import { BID_DEFAULTS, simulatedMove, type TricksBidOptions } from './tricksBid';
import { MADE_BUDGET, madeCounts, SOLVE_BUDGET, SOLVE_TRICKS, solvedSearch } from './tricksLeaf';
import { tricksPolicy } from './tricksPolicy';
import { tricksWorld } from './tricksWorld';

/** Hard's trick-play budget: worlds dealt, and rollouts of each move in each. */
export const TRICKS_SEARCH: SearchBudget = { worlds: 40, rolloutsPerMove: 1 };

/**
 * What a rollout's end is worth to the seat's team: the marks (or points) the hand gave
 * each team, a mark counted as 42; the hand's points as a tie-break; a game won or lost
 * on top.
 */
export function tricksValue(state: TricksState, seat: number): number {
  const hand = state.hand;
  if (!hand) return 0;
  const us = teamOf(seat);
  const them = otherTeam(us);
  const marks = state.options.scoring === 'marks';
  let v = (marks ? 42 : 1) * (hand.marks[us] - hand.marks[them]);
  if (marks) v += 0.25 * (hand.points[us] - hand.points[them]);
  if (state.over && state.winner) v += state.winner.includes(us) ? 126 : -126;
  return v;
}

export interface TricksHardOptions {
  readonly search: SearchBudget;
  readonly bidding: TricksBidOptions;
  /** The exact solver values each world once this many tricks or fewer remain (0: never). */
  readonly solveTricks: number;
  /** Positions the solver may search for one decision before it deals no more worlds. */
  readonly solveBudget: number;
  /** Before that, positions the made-or-set solves may search a decision (0: rollouts alone). */
  readonly madeBudget: number;
}

export const TRICKS_HARD_DEFAULTS: TricksHardOptions = {
  search: TRICKS_SEARCH,
  bidding: BID_DEFAULTS,
  solveTricks: SOLVE_TRICKS,
  solveBudget: SOLVE_BUDGET,
  madeBudget: MADE_BUDGET,
};

const core = {
  id: 'tricks',
  rules: tricksFamily,
  determinize: tricksWorld,
  policy: tricksPolicy,
  sideOf: (_state: TricksState, seat: number) => teamOf(seat),
  evaluate: tricksValue,
} as const;

/** Medium: the policy's move in one world (it reads only what the seat may know). */
function mediumChoice(view: TricksView, rng: Rng): FamilyChoice<TricksMove> {
  const g = new Generator(rng);
  const move = tricksPolicy(tricksWorld(view, g), g);
  return { move, rng: g.state() };
}

/** Hard: simulated bids and contracts, and the determinized search for plays. */
export function tricksHard(
  view: TricksView,
  legal: readonly TricksMove[],
  rng: Rng,
  options: TricksHardOptions = TRICKS_HARD_DEFAULTS,
): FamilyChoice<TricksMove> {
  const first = legal[0];
  const hand = view.hand;
  if (!first || !hand || legal.length === 1)
    return { move: first ?? { type: 'bid', seat: view.seat, bid: 'pass' }, rng };
  if (first.type !== 'play') return simulatedMove(view, hand, first, legal, rng, options.bidding);
  const solved = solvedSearch(
    view,
    legal,
    rng,
    options.search.worlds,
    options.solveTricks,
    options.solveBudget,
  );
  if (solved) return solved;
  const result = determinizedSearch(tricksAi, view, rng, options.search);
  return (
    madeOrSetChoice(view, legal, result, options) ?? {
      move: result.best ?? first,
      rng: result.rng,
    }
  );
}

/**
 * Before the solver leaf takes over: the tile that makes the bid (or sets it) in the most
 * worlds, each solved exactly for made or set (`madeCounts`); the rollouts' values break
 * ties. Null where made or set is not solved (then the rollouts alone choose).
 */
function madeOrSetChoice(
  view: TricksView,
  legal: readonly TricksMove[],
  rollouts: FamilySearchResult<TricksMove>,
  options: TricksHardOptions,
): FamilyChoice<TricksMove> | null {
  if (options.madeBudget <= 0) return null;
  const tiles = legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []));
  if (tiles.length !== legal.length) return null;
  const g = new Generator(rollouts.rng);
  const counts = madeCounts(view, tiles, g, options.search.worlds, options.madeBudget);
  if (!counts) return null;
  const valueOf = (tile: number) => {
    const i = rollouts.moves.findIndex((m) => m.type === 'play' && m.tile === tile);
    return rollouts.values[i] ?? -Infinity;
  };
  let best = 0;
  tiles.forEach((tile, i) => {
    const c = counts[i] ?? 0;
    const top = counts[best] ?? 0;
    if (c > top || (c === top && valueOf(tile) > valueOf(tiles[best] ?? 0))) best = i;
  });
  return { move: legal[best] ?? (legal[0] as TricksMove), rng: g.state() };
}

/** A level's choice among the legal moves of the seat whose view it is. */
export type TricksChooser = LevelChooser<TricksView, TricksMove>;

/** The levels, Hard with another budget if asked: for the arena and the bench. */
export function tricksChooser(options: TricksHardOptions = TRICKS_HARD_DEFAULTS): TricksChooser {
  return levelChooser(
    (view, _legal, rng) => mediumChoice(view, rng),
    (view, legal, rng) => tricksHard(view, legal, rng, options),
  );
}

export const tricksAi: FamilyAi<TricksState, TricksMove, TricksView> = {
  ...core,
  choose: tricksChooser(),
};
