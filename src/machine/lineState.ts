/** The line of play's own parts' way to its state: a context's game, once it is the line's. */
import { lineFamily, type GameState } from '../engine/index';
import type { GameAt } from './context';
import { familyFor } from './settings';

/** Whether a context's game is the line of play's. */
export function isLineGame(context: Pick<GameAt, 'settings'>): boolean {
  return familyFor(context.settings) === lineFamily;
}

/**
 * The line of play's state of a game of the line's: what the line's own parts (its table's
 * selectors, practice, Muggins, the replay) read. Throws for another family's game: those
 * parts never hold one, so reaching here with one is a bug, not bad input.
 */
export function lineState(context: GameAt): GameState {
  if (!isLineGame(context))
    throw new Error(`${context.settings.preset} is not a line-of-play game`);
  return context.game as GameState;
}
