/**
 * Past one process: two game servers (`npm run server`'s own entry, as child processes)
 * share one Redis (Debian's `redis-server`, started here on a free loopback port, nothing
 * saved). A table opened on the first is joined through the second, and the two players
 * play a hand on it, seeing the same table. Nothing is skipped: without redis-server the
 * test fails and says how to install it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectOnline } from '../../src/net/client';
import { autoPlay, must, next, PERSON, tableOptions, until } from './harness';
import { startRedis, startServer, stop, type Child } from './processes';

const children: Child[] = [];
const servers: string[] = [];

beforeAll(async () => {
  const redis = await startRedis();
  children.push(redis.child);
  for (let i = 0; i < 2; i++) {
    const server = await startServer(redis.url, `game server ${i + 1}`);
    children.push(server.child);
    servers.push(`http://127.0.0.1:${server.port}`);
  }
});

// The game servers first, while their Redis is still there to say goodbye to; Redis last.
afterAll(async () => {
  for (const child of children.reverse()) await stop(child);
});

test('a table opened on one process is joined through the other, and played', async () => {
  const [first, second] = servers as [string, string];
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const host = must(await (await connectOnline(first)).open(options));
  const friend = must(await (await connectOnline(second)).join(host.code));
  await until(host, () => host.table?.seats[1]?.connected === true, 'the friend');
  expect(friend.table?.you ?? (await next(friend, 'table')).table.you).toBe(1);
  host.send({ type: 'start' });
  // People answer at a person's pace, within the server's rate limit.
  const players = [host, friend].map((t) => autoPlay(t, { delayMs: 120 }));
  await until(host, () => (host.view?.handIndex ?? 0) >= 1, 'the second hand', 60_000);
  players.forEach((p) => p.stop());
  await until(friend, () => friend.view?.handIndex === host.view?.handIndex, 'the same hand');
  expect(friend.view?.scores).toEqual(host.view?.scores);
  await Promise.all([host.leave(), friend.leave()]);
});
