/**
 * The family contract: what every family of domino game (the line of play, trains, tricks)
 * gives the rest of the program, in the spirit of boardgame.io's game definition and
 * chessops' positions. The machine, the computer players, the table, the archive and the
 * replay command take a family through this contract and never test a preset's name or
 * read a family's state.
 *
 * A family is pure: plain readonly data in, plain readonly data out, no clock, no
 * `Math.random`, never a throw for bad input (a refusal instead).
 */
import type { Rng } from './rng';
import type { Tile } from './tiles';

export const FAMILY_IDS = ['line', 'trains', 'tricks'] as const;
/** line: a line of play scored by its open ends (§1–§15); trains: Mexican Train (§16); tricks: Texas 42 (§17). */
export type FamilyId = (typeof FAMILY_IDS)[number];

/**
 * The seat number that sits nowhere, for a spectator: `seatView(state, SPECTATOR)` is what
 * everyone sees (no seat's tiles) and `unseen(state, SPECTATOR)` every tile in a hand or the
 * boneyard.
 */
export const SPECTATOR = -1;

/** Why a move, a deal or a setting was refused: a code for programs and a sentence for people. */
export interface Refusal<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

/** A value, or the typed reason it could not be had. */
export type Checked<T, Code extends string = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Refusal<Code> };

export function refuse<Code extends string>(
  code: Code,
  message: string,
): { readonly ok: false; readonly error: Refusal<Code> } {
  return { ok: false, error: { code, message } };
}

/** A game's settings in the record's terms (RECORD.md): what a link, New game or a record gives. */
export interface GameSettings {
  readonly preset: string;
  readonly players: number;
  readonly partners?: boolean;
  /** Overrides of the preset's options, keyed as in RECORD.md (`max_pip`, `rounds`, `target`…). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Starting scores, one per side. */
  readonly scores?: readonly number[];
}

/** What a preset takes when a game is set up: for New game, links, settings checks and the arena. */
export interface PresetInfo {
  /** The player counts it is played with, ascending. */
  readonly players: readonly number[];
  readonly defaultPlayers: number;
  /** Partnerships (seats 0+2 against 1+3): never, a choice with 4 players, or always. */
  readonly partners: 'never' | 'optional' | 'always';
  /** The sets (highest pip) it is played with, and the default. */
  readonly sets: readonly number[];
  readonly defaultSet: number;
  /** The score that ends the game by default (`target`), or null where the game ends otherwise (Mexican Train's rounds). */
  readonly target: number | null;
  /** True where the lowest total wins. */
  readonly lowerWins: boolean;
}

/** Every move names the seat that makes it. */
export interface SeatMove {
  readonly seat: number;
}

/**
 * Where a game stands, in terms the machine can act on without knowing the family:
 * `deal` (a hand is to be dealt: `dealNext` then `startHand`), `turn` (`seat` is to move;
 * `name` says what kind of move, e.g. 'lead', 'draw', 'bid', 'contract', 'trick'),
 * `hand-over` (the hand just ended; the next is to be dealt) and `game-over`.
 */
export type Phase =
  | { readonly kind: 'deal' }
  | { readonly kind: 'turn'; readonly seat: number; readonly name: string }
  | { readonly kind: 'hand-over' }
  | { readonly kind: 'game-over' };

export interface Outcome {
  /** Running totals per side (a seat, or a team with partners). */
  readonly scores: readonly number[];
  /** True where the lowest total wins (Mexican Train). */
  readonly lowerWins: boolean;
  readonly over: boolean;
  /** The winning sides, ascending, once the game is over; null before. */
  readonly winner: readonly number[] | null;
}

/** A new state and what happened, in order, for the replay output and for views to animate. */
export interface Applied<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/** One hand of a game as a record holds it: how it was dealt and the moves made. */
export interface RecordedHand<D, M> {
  readonly deal: D;
  readonly moves: readonly M[];
}

export interface RecordedGame<D, M> {
  readonly settings: GameSettings;
  readonly hands: readonly RecordedHand<D, M>[];
}

/**
 * What every family's replay output has in common (RECORD.md): the hands with their moves
 * (each naming its seat), the final scores per side, whether the game is over and who won.
 */
export interface ReplaySummary {
  readonly hands: readonly { readonly moves: readonly ({ readonly seat: number } & object)[] }[];
  readonly scores: readonly number[];
  readonly over: boolean;
  readonly winner: readonly number[] | null;
}

/** The replay command's answer for one record (RECORD.md): its output object and exit status. */
export interface ReplayAnswer {
  readonly output: unknown;
  readonly status: 0 | 1 | 2;
}

/** The replay command's answer for a record it cannot replay: where it stopped and why, any family. */
export type ReplayError = { error: { hand?: number; move?: number; message: string } };

/** Every family's record format (RECORD.md's `format`). */
export const RECORD_FORMAT = 'horse-race-record/1';

