/**
 * Real processes for the tests of several servers (redis.test.ts, failover.test.ts): a
 * Redis (Debian's `redis-server`, on a free loopback port, nothing saved) and game servers
 * (`npm run server`'s own entry, `src/server/main.ts`, as child processes). Each is
 * started and waited for by a line of its output, and stopped by its pid. Nothing is
 * skipped: without redis-server the test fails and says how to install it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

/** A started child process and everything it has written so far. */
export interface Child {
  readonly process: ChildProcess;
  readonly pid: number;
  output(): string;
  /** Resolves when it has exited (at once if it has). */
  exited(): Promise<void>;
}

export function freePort(): Promise<number> {
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
export function launch(
  command: string,
  args: string[],
  ready: RegExp,
  what: string,
): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let exited = false;
    const exit = new Promise<void>((done) =>
      child.once('exit', () => {
        exited = true;
        done();
      }),
    );
    const handle: Child = {
      process: child,
      pid: child.pid ?? -1,
      output: () => output,
      exited: () => (exited ? Promise.resolve() : exit),
    };
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(handle);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${String(child.exitCode)}):\n${output}`));
    });
  });
}

/** Stops a child by its pid and waits for its end (killed outright if it lingers). */
export async function stop(child: Child): Promise<void> {
  const { process: p } = child;
  if (p.exitCode !== null || p.signalCode !== null) return;
  const timer = setTimeout(() => process.kill(child.pid, 'SIGKILL'), 10_000);
  process.kill(child.pid, 'SIGTERM');
  await child.exited();
  clearTimeout(timer);
}

/** A Redis of the test's own on loopback: its URL and process. */
export async function startRedis(): Promise<{ url: string; child: Child }> {
  if (!REDIS)
    throw new Error(
      'redis-server is missing: install it (apt-get install -y redis-server; .ci/run does)',
    );
  const port = await freePort();
  const child = await launch(
    REDIS,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    /Ready to accept connections/,
    'redis-server',
  );
  return { url: `redis://127.0.0.1:${port}`, child };
}

/** A game server process sharing `redis`: its port and process. `extra`: more arguments. */
export async function startServer(
  redis: string,
  what: string,
  extra: (port: number) => string[] = (port) => ['--public-address', `127.0.0.1:${port}`],
): Promise<{ port: number; child: Child }> {
  const port = await freePort();
  const child = await launch(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/main.ts',
      '--port',
      String(port),
      '--redis',
      redis,
      ...extra(port),
    ],
    /game server: http/,
    what,
  );
  return { port, child };
}
