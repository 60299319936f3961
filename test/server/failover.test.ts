/**
 * Issue 34, item 6: a process dies with a table in the middle of a hand. Two game servers
 * (`src/server/main.ts` as child processes) share a Redis, behind a front that sends each
 * new connection to a process that answers (as a proxy or DNS would). Two people play
 * through the page's own session (`OnlineSession`, which comes back by itself after a
 * lost connection); the process holding their table is killed by its pid (SIGKILL: no
 * goodbye). The other process reopens the table from what Redis kept of it, the people are
 * back at their seats within the 60 seconds their seats wait, at the same step (the table
 * waited for them, as the host chose), the game goes on to its end, and its record replays.
 * The dead process is struck from Colyseus's lists in Redis. One of the servers is started
 * without `--public-address`: it takes its address from --host and --port, and says so.
 * Nothing here measures time; the waits end on events, with limits only against a hang.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { RedisPresence } from '@colyseus/redis-presence';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { replayValue, type RecordJson } from '../../src/engine/index';
import { connectOnline } from '../../src/net/client';
import { OnlineSession, type OnlineState } from '../../src/net/session';
import { PERSON, tableOptions } from './harness';
import { startRedis, startServer, stop, type Child } from './processes';

const children: Child[] = [];
const servers: { port: number; child: Child }[] = [];
let redis: RedisPresence | null = null;
let redisUrl = '';
let front: { port: number; server: Server } | null = null;

/** A front on loopback: each connection goes to the next server, or the one after if it is down. */
function startFront(ports: () => readonly number[]): Promise<{ port: number; server: Server }> {
  let turn = 0;
  const server = createServer((socket: Socket) => {
    const first = turn++;
    const live = ports();
    const attempt = (i: number): void => {
      if (i >= live.length) {
        socket.destroy();
        return;
      }
      const up = connect(live[(first + i) % live.length] ?? 0, '127.0.0.1');
      up.once('error', () => attempt(i + 1));
      up.once('connect', () => {
        up.removeAllListeners('error');
        up.on('error', () => socket.destroy());
        socket.on('error', () => up.destroy());
        socket.pipe(up).pipe(socket);
      });
    };
    attempt(0);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, server });
    }),
  );
}

beforeAll(async () => {
  const started = await startRedis();
  children.push(started.child);
  redisUrl = started.url;
  redis = new RedisPresence(started.url);
  // The first says where it is; the second takes its address from --host and --port.
  const [a, b] = await Promise.all([
    startServer(started.url, 'game server 1'),
    startServer(started.url, 'game server 2', () => ['--host', '127.0.0.1']),
  ]);
  servers.push(a, b);
  children.push(a.child, b.child);
  front = await startFront(() => servers.map((s) => s.port));
}, 60_000);

afterAll(async () => {
  front?.server.close();
  redis?.shutdown();
  for (const child of children.reverse()) await stop(child);
}, 60_000);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
}

interface Person {
  readonly session: OnlineSession;
  readonly kept: RecordJson[];
}

function person(endpoint: string): Person {
  const kept: RecordJson[] = [];
  const session = new OnlineSession({
    connect: () => connectOnline(endpoint),
    storage: memoryStorage(),
    keep: (record) => kept.push(record),
  });
  return { session, kept };
}

