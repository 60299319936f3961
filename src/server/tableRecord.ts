/**
 * A table as it is kept outside its process (docs/server.md, "When a process dies"): plain
 * JSON that another process reads back into the same table. The game in it is the family's
 * record (RECORD.md, `record.write`); reopening plays that record again through the family
 * contract: each hand dealt anew from the table's seed and checked against the record's
 * deal, then each move applied. Pure, like `table.ts`: the time is passed in.
 */
import { refuse, type AnyFamily, type GameSettings, type RecordJson } from '../engine/index';
import {
  parseTableOptions,
  readCode,
  readPlayerName,
  type RefusalCode,
  type TableOptions,
} from '../net/protocol';
import { dealNextHand, openTable, type SeatState, type Table } from './table';
import { applied } from './tablePlay';

/** What a kept table says it is (a later shape gets a new number). */
export const SNAPSHOT_FORMAT = 'horse-race-table/1';

/** A seat as kept: who holds it and the token they come back with. */
export interface KeptSeat {
  /** The session id of the person holding the seat (Colyseus keeps it through a reconnection). */
  readonly holder: string | null;
  /** The holder's reconnection token: the one a page keeps to come back to its seat. */
  readonly token: string | null;
  /** Given over to a computer for good. */
  readonly abandoned: boolean;
  /** The name its person chose ("" when none): everyone sees it again after the move. */
  readonly name: string;
}

export interface TableSnapshot {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly code: string;
  readonly seed: string;
  /** The host's options, the seats' plans as they are now (the host may have changed them). */
  readonly options: TableOptions;
  readonly host: number;
  readonly started: boolean;
  readonly ready: readonly number[];
  readonly seats: readonly KeptSeat[];
  /** The game so far, in RECORD.md's notation: every hand dealt and every move made. */
  readonly record: RecordJson;
}

/** A table read back, with its holders' tokens (by session id). */
export interface Reopened {
  readonly table: Table;
  readonly tokens: ReadonlyMap<string, string>;
}

/** The record of the game so far (unfinished games included), in the family's notation. */
export function recordSoFar(table: Table): RecordJson {
  const hands = table.hands.map((h) => ({ deal: h.deal, moves: h.moves }));
  return table.family.record.write({ settings: table.settings, hands });
}

/** The table as kept; `tokens` are the holders' reconnection tokens by session id. */
export function snapshotOf(table: Table, tokens: ReadonlyMap<string, string>): TableSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    code: table.code,
    seed: table.seed,
    options: { ...table.options, seats: table.seats.map((s) => s.plan) },
    host: table.host,
    started: table.started,
    ready: table.ready,
    seats: table.seats.map((s) => ({
      holder: s.holder,
      token: s.holder === null ? null : (tokens.get(s.holder) ?? null),
      abandoned: s.abandoned,
      name: s.name,
    })),
    record: recordSoFar(table),
  };
}

type Reading<T> =
  { ok: true; value: T } | { ok: false; error: { code: RefusalCode; message: string } };

const damaged = (why: string) => refuse<RefusalCode>('bad-settings', `a kept table ${why}`);

const isString = (v: unknown): v is string => typeof v === 'string';
const isIndex = (v: unknown, below: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < below;

function readSeat(v: unknown): KeptSeat | null {
  if (typeof v !== 'object' || v === null) return null;
  const { holder, token, abandoned, name } = v as Record<string, unknown>;
  if (holder !== null && !isString(holder)) return null;
  if (token !== null && !isString(token)) return null;
  if (typeof abandoned !== 'boolean') return null;
  // Read as a join's name is (a kept table is untrusted too); none before names were kept.
  return { holder, token, abandoned, name: readPlayerName(name) };
}

/**
 * How a family writes a deal (or a record's header alone), read back and written again (a
 * reader may spell out what a writer left to its defaults), to compare two.
 */
function written(family: AnyFamily, settings: GameSettings, deal?: unknown): string {
  const hands = deal === undefined ? [] : [{ deal, moves: [] }];
  const record = family.record.write({ settings, hands });
  const back = family.record.read(record);
  return JSON.stringify(back.ok ? family.record.write(back.value) : record);
}

/** The game of `record` played again on `table`, each deal checked against the table's seed. */
function replayOnto(table: Table, record: unknown): Reading<Table> {
  const family = table.family;
  const read = family.record.read(record);
  if (!read.ok) return damaged(`has no record (${read.error.message})`);
  if (written(family, read.value.settings) !== written(family, table.settings))
    return damaged("has a record of other rules than the table's");
  let at = table;
  for (const [h, hand] of read.value.hands.entries()) {
    const dealt = dealNextHand(at);
    if (!dealt.ok) return damaged(`cannot deal hand ${h + 1}: ${dealt.error.message}`);
    at = dealt.value;
    const deal = at.hands[h]?.deal;
    if (written(family, at.settings, deal) !== written(family, at.settings, hand.deal))
      return damaged(`has a hand ${h + 1} its seed did not deal`);
    for (const [m, move] of hand.moves.entries()) {
      const next = applied(at, move);
      if (!next.ok) return damaged(`has a move refused (hand ${h + 1}, move ${m + 1})`);
      at = next.value;
    }
  }
  return { ok: true, value: at };
}

/**
 * A kept table (untrusted JSON: it comes back from Redis) read into a live one, or why it
 * cannot be. Every person who held a seat is away from `now`, as after a drop: the table
 * waits for them, or a computer stands in after the grace time, as the host chose.
 */
export function reopenTable(value: unknown, graceMs: number, now: number): Reading<Reopened> {
  if (typeof value !== 'object' || value === null) return damaged('is not an object');
  const v = value as Record<string, unknown>;
  if (v.format !== SNAPSHOT_FORMAT) return damaged(`is not ${SNAPSHOT_FORMAT}`);
  const code = readCode(v.code);
  if (code === null || code !== v.code || !isString(v.seed)) return damaged('has no code or seed');
  const options = parseTableOptions(v.options);
  if (!options.ok) return damaged(`has bad options (${options.error.message})`);
  const seats = Array.isArray(v.seats) ? v.seats.map(readSeat) : [];
  if (seats.length !== options.value.seats.length || seats.some((s) => s === null))
    return damaged('has no seat for each player');
  const kept = seats as KeptSeat[];
  const ready: unknown[] = Array.isArray(v.ready) ? v.ready : [null];
  if (typeof v.started !== 'boolean' || !ready.every((r): r is number => isIndex(r, kept.length)))
    return damaged('has no start or ready seats');
  const host = v.host;
  if (host !== -1 && !isIndex(host, kept.length)) return damaged('has no host');
  const opened = openTable(options.value, code, v.seed, graceMs);
  if (!opened.ok) return opened;
  const played = replayOnto({ ...opened.value, started: v.started }, v.record);
  if (!played.ok) return played;
  if (!v.started && played.value.hands.length > 0) return damaged('was dealt before its start');
  const tokens = new Map<string, string>();
  const back = kept.map((s, i): SeatState => {
    if (s.holder !== null && s.token !== null) tokens.set(s.holder, s.token);
    const plan = options.value.seats[i] ?? { kind: 'person' };
    const away = s.holder !== null && !s.abandoned;
    return {
      plan,
      holder: s.holder,
      connected: false,
      awaySince: away ? now : null,
      abandoned: s.abandoned,
      name: s.name,
    };
  });
  const table: Table = { ...played.value, seats: back, host, ready };
  return { ok: true, value: { table, tokens } };
}
