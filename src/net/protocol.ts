/**
 * The online table's wire protocol (docs/server.md) as pure, typed data: what a client may
 * send, what the server sends back, and the parsers that read either from untrusted data
 * into a typed message or a typed refusal, never a throw. The server (src/server/) and the
 * browser's client (src/net/client.ts) share it; nothing here knows Colyseus, Node or the DOM.
 *
 * Every message is a Colyseus message: a type (a short string) and a payload (an object).
 * The server sends each seat only its own view: the family's `seatView`, its legal moves
 * when it is on turn, and the public table; a spectator gets `seatView(state, SPECTATOR)`.
 */
import type { Level } from '../ai/core/level';
import {
  refuse,
  type Checked,
  type Phase,
  type RecordJson,
  type SeatMove,
} from '../engine/core/family';
import { field, isRecordObject, quote } from '../engine/core/quote';
import { MAX_STRING, readPlayerName } from './codes';

export {
  CODE_ALPHABET,
  CODE_LENGTH,
  cleanPlayerName,
  MAX_STRING,
  NAME_MAX,
  readCode,
  readPlayerName,
} from './codes';

/** The most bytes one message from a client may take (the WebSocket's `maxPayload`). */
export const MAX_MESSAGE_BYTES = 2048;
/** The most values (objects, arrays, strings, numbers…) one client payload may hold, and how deep. */
export const MAX_PAYLOAD_NODES = 64;
export const MAX_PAYLOAD_DEPTH = 6;

/** The computer players a seat may be given (the levels of `src/ai/line/levels.ts`). */
export const COMPUTER_LEVELS = ['easy', 'medium', 'hard'] as const satisfies readonly Level[];
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** What a seat is when a table is set up: a person's (to be taken by a friend) or a computer's. */
export type SeatPlan =
  { readonly kind: 'person' } | { readonly kind: 'computer'; readonly level: ComputerLevel };

/** While a person is away: the table waits for them, or a computer plays for them after a grace time. */
export const AWAY_POLICIES = ['wait', 'computer'] as const;
export type AwayPolicy = (typeof AWAY_POLICIES)[number];

/** The quick reactions, the only words players send each other (no free text). */
export const REACTIONS = {
  nice: 'Nice!',
  'well-played': 'Well played',
  'good-game': 'Good game',
  oops: 'Oops!',
  thanks: 'Thanks',
} as const;
export type Reaction = keyof typeof REACTIONS;

/** A new table, as the host chooses it (Colyseus's `create` options). */
export interface TableOptions {
  readonly preset: string;
  readonly players: number;
  readonly partners: boolean;
  /** Rule options in the record's terms (`max_pip`, `target`…); the family checks them. */
  readonly options: Readonly<Record<string, string | number | boolean>>;
  /** One plan per seat; the host sits in the first person's seat. */
  readonly seats: readonly SeatPlan[];
  readonly away: AwayPolicy;
}

/**
 * How a client joins a table (Colyseus's `joinById` options, and `create`'s for the host):
 * to play or only to watch, and the name its person chose (Settings), for everyone to see.
 */
export interface JoinOptions {
  readonly spectate: boolean;
  /** The person's name, as `readPlayerName` reads it: "" when they gave none. */
  readonly name: string;
}

/** What a client may send. */
export type ClientMessage =
  /** Send me the table and my view now (after the client's handlers are in place). */
  | { readonly type: 'sync' }
  /** The host starts the game (every person's seat taken). */
  | { readonly type: 'start' }
  /** The host gives an empty seat to a computer, or back to people, before the start. */
  | { readonly type: 'seat'; readonly seat: number; readonly plan: SeatPlan }
  /** A move of the client's own seat, in the family's shape (`readMove` judges it). */
  | { readonly type: 'move'; readonly move: unknown }
  /** Ready for the next hand. */
  | { readonly type: 'next' }
  | { readonly type: 'react'; readonly reaction: Reaction };
export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = [
  'sync',
  'start',
  'seat',
  'move',
  'next',
  'react',
];

