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
  familyOf,
  newGame,
  playRandomGame,
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

/** The other families' whole games, as their codecs write them (Mexican Train: 13 rounds). */
const OTHERS = [
  { preset: 'mexican-train', players: 4 },
  { preset: 'texas-42', players: 4 },
] as const;

function familyLine(
  settings: (typeof OTHERS)[number],
  seed: string,
): { line: string; hands: number } {
  const family = familyOf(settings.preset);
  if (!family) throw new Error(`no family plays ${settings.preset}`);
  const played = playRandomGame(family, settings, seed);
  return {
    line: JSON.stringify(family.record.write({ settings, hands: played.hands })),
    hands: played.hands.length,
  };
}

/** The times of `runs` replays of a file, process start included, sorted; exits on a failed replay. */
function timeReplay(path: string, records: number, runs: number): number[] {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const res = spawnSync('npm', ['run', '--silent', 'replay', '--', path], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    times.push(performance.now() - start);
    const out = res.stdout.split('\n').filter((l) => l !== '');
    if (res.status !== 0 || out.length !== records) {
      process.stderr.write(
        `replay failed: exit ${String(res.status)}, ${out.length} lines\n${res.stderr}\n`,
      );
      process.exit(1);
    }
  }
  return times.sort((a, b) => a - b);
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

const times = timeReplay(path, games, runs);
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
// The other families: a tenth as many whole games of each, in a file of their own.
const otherGames = Math.max(1, Math.round(games / 10));
const otherLines: string[] = [];
let otherHands = 0;
for (const settings of OTHERS) {
  for (let i = 0; i < otherGames; i++) {
    const g = familyLine(settings, `replay-bench-${settings.preset}-${i}`);
    otherLines.push(g.line);
    otherHands += g.hands;
  }
}
const otherPath = join(mkdtempSync(join(tmpdir(), 'bench-replay-')), 'families.jsonl');
writeFileSync(otherPath, `${otherLines.join('\n')}\n`);
const otherTimes = timeReplay(otherPath, otherLines.length, runs);
const others = {
  games: otherLines.length,
  hands: otherHands,
  presets: OTHERS.map((o) => o.preset),
  medianSeconds: Number(((otherTimes[Math.floor(otherTimes.length / 2)] ?? 0) / 1000).toFixed(3)),
};
if (process.argv.includes('--json'))
  process.stdout.write(`${JSON.stringify({ ...result, otherFamilies: others })}\n`);
else {
  process.stdout.write(
    `replay: ${games} full games (${hands} hands, ${(result.bytes / 1e6).toFixed(1)} MB) in ${result.medianSeconds} s median of ${runs} (target < 3 s)\n`,
  );
  process.stdout.write(`  runs: ${result.runSeconds.join(', ')} s\n`);
  process.stdout.write(
    `replay: ${others.games} whole games of ${others.presets.join(' and ')} (${others.hands} hands or rounds) in ${others.medianSeconds} s median of ${runs}\n`,
  );
}
