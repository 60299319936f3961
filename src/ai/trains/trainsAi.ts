/**
 * Mexican Train's computer players (RULES.md §16) through the family-neutral contract:
 * Easy plays a random legal move; Medium the policy (trainsPolicy.ts); Hard plans its
 * private train (the longest chain from its open end through its hand) and searches the
 * few best plays by the determinized search (familyAi.ts) over worlds of trainsWorld.ts,
 * the policy playing every seat to the round's end, valued by the round's pips (lower wins).
 */
import {
  Generator,
  handPoints,
  hasPip,
  otherPip,
  pips,
  trainIndex,
  trainsFamily,
  type Rng,
  type Tile,
  type TrainsMove,
  type TrainsState,
  type TrainsView,
} from '../../engine/index';
import {
  determinizedSearch,
  levelChooser,
  type FamilyAi,
  type FamilyChoice,
  type LevelChooser,
  type SearchBudget,
} from '../core/familyAi';
import { bestMove, playScore, trainsPolicy, TRAINS_WEIGHTS } from './trainsPolicy';
import { trainsWorld } from './trainsWorld';

/** Hard's budget: worlds dealt and rollouts per candidate in each (bench:ai-mt holds p95 ≤ 100 ms). */
export const TRAINS_SEARCH: SearchBudget = { worlds: 16, rolloutsPerMove: 1 };
/** Hard searches only this many plays, the best by its planning score. */
export const TRAINS_CANDIDATES = 6;
/** Nodes of the private-train search before it settles for the best chain found. */
const CHAIN_NODES = 4000;

/**
 * What a rollout's end is worth to the seat: the round's points of the others (mean) less
 * its own, from the result once the round is over, else from the hands as they stand.
 */
export function trainsValue(state: TrainsState, seat: number): number {
  const round = state.round;
  if (!round) return 0;
  const points =
    round.result?.points ?? round.hands.map((h) => handPoints(h, state.config.doubleBlank));
  const n = points.length;
  let others = 0;
  points.forEach((p, s) => {
    if (s !== seat) others += p;
  });
  return (n > 1 ? others / (n - 1) : 0) - (points[seat] ?? 0);
}

/** A chain of tiles from an open end: the tiles in order, and their pips. */
export interface TrainsChain {
  readonly tiles: readonly Tile[];
  readonly pips: number;
}

/** The longest chain from `open` through `hand` (most tiles, then most pips), by DFS. */
export function longestChain(hand: readonly Tile[], open: number): TrainsChain {
  let best: TrainsChain = { tiles: [], pips: 0 };
  const used = new Uint8Array(hand.length);
  const path: Tile[] = [];
  let nodes = 0;
  const dfs = (end: number, sum: number): void => {
    nodes++;
    if (path.length > best.tiles.length || (path.length === best.tiles.length && sum > best.pips))
      best = { tiles: path.slice(), pips: sum };
    if (nodes > CHAIN_NODES) return;
    hand.forEach((t, i) => {
      if (used[i] === 1 || !hasPip(t, end)) return;
      used[i] = 1;
      path.push(t);
      dfs(otherPip(t, end), sum + pips(t));
      path.pop();
      used[i] = 0;
    });
  };
  dfs(open, 0);
  return best;
}

/**
 * Hard's planning score of a play: the policy's, and its private train kept: a tile of the
 * longest chain played anywhere but as that chain's next tile on its own train costs the
 * chain's length it breaks; while its own train is safe (no marker) plays elsewhere gain.
 */
function planScore(state: TrainsState, move: TrainsMove, chain: TrainsChain): number {
  const round = state.round;
  if (!round || move.type !== 'play') return -Infinity;
  const n = state.config.players;
  const own = trainIndex(move.train, n) === move.seat;
  let score = playScore(round, n, move, TRAINS_WEIGHTS);
  const at = chain.tiles.indexOf(move.tile);
  if (at >= 0 && !(own && at === 0)) score -= 3 * (chain.tiles.length - at);
  if (!own && !round.markers[move.seat] && at < 0) score += 3;
  return score;
}

const core = {
  id: 'trains',
  rules: trainsFamily,
  determinize: trainsWorld,
  policy: trainsPolicy,
  sideOf: (_state: TrainsState, seat: number) => seat,
  evaluate: trainsValue,
} as const;

/** Medium: the policy's best play without noise (it reads only the seat's tiles and the table). */
function mediumChoice(
  view: TrainsView,
  legal: readonly TrainsMove[],
  rng: Rng,
): FamilyChoice<TrainsMove> {
  const g = new Generator(rng);
  const move = bestMove(trainsWorld(view, g), legal, { ...TRAINS_WEIGHTS, noise: 0 }, null);
  return { move, rng: g.state() };
}

export interface TrainsHardOptions {
  readonly search: SearchBudget;
  readonly candidates: number;
}

export const TRAINS_HARD_DEFAULTS: TrainsHardOptions = {
  search: TRAINS_SEARCH,
  candidates: TRAINS_CANDIDATES,
};

/** Hard: the private train's chain in a first turn; else the search over its best plays. */
export function trainsHard(
  view: TrainsView,
  legal: readonly TrainsMove[],
  rng: Rng,
  options: TrainsHardOptions = TRAINS_HARD_DEFAULTS,
): FamilyChoice<TrainsMove> {
  const first = legal[0];
  const round = view.round;
  if (!first || !round || legal.length === 1) return { move: first ?? stopOf(view), rng };
  const hand = round.hand;
  const chain = longestChain(hand, round.open[view.seat] ?? 0);
  const phase = view.phase;
  if (phase.kind === 'turn' && (phase.name === 'first' || phase.name === 'first-more')) {
    const next = chain.tiles[0];
    const play = legal.find((m) => m.type === 'play' && m.tile === next);
    if (play) return { move: play, rng };
  }
  const g = new Generator(rng);
  const world = trainsWorld(view, g);
  const ranked = legal
    .map((move) => ({ move, score: planScore(world, move, chain) }))
    .sort((a, b) => b.score - a.score);
  const candidates = ranked.slice(0, Math.max(1, options.candidates)).map((r) => r.move);
  if (candidates.length === 1) return { move: candidates[0] as TrainsMove, rng: g.state() };
  const rooted: FamilyAi<TrainsState, TrainsMove, TrainsView> = {
    ...trainsAi,
    rules: { ...trainsFamily, legalMoves: () => candidates },
  };
  const result = determinizedSearch(rooted, view, g.state(), options.search);
  return { move: result.best ?? (candidates[0] as TrainsMove), rng: result.rng };
}

function stopOf(view: TrainsView): TrainsMove {
  return { type: 'pass', seat: view.seat };
}

/** A level's choice among the legal moves of the seat whose view it is. */
export type TrainsChooser = LevelChooser<TrainsView, TrainsMove>;

/** The levels, Hard with another budget if asked: for the arena and the bench. */
export function trainsChooser(options: TrainsHardOptions = TRAINS_HARD_DEFAULTS): TrainsChooser {
  return levelChooser(mediumChoice, (view, legal, rng) => trainsHard(view, legal, rng, options));
}

export const trainsAi: FamilyAi<TrainsState, TrainsMove, TrainsView> = {
  ...core,
  choose: trainsChooser(),
};