/** Why the server refused a message: the protocol's own reasons, the table's, or the family's. */
export type RefusalCode =
  /** Unknown message type. */
  | 'bad-type'
  /** A known type with the wrong shape. */
  | 'bad-message'
  /** Too large or too deeply nested. */
  | 'too-big'
  /** Over the client's rate limit: the message was dropped. */
  | 'too-fast'
  /** Only the host may do that. */
  | 'not-host'
  /** Not in this phase (a move in the lobby, a start mid-game). */
  | 'not-now'
  /** A spectator, or a move naming another seat. */
  | 'not-your-seat'
  | 'not-your-turn'
  /** A person's seat nobody has taken yet. */
  | 'seats-open'
  /** Settings the family refuses, or a bad seat plan. */
  | 'bad-settings'
  /** A move naming a tile number no set has. */
  | 'no-such-tile'
  /** Anything the family's `apply` refused, by its own code. */
  | (string & {});

/** A seat as everyone sees it at the table. */
export interface SeatInfo {
  readonly kind: 'person' | 'computer';
  /**
   * The name its person chose ("" when they gave none, or nobody has sat there); a seat
   * keeps it when a computer plays for its person.
   */
  readonly name: string;
  /** The computer's level (a computer's seat, or a person's stand-in). */
  readonly level: ComputerLevel | null;
  /** A person holds the seat (connected or not). */
  readonly taken: boolean;
  readonly connected: boolean;
  /** A computer plays for the absent person now. */
  readonly standIn: boolean;
}

/** The table as everyone sees it, with the reader's own seat. */
export interface TableInfo {
  readonly code: string;
  readonly preset: string;
  readonly players: number;
  readonly partners: boolean;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly away: AwayPolicy;
  /** Seconds before a computer plays for an absent person (with `away: 'computer'`). */
  readonly graceSeconds: number;
  /** Seconds a dropped person has to come back to their seat. */
  readonly reconnectSeconds: number;
  /** The host's seat. */
  readonly host: number;
  /** The reader's seat, or SPECTATOR (-1). */
  readonly you: number;
  readonly started: boolean;
  readonly seats: readonly SeatInfo[];
  readonly spectators: number;
}

/** One seat's view of the game in play. */
export interface TableView {
  /** The hand (from 0) and the moves made in it so far: where this view stands. */
  readonly handIndex: number;
  readonly step: number;
  /**
   * The events of this hand's moves from move `from` to `step`, oldest first, as the reader's
   * seat may see them (the family's `seatEvents`): what happened since the view this client
   * last had. A client whose last view stood at this hand's move `from` (or, with `from` 0,
   * at an earlier hand) may play them; `from` equal to `step` (no events) after a join, a
   * reconnection or a `sync`: the view is simply drawn.
   */
  readonly from: number;
  readonly events: readonly unknown[];
  readonly phase: Phase;
  /** The family's `seatView` for the reader's seat (SPECTATOR's for a spectator). */
  readonly view: unknown;
  /** The reader's legal moves when its seat is on turn (and a person plays it); else empty. */
  readonly legal: readonly SeatMove[];
  readonly scores: readonly number[];
  readonly lowerWins: boolean;
  readonly over: boolean;
  readonly winner: readonly number[] | null;
  /** Seats whose people asked for the next hand (at a hand's end). */
  readonly ready: readonly number[];
}

/** What the server sends. */
export type ServerMessage =
  | { readonly type: 'table'; readonly table: TableInfo }
  | { readonly type: 'view'; readonly view: TableView }
  | { readonly type: 'refused'; readonly code: RefusalCode; readonly message: string }
  | { readonly type: 'reaction'; readonly seat: number; readonly reaction: Reaction }
  /** The finished game's record (RECORD.md), once it is over: for each player's library. */
  | { readonly type: 'record'; readonly record: RecordJson };
export type ServerMessageType = ServerMessage['type'];

type Parsed<T> = Checked<T, RefusalCode>;

const bad = (message: string) => refuse<RefusalCode>('bad-message', message);

