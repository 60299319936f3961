/**
 * Mexican Train (RULES.md §16): the game's settings, its state as plain readonly data, its
 * moves, events and a seat's view, and reading the settings from a record's terms.
 *
 * A round's table is the hub (the engine double) and n + 1 trains: train s is seat s's
 * personal train and train n the Mexican train. Inside the engine a train is that index;
 * records and events name it as a seat number or "mexican" (`TrainRef`).
 */
import type { Phase } from '../core/family';
import { field, isRecordObject, quote } from '../core/quote';
import type { Tile } from '../core/tiles';

export const TRAINS_PRESET = 'mexican-train';
export const TRAINS_MIN_PLAYERS = 2;
export const TRAINS_MAX_PLAYERS = 8;
/** The largest starting total, or `double_blank`, a game takes (as the other presets' scores). */
export const TRAINS_SCORE_LIMIT = 1_000_000;

/** The sets the preset takes (§16.2, D16.2). */
export const TRAINS_SETS = [12, 9] as const;
export type TrainsSet = (typeof TRAINS_SETS)[number];

export const FIRST_TURNS = ['multi', 'single'] as const;
/** multi: first turns play several tiles on the own train (§16.6); single: every turn is ordinary. */
export type FirstTurn = (typeof FIRST_TURNS)[number];

/** The option keys a record may give (RECORD.md, Mexican Train §3). */
export const TRAINS_OPTION_KEYS = [
  'max_pip',
  'rounds',
  'engine_set_aside',
  'first_turn',
  'double_blank',
] as const;

export interface TrainsConfig {
  readonly players: number;
  /** 12 (double-twelve, the default) or 9. */
  readonly maxPip: TrainsSet;
  /** How many rounds the game has: maxPip + 1 by default (§16.3). */
  readonly rounds: number;
  /** The engine lies in the hub from the start, out of the deal (§16.4). */
  readonly engineSetAside: boolean;
  readonly firstTurn: FirstTurn;
  /** What [0|0] left in a hand counts (§16.10). */
  readonly doubleBlank: number;
}

/** A train as records and events name it: a seat number or "mexican". */
export type TrainRef = number | 'mexican';

export type TrainsMove =
  /** A draw: in the engine search, or with no legal play. */
  | { readonly type: 'draw'; readonly seat: number }
  /** A play with no train: the engine's placement in the hub. */
  | { readonly type: 'engine'; readonly seat: number; readonly tile: Tile }
  | { readonly type: 'play'; readonly seat: number; readonly tile: Tile; readonly train: TrainRef }
  /** Ends a first turn that could go on (D16.7). */
  | { readonly type: 'stop'; readonly seat: number }
  /** No legal play and nothing to draw: the seat's marker goes on its train. */
  | { readonly type: 'pass'; readonly seat: number };

export type RoundEnd = 'domino' | 'blocked';

/** How a round ended and what each seat adds (§16.9, §16.10). */
export interface RoundResult {
  readonly end: RoundEnd;
  /** The seats that went out (domino), or that hold the lowest points (blocked); ascending. */
  readonly winners: readonly number[];
  /** The pips left in each hand. */
  readonly pips: readonly number[];
  /** What each seat adds to its total: its pips, [0|0] counting `doubleBlank`. */
  readonly points: readonly number[];
}

export type TrainsEvent =
  | { readonly type: 'draw'; readonly seat: number; readonly tile: Tile }
  | { readonly type: 'engine'; readonly seat: number; readonly tile: Tile }
  | {
      readonly type: 'play';
      readonly seat: number;
      readonly tile: Tile;
      readonly train: TrainRef;
      /** The train's open end after the play. */
      readonly open: number;
      /** The trains ending in an unsatisfied double after the play, oldest first. */
      readonly unsatisfied: readonly TrainRef[];
    }
  | { readonly type: 'stop'; readonly seat: number }
  | { readonly type: 'pass'; readonly seat: number }
  | {
      readonly type: 'round-end';
      readonly result: RoundResult;
      /** The totals after the round. */
      readonly totals: readonly number[];
    }
  | { readonly type: 'game-over'; readonly winner: readonly number[] };

/**
 * An event as one seat may see it (`seatEvents`): a drawn tile's face only for its drawer
 * (`tile: null` for everyone else); the rest is public.
 */
export type TrainsSeenEvent =
  | Exclude<TrainsEvent, { type: 'draw' }>
  | { readonly type: 'draw'; readonly seat: number; readonly tile: Tile | null };

