/**
 * What a Mexican Train lesson's position comes to for the learner, by the one judge's search
 * for the family: every hand open (a lesson's deal and boneyard are known), the round played
 * out many times by the computer players' policy (src/ai/trains/trainsPolicy.ts, with its noise) for
 * every seat, as Hard's search plays its worlds out; the mean of the others' round points
 * less the learner's (src/ai/trains/trainsAi.ts's `trainsValue`). Every position is played out on
 * the same seeded draws, so two moves are weighed alike.
 */
import { rolloutHand } from '../../ai/core/familyAi';
import { trainsValue } from '../../ai/trains/trainsAi';
import { trainsPolicy } from '../../ai/trains/trainsPolicy';
import { Generator, seedRng } from '../../engine/core/rng';
import { trainsFamily } from '../../engine/trains/trainsFamily';
import type { TrainsState } from '../../engine/trains/trainsState';
import type { Worth } from '../familyTypes';

/** Rounds played out for one position. */
export const TRAINS_PLAYOUTS = 32;

const roller = { rules: trainsFamily, policy: trainsPolicy };

/** The mean round margin for `seat` over `TRAINS_PLAYOUTS` playouts; null outside a round's turn. */
export function trainsWorth(state: TrainsState, seat: number): Worth | null {
  if (!state.round) return null;
  const g = new Generator(seedRng('lesson/trains-worth'));
  let sum = 0;
  for (let i = 0; i < TRAINS_PLAYOUTS; i++)
    sum += trainsValue(rolloutHand(roller, state, g).state, seat);
  return {
    marks: 0,
    points: Math.round((sum / TRAINS_PLAYOUTS) * 10) / 10,
    basis: `With every hand open, over ${TRAINS_PLAYOUTS} rounds played out`,
    estimate: true,
  };
}