/** Whether a value stays within the payload's size: node count, depth and string length. */
export function withinLimits(value: unknown): boolean {
  let nodes = 0;
  const visit = (v: unknown, depth: number): boolean => {
    if (++nodes > MAX_PAYLOAD_NODES || depth > MAX_PAYLOAD_DEPTH) return false;
    if (typeof v === 'string') return v.length <= MAX_STRING;
    if (Array.isArray(v)) return v.every((x) => visit(x, depth + 1));
    if (typeof v === 'object' && v !== null) {
      return Object.keys(v).every((k) => k.length <= MAX_STRING && visit(field(v, k), depth + 1));
    }
    return true;
  };
  return visit(value, 0);
}

function isIndex(v: unknown, below: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < below;
}

function oneOf<T extends string>(list: readonly T[], v: unknown): v is T {
  return typeof v === 'string' && (list as readonly string[]).includes(v);
}

/** A seat plan from untrusted data, or null. */
export function readSeatPlan(v: unknown): SeatPlan | null {
  const kind = field(v, 'kind');
  if (kind === 'person') return { kind: 'person' };
  const level = field(v, 'level');
  if (kind === 'computer' && oneOf(COMPUTER_LEVELS, level)) return { kind: 'computer', level };
  return null;
}

/**
 * A client's message from its Colyseus type and payload: typed, with only its own fields,
 * or the refusal to send back. The move inside `move` stays untrusted (`readMove` reads it).
 */
export function parseClientMessage(type: unknown, payload: unknown): Parsed<ClientMessage> {
  if (!oneOf(CLIENT_MESSAGE_TYPES, type))
    return refuse('bad-type', `${quote(type)} is not a message this table takes`);
  if (!withinLimits(payload)) return refuse('too-big', 'that message is too large');
  switch (type) {
    case 'sync':
    case 'start':
    case 'next':
      return { ok: true, value: { type } };
    case 'seat': {
      const seat = field(payload, 'seat');
      const plan = readSeatPlan(field(payload, 'plan'));
      if (!isIndex(seat, 16) || !plan) return bad('a seat change needs a seat and a plan');
      return { ok: true, value: { type, seat, plan } };
    }
    case 'move': {
      const move = field(payload, 'move');
      if (!isRecordObject(move)) return bad('a move must be an object');
      return { ok: true, value: { type, move } };
    }
    case 'react': {
      const reaction = field(payload, 'reaction');
      if (!oneOf(Object.keys(REACTIONS) as Reaction[], reaction))
        return bad(`${quote(reaction)} is not one of the reactions`);
      return { ok: true, value: { type, reaction } };
    }
  }
}

/** Rule options: a flat object of a few short names and plain values. */
function readOptions(v: unknown): Parsed<Record<string, string | number | boolean>> {
  if (v === undefined) return { ok: true, value: {} };
  if (!isRecordObject(v)) return bad('"options" must be an object');
  const out: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(v)) {
    const value = field(v, key);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return bad(`option ${quote(key)} must be a number, a word or true/false`);
    out[key] = value;
  }
  return { ok: true, value: out };
}

/**
 * A new table's options from untrusted data (the shape only: the family checks the rules
 * when the table is opened). Seats: one plan per player, at least one person's.
 */
export function parseTableOptions(v: unknown): Parsed<TableOptions> {
  if (!withinLimits(v)) return refuse('too-big', 'those table options are too large');
  const preset = field(v, 'preset');
  const players = field(v, 'players');
  const partners = field(v, 'partners') ?? false;
  const away = field(v, 'away') ?? 'wait';
  if (typeof preset !== 'string') return bad('a table needs its rules ("preset")');
  if (!isIndex(players, 9) || players < 2) return bad('"players" must be a whole number, 2 to 8');
  if (typeof partners !== 'boolean') return bad('"partners" must be true or false');
  if (!oneOf(AWAY_POLICIES, away)) return bad('"away" must be "wait" or "computer"');
  const options = readOptions(field(v, 'options'));
  if (!options.ok) return options;
  const rawSeats = field(v, 'seats');
  if (!Array.isArray(rawSeats) || rawSeats.length !== players)
    return bad('"seats" must give one plan per player');
  const seats = rawSeats.map(readSeatPlan);
  if (seats.some((s) => s === null)) return bad("a seat is a person's or a computer's");
  const plans = seats as SeatPlan[];
  if (!plans.some((s) => s.kind === 'person'))
    return bad('the host needs a seat: one person at least');
  return {
    ok: true,
    value: { preset, players, partners, options: options.value, seats: plans, away },
  };
}

