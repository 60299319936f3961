/**
 * What the server's Node tests share: a game server on a free loopback port (in this
 * process: each test file runs in its own worker, and Colyseus's matchmaker is one per
 * process), clients through the browser's own wrapper (src/net/client.ts), and players
 * that answer their views. Waits end on an event, with a long limit only so that a hang
 * fails the test instead of stalling the run; nothing here measures time.
 */
import { afterAll, beforeAll } from 'vitest';
import { connectOnline, type OnlineClient, type OnlineTable } from '../../src/net/client';
import type { ClientMessage, ServerMessage, TableOptions, TableView } from '../../src/net/protocol';
import {
  startGameServer,
  type GameServer,
  type GameServerOptions,
} from '../../src/server/gameServer';
import type { ServerTiming } from '../../src/server/tableRoom';

/** A fast table: computers move at once, a hand's end waits a moment. */
export const FAST: Partial<ServerTiming> = {
  computerMs: 0,
  handPauseMs: 50,
  graceMs: 100,
  messages: { rate: 1000, burst: 1000 },
};

export interface TestServer extends GameServer {
  readonly url: string;
  client(): Promise<OnlineClient>;
}

/** A test's own server options (a log to read, a proxy to trust). */
export type TestOptions = Partial<Omit<GameServerOptions, 'timing' | 'computerThreads'>>;

export async function testServer(
  timing: Partial<ServerTiming> = FAST,
  computerThreads = 0,
  extra: TestOptions = {},
): Promise<TestServer> {
  const server = await startGameServer({
    port: 0,
    host: '127.0.0.1',
    dist: null,
    redis: null,
    timing,
    requests: { rate: 1000, burst: 1000 },
    computerThreads,
    ...extra,
  });
  const url = `http://127.0.0.1:${server.port}`;
  return { ...server, url, client: () => connectOnline(url) };
}

/**
 * The test file's server: started before its tests, closed after them. Returns a getter,
 * since the server exists only once `beforeAll` has run.
 */
export function useTestServer(
  timing: Partial<ServerTiming> = FAST,
  computerThreads = 0,
  extra: TestOptions = {},
): () => TestServer {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await testServer(timing, computerThreads, extra);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server is not started yet');
    return server;
  };
}

export function must<T>(
  result: { ok: true; value: T } | { ok: false; error: { message: string } },
): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Every message a client received, in order. */
export function recordMessages(table: OnlineTable): ServerMessage[] {
  const out: ServerMessage[] = [];
  table.listen((m) => out.push(m));
  return out;
}

/** Resolves once `test` holds (checked on every message from now on, and now). */
export function until(
  table: OnlineTable,
  test: () => boolean,
  what: string,
  limitMs = 60_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (test()) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`gave up waiting for ${what}`));
    }, limitMs);
    const stop = table.listen(() => {
      if (!test()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/** Resolves with the next message of a type. */
export function next<T extends ServerMessage['type']>(
  table: OnlineTable,
  type: T,
  limitMs = 30_000,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${type} message came`));
    }, limitMs);
    const stop = table.listen((m) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      stop();
      resolve(m as Extract<ServerMessage, { type: T }>);
    });
  });
}

export interface Player {
  /** Stops answering. */
  stop(): void;
  readonly moves: number;
}

export interface PlayStyle {
  /** The move to make (the first legal move by default). */
  readonly choose?: (view: TableView) => unknown;
  /** Answers only views for which this holds. */
  readonly when?: (view: TableView) => boolean;
  /** Answers this long after the view came (a person's pace, within the rate limit). */
  readonly delayMs?: number;
}

/**
 * A player that answers its own views: a legal move when it is on turn, "next" at a
 * hand's end, each view once.
 */
export function autoPlay(table: OnlineTable, style: PlayStyle = {}): Player {
  const { choose = (v: TableView) => v.legal[0], when = () => true, delayMs = 0 } = style;
  let moves = 0;
  let answered = '';
  let stopped = false;
  const send = (message: ClientMessage) => {
    if (delayMs === 0) return table.send(message);
    setTimeout(() => {
      if (!stopped) table.send(message);
    }, delayMs);
  };
  const answer = (view: TableView | null) => {
    if (!view || view.over || !when(view)) return;
    const key = `${view.handIndex}/${view.step}/${view.phase.kind}`;
    if (key === answered) return;
    if (view.legal.length > 0) {
      answered = key;
      moves++;
      send({ type: 'move', move: choose(view) });
    } else if (view.phase.kind === 'hand-over') {
      answered = key;
      send({ type: 'next' });
    }
  };
  const stop = table.listen((m) => {
    if (m.type === 'view') answer(m.view);
  });
  answer(table.view);
  return {
    stop() {
      stopped = true;
      stop();
    },
    get moves() {
      return moves;
    },
  };
}

export const PERSON = { kind: 'person' } as const;
export const EASY = { kind: 'computer', level: 'easy' } as const;

/** A table's options with defaults for the rest. */
export function tableOptions(
  options: Partial<TableOptions> & Pick<TableOptions, 'preset' | 'seats'>,
): TableOptions {
  return {
    players: options.seats.length,
    partners: false,
    options: {},
    away: 'wait',
    ...options,
  };
}
