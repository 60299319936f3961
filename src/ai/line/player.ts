/**
 * The computer-player contract shared by the game-flow machine and the AI:
 * a player sees only an InformationSet and a seeded generator, and returns a
 * legal move with the generator's next state.
 */
import { Generator, toMove, type LegalMove, type Move, type Rng } from '../../engine/index';
import type { Level } from '../core/level';
import type { InformationSet } from './infoSet';

/** Every family's levels (core/level.ts): the settings read them here, which keeps this module in the chunk they load. */
export { LEVELS, type Level } from '../core/level';

export interface Choice {
  readonly move: Move;
  readonly rng: Rng;
}

export interface ComputerPlayer {
  readonly level: Level;
  /** Chooses one of `view.legal` (which is non-empty when this is called). */
  choose(view: InformationSet, rng: Rng): Choice;
}

/** A uniformly random legal player: the stand-in until the levels land, and a baseline. */
export const randomPlayer: ComputerPlayer = {
  level: 'random',
  choose(view, rng) {
    const g = new Generator(rng);
    const legal = view.legal[g.int(view.legal.length)] as LegalMove;
    return { move: toMove(legal), rng: g.state() };
  },
};