/**
 * What kind of move the seat on turn owes (§16.11): `search` (nobody holds the engine: draw),
 * `engine` (place it), `first` (a first turn, nothing played yet), `first-more` (a first turn
 * that may go on or stop), `play` (an ordinary turn, or a double's follow-up).
 */
export type TrainsStep = 'search' | 'engine' | 'first' | 'first-more' | 'play';

/** How a round is dealt: each seat's tiles, the boneyard (top first) and who starts it. */
export interface TrainsDeal {
  readonly hands: readonly (readonly Tile[])[];
  readonly boneyard: readonly Tile[];
  /** The round's starter (§16.4): the engine's holder or finder, or the first seat if set aside. */
  readonly leader: number;
  /** The round's engine, when the deal names it (checked). */
  readonly engine?: Tile;
}

/** One round in play. Arrays are shared between states and never changed once made. */
export interface TrainsRound {
  /** The round's index k in the game (0 for round 1). */
  readonly index: number;
  readonly engine: Tile;
  /** The engine's pip value e: every empty train's open end. */
  readonly engineValue: number;
  /** The seat that starts it (the engine's holder or finder, or k mod n). */
  readonly leader: number;
  readonly hands: readonly (readonly Tile[])[];
  /** The stock as dealt, top first; `stockTaken` of it have been drawn. */
  readonly stock: readonly Tile[];
  readonly stockTaken: number;
  /** n + 1 trains: seat s's at index s, the Mexican train at index n. */
  readonly trains: readonly (readonly Tile[])[];
  /** Each train's open end. */
  readonly open: readonly number[];
  /** Per seat: whether its train carries a marker. */
  readonly markers: readonly boolean[];
  /** Trains whose last tile is a double nothing lies on yet, in the order played. */
  readonly unsatisfied: readonly number[];
  readonly step: TrainsStep;
  /** The seat on turn. */
  readonly turn: number;
  /** Whether the seat on turn has drawn for the current obligation. */
  readonly drawn: boolean;
  /** How many first turns (under `multi`) have ended. */
  readonly firstDone: number;
  /** Whether the engine lies in the hub. */
  readonly placed: boolean;
  /** Set once the round has ended. */
  readonly result: RoundResult | null;
}

export interface TrainsState {
  readonly config: TrainsConfig;
  /** Each seat's running total (lower is better). */
  readonly totals: readonly number[];
  /** The rounds scored so far, oldest first (the score sheet's rows; public). */
  readonly scored: readonly RoundResult[];
  /** The round in play or just ended; null before the first deal. */
  readonly round: TrainsRound | null;
  readonly over: boolean;
  /** The seats with the lowest total once the game is over, ascending. */
  readonly winner: readonly number[] | null;
}

/** A round as one seat sees it: the table and the counts, its own tiles and no one else's. */
export interface TrainsRoundView extends Pick<
  TrainsRound,
  'index' | 'engine' | 'placed' | 'trains' | 'open' | 'markers' | 'result'
> {
  /** Whether the seat on turn has drawn for its current obligation (public: everyone saw it). */
  readonly drawn: boolean;
  /** This seat's own tiles. */
  readonly hand: readonly Tile[];
  readonly handSizes: readonly number[];
  readonly boneyardSize: number;
  /** The trains owed a follow-up, oldest first (seat numbers and 'mexican'). */
  readonly unsatisfied: readonly TrainRef[];
  /**
   * The train whose double binds the seat on turn now (§16.8): the oldest owed, or null when
   * none is, and in a first turn, where a seat plays only on its own train (§16.6) and the
   * doubles wait until every first turn is over.
   */
  readonly owing: TrainRef | null;
  /** Whether the seat on turn is in its first turn (§16.6: its own train only). */
  readonly firstTurn: boolean;
  /** Every seat's hand once the round is over (they are counted in the open); null before. */
  readonly shown: readonly (readonly Tile[])[] | null;
}

/** What one seat may know (its information set): its own tiles and everything public. */
export interface TrainsView {
  readonly seat: number;
  readonly config: TrainsConfig;
  readonly phase: Phase;
  readonly totals: readonly number[];
  /** The rounds scored so far, oldest first: what each seat added to its total in each. */
  readonly scored: readonly RoundResult[];
  /** The round as this seat sees it; null before the first deal. */
  readonly round: TrainsRoundView | null;
  readonly over: boolean;
  readonly winner: readonly number[] | null;
}

