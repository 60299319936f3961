/**
 * Past one process: two game servers (`npm run server`'s own entry, as child processes)
 * share one Redis (Debian's `redis-server`, started here on a free loopback port, nothing
 * saved). A table opened on the first is joined through the second, and the two players
 * play a hand on it, seeing the same table. Nothing is skipped: without redis-server the
 * test fails and says how to install it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectOnline } from '../../src/net/client';
import { autoPlay, must, next, PERSON, tableOptions, until } from './harness';

const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a child and resolves once a line of its output says it is ready. */
function launch(command: string, args: string[], ready: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${String(code)}):\n${output}`));
    });
  });
}

const servers: string[] = [];

beforeAll(async () => {
  if (!REDIS)
    throw new Error(
      'redis-server is missing: install it (apt-get install -y redis-server; .ci/run does)',
    );
  const redisPort = await freePort();
  await launch(
    REDIS,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    /Ready to accept connections/,
    'redis-server',
  );
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    await launch(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/main.ts',
        '--port',
        String(port),
        '--redis',
        `redis://127.0.0.1:${redisPort}`,
        '--public-address',
        `127.0.0.1:${port}`,
      ],
      /game server: http/,
      `game server ${i + 1}`,
    );
    servers.push(`http://127.0.0.1:${port}`);
  }
});

/** Stops a child and waits for its end (killed outright if it lingers). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

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
