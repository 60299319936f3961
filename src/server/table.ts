/**
 * The online table's host, as pure functions over plain data (docs/server.md): the seats
 * and who holds them, the lobby (seats, the host's start) and the game of any family,
 * through the family contract alone (`src/engine/core/family.ts`). The Colyseus room
 * (`tableRoom.ts`) keeps one `Table`, hands it each client's message and sends each client
 * what `tableView` gives its seat. No clock, no I/O, no `Math.random`: the time is passed
 * in, the deals come from the table's seed, and every refusal is typed.
 */
import {
  familyOf,
  refuse,
  seedRng,
  type AnyFamily,
  type Checked,
  type GameSettings,
  type SeatMove,
} from '../engine/index';
import type { RefusalCode, SeatPlan, TableOptions } from '../net/protocol';

/** A seat at the table. */
export interface SeatState {
  readonly plan: SeatPlan;
  /** The client (its session id) holding a person's seat; null while nobody has taken it. */
  readonly holder: string | null;
  readonly connected: boolean;
  /** When the holder dropped, in ms of the room's clock; null while connected. */
  readonly awaySince: number | null;
  /** Given over to a computer for good: its person left, or did not come back in time. */
  readonly abandoned: boolean;
  /** The name its person chose (read by `readPlayerName`); "" when none, or nobody sat here. */
  readonly name: string;
}

/** One hand as dealt and played: the record's part, and the events its moves made. */
export interface HandPlayed {
  readonly deal: unknown;
  readonly moves: readonly SeatMove[];
  /** Every event of the hand, oldest first (the line of play's views read its history from them). */
  readonly events: readonly unknown[];
  /** Where each move's events begin in `events`: move k's are `events[starts[k]]` on. */
  readonly starts: readonly number[];
}

export interface Table {
  /** The code that names the table (the Colyseus room id). */
  readonly code: string;
  /** Deals and computer players' choices come from it; never sent to a client. */
  readonly seed: string;
  readonly options: TableOptions;
  /** The settings in the record's terms. */
  readonly settings: GameSettings;
  /** The family that plays them. */
  readonly family: AnyFamily;
  readonly seats: readonly SeatState[];
  /** The host's seat; -1 until the first person sits. */
  readonly host: number;
  /** The spectators' session ids. */
  readonly spectators: readonly string[];
  readonly started: boolean;
  /** The family's game state (the family of `settings.preset`). */
  readonly game: unknown;
  readonly hands: readonly HandPlayed[];
  /** At a hand's end: the seats whose people asked for the next hand. */
  readonly ready: readonly number[];
  /** How long a computer waits before it plays for an absent person (`away: 'computer'`). */
  readonly graceMs: number;
}

export type TableResult = Checked<Table, RefusalCode>;

const ok = (table: Table): TableResult => ({ ok: true, value: table });

/** A new table from the host's options, or why the rules refuse them. */
export function openTable(
  options: TableOptions,
  code: string,
  seed: string,
  graceMs: number,
): TableResult {
  const family = familyOf(options.preset);
  if (!family) return refuse('bad-settings', `${options.preset} is not a game this server plays`);
  const info = family.presetInfo(options.preset);
  if (!info.players.includes(options.players))
    return refuse('bad-settings', `${options.preset} is played by ${info.players.join(', ')}`);
  const settings: GameSettings = {
    preset: options.preset,
    players: options.players,
    partners: info.partners === 'always' || (info.partners === 'optional' && options.partners),
    options: options.options,
  };
  const created = family.newGame(settings);
  if (!created.ok) return refuse('bad-settings', created.error.message);
  const seats = options.seats.map((plan): SeatState => ({
    plan,
    holder: null,
    connected: false,
    awaySince: null,
    abandoned: false,
    name: '',
  }));
  return ok({
    code,
    seed,
    options,
    settings,
    family,
    seats,
    host: -1,
    spectators: [],
    started: false,
    game: created.value,
    hands: [],
    ready: [],
    graceMs,
  });
}

/** The seat a client holds, or -1 (a spectator, or nobody). */
export function seatOf(table: Table, key: string): number {
  return table.seats.findIndex((s) => s.holder === key);
}

function withSeat(table: Table, seat: number, change: Partial<SeatState>): Table {
  return {
    ...table,
    seats: table.seats.map((s, i) => (i === seat ? { ...s, ...change } : s)),
  };
}

/**
 * A client joins: the first person's seat nobody holds (the first to sit is the host), or
 * the spectators when it asks to watch, the game has started or every seat is taken. A seat
 * taken carries `name`, its person's chosen name (already read by `readPlayerName`).
 */