/** Resolves once `test` holds of the session's state (now, or at a later state). */
function when(
  session: OnlineSession,
  test: (s: OnlineState) => boolean,
  what: string,
  limitMs = 60_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (test(session.state)) return resolve();
    const timer = setTimeout(() => {
      off();
      reject(
        new Error(
          `gave up waiting for ${what} (phase ${session.state.phase}: ${session.state.problem ?? ''})`,
        ),
      );
    }, limitMs);
    const off = session.subscribe((s) => {
      if (!test(s)) return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

/**
 * A person at a person's pace: the first legal move on their turn, Next at a hand's end,
 * each view once, while `go` says so.
 */
function play(session: OnlineSession, go: (s: OnlineState) => boolean = () => true) {
  let answered = '';
  let stopped = false;
  const answer = (s: OnlineState) => {
    const v = s.view;
    if (stopped || !v || v.over || s.phase !== 'playing' || !go(s)) return;
    const key = `${v.handIndex}/${v.step}/${v.phase.kind}`;
    if (key === answered) return;
    const move = v.legal[0];
    if (move === undefined && v.phase.kind !== 'hand-over') return;
    answered = key;
    setTimeout(() => {
      if (stopped) return;
      if (move === undefined) session.next();
      else session.move(move);
    }, 120);
  };
  const off = session.subscribe(answer);
  answer(session.state);
  return () => {
    stopped = true;
    off();
  };
}

/** Where the table's listing says it is: its process and that process's server. */
async function holderOf(code: string) {
  const listing = JSON.parse((await redis?.hget('roomcaches', code)) ?? '{}') as {
    processId?: string;
    publicAddress?: string;
  };
  const server = servers.find((s) => listing.publicAddress === `127.0.0.1:${s.port}`);
  if (!server || !listing.processId) throw new Error(`no process holds ${code}`);
  return { processId: listing.processId, server };
}

/** Two people at a new Horse Race table (to 11), four moves into its first hand, nobody moving. */
async function fourMovesIn(): Promise<{ both: [Person, Person]; code: string }> {
  const endpoint = `http://127.0.0.1:${front?.port ?? 0}`;
  const both: [Person, Person] = [person(endpoint), person(endpoint)];
  const [host, friend] = both;
  const options = tableOptions({
    preset: 'horse-race',
    seats: [PERSON, PERSON],
    options: { target: 11 },
    away: 'wait',
  });
  expect(await host.session.open(options)).toBe(true);
  const code = host.session.state.code ?? '';
  expect(await friend.session.join(code)).toBe(true);
  await when(host.session, (s) => s.table?.seats[1]?.connected === true, 'the friend');
  host.session.start();
  // A few moves into the first hand, then nobody moves: the table waits on a person.
  const midHand = (s: OnlineState) => (s.view?.handIndex ?? 0) === 0 && (s.view?.step ?? 0) < 4;
  const stops = both.map((p) => play(p.session, midHand));
  await when(host.session, (s) => s.view?.step === 4, 'the fourth move of the first hand');
  stops.forEach((halt) => halt());
  await when(friend.session, (s) => s.view?.step === 4, "the friend's view of it");
  return { both, code };
}

/**
 * Both people back by themselves (`resume`), each at their own seat, where the game stood,
 * after `dropped`: each has seen the connection go (their state before it says the same).
 */
async function backAtSeats(both: readonly Person[], dropped: Promise<void>): Promise<void> {
  await dropped;
  for (const [i, p] of both.entries())
    await when(
      p.session,
      (s) =>
        s.phase === 'playing' &&
        s.table?.you === i &&
        s.table.seats.every((seat) => seat.connected) &&
        s.view?.step === 4,
      `person ${i + 1} back at the seat`,
    );
}

/** Resolves once each person has seen their connection go; made before the process stops. */
function drops(both: readonly Person[]): Promise<void> {
  return Promise.all(
    both.map((p) => when(p.session, (s) => s.phase === 'reconnecting', 'the connection lost')),
  ).then(() => undefined);
}

/** What the servers said, should the test fail. */
function tellOnFailure(): void {
  onTestFailed(() => {
    for (const s of servers) console.log(`server on ${s.port}:\n${s.child.output()}`);
  });
}

test('the process holding a table dies mid-hand: its people are back at their seats on the other, and the game goes on', async () => {
  tellOnFailure();
  expect(servers[1]?.child.output()).toContain(
    `clients reach this process's tables at 127.0.0.1:${servers[1]?.port ?? 0}`,
  );
  const { both, code } = await fourMovesIn();
  const [host, friend] = both;
  const before = host.session.state.view;
  const kept = JSON.parse((await redis?.hget(`horse-race:table:${code}`, 'table')) ?? '{}') as {
    record: RecordJson;
  };
  const keptMoves = (kept.record.hands[0] as { moves: unknown[] }).moves;
  expect(keptMoves).toHaveLength(4);

  const dead = await holderOf(code);
  const survivor = servers.find((s) => s !== dead.server);
  const dropped = drops(both);
  process.kill(dead.server.child.pid, 'SIGKILL');
  await dead.server.child.exited();

  await backAtSeats(both, dropped);
  expect(host.session.state.view?.view).toEqual(before?.view);
  expect((await holderOf(code)).server).toBe(survivor);
  expect(survivor?.child.output()).toContain(`table ${code} reopened here from its record`);

  // The dead process is no longer listed: not in the room counts or the nodes.
  expect(Object.keys((await redis?.hgetall('roomcount')) ?? {})).not.toContain(dead.processId);
  const nodes = (await redis?.smembers('colyseus:nodes')) ?? [];
  expect(nodes.filter((n) => n.startsWith(`${dead.processId}/`))).toEqual([]);

  // The game goes on to its end; each keeps its record, which replays, the moves before included.
  const stops = both.map((p) => play(p.session));
  // The end shows with the last view; the record, kept as it arrives, may come just after.
  for (const p of both) await when(p.session, (s) => s.record !== null, 'the game’s record');
  stops.forEach((halt) => halt());
  const record = host.kept[0];
  expect(record).toBeDefined();
  expect(friend.kept).toEqual([record]);
  expect(replayValue(record).status).toBe(0);
  expect((record?.hands[0] as { moves: unknown[] }).moves.slice(0, 4)).toEqual(keptMoves);
  const finished = (await redis?.get(`horse-race:finished:${code}`)) as string | null;
  expect(JSON.parse(finished ?? 'null')).toEqual(record);
  // Nor in the listings, once none of its tables was left to reopen.
  const listings = Object.values((await redis?.hgetall('roomcaches')) ?? {});
  expect(listings.filter((l) => l.includes(dead.processId))).toEqual([]);
  for (const p of both) await p.session.leave();
}, 120_000);

test('a process shut down (SIGTERM) hands its table over at once: its people are back at their seats on another', async () => {
  tellOnFailure();
  const third = await startServer(redisUrl, 'game server 3');
  servers.push(third);
  children.push(third.child);
  const { both, code } = await fourMovesIn();
  const leaving = await holderOf(code);
  const dropped = drops(both);
  process.kill(leaving.server.child.pid, 'SIGTERM');
  await leaving.server.child.exited();
  await backAtSeats(both, dropped);
  const holder = await holderOf(code);
  expect(holder.server).not.toBe(leaving.server);
  expect(holder.server.child.output()).toContain(`table ${code} reopened here from its record`);
  for (const p of both) await p.session.leave();
}, 120_000);