/** How a client joins, from untrusted data: to play unless it asks only to watch; its name. */
export function parseJoinOptions(v: unknown): JoinOptions {
  return { spectate: field(v, 'spectate') === true, name: readPlayerName(field(v, 'name')) };
}

/** The most events one view may carry (a whole hand's, after a hand the client saw end). */
export const MAX_VIEW_EVENTS = 2000;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Events a view may carry: a list of objects each with a `type`; null when it is not one. */
function readEvents(v: unknown): readonly unknown[] | null {
  if (!Array.isArray(v) || v.length > MAX_VIEW_EVENTS) return null;
  const ok = v.every((e) => isRecordObject(e) && typeof field(e, 'type') === 'string');
  return ok ? (v as unknown[]) : null;
}

/**
 * A view from the server: null without its hand, step and phase. Its events are kept only
 * when well formed (`from` within the hand's moves, a list of events); otherwise the view
 * comes without them (`from` = `step`), to be drawn, not played.
 */
function readView(v: unknown): TableView | null {
  if (!isRecordObject(v) || !isRecordObject(field(v, 'phase'))) return null;
  const step = field(v, 'step');
  if (!isCount(field(v, 'handIndex')) || !isCount(step)) return null;
  const from = field(v, 'from');
  const events = readEvents(field(v, 'events'));
  const view = v as unknown as TableView;
  return isCount(from) && from <= step && events ? view : { ...view, from: step, events: [] };
}

/**
 * A server message's envelope, read by the client: the type and the fields it relies on
 * (a family's `view` stays opaque here; the family's table reads it).
 */
export function parseServerMessage(type: unknown, payload: unknown): ServerMessage | null {
  switch (type) {
    case 'table': {
      const table = field(payload, 'table');
      return isRecordObject(table) && typeof field(table, 'code') === 'string'
        ? { type, table: table as unknown as TableInfo }
        : null;
    }
    case 'view': {
      const view = readView(field(payload, 'view'));
      return view ? { type, view } : null;
    }
    case 'refused': {
      const code = field(payload, 'code');
      const message = field(payload, 'message');
      return typeof code === 'string' && typeof message === 'string'
        ? { type, code, message }
        : null;
    }
    case 'reaction': {
      const seat = field(payload, 'seat');
      const reaction = field(payload, 'reaction');
      return typeof seat === 'number' && oneOf(Object.keys(REACTIONS) as Reaction[], reaction)
        ? { type, seat, reaction }
        : null;
    }
    case 'record': {
      const record = field(payload, 'record');
      return isRecordObject(record) ? { type, record: record as unknown as RecordJson } : null;
    }
    default:
      return null;
  }
}

/**
 * A reconnection's answer while its table moves to another process (its own died): not a
 * refusal, so the page tries again (docs/server.md, "When a process dies").
 */
export const TABLE_MOVING = 4503;

/** Why the server closed a connection, as the close frame's reason (a key, or a short text). */
export const CLOSE_REASONS = {
  idle: 'The table closed: nobody had played at it for a long time.',
} as const;

/** A sentence for a connection the server closed (`code`, `reason` from the close frame). */
export function closeSentence(code: number, reason: string): string {
  const known = (CLOSE_REASONS as Record<string, string>)[reason];
  if (known) return known;
  if (reason) return `The server closed the connection: ${reason}.`;
  return code === 1000 || code === 4000
    ? 'The online table has closed.'
    : 'The connection to the table was lost.';
}
