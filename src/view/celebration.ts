/**
 * Which moments the table celebrates, as data (pure, Node-tested): a big chain
 * (three plays in one turn, or four points or more in it), a "domino!" (a seat
 * went out) or a blocked hand, called out over the final board, and the end of the
 * game, loud for the person's win and quiet for a loss. `src/scenes/table/celebrate.ts` draws them; how much motion follows the pace
 * and the reduced-motion setting (`celebrationMotion`).
 */
import type { LogEntry } from '../machine/history';
import { turnsOf } from '../machine/turns';
import { sideOfSeat, wentOutOf, type TableNames, type TableView } from './tableView';

/**
 * A chain is big from `BIG_CHAIN_PLAYS` (3) plays in one turn, or from the points a count of
 * `BIG_CHAIN_COUNT` (20) scores, by the engine's own `playPoints` (the view's
 * `facts.bigPoints`): four points where a point is five of the count, twenty where it is one.
 */
import { BIG_CHAIN_PLAYS } from './viewRules';
export { BIG_CHAIN_COUNT, BIG_CHAIN_PLAYS } from './viewRules';

export type Celebration =
  | {
      readonly kind: 'chain';
      readonly seat: number;
      readonly plays: number;
      readonly points: number;
      readonly text: string;
    }
  | { readonly kind: 'domino'; readonly seat: number; readonly text: string }
  | { readonly kind: 'blocked'; readonly text: string }
  | { readonly kind: 'win'; readonly sides: readonly number[]; readonly text: string }
  | { readonly kind: 'loss'; readonly sides: readonly number[]; readonly text: string };

/** What the words need of the table: the names and whose the person's seat is. */
export interface CelebrationNames extends TableNames {
  /** The person's side (their team with partners); null when they only watch. */
  readonly yourSide: number | null;
  /** The points in one turn that make it big (`BIG_CHAIN_COUNT` scored); null where plays score nothing. */
  readonly bigPoints: number | null;
  /** Sides are teams ("West & East win"). */
  readonly partners: boolean;
}

/** The plays of the turn that `log[index]` (a play) belongs to, as far as it goes (`turnsOf`). */
export function turnSoFar(
  log: readonly LogEntry[],
  index: number,
): { plays: number; points: number; pointsBefore: number } {
  const last = log[index];
  if (last?.kind !== 'play') return { plays: 0, points: 0, pointsBefore: 0 };
  const turn = turnsOf(log.slice(0, index + 1), (e) => ('seat' in e ? e.seat : null)).at(-1);
  const plays = log.slice(turn?.first ?? index, index + 1).filter((e) => e.kind === 'play');
  const points = plays.reduce((sum, e) => sum + e.points, 0);
  return { plays: plays.length, points, pointsBefore: points - last.points };
}

/**
 * The flourish for the step `log[index]`, or null. A chain is celebrated once per turn:
 * on the play that makes it big (its third play, or the one that brings it to four points).
 */
export function celebrationAt(
  log: readonly LogEntry[],
  index: number,
  who: CelebrationNames,
): Celebration | null {
  const entry = log[index];
  if (!entry) return null;
  const name = (seat: number): string => who.names[seat] ?? '';
  switch (entry.kind) {
    case 'play': {
      const { plays, points, pointsBefore } = turnSoFar(log, index);
      const big = who.bigPoints;
      const byPoints = (p: number): boolean => big !== null && p >= big;
      const isBig = (n: number, p: number): boolean => n >= BIG_CHAIN_PLAYS || byPoints(p);
      if (!isBig(plays, points) || isBig(plays - 1, pointsBefore)) return null;
      const mine = entry.seat === who.you;
      const what = byPoints(points) ? `+${points} this turn` : `${plays} plays in a row`;
      return {
        kind: 'chain',
        seat: entry.seat,
        plays,
        points,
        text: mine ? `Big turn! ${what}` : `${name(entry.seat)}: ${what}`,
      };
    }
    case 'hand-end': {
      const out = wentOutOf(entry);
      // A blocked hand is called out too (the panel says who had the lightest hand).
      if (out === null)
        return entry.end === 'blocked'
          ? { kind: 'blocked', text: 'Blocked! Nobody can play' }
          : null;
      return {
        kind: 'domino',
        seat: out,
        text: out === who.you ? 'Domino! You went out' : `Domino! ${name(out)} went out`,
      };
    }
    case 'game-over': {
      const sides = entry.winner;
      const won = who.yourSide !== null && sides.includes(who.yourSide);
      const names = sides.map((side) => who.sideNames[side] ?? '').join(' and ');
      if (won) return { kind: 'win', sides, text: 'You win!' };
      return {
        kind: 'loss',
        sides,
        text: `${names} ${sides.length > 1 || who.partners ? 'win' : 'wins'}`,
      };
    }
    default:
      return null;
  }
}

/** How a celebration moves: not at all (instant pace), still (reduced motion: alpha only), or fully. */
export type CelebrationMotion = 'none' | 'still' | 'full';

export function celebrationMotion(prefs: {
  readonly speed: string;
  readonly reducedMotion: boolean;
}): CelebrationMotion {
  if (prefs.speed === 'instant') return 'none';
  return prefs.reducedMotion ? 'still' : 'full';
}

/** The names a table view gives the celebrations. */
export function celebrationNames(view: TableView): CelebrationNames {
  return {
    names: view.names,
    sideNames: view.sideNames,
    you: view.you,
    yourSide: view.you === null ? null : sideOfSeat(view.facts, view.you),
    bigPoints: view.facts.bigPoints,
    partners: view.facts.partners,
  };
}
