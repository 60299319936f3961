/**
 * Texas 42's state, moves and events (RULES.md §17), and its options as a record names
 * them (RECORD.md "Texas 42 records"). Everything here is plain readonly data.
 */
import type { Checked } from '../core/family';
import { refuse } from '../core/family';
import { field, isRecordObject, quote } from '../core/quote';
import type { Tile } from '../core/tiles';
import type { TricksBid } from './tricksBidding';
import type { DoublesMode, TrickPlay, TrumpName } from './tricksSuits';

export const TRICKS_PRESET = 'texas-42';
export const TRICKS_SEATS = 4;
export const TRICKS_HAND_SIZE = 7;

/** The rule options a record may carry (§17.12), in engine spelling. */
export interface TricksOptions {
  /** `forced`: the dealer must bid after three passes; `reshake`: four passes throw the hand in. */
  readonly allPass: 'forced' | 'reshake';
  /** `decided`: the hand stops once made or set; `all_tricks`: all seven tricks are played. */
  readonly handEnd: 'decided' | 'all_tricks';
  /** `marks` (game to 7 marks) or `points` (game to 250, every trick played). */
  readonly scoring: 'marks' | 'points';
  /** Marks, or points with points scoring, that win the game. */
  readonly target: number;
  /** Whether the bidder of a marks bid may declare nello. */
  readonly nello: boolean;
  /** In nello: the doubles a suit of their own, or each the highest or lowest of its number's suit. */
  readonly nelloDoubles: DoublesMode;
  /** Outside nello: a double the highest or the lowest of its suit, trumps included. */
  readonly doublesInSuit: 'high' | 'low';
  /** `two_then_one`: the first marks bid 42 or 84, then one mark more; `one_at_a_time`: 42 first. */
  readonly markBids: 'two_then_one' | 'one_at_a_time';
  /** Whether a holder of four doubles may plunge (4 marks; the partner names the contract). */
  readonly plunge: boolean;
  /** Whether a holder of three doubles may splash (2 or 3 marks; the partner names it). */
  readonly splash: boolean;
  /** Whether the bidder of a marks bid may declare sevens. */
  readonly sevens: boolean;
}

export const DEFAULT_TRICKS_OPTIONS: TricksOptions = {
  allPass: 'forced',
  handEnd: 'decided',
  scoring: 'marks',
  target: 7,
  nello: false,
  nelloDoubles: 'own_suit',
  doublesInSuit: 'high',
  markBids: 'two_then_one',
  plunge: false,
  splash: false,
  sevens: false,
};

/** The option names a record may carry. */
export const TRICKS_OPTION_NAMES = [
  'all_pass',
  'hand_end',
  'scoring',
  'target',
  'nello',
  'nello_doubles',
  'doubles_in_suit',
  'mark_bids',
  'plunge',
  'splash',
  'sevens',
] as const;

/** A bid of one fixed value that may jump, after which the bidder's partner names the contract. */
export type SpecialBid = 'plunge' | 'splash';

function choice<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
): Checked<T | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return { ok: true, value: value as T };
  return refuse(
    'bad-option',
    `option "${name}" must be ${allowed.map((a) => `"${a}"`).join(' or ')}, not ${quote(value)}`,
  );
}

function flag(raw: object, name: string): Checked<boolean> {
  const value = field(raw, name);
  if (value === undefined || value === null) return { ok: true, value: false };
  if (typeof value === 'boolean') return { ok: true, value };
  return refuse('bad-option', `option "${name}" must be true or false, not ${quote(value)}`);
}

/** The boolean options: the special contracts (§17.10), all for the marks game only (D17.24). */
const FLAGS = ['nello', 'plunge', 'splash', 'sevens'] as const;

/** Reads options keyed as in RECORD.md (`all_pass`, `hand_end`, …); undefined or null: defaults. */
export function readTricksOptions(raw: unknown): Checked<TricksOptions> {
  if (raw === undefined || raw === null) return { ok: true, value: DEFAULT_TRICKS_OPTIONS };
  if (!isRecordObject(raw)) return refuse('bad-option', '"options" must be an object');
  for (const name of Object.keys(raw)) {
    if (!(TRICKS_OPTION_NAMES as readonly string[]).includes(name))
      return refuse('bad-option', `unknown option ${quote(name)} for texas-42`);
  }
  const allPass = choice('all_pass', field(raw, 'all_pass'), ['forced', 'reshake'] as const);
  if (!allPass.ok) return allPass;
  const handEnd = choice('hand_end', field(raw, 'hand_end'), ['decided', 'all_tricks'] as const);
  if (!handEnd.ok) return handEnd;
  const scoring = choice('scoring', field(raw, 'scoring'), ['marks', 'points'] as const);
  if (!scoring.ok) return scoring;
  const nelloDoubles = choice('nello_doubles', field(raw, 'nello_doubles'), [
    'own_suit',
    'high',
    'low',
  ] as const);
  if (!nelloDoubles.ok) return nelloDoubles;
  const inSuit = choice('doubles_in_suit', field(raw, 'doubles_in_suit'), ['high', 'low'] as const);
  if (!inSuit.ok) return inSuit;
  const markBids = choice('mark_bids', field(raw, 'mark_bids'), [
    'two_then_one',
    'one_at_a_time',
  ] as const);
  if (!markBids.ok) return markBids;
  const points = scoring.value === 'points';
  const target = field(raw, 'target');
  if (
    target !== undefined &&
    target !== null &&
    !(Number.isInteger(target) && (target as number) > 0)
  )
    return refuse('bad-option', `option "target" must be a positive integer, not ${quote(target)}`);
  const flags = { nello: false, plunge: false, splash: false, sevens: false };
  for (const name of FLAGS) {
    const read = flag(raw, name);
    if (!read.ok) return read;
    if (points && read.value)
      return refuse('bad-option', `${name} is not played with "scoring": "points"`);
    flags[name] = read.value;
  }
  if (points && handEnd.value === 'decided')
    return refuse('bad-option', '"hand_end": "decided" is not played with "scoring": "points"');
  if ((nelloDoubles.value ?? 'own_suit') !== 'own_suit' && !flags.nello)
    return refuse('bad-option', '"nello_doubles" other than "own_suit" needs "nello": true');
  return {
    ok: true,
    value: {
      allPass: allPass.value ?? 'forced',
      handEnd: points ? 'all_tricks' : (handEnd.value ?? 'decided'),
      scoring: points ? 'points' : 'marks',
      target: typeof target === 'number' ? target : points ? 250 : 7,
      ...flags,
      nelloDoubles: nelloDoubles.value ?? 'own_suit',
      doublesInSuit: inSuit.value ?? 'high',
      markBids: markBids.value ?? 'two_then_one',
    },
  };
}

