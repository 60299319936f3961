/**
 * Muggins the other way round, in the count-it-yourself drill: the computer players
 * claim their own points too, and sometimes forget (more often the weaker they are,
 * decided by the game's seed so a game replays the same). The person may then call
 * "Muggins!" (the machine's `CALL_MUGGINS`) until their own next move in that hand.
 *
 * One truth, as for the person's claims (docs/practice.md): the engine's scores never
 * move. A call is kept in the practice state (`calls`) and counted in the drill's tally
 * ("You caught 1 of 2 missed counts, 10 points"), beside the Muggins called on the person.
 */
import { lineState } from './lineState';
import type { Level } from '../ai/core/level';
import type { CountClaims } from '../engine/core/family';
import { sideOf } from '../engine/line/state';
import { refuse, type GameContext } from './context';
import type { MugginsCall, PracticeState } from './practiceState';
import { familyFor } from './settings';

export type { MugginsCall };

/** How often a computer player of each level forgets to claim a scoring placement. */
export const MISS_RATE: Readonly<Record<Level, number>> = {
  random: 0.4,
  easy: 0.4,
  medium: 0.2,
  hard: 0.08,
};

/** FNV-1a of a string to a number in [0, 1). */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // One more mix so neighbouring moves do not get neighbouring numbers.
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  h ^= h >>> 12;
  return (h >>> 0) / 2 ** 32;
}

/** Whether the computer forgets to claim placement `move` of hand `hand` (seeded by the game). */
export function computerMisses(seed: string, hand: number, move: number, level: Level): boolean {
  return unit(`${seed}/muggins/${hand}/${move}`) < MISS_RATE[level];
}

/** A computer opponent's scoring placement and its own claim, in the drill. */
export interface ComputerCount {
  readonly hand: number;
  readonly move: number;
  readonly seat: number;
  /** The engine's points for the placement. */
  readonly points: number;
  /** The computer did not claim them. */
  readonly missed: boolean;
  /** The person called Muggins on it. */
  readonly called: boolean;
  /** Missed, not called, and the person has not moved since in that hand: callable now. */
  readonly open: boolean;
}

function personSeat(context: GameContext): number {
  const s = context.settings.seats.findIndex((x) => x.kind === 'human');
  return s < 0 ? 0 : s;
}

/**
 * The family's counts to claim, where its plays score them (the contract's optional
 * `counts`: the line of play's; a Mexican Train or Texas 42 play scores nothing to claim, so
 * its practice never opens a claim); null otherwise.
 */
export function countClaims(context: GameContext): CountClaims<unknown> | null {
  return familyFor(context.settings).counts ?? null;
}

/** Every scoring placement of a computer opponent (another side than the person's) this game. */
export function computerCounts(context: GameContext): ComputerCount[] {
  const p = context.practice;
  const counts = countClaims(context);
  if (!p || !counts) return [];
  const config = lineState(context).config;
  const me = personSeat(context);
  const calls = p.calls ?? [];
  const last = context.hands.length - 1;
  const out: ComputerCount[] = [];
  context.hands.forEach((hand, h) => {
    hand.events.forEach((event, m) => {
      const count = counts.scoring(event);
      if (!count || count.points <= 0) return;
      const seat = context.settings.seats[count.seat];
      if (seat?.kind !== 'computer' || sideOf(config, count.seat) === sideOf(config, me)) return;
      const missed = computerMisses(context.settings.seed, h, m, seat.level);
      const called = calls.some((c) => c.hand === h && c.move === m);
      const since = hand.events.slice(m + 1).some((e) => e.seat === me);
      const open = p.counting && missed && !called && h === last && !since;
      out.push({ hand: h, move: m, seat: count.seat, points: count.points, missed, called, open });
    });
  });
  return out;
}

export interface MugginsTally {
  /** Computer counts missed so far and no longer open (caught or let go); open ones are not told. */
  readonly missed: number;
  /** Of those, the ones the person called. */
  readonly caught: number;
  /** The points of the counts the person called. */
  readonly caughtPoints: number;
}

export function mugginsTally(context: GameContext): MugginsTally {
  const counts = computerCounts(context).filter((c) => c.missed && !c.open);
  const caught = counts.filter((c) => c.called);
  return {
    missed: counts.length,
    caught: caught.length,
    caughtPoints: caught.reduce((s, c) => s + c.points, 0),
  };
}

/**
 * What the computers said since the person's last move in this hand: the counts they
 * claimed (a missed one says nothing, so only the count itself gives it away).
 */
export function recentClaims(context: GameContext): ComputerCount[] {
  if (!context.practice?.counting) return [];
  const last = context.hands.length - 1;
  const me = personSeat(context);
  const events = context.hands[last]?.events ?? [];
  let from = events.length;
  while (from > 0 && events[from - 1]?.seat !== me) from--;
  return computerCounts(context).filter((c) => c.hand === last && c.move >= from && !c.missed);
}

/** Whether `CALL_MUGGINS` is taken now: a computer's missed count is open. */
export function mayCallMuggins(context: GameContext): boolean {
  return computerCounts(context).some((c) => c.open);
}

/** The call made: every missed count open now is taken (in the drill's tally, not the scores). */
export function callMuggins(context: GameContext): GameContext {
  const p = context.practice;
  const open = computerCounts(context).filter((c) => c.open);
  if (!p || open.length === 0) return context;
  const calls = [...(p.calls ?? []), ...open.map((c) => ({ hand: c.hand, move: c.move }))];
  return { ...context, practice: { ...p, calls }, refusal: null };
}

export function refuseMuggins(context: GameContext): GameContext {
  if (!context.practice) return refuse(context, 'not-practice', 'Muggins is called in practice');
  if (!context.practice.counting)
    return refuse(context, 'no-muggins', 'Muggins is part of the count-it-yourself drill');
  return refuse(
    context,
    'no-muggins',
    'no Muggins to call: every count since your last move was claimed',
  );
}

/** The calls that still refer to moves of the game (after an undo, later ones are dropped). */
export function keptCalls(context: GameContext, p: PracticeState): readonly MugginsCall[] {
  return (p.calls ?? []).filter((c) => {
    const hand = context.hands[c.hand];
    return hand !== undefined && c.move < hand.events.length;
  });
}
