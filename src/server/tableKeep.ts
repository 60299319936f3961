/**
 * How a table comes to be and how it is kept (docs/server.md, "When a process dies"): a
 * room's table is opened anew from a client's options, or reopened from what a process
 * that died kept of it; with Redis, the table is kept there as it is played (`TableStore`),
 * with its holders' reconnection tokens, and its finished game's record apart.
 */
import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { parseTableOptions } from '../net/protocol';
import { codeFrom } from './limits';
import { openTable, type Table } from './table';
import { recordOf } from './tablePlay';
import { reopenTable, snapshotOf, type Reopened } from './tableRecord';
import type { TableStore } from './tableStore';

/** A new code no table on any process has (40 random bits; a clash is retried). */
async function freshCode(): Promise<string> {
  for (;;) {
    const code = codeFrom(randomBytes(8));
    const taken: unknown = await matchMaker.getRoomById(code);
    if (!taken) return code;
  }
}

export type Opened =
  | { ok: true; value: Reopened & { readonly reopened: boolean } }
  | { ok: false; error: { message: string } };

/**
 * A room's table: reopened when the create's options name a table this process is
 * reopening (`TableStore.expect`), else a new one from the client's options.
 */
export async function tableFor(
  raw: unknown,
  store: TableStore | null,
  graceMs: number,
): Promise<Opened> {
  const reopening = store?.reopening(raw);
  if (reopening) {
    const back = reopenTable(reopening.kept, graceMs, Date.now());
    return back.ok ? { ok: true, value: { ...back.value, reopened: true } } : back;
  }
  const options = parseTableOptions(raw);
  if (!options.ok) return options;
  const seed = randomBytes(12).toString('base64url');
  const opened = openTable(options.value, await freshCode(), seed, graceMs);
  if (!opened.ok) return opened;
  return { ok: true, value: { table: opened.value, tokens: new Map(), reopened: false } };
}

/** A seat whose person may come back to a reopened table. */
export interface Awaited {
  readonly seat: number;
  readonly holder: string;
  readonly token: string;
}

/** What a room keeps of its table in the store (nothing without one). */
export class Keeping {
  /** The seats' holders' reconnection tokens, by session id. */
  private readonly tokens: Map<string, string>;
  /** The table as last kept (JSON), so that an unchanged table is not written again. */
  private kept = '';
  private recordKept = false;
  /** The table goes on at another process (or this one shuts down): nothing is kept from here. */
  handedOver = false;

  constructor(
    private readonly store: TableStore | null,
    tokens: ReadonlyMap<string, string>,
  ) {
    this.tokens = new Map(tokens);
  }

  /** A holder's token, new with each connection: the one their page holds now. */
  seated(key: string, token: string): void {
    this.tokens.set(key, token);
  }

  /** The people a reopened table waits for: each who held a seat, with their token. */
  awaited(table: Table): Awaited[] {
    return table.seats.flatMap((s, seat) => {
      const token = s.holder === null ? undefined : this.tokens.get(s.holder);
      return s.holder === null || s.abandoned || token === undefined
        ? []
        : [{ seat, holder: s.holder, token }];
    });
  }

  /** A new table is this process's. */
  hold(table: Table): Promise<void> {
    return this.store?.hold(table.code) ?? Promise.resolve();
  }

  /** Keeps the table when it changed, and a finished game's record once. */
  keep(table: Table): void {
    const store = this.store;
    if (!store || this.handedOver) return;
    const json = JSON.stringify(snapshotOf(table, this.tokens));
    if (json !== this.kept) {
      this.kept = json;
      void store.save(table.code, json);
    }
    const record = this.recordKept ? null : recordOf(table);
    if (!record) return;
    this.recordKept = true;
    void store.finish(table.code, record);
  }

  /** The table closed for good here (not handed over): it is kept no more. */
  closed(table: Table): void {
    if (!this.handedOver) void this.store?.drop(table.code);
  }
}