export function join(
  table: Table,
  key: string,
  spectate: boolean,
  name = '',
): { table: Table; seat: number } {
  const held = seatOf(table, key);
  if (held >= 0)
    return { table: withSeat(table, held, { connected: true, awaySince: null }), seat: held };
  const open = table.seats.findIndex((s) => s.plan.kind === 'person' && s.holder === null);
  if (spectate || table.started || open < 0)
    return { table: { ...table, spectators: [...table.spectators, key] }, seat: -1 };
  const seated = withSeat(table, open, { holder: key, connected: true, awaySince: null, name });
  return { table: table.host < 0 ? { ...seated, host: open } : seated, seat: open };
}

/** A client's connection dropped: its seat waits for it (`awaySince`); a spectator simply goes. */
export function drop(table: Table, key: string, now: number): Table {
  const seat = seatOf(table, key);
  if (seat < 0) return { ...table, spectators: table.spectators.filter((k) => k !== key) };
  return withSeat(table, seat, { connected: false, awaySince: now });
}

/** A dropped client came back to its seat. */
export function rejoin(table: Table, key: string): Table {
  const seat = seatOf(table, key);
  return seat < 0 ? table : withSeat(table, seat, { connected: true, awaySince: null });
}

/**
 * A client left for good (it said so, or did not come back in time). Before the start its
 * seat opens again; after it, a computer plays the seat to the end. The host's part passes
 * to the next person still at the table.
 */
export function leave(table: Table, key: string): Table {
  const seat = seatOf(table, key);
  if (seat < 0) return { ...table, spectators: table.spectators.filter((k) => k !== key) };
  const left = table.started
    ? withSeat(table, seat, { connected: false, abandoned: true })
    : withSeat(table, seat, { holder: null, connected: false, awaySince: null, name: '' });
  if (left.host !== seat) return left;
  const next = left.seats.findIndex((s) => s.holder !== null && s.connected && !s.abandoned);
  return { ...left, host: next };
}

/** Whether a person still sits at the table (connected, or away but not gone for good). */
export function anyoneSeated(table: Table): boolean {
  return table.seats.some((s) => s.holder !== null && !s.abandoned);
}

/** The host gives an empty seat to a computer, or back to people, before the start. */
export function setSeat(table: Table, by: number, seat: number, plan: SeatPlan): TableResult {
  if (by !== table.host) return refuse('not-host', 'only the host sets the seats');
  if (table.started) return refuse('not-now', 'the game has started');
  const target = table.seats[seat];
  if (!target) return refuse('bad-message', `there is no seat ${seat + 1}`);
  if (target.holder !== null) return refuse('not-now', 'a person sits there');
  return ok(withSeat(table, seat, { plan }));
}

/** Deals the next hand from the table's seed (hand i from `seed/hand/i`, as the game machine does). */
export function dealNextHand(table: Table): TableResult {
  const family = table.family;
  const dealt = family.dealNext(table.game, seedRng(`${table.seed}/hand/${table.hands.length}`));
  if (!dealt.ok) return refuse(dealt.error.code, dealt.error.message);
  const started = family.startHand(table.game, dealt.value.deal);
  if (!started.ok) return refuse(started.error.code, started.error.message);
  const hand: HandPlayed = { deal: dealt.value.deal, moves: [], events: [], starts: [] };
  return ok({ ...table, game: started.value, hands: [...table.hands, hand], ready: [] });
}

/** The host starts the game once every person's seat is taken: the first hand is dealt. */
export function start(table: Table, by: number): TableResult {
  if (by !== table.host) return refuse('not-host', 'only the host starts the game');
  if (table.started) return refuse('not-now', 'the game has started');
  const open = table.seats.filter((s) => s.plan.kind === 'person' && s.holder === null).length;
  if (open > 0)
    return refuse(
      'seats-open',
      `${open} seat${open > 1 ? 's are' : ' is'} still empty: wait for friends, or give them to computers`,
    );
  return dealNextHand({ ...table, started: true });
}

/** Where the game stands, in the family's terms. */
export function phaseOf(table: Table) {
  return table.family.phase(table.game);
}

/**
 * A person at a hand's end asks for the next hand; when every person still at the table
 * has asked, it is dealt.
 */
export function askNext(table: Table, seat: number): TableResult {
  if (seat < 0) return refuse('not-your-seat', 'spectators watch the table');
  if (phaseOf(table).kind !== 'hand-over') return refuse('not-now', 'the hand is not over');
  const ready = table.ready.includes(seat) ? table.ready : [...table.ready, seat];
  const waiting = table.seats.some(
    (s, i) => s.holder !== null && s.connected && !s.abandoned && !ready.includes(i),
  );
  return waiting ? ok({ ...table, ready }) : dealNextHand({ ...table, ready });
}
