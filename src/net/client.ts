/**
 * The browser's side of online play: a small typed wrapper over colyseus.js, which is
 * loaded only when online play is opened (`import('colyseus.js')`), never at start. A scene
 * (or a test) opens a table, joins one by code, or comes back after a reload with the
 * stored token; then it reads the latest table and view, listens for messages and sends
 * its seat's moves. docs/server.md walks through it.
 *
 *   const online = await connectOnline();                      // the page's own origin
 *   const opened = await online.open({ preset: 'horse-race', players: 2, partners: false,
 *     options: {}, seats: [{ kind: 'person' }, { kind: 'person' }], away: 'wait' });
 *   if (!opened.ok) show(opened.error.message);
 *   const table = opened.value;                               // table.code: share it
 *   table.listen((m) => { if (m.type === 'view') draw(m.view) });
 *   table.send({ type: 'move', move: table.view?.legal[0] });
 */
import type { Client, Room } from 'colyseus.js';
import type { Checked, RecordJson, Refusal } from '../engine/core/family';
import {
  parseServerMessage,
  readCode,
  TABLE_MOVING,
  type ClientMessage,
  type JoinOptions,
  type ServerMessage,
  type TableInfo,
  type TableOptions,
  type TableView,
} from './protocol';

/** The room type every table is (the server's `ROOM_NAME`). */
const ROOM = 'table';

/** Why the client could not reach a table: no server, or the server said no (with its reason). */
export type ConnectCode = 'unreachable' | 'refused';

/** One table the client sits at (or watches). */
export interface OnlineTable {
  /** The table's code, to share as a link or to type in. */
  readonly code: string;
  /** `roomId:token`, to come back with after a reload (`reconnect`); keep it for the session only. */
  readonly reconnectionToken: string;
  /** The latest of each message, so that a view drawn late starts from the present. */
  readonly table: TableInfo | null;
  readonly view: TableView | null;
  readonly record: RecordJson | null;
  send(message: ClientMessage): void;
  /** Calls `listener` with every message from now on (already parsed); returns its removal. */
  listen(listener: (message: ServerMessage) => void): () => void;
  /**
   * Calls `listener` when the connection ends for good (after Colyseus's own retries), with
   * the close code and reason (`closeSentence` in the protocol makes it a sentence).
   */
  onClose(listener: (code: number, reason: string) => void): () => void;
  /** Leaves the table for good (the seat goes to a computer once the game has started). */
  leave(): Promise<void>;
  /** Drops the connection without leaving (as a lost network does): for tests of reconnection. */
  drop(): void;
}

export interface OnlineClient {
  /** Opens a table; `name` is the host's chosen name ("" for none). */
  open(options: TableOptions, name?: string): Promise<Checked<OnlineTable, ConnectCode>>;
  /** Joins by a code, to play (with the person's chosen name) or to watch. */
  join(code: string, spectate?: boolean, name?: string): Promise<Checked<OnlineTable, ConnectCode>>;
  reconnect(token: string): Promise<Checked<OnlineTable, ConnectCode>>;
}

/**
 * Where the server is: `configured` (a link's `?server=` or the build's setting) when given,
 * else the page's own origin (the game server serves the page).
 */
export function serverEndpoint(origin: string, configured?: string | null): string {
  return configured && /^(https?|wss?):\/\//.test(configured) ? configured : origin;
}

/** The server's answer to a request over its address's rate (`TOO_MANY` in httpGuard.ts): try later. */
const TOO_MANY = 4290;

/**
 * Whether a failed connection was the server saying no (`refused`: the table or seat is
 * gone, the code unknown, the request wrong) or may succeed later (`unreachable`). The
 * matchmaker's and rooms' answers (4000–4999) and a client error's status (400–499)
 * refuse; being busy (429, `TOO_MANY`), or the table moving to another process, does not
 * (a reconnection tries again: the seat is not gone). Nor does a server error's status (a
 * process shutting down answers 503, a proxy 502) or a WebSocket's own close code (1006):
 * the way there failed, nobody said no.
 */
export function connectCode(said: number | null): ConnectCode {
  if (said === null || said === TOO_MANY || said === TABLE_MOVING || said === 429)
    return 'unreachable';
  return (said >= 4000 && said < 5000) || (said >= 400 && said < 500) ? 'refused' : 'unreachable';
}

function reason(error: unknown): Refusal<ConnectCode> {
  const message = error instanceof Error ? error.message : String(error);
  // Only the server's answers carry a number; a network error's code is a word (ECONNRESET).
  const code: unknown =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return {
    code: connectCode(typeof code === 'number' ? code : null),
    message: message || 'the server could not be reached',
  };
}

function wrap(room: Room): OnlineTable {
  const listeners = new Set<(message: ServerMessage) => void>();
  const latest: { table: TableInfo | null; view: TableView | null; record: RecordJson | null } = {
    table: null,
    view: null,
    record: null,
  };
  room.onMessage('*', (type: string | number, payload: unknown) => {
    const message = parseServerMessage(type, payload);
    if (!message) return;
    if (message.type === 'table') latest.table = message.table;
    if (message.type === 'view') latest.view = message.view;
    if (message.type === 'record') latest.record = message.record;
    for (const listener of listeners) listener(message);
  });
  // The server's first messages may have come before this handler: ask for the present.
  room.send('sync', {});
  return {
    code: room.roomId,
    reconnectionToken: room.reconnectionToken,
    get table() {
      return latest.table;
    },
    get view() {
      return latest.view;
    },
    get record() {
      return latest.record;
    },
    send(message) {
      const { type, ...payload } = message;
      room.send(type, payload);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onClose(listener) {
      const heard = (code: number, reason?: string) => listener(code, reason ?? '');
      const emitter = room.onLeave(heard);
      return () => emitter.remove(heard);
    },
    async leave() {
      await room.leave(true);
    },
    drop() {
      room.connection.close();
    },
  };
}

async function attempt(enter: () => Promise<Room>): Promise<Checked<OnlineTable, ConnectCode>> {
  try {
    return { ok: true, value: wrap(await enter()) };
  } catch (error) {
    return { ok: false, error: reason(error) };
  }
}

/** A client of the server at `endpoint` (the page's origin by default), colyseus.js loaded now. */
export async function connectOnline(endpoint?: string): Promise<OnlineClient> {
  const { Client: SdkClient } = await import('colyseus.js');
  const client: Client = endpoint ? new SdkClient(endpoint) : new SdkClient();
  return {
    open: (options, name = '') => attempt(() => client.create(ROOM, { ...options, name })),
    join(typed, spectate = false, name = '') {
      const code = readCode(typed);
      if (!code)
        return Promise.resolve({
          ok: false,
          error: { code: 'refused', message: `${typed} is not a table's code (8 letters)` },
        });
      return attempt(() => client.joinById(code, { spectate, name } satisfies JoinOptions));
    },
    reconnect: (token) => attempt(() => client.reconnect(token)),
  };
}