/** Tiles dealt to each seat (§16.2's table, D16.3). */
export function trainsHandSize(maxPip: number, players: number): number {
  const twelve = [15, 15, 15, 15, 15, 12, 12, 10, 10];
  const nine = [9, 9, 9, 9, 9, 7, 7, 7, 6];
  return (maxPip === 9 ? nine : twelve)[players] ?? 0;
}

export function trainRef(index: number, players: number): TrainRef {
  return index === players ? 'mexican' : index;
}

/** A train's index from its name, or -1 when there is no such train. */
export function trainIndex(ref: TrainRef, players: number): number {
  if (ref === 'mexican') return players;
  return Number.isInteger(ref) && ref >= 0 && ref < players ? ref : -1;
}

export function trainName(ref: TrainRef): string {
  return typeof ref === 'number' ? String(ref) : ref;
}

function isWhole(v: unknown, low: number, high: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= low && v <= high;
}

type Read<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** The options a record (or New game) gives, by RECORD.md's keys; unknown keys are refused. */
export function readTrainsOptions(raw: unknown): Read<Omit<TrainsConfig, 'players'>> {
  const bad = (message: string): Read<never> => ({ ok: false, message });
  if (raw === undefined) raw = {};
  if (!isRecordObject(raw)) return bad('"options" must be an object');
  for (const key of Object.keys(raw)) {
    if (!(TRAINS_OPTION_KEYS as readonly string[]).includes(key))
      return bad(`unknown option ${quote(key)} for mexican-train`);
  }
  const maxPip = field(raw, 'max_pip') ?? 12;
  if (maxPip !== 12 && maxPip !== 9) return bad('"max_pip" must be 12 or 9 for mexican-train');
  const rounds = field(raw, 'rounds') ?? maxPip + 1;
  if (!isWhole(rounds, 1, maxPip + 1))
    return bad(`"rounds" must be a whole number from 1 to ${maxPip + 1}`);
  const setAside = field(raw, 'engine_set_aside') ?? false;
  if (typeof setAside !== 'boolean') return bad('"engine_set_aside" must be true or false');
  const firstTurn = field(raw, 'first_turn') ?? 'multi';
  if (firstTurn !== 'multi' && firstTurn !== 'single')
    return bad('"first_turn" must be "multi" or "single"');
  const doubleBlank = field(raw, 'double_blank') ?? 0;
  if (!isWhole(doubleBlank, 0, TRAINS_SCORE_LIMIT))
    return bad(`"double_blank" must be a whole number from 0 to ${TRAINS_SCORE_LIMIT}`);
  return {
    ok: true,
    value: { maxPip, rounds, engineSetAside: setAside, firstTurn, doubleBlank },
  };
}

/** The settings of a game: players, partners, options and starting scores, as a record gives them. */
export function readTrainsSettings(
  players: unknown,
  partners: unknown,
  options: unknown,
  scores: unknown,
): Read<{ readonly config: TrainsConfig; readonly totals: readonly number[] }> {
  const bad = (message: string): Read<never> => ({ ok: false, message });
  if (!isWhole(players, TRAINS_MIN_PLAYERS, TRAINS_MAX_PLAYERS))
    return bad(`"players" must be a whole number from 2 to 8 for mexican-train`);
  if (partners !== undefined && partners !== false) {
    return partners === true
      ? bad('mexican-train has no partnerships: "partners" must be false')
      : bad('"partners" must be true or false');
  }
  const read = readTrainsOptions(options);
  if (!read.ok) return read;
  let totals: number[] = new Array<number>(players).fill(0);
  if (scores !== undefined) {
    if (!Array.isArray(scores) || scores.length !== players)
      return bad(`"scores" must list ${players} numbers, one per seat`);
    const list: unknown[] = scores;
    totals = [];
    for (const s of list) {
      if (!isWhole(s, 0, TRAINS_SCORE_LIMIT))
        return bad(`"scores" must be whole numbers from 0 to ${TRAINS_SCORE_LIMIT}`);
      totals.push(s);
    }
  }
  return { ok: true, value: { config: { players, ...read.value }, totals } };
}

/** A config's options in the record's terms (every key, so a record says what it was played with). */
export function trainsOptionsRecord(config: TrainsConfig): Record<string, unknown> {
  return {
    max_pip: config.maxPip,
    rounds: config.rounds,
    engine_set_aside: config.engineSetAside,
    first_turn: config.firstTurn,
    double_blank: config.doubleBlank,
  };
}