/** A trick that is complete: its plays (the lead first), who took it and what it was worth. */
export interface TricksTrick {
  readonly plays: readonly TrickPlay[];
  readonly winner: number;
  readonly points: number;
}

/** How a hand ended. */
export type TricksEnd = 'made' | 'set' | 'all-pass';

/** One hand in play (or just over). */
export interface TricksHand {
  /** The shaker: bids last; the next hand's is the seat to the left. */
  readonly dealer: number;
  /** The tiles each seat was dealt, seat 0 first. */
  readonly deal: readonly (readonly Tile[])[];
  /** The tiles each seat still holds, in the order dealt. */
  readonly hands: readonly (readonly Tile[])[];
  /** The bids so far, the dealer's left first. */
  readonly bids: readonly TricksBid[];
  /** The highest bid so far; 0 before the first. */
  readonly high: number;
  /** The seat that made `high`; null before the first bid. */
  readonly bidder: number | null;
  /** Whether `high` is a plunge or a splash (its maker's partner names the contract); else null. */
  readonly special: SpecialBid | null;
  /** The contract; null until it is named (by the bidder, or his partner after a special bid). */
  readonly trump: TrumpName | null;
  /** Where the doubles that are not trumps sit under the contract (§17.5 `dm()`). */
  readonly doubles: DoublesMode;
  /** The bidder's partner in nello, who sits out; null otherwise. */
  readonly out: number | null;
  /** The complete tricks, in order. */
  readonly tricks: readonly TricksTrick[];
  /** The plays of the trick being played, the lead first. */
  readonly current: readonly TrickPlay[];
  /** Who leads the current trick. */
  readonly leader: number;
  /** Tricks taken per team. */
  readonly taken: readonly [number, number];
  /** Points (1 a trick + count) taken per team. */
  readonly points: readonly [number, number];
  /** Made or set, once a complete trick decided it (may come before the end with all_tricks). */
  readonly result: 'made' | 'set' | null;
  /** The trick after which the result was known. */
  readonly decidedAt: number | null;
  /** Non-null once the hand is over: no more moves. */
  readonly end: TricksEnd | null;
  /** What the hand added to each team's score (marks, or points with points scoring). */
  readonly marks: readonly [number, number];
}

export interface TricksState {
  readonly options: TricksOptions;
  /** Running totals per team: team 0 = seats 0 + 2, team 1 = seats 1 + 3. */
  readonly scores: readonly [number, number];
  readonly over: boolean;
  readonly winner: readonly number[] | null;
  /** Hands started so far. */
  readonly handCount: number;
  /** The current (or last) hand; null before the first. */
  readonly hand: TricksHand | null;
}

/** A hand's deal: the shaker and each seat's 7 tiles, seat 0 first. */
export interface TricksDeal {
  readonly dealer: number;
  readonly hands: readonly (readonly Tile[])[];
}

export type TricksMove =
  | {
      readonly type: 'bid';
      readonly seat: number;
      readonly bid: TricksBid;
      /** A plunge or a splash (a numeric bid); absent for an ordinary bid or a pass. */
      readonly special?: SpecialBid;
    }
  | { readonly type: 'trump'; readonly seat: number; readonly trump: TrumpName }
  | { readonly type: 'play'; readonly seat: number; readonly tile: Tile };

/** What a move did, in order: the replay output and animations read these. */
export type TricksEvent =
  | {
      readonly type: 'bid';
      readonly seat: number;
      readonly bid: TricksBid;
      readonly special?: SpecialBid;
    }
  | { readonly type: 'trump'; readonly seat: number; readonly trump: TrumpName }
  | {
      readonly type: 'play';
      readonly seat: number;
      readonly tile: Tile;
      readonly trick: number;
      /** On the play that completes the trick: who took it and what it was worth. */
      readonly winner?: number;
      readonly points?: number;
    }
  | { readonly type: 'decided'; readonly result: 'made' | 'set'; readonly trick: number }
  | {
      readonly type: 'hand-end';
      readonly end: TricksEnd;
      readonly marks: readonly [number, number];
      readonly scores: readonly [number, number];
    }
  | { readonly type: 'game-over'; readonly winner: readonly number[] };

/** A team: 0 (seats 0 + 2) or 1 (seats 1 + 3). */
export type Team = 0 | 1;

export function teamOf(seat: number): Team {
  return (seat & 1) as Team;
}

export function otherTeam(team: Team): Team {
  return team === 0 ? 1 : 0;
}

export function partnerOf(seat: number): number {
  return (seat + 2) & 3;
}
