/**
 * The game server (docs/server.md): one HTTP server on one port that serves the built game
 * and Colyseus's matchmaking and WebSockets, with a room type `table`. With a Redis URL the
 * rooms' presence and listing live in Redis, so that several processes share the tables: a
 * table created on one can be joined through another (each process gives its own
 * `publicAddress`, which the client connects to); each table is kept in Redis as it is
 * played, and reopened at a surviving process when its own dies (`failover.ts`).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { MAX_MESSAGE_BYTES } from '../net/protocol';
import { answerInThread, computerPool } from './computers';
import { startFailover, type Failover, type FailoverTiming } from './failover';
import { clientAddress } from './address';
import { guardRequests } from './httpGuard';
import { hideTables } from './lookups';
import { Buckets, type Rate } from './limits';
import { CONSOLE_SINK, limitedLog, type LogSink } from './log';
import { serveFolder } from './static';
import { DEFAULT_TIMING, tableRoomWith, type ServerTiming } from './tableRoom';
import { TableStore } from './tableStore';

/** The room type every table is (`client.create('table', options)`). */
export const ROOM_NAME = 'table';

export interface GameServerOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host: string;
  /** The built game to serve (`dist/`); null serves nothing but the rooms. */
  readonly dist: string | null;
  /** Redis (`redis://127.0.0.1:6379`), to share tables between processes; null keeps them in this one. */
  readonly redis: string | null;
  /** The `host:port` clients reach this process at, when there are several. */
  readonly publicAddress?: string;
  readonly timing?: Partial<ServerTiming>;
  /** How many matchmaking requests (open, join, reconnect) one address may make. */
  readonly requests?: Rate;
  /** Proxies whose `X-Forwarded-For` and `X-Real-IP` are believed (`--trust-proxy`); none by default. */
  readonly trustProxy?: ReadonlySet<string>;
  /** Colyseus's own handling of SIGINT and SIGTERM (the command line's server); off in tests. */
  readonly signals?: boolean;
  /** Worker threads for the computer players; 0 (the default) thinks in the rooms' thread. */
  readonly computerThreads?: number;
  /** Where the log's lines go (the console by default); every line is rate-limited. */
  readonly log?: LogSink;
  /** With Redis: how often processes say they are alive, and when one is taken for dead. */
  readonly failover?: FailoverTiming;
}

export interface GameServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startGameServer(options: GameServerOptions): Promise<GameServer> {
  const timing: ServerTiming = { ...DEFAULT_TIMING, ...options.timing };
  const requests = new Buckets(options.requests ?? { rate: 2, burst: 30 });
  const http = createServer(
    options.dist
      ? serveFolder(options.dist)
      : (_req, res) => {
          res.writeHead(404);
          res.end();
        },
  );
  http.headersTimeout = 10_000;
  http.requestTimeout = 15_000;
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES });
  const presence = options.redis ? new RedisPresence(options.redis) : null;
  const server = new Server({
    transport,
    greet: false,
    logger: limitedLog(options.log ?? CONSOLE_SINK),
    gracefullyShutdown: options.signals ?? false,
    ...(options.redis && presence ? { presence, driver: new RedisDriver(options.redis) } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  // Colyseus names this process as the server is made (`matchMaker.setup`).
  const store = presence ? new TableStore(presence, matchMaker.processId) : null;
  const about = JSON.stringify({ pid: process.pid, address: options.publicAddress ?? null });
  const failover: Failover | null = store
    ? await startFailover(store, ROOM_NAME, about, options.failover)
    : null;
  // Shutting down: the tables are let go first, then the rooms close (`onBeforeShutdown`).
  if (failover) server.onBeforeShutdown(() => failover.leave());
  const trusted = options.trustProxy ?? new Set<string>();
  const addressOf = (req: IncomingMessage) =>
    clientAddress(req.socket.remoteAddress, req.headers, trusted);
  guardRequests(http, (req) => requests.allow(addressOf(req), Date.now()));
  hideTables(failover?.moving);
  const pool = options.computerThreads ? computerPool(options.computerThreads) : null;
  const Table = tableRoomWith(
    timing,
    (context) => (context.req ? addressOf(context.req) : '?'),
    pool ? pool.answer : answerInThread,
    store,
  );
  server.define(ROOM_NAME, Table);
  await server.listen(options.port, options.host);
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    async close() {
      failover?.stop();
      await server.gracefullyShutdown(false);
      await pool?.close();
    },
  };
}

/** Rooms on this process (for tests and the benchmark's figures). */
export function localRoomCount(): number {
  return matchMaker.stats.local.roomCount;
}
