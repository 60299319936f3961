/**
 * npm run bench:replay [-- --json] [--games 1000] [--runs 5]
 * Writes N full random games (every preset and player count in turn) to one
 * JSON Lines file and times `npm run --silent replay -- FILE`, process start
 * included. Prints the median wall time of the runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  newGame,
  playRandomHand,
  seedRng,
  toRecord,
  toRecordHand,
  type NewGame,
  type RecordHand,
} from '../src/engine/index';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

const SETTINGS: readonly NewGame[] = [
  { preset: 'horse-race', players: 2 },
  { preset: 'horse-race', players: 3 },
  { preset: 'horse-race', players: 4, partners: true },
  { preset: 'seven-toed-pete', players: 4 },
];

/** One full game (to the target) as a record line. */
function gameLine(settings: NewGame, seed: string): { line: string; hands: number } {
  const created = newGame(settings);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  let rng = seedRng(seed);
  const hands: RecordHand[] = [];
  while (!state.over && hands.length < 200) {
    const played = playRandomHand(state, rng);
    if (!played.ok) throw new Error(played.error.message);
    const h = played.value.hand;
    hands.push(
      toRecordHand(
        h.deal,
        h.leader,
        h.steps.map((s) => s.move),
      ),
    );
    state = played.value.state;
    rng = played.value.rng;
  }
  return {
    line: JSON.stringify(toRecord(state.config, created.value.scores, hands)),
    hands: hands.length,
  };
}

const games = arg('games', 1000);
const runs = arg('runs', 5);
const lines: string[] = [];
let hands = 0;
for (let i = 0; i < games; i++) {
  const g = gameLine(SETTINGS[i % SETTINGS.length] as NewGame, `replay-bench-${i}`);
  lines.push(g.line);
  hands += g.hands;
}
const path = join(mkdtempSync(join(tmpdir(), 'bench-replay-')), 'games.jsonl');
writeFileSync(path, `${lines.join('\n')}\n`);

const times: number[] = [];
for (let r = 0; r < runs; r++) {
  const start = performance.now();
  const res = spawnSync('npm', ['run', '--silent', 'replay', '--', path], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  times.push(performance.now() - start);
  const out = res.stdout.split('\n').filter((l) => l !== '');
  if (res.status !== 0 || out.length !== games) {
    process.stderr.write(
      `replay failed: exit ${String(res.status)}, ${out.length} lines\n${res.stderr}\n`,
    );
    process.exit(1);
  }
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] as number;
const result = {
  benchmark: 'replay: N full games in one JSON Lines file, process start included',
  games,
  hands,
  bytes: lines.reduce((s, l) => s + l.length + 1, 0),
  runs,
  medianSeconds: Number((median / 1000).toFixed(3)),
  runSeconds: times.map((t) => Number((t / 1000).toFixed(3))),
  targetSeconds: 3,
};
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(result)}\n`);
else {
  process.stdout.write(
    `replay: ${games} full games (${hands} hands, ${(result.bytes / 1e6).toFixed(1)} MB) in ${result.medianSeconds} s median of ${runs} (target < 3 s)\n`,
  );
  process.stdout.write(`  runs: ${result.runSeconds.join(', ')} s\n`);
}
