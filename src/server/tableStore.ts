/**
 * Where the tables are kept as they are played, when several processes share a Redis
 * (docs/server.md, "When a process dies"), through Colyseus's presence (its Redis
 * connection). The keys:
 *
 *   horse-race:tables             hash: table code → the process holding the table
 *   horse-race:table:CODE         hash: `table`, the table as kept (`tableRecord.ts`), its record in it
 *   horse-race:finished:CODE      a finished game's record (RECORD.md), kept for FINISHED_SECONDS
 *   horse-race:alive:PROCESS      the process's heartbeat: it expires unless renewed
 *   horse-race:claim:CODE         which survivor reopens a dead process's table (the first to count 1)
 *
 * Every write is sent at once and in order (one connection); a failed one is logged, and
 * the next change writes the whole table again.
 */
import { randomBytes } from 'node:crypto';
import { logger, type Presence } from '@colyseus/core';
import type { RecordJson } from '../engine/index';

const PREFIX = 'horse-race';
export const KEYS = {
  tables: `${PREFIX}:tables`,
  table: (code: string) => `${PREFIX}:table:${code}`,
  finished: (code: string) => `${PREFIX}:finished:${code}`,
  alive: (processId: string) => `${PREFIX}:alive:${processId}`,
  claim: (code: string) => `${PREFIX}:claim:${code}`,
} as const;

/** How long a finished game's record is kept (30 days). */
export const FINISHED_SECONDS = 30 * 24 * 3600;
/** How long a survivor's claim on a table lasts: past it, another may try (60 s). */
const CLAIM_SECONDS = 60;

/** The field of a table's hash that holds it. */
const FIELD = 'table';

function logged(what: string): (error: unknown) => void {
  return (error) =>
    logger.error(`keeping tables: ${what} failed:`, error instanceof Error ? error.message : error);
}

/** One process's view of the kept tables. */
export class TableStore {
  /** Tables this process is about to reopen, by a one-time key only it knows. */
  private readonly pending = new Map<string, string>();

  constructor(
    readonly presence: Presence,
    /** This process (Colyseus's `processId`). */
    readonly processId: string,
  ) {}

  /** This process holds the table from now on. */
  hold(code: string): Promise<void> {
    return this.presence
      .hset(KEYS.tables, code, this.processId)
      .then(() => undefined, logged(`holding ${code}`));
  }

  /** The table as it stands (a snapshot's JSON). */
  save(code: string, json: string): Promise<void> {
    return this.presence
      .hset(KEYS.table(code), FIELD, json)
      .then(() => undefined, logged(`saving ${code}`));
  }

  /** A finished game's record, kept apart from its table (which goes when the table closes). */
  finish(code: string, record: RecordJson): Promise<void> {
    return Promise.resolve(
      this.presence.setex(KEYS.finished(code), JSON.stringify(record), FINISHED_SECONDS),
    ).then(() => undefined, logged(`keeping ${code}'s finished game`));
  }

  /** The table closed for good: it is kept no more. */
  async drop(code: string): Promise<void> {
    try {
      this.presence.del(KEYS.table(code));
      await this.presence.hdel(KEYS.tables, code);
    } catch (error) {
      logged(`dropping ${code}`)(error);
    }
  }

  /** A kept table's JSON, or null. */
  load(code: string): Promise<string | null> {
    return this.presence.hget(KEYS.table(code), FIELD);
  }

  /** Every kept table's holder, by code. */
  holders(): Promise<Record<string, string>> {
    return this.presence.hgetall(KEYS.tables);
  }

  /** Says this process is alive for `seconds` more. */
  beat(seconds: number, about: string): Promise<void> {
    return Promise.resolve(this.presence.setex(KEYS.alive(this.processId), about, seconds)).then(
      () => undefined,
      logged('the heartbeat'),
    );
  }

  /** This process stops saying it is alive (it is shutting down). */
  stopBeating(): void {
    this.presence.del(KEYS.alive(this.processId));
  }

  /** Whether a process has said it is alive, and its word has not yet expired. */
  alive(processId: string): Promise<boolean> {
    return this.presence.exists(KEYS.alive(processId));
  }

  /**
   * Whether this process is the one to reopen the table: the first survivor to ask, while
   * no claim stands (a claim lapses after CLAIM_SECONDS, should its survivor die too).
   */
  async claim(code: string): Promise<boolean> {
    if (await this.presence.exists(KEYS.claim(code))) return false;
    return (await this.presence.hincrbyex(KEYS.claim(code), 'n', 1, CLAIM_SECONDS)) === 1;
  }

  /** The process holding a table, or null when it is not kept. */
  holder(code: string): Promise<string | null> {
    return this.presence.hget(KEYS.tables, code);
  }

  /**
   * A table that cannot be reopened: held by nobody from now on, its kept state left for
   * FINISHED_SECONDS for whoever wants to look at it (`redis-cli HGET horse-race:table:CODE table`).
   */
  async shelve(code: string): Promise<void> {
    await this.presence.hdel(KEYS.tables, code);
    await this.presence.expire(KEYS.table(code), FINISHED_SECONDS);
  }

  /**
   * The options of a create that reopens this table here: they carry a key only this
   * process knows, so no client's create can reopen a table.
   */
  expect(json: string): { reopen: string } {
    const key = randomBytes(16).toString('base64url');
    this.pending.set(key, json);
    return { reopen: key };
  }

  /** The kept table a create's options name (once), or null for a new table's create. */
  reopening(options: unknown): { readonly kept: unknown } | null {
    const key: unknown =
      typeof options === 'object' && options !== null
        ? (options as { reopen?: unknown }).reopen
        : null;
    const json = typeof key === 'string' ? this.pending.get(key) : undefined;
    if (json === undefined) return null;
    this.pending.delete(key as string);
    try {
      return { kept: JSON.parse(json) as unknown };
    } catch {
      return { kept: null };
    }
  }
}
