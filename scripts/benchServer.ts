/**
 * npm run bench:server [-- --tables 500] [--seconds 30] [--json]
 *
 * The game server under load on loopback: the server runs in a child process (this script
 * with `--serve`, the server of `npm run server` with the limits on matchmaking raised for
 * one address), and this process seats 4 bot clients at each of N Horse Race tables. Each
 * bot moves a second after its turn comes (and asks for the next hand a second after a
 * hand's end); a finished game is followed by a new table. After every table has started,
 * it measures for `--seconds`:
 *
 * - a move's round trip: from the move sent to the resulting view seen by all four clients
 *   (p50, p95, p99, max, in ms);
 * - moves a second over all tables;
 * - the server's resident memory (now and peak, MB) and its CPU (share of one core), and the
 *   bots' CPU (this process: 4 × N clients decoding every view), to tell whose time it was.
 *
 * `--json` prints one JSON object instead of the table.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { connectOnline, type OnlineTable } from '../src/net/client';
import type { TableOptions, TableView } from '../src/net/protocol';
import { startGameServer } from '../src/server/gameServer';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const TABLE: TableOptions = {
  preset: 'horse-race',
  players: 4,
  partners: false,
  options: {},
  seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
  away: 'wait',
};
const THINK_MS = 1000;

/** The server's side: `--serve PORT`. */
async function serve(port: number): Promise<void> {
  const server = await startGameServer({
    port,
    host: '127.0.0.1',
    dist: null,
    redis: null,
    signals: true,
    requests: { rate: 1e6, burst: 1e6 },
  });
  console.log(`serving ${server.port}`);
}

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

/** The server process's memory (MB, now and peak) and CPU seconds, from /proc. */
function processFigures(pid: number): { rssMb: number; peakRssMb: number; cpuSeconds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, cpuSeconds: ticks / 100 };
}

/** Round trips being timed: a move's key (table, hand, step after it) → when it was sent and who saw it. */
const inFlight = new Map<string, { sent: number; seen: number }>();
const trips: number[] = [];
let measuring = false;
let movesSeen = 0;

function keyOf(code: string, view: Pick<TableView, 'handIndex' | 'step'>): string {
  return `${code}/${view.handIndex}/${view.step}`;
}

/** A bot: answers its own views a second after they come; times its own moves. */
function bot(table: OnlineTable, onOver: () => void): void {
  let answered = '';
  table.listen((m) => {
    if (m.type === 'record') return onOver();
    if (m.type !== 'view') return;
    const view = m.view;
    const flight = inFlight.get(keyOf(table.code, view));
    if (flight && ++flight.seen === 4) {
      inFlight.delete(keyOf(table.code, view));
      if (measuring) {
        trips.push(performance.now() - flight.sent);
        movesSeen++;
      }
    }
    const key = `${view.handIndex}/${view.step}/${view.phase.kind}`;
    if (view.over || key === answered) return;
    if (view.legal.length > 0) {
      answered = key;
      const move = view.legal[0];
      setTimeout(() => {
        inFlight.set(keyOf(table.code, { ...view, step: view.step + 1 }), {
          sent: performance.now(),
          seen: 0,
        });
        table.send({ type: 'move', move });
      }, THINK_MS);
    } else if (view.phase.kind === 'hand-over') {
      answered = key;
      setTimeout(() => table.send({ type: 'next' }), THINK_MS);
    }
  });
}

/** Seats four bots at a new table and starts it; when the game ends, does it again. */
async function runTable(url: string, started: () => void): Promise<void> {
  const [first, ...rest] = await Promise.all([0, 1, 2, 3].map(() => connectOnline(url)));
  if (!first) return;
  const host = await first.open(TABLE);
  if (!host.ok) throw new Error(host.error.message);
  const others = await Promise.all(rest.map((c) => c.join(host.value.code)));
  const tables = [host.value];
  for (const t of others) {
    if (!t.ok) throw new Error(t.error.message);
    tables.push(t.value);
  }
  let over = false;
  const again = () => {
    if (over) return;
    over = true;
    void Promise.all(tables.map((t) => t.leave())).then(() => runTable(url, () => undefined));
  };
  for (const t of tables) bot(t, again);
  await new Promise<void>((resolve) => {
    const stop = host.value.listen((m) => {
      if (m.type !== 'view') return;
      stop();
      resolve();
    });
    host.value.send({ type: 'start' });
  });
  started();
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const tables = arg('tables', 500);
  const seconds = arg('seconds', 30);
  const json = process.argv.includes('--json');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/benchServer.ts', '--serve', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${String(code)})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const rampStart = performance.now();
  let running = 0;
  // Tables open in batches, so that the ramp does not measure a connection storm.
  for (let i = 0; i < tables; i += 25) {
    const batch = Math.min(25, tables - i);
    await Promise.all(Array.from({ length: batch }, () => runTable(url, () => running++)));
  }
  const rampSeconds = (performance.now() - rampStart) / 1000;
  const pid = child.pid ?? 0;
  const before = processFigures(pid);
  const botsBefore = process.cpuUsage();
  const begin = performance.now();
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - begin) / 1000;
  const after = processFigures(pid);
  const bots = process.cpuUsage(botsBefore);
  child.kill('SIGTERM');
  const sorted = trips.slice().sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  const result = {
    tables: running,
    clients: running * 4,
    seconds: round(elapsed),
    rampSeconds: round(rampSeconds),
    moves: movesSeen,
    movesPerSecond: round(movesSeen / elapsed),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? NaN),
    rssMb: round(after.rssMb),
    peakRssMb: round(after.peakRssMb),
    serverCpu: Math.round(((after.cpuSeconds - before.cpuSeconds) / elapsed) * 100) / 100,
    botsCpu: Math.round(((bots.user + bots.system) / 1e6 / elapsed) * 100) / 100,
  };
  if (json) console.log(JSON.stringify(result));
  else {
    console.log(`game server, ${result.tables} tables of 4 bots (a move a second after each turn)`);
    for (const [k, v] of Object.entries(result)) console.log(`  ${k.padEnd(15)} ${v}`);
  }
  process.exit(0);
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(Number(process.argv[serveAt + 1]));
else await main();
