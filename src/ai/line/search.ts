/**
 * Hard's search: determinized sampling. Deal the unseen tiles consistently with
 * the public history (`hiddenSlots`, `sampleWorld`); in each world, play every
 * candidate chain of this turn and then the whole hand out with the rollout
 * policy, replies included; score the end against the other sides (end-of-hand
 * bonus and the game's target included). A move is worth its best chain's mean
 * over the worlds. The budget counts simulated moves, never wall time, so the
 * same seed always gives the same choice.
 */
import { applyMove, Generator, sideOf, type GameState, type Rng } from '../../engine/index';
import { chainsFrom, type ChainPlan } from './chain';
import { ownState, sampleWorld, worldState } from './determinize';
import { hiddenSlots } from './inference';
import type { InformationSet } from './infoSet';
import { DEFAULT_POLICY, outcomeValue, rollout, type RolloutPolicy } from './rollout';

export interface SearchOptions {
  /** Simulated moves per decision (plans and rollouts) on a double-six set, scaled by 6 / max_pip on larger sets: the deterministic time budget. */
  readonly budget: number;
  /**
   * Worlds sampled at least, whatever the budget. Two: a world of a long
   * double-twelve hand costs several of a double-six one, and the budget must
   * bound them (a Horse Race hand spends its budget on a dozen worlds or more).
   */
  readonly minWorlds: number;
  /** Worlds sampled at most. */
  readonly maxWorlds: number;
  /** Chains of this turn evaluated at most (the best few per first move are kept). */
  readonly maxPlans: number;
  /** What winning (or losing) the game is worth, as a fraction of the target. */
  readonly winShare: number;
  readonly policy: RolloutPolicy;
}

export const SEARCH_DEFAULTS: SearchOptions = {
  budget: 12000,
  minWorlds: 2,
  maxWorlds: 200,
  maxPlans: 24,
  winShare: 1 / 3,
  policy: DEFAULT_POLICY,
};

/** The search's verdict on each legal move (in `view.legal` order). */
export interface SearchResult {
  /** Mean outcome of the move's best chain, in points against the other sides. */
  readonly values: readonly number[];
  /** The best chain found for each move. */
  readonly plans: readonly (ChainPlan | null)[];
  /** Worlds sampled. */
  readonly worlds: number;
  readonly rng: Rng;
}

/** How promising a chain looks before any search: points, then pips shed. */
function prior(plan: ChainPlan): number {
  return plan.points + 0.05 * plan.pips;
}

/** The candidate chains: every first move's best few, then the best of the rest, up to `max`. */
export function candidatePlans(
  view: InformationSet,
  max: number,
): { plan: ChainPlan; move: number }[] {
  const own = ownState(view);
  const perMove = view.legal.map((m, i) =>
    chainsFrom(own, m)
      .map((plan) => ({ plan, move: i }))
      .sort((a, b) => prior(b.plan) - prior(a.plan)),
  );
  const chosen: { plan: ChainPlan; move: number }[] = [];
  const rest: { plan: ChainPlan; move: number }[] = [];
  for (const list of perMove) {
    const head = list[0];
    if (head) chosen.push(head);
    rest.push(...list.slice(1));
  }
  rest.sort((a, b) => prior(b.plan) - prior(a.plan));
  for (const c of rest) {
    if (chosen.length >= Math.max(max, view.legal.length)) break;
    chosen.push(c);
  }
  return chosen;
}

function applyPlan(state: GameState, plan: ChainPlan): GameState | null {
  let s = state;
  for (const move of plan.moves) {
    if (s.over || s.hand === null || s.hand.result !== null) break;
    const applied = applyMove(s, move);
    if (!applied.ok) return null;
    s = applied.value.state;
  }
  return s;
}

/** Evaluates every legal move of the view by determinized rollouts. */
export function searchMoves(
  view: InformationSet,
  rng: Rng,
  options: SearchOptions = SEARCH_DEFAULTS,
): SearchResult {
  const g = new Generator(rng);
  const candidates = candidatePlans(view, options.maxPlans);
  const slots = hiddenSlots(view);
  const side = sideOf(view.config, view.seat);
  const winValue = view.config.options.target * options.winShare;
  const sums = new Array<number>(candidates.length).fill(0);
  let used = 0;
  let worlds = 0;
  // A move on a double-nine or -twelve layout costs more (longer hands, more tiles to
  // copy): the budget shrinks with the set so a decision takes about as long.
  const budget = options.budget * Math.min(1, 6 / view.config.options.maxPip);
  while (worlds < options.maxWorlds && (worlds < options.minWorlds || used < budget)) {
    const base = worldState(view, sampleWorld(view, slots, g));
    // The same rollout noise for every candidate in this world (common random numbers).
    const noise: [number, number, number, number] = [g.next(), g.next(), g.next(), g.next()];
    candidates.forEach((c, i) => {
      const start = applyPlan(base, c.plan);
      if (start === null) {
        sums[i] = -Infinity;
        return;
      }
      used += c.plan.moves.length;
      const r = rollout(start, new Generator(noise), options.policy);
      used += r.moves;
      sums[i] = (sums[i] as number) + outcomeValue(view.scores, r.state, side, winValue);
    });
    worlds++;
  }
  const values = view.legal.map(() => -Infinity);
  const plans: (ChainPlan | null)[] = view.legal.map(() => null);
  candidates.forEach((c, i) => {
    const mean = (sums[i] as number) / Math.max(1, worlds);
    if (mean > (values[c.move] as number)) {
      values[c.move] = mean;
      plans[c.move] = c.plan;
    }
  });
  return { values, plans, worlds, rng: g.state() };
}
