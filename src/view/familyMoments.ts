/**
 * The moments a family's table celebrates, as the line table's (`celebration.ts`): the game
 * won (the person's side) or lost (the winners named), and a round's end called out (Mexican
 * Train's "Domino!" or a blocked round). Pure; the family's table part says which, from its
 * seat view, and the table plays it once, when the step is new.
 */
import type { Celebration } from './celebration';

/** The game's end: "You win!" for the person's side, else the winners named. */
export function gameEndMoment(
  won: boolean,
  sides: readonly number[],
  winners: readonly string[],
): Celebration {
  if (won) return { kind: 'win', sides, text: 'You win!' };
  const names = winners.join(' and ');
  return { kind: 'loss', sides, text: `${names} ${winners.length > 1 ? 'win' : 'wins'}` };
}

/** A round's end: the seat that went out, or nobody able to play. */
export function roundEndMoment(
  out: number | null,
  name: string,
  viewer: number | null,
): Celebration {
  if (out === null) return { kind: 'blocked', text: 'Blocked! Nobody can play' };
  const text = out === viewer ? 'Domino! You went out' : `Domino! ${name} went out`;
  return { kind: 'domino', seat: out, text };
}
