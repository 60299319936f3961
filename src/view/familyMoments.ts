/**
 * The moments a family's table celebrates, as the line table's (`celebration.ts`): the game
 * won (the person's side) or lost (the winners named), a round's end called out (Mexican
 * Train's "Domino!" or a blocked round), and the line's big turn. Pure; the family's table part says which, from its
 * seat view, and the table plays it once, when the step is new.
 */
import type { Celebration } from './celebration';
import { BIG_CHAIN_PLAYS } from './viewRules';

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

/** A plain step of the line's history: a seat's play (with its points), draw or pass. */
interface SeatStep {
  readonly type: string;
  readonly seat?: number;
  readonly points?: number;
}

/**
 * A big turn, called out on the play that makes it big (its third play in one turn, or the
 * one that brings the turn to `bigPoints`), as the line table did; null otherwise. `history`:
 * the hand's steps, the last one the play just made; `bigPoints` null where plays score nothing.
 */
export function chainMoment(
  history: readonly { readonly hand: number; readonly event: unknown }[],
  bigPoints: number | null,
  names: readonly string[],
  viewer: number | null,
): Celebration | null {
  const last = history[history.length - 1];
  const step = last?.event as SeatStep | undefined;
  if (!last || step?.type !== 'play' || step.seat === undefined) return null;
  const seat = step.seat;
  let plays = 0;
  let points = 0;
  // The turn: the seat's own steps back to another seat's (or the deal).
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    const e = h?.event as SeatStep | undefined;
    if (!h || h.hand !== last.hand || e?.seat !== seat) break;
    if (e.type === 'play') {
      plays++;
      points += e.points ?? 0;
    }
  }
  const before = points - (step.points ?? 0);
  const big = (n: number, p: number): boolean =>
    n >= BIG_CHAIN_PLAYS || (bigPoints !== null && p >= bigPoints);
  if (!big(plays, points) || big(plays - 1, before)) return null;
  const what =
    bigPoints !== null && points >= bigPoints ? `+${points} this turn` : `${plays} plays in a row`;
  const text = seat === viewer ? `Big turn! ${what}` : `${names[seat] ?? ''}: ${what}`;
  return { kind: 'chain', seat, plays, points, text };
}
