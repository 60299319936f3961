/**
 * The line of play's computer players through the family-neutral contract (familyAi.ts):
 * an adapter over today's modules, not a rewrite. `choose` is `playerFor(level)` itself,
 * so Easy, Medium and Hard play exactly as before; `determinize`, `policy` and `evaluate`
 * are the worlds, the rollout policy and the outcome value Hard's own search uses, for
 * generic tools (the family-neutral search, tests) to run on the line of play too.
 */
import {
  lineFamily,
  legalMoves,
  sideOf,
  toMove,
  type GameState,
  type InformationSet,
  type Move,
} from '../../engine/index';
import { sampleWorld, worldState } from './determinize';
import type { FamilyAi } from '../core/familyAi';
import { hiddenSlots } from './inference';
import { playerFor } from './levels';
import { DEFAULT_POLICY, outcomeValue, policyMove } from './rollout';
import { SEARCH_DEFAULTS } from './search';

/** A view the line-of-play AI can use: the family's seat view outside a hand is null. */
function handView(view: InformationSet | null): InformationSet {
  if (view === null) throw new Error('the line of play has no view outside a hand');
  return view;
}

export const lineAi: FamilyAi<GameState, Move, InformationSet | null> = {
  id: 'line',
  rules: lineFamily,
  determinize(view, g) {
    const v = handView(view);
    return worldState(v, sampleWorld(v, hiddenSlots(v), g));
  },
  policy(state, g) {
    const legal = legalMoves(state);
    return toMove(policyMove(state, legal, g, DEFAULT_POLICY));
  },
  sideOf: (state, seat) => sideOf(state.config, seat),
  evaluate(state, seat) {
    // Hard's own outcome value, from a level start (the worlds all begin at the view's scores).
    const zero = state.scores.map(() => 0);
    const winValue = state.config.options.target * SEARCH_DEFAULTS.winShare;
    return outcomeValue(zero, state, sideOf(state.config, seat), winValue);
  },
  // The view carries its own legal moves (`view.legal`, the same as the family's).
  choose: (level, view, _legal, rng) => playerFor(level).choose(handView(view), rng),
};