/** A record as RECORD.md writes it, for any family: what the library, saves and exports hold. */
export interface RecordJson {
  readonly format?: string;
  readonly preset?: string;
  readonly players: number;
  readonly partners?: boolean;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly scores?: readonly number[];
  readonly hands: readonly unknown[];
}

/** A family's record codec: the one notation for saves, the library, replays and tests. */
export interface RecordCodec<D, M> {
  /** Reads a record (RECORD.md's JSON), or says why it is not one. */
  read(value: unknown): Checked<RecordedGame<D, M>>;
  /** Writes a game as a record, `format` and `preset` included. */
  write(game: RecordedGame<D, M>): RecordJson;
  /** Replays a record exactly as RECORD.md's replay command specifies for this family. */
  replay(value: unknown): ReplayAnswer;
}

/**
 * An optional part of the contract, for a family whose plays score a count that the player
 * claims aloud (the line of play's: Muggins, and practice's count-it-yourself drill). A family
 * without it has no claims, so its practice never opens one.
 */
export interface CountClaims<E> {
  /** The seat and points of an event that scores a count to claim (0 points: a play that scored none); null for any other event. */
  scoring(event: E): { readonly seat: number; readonly points: number } | null;
}

/**
 * What every family's state has, whatever else it holds: whether the game is over. Code above
 * the engine that holds a state of any family reads this and nothing else of it (the rest
 * through the family's functions, or a family's own part once it knows the family).
 */
export interface FamilyState {
  readonly over: boolean;
}

/**
 * One family of games. `S` its state, `M` a move, `E` what a move did, `V` a seat's
 * view (its information set: its own tiles and everything public, nothing else),
 * `D` how a hand is dealt (the tiles and who starts it), `P` an event as one seat may
 * see it (`seatEvents`; the event itself where every event is public).
 */
export interface Family<S extends FamilyState, M extends SeatMove, E, V, D, P = E> {
  readonly id: FamilyId;
  /** The presets (rule sets) this family plays, as RECORD.md names them. */
  readonly presets: readonly string[];
  /** What `preset` (one of `presets`) takes when a game is set up. */
  presetInfo(preset: string): PresetInfo;
  /** A game before its first hand, or why the settings are refused. */
  newGame(settings: GameSettings): Checked<S>;
  /** The next hand's deal from the seeded generator, and the generator after it. */
  dealNext(state: S, rng: Rng): Checked<{ readonly deal: D; readonly rng: Rng }>;
  /** Starts the next hand from a deal, checking it against the rules. */
  startHand(state: S, deal: D): Checked<S>;
  phase(state: S): Phase;
  /**
   * Untrusted data (an event, a message, a computer player's answer) read as a move: a
   * fresh move of the family's shape with only its own fields, or null. `apply` judges it.
   */
  readMove(value: unknown): M | null;
  /** Every legal move now: one source of legality for validation, computer players and hints. */
  legalMoves(state: S): readonly M[];
  /** Applies a move for the seat on turn: the new state and its events, or a typed refusal. */
  apply(state: S, move: M): Checked<Applied<S, E>>;
  /**
   * What `seat` may know: its own tiles and everything public, nothing else. `events` are
   * this hand's events so far, oldest first (a family whose state does not keep the public
   * history, as the line of play's does not, reads it from there).
   */
  seatView(state: S, seat: number, events?: readonly E[]): V;
  /**
   * The tiles `seat` cannot see now: the other seats' hands and the boneyard, ascending (a
   * set, not their order). A seat's view must never show one; the server's wire test and
   * the contract test check that it does not.
   */
  unseen(state: S, seat: number): readonly Tile[];
  /**
   * Every seat's tiles in hand now, by seat ([] before a deal): the whole truth, never sent
   * to a seat. The replay viewer shows them face up (a kept game is over: nothing is hidden).
   */
  hands(state: S): readonly (readonly Tile[])[];
  /**
   * `events` (what `apply` gave for a move, or several moves in order) as `seat` may see
   * them, SPECTATOR's as everyone sees them: every public fact kept, and no tile `seat`
   * cannot see at that moment (another seat's drawn tile has no face; a spectator sees no
   * tile in a hand). What an online table is sent with each view, and what the family
   * table captions and animates from; the contract test checks it against `unseen`.
   */
  seatEvents(events: readonly E[], seat: number): readonly P[];
  /**
   * The seat whose move an event records (a play, a draw, a bid), or null for the table's
   * own (a round's or a hand's end): who moved last, without a reader knowing the events.
   */
  eventSeat(event: E): number | null;
  outcome(state: S): Outcome;
  readonly record: RecordCodec<D, M>;
  /** Present where plays score counts the players claim (`CountClaims`). */
  readonly counts?: CountClaims<E>;
}

/** A family whose types the caller does not know: what registries and generic tools hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFamily = Family<any, SeatMove, unknown, unknown, unknown, unknown>;
