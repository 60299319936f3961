/**
 * npm run arena -- --a hard --b medium --games 1000 --players 2 --preset horse-race [--set 6|9|12] --seed S [--json]
 * Plays computer players against each other on the same seeded deals, seats
 * rotated (see src/ai/line/arena.ts), and prints wins, win rates with 95% Wilson
 * intervals, points per hand and milliseconds per move for each side.
 * --progress writes a progress line to stderr every 10 games; --cpu times moves in
 * process CPU time instead of wall time (fairer on a shared machine); --budget N sets Hard's
 * search budget (simulated moves per decision) for experiments.
 *
 * The family comes from the preset: `--preset texas-42` plays Texas 42 (src/ai/tricks/tricksArena.ts),
 * A's level in both seats of one team and B's in the other, each deal twice with the sides
 * swapped (A defaults to hard, B to medium), and prints game wins and the bids each side won,
 * made and was set on. --players, --set and --budget do not apply there.
 *
 * `--preset mexican-train` plays Mexican Train (src/ai/trains/trainsArena.ts): A in one seat and B in
 * the other --players - 1, each deal once with A in every seat; it prints game wins against
 * the fair share (1 / players) and mean points per round. --set 12|9 (default 12) and
 * --rounds R (default all: 13 on double-twelve) shape the game; --budget does not apply.
 */
import {
  hardPlayer,
  LEVELS,
  playerFor,
  runArena,
  type ArenaResult,
  type ComputerPlayer,
  type Level,
} from '../src/ai/index';
import { familyOf, isPreset, setsFor, type Preset } from '../src/engine/index';
import { printTrainsArena } from './lib/arenaTrains';
import { printTricksArena } from './lib/arenaTricks';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(`arena: ${message}\n`);
  process.exit(2);
}

function level(name: string, fallback: Level): Level {
  const v = arg(name) ?? fallback;
  if (!(LEVELS as readonly string[]).includes(v))
    fail(`--${name} must be one of ${LEVELS.join(', ')}, not "${v}"`);
  return v as Level;
}

function count(name: string, fallback: number): number {
  const text = arg(name);
  const v = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(v) || v < 1) fail(`--${name} must be a positive whole number`);
  return v;
}

const a = level('a', 'hard');
const b = level('b', 'medium');
const games = count('games', 100);
const players = count('players', 2);
const presetName = arg('preset') ?? 'horse-race';
if (familyOf(presetName)?.id === 'tricks') {
  const seed = arg('seed') ?? 'arena';
  printTricksArena({ a, b, games, seed, json: process.argv.includes('--json') });
  process.exit(0);
}
if (familyOf(presetName)?.id === 'trains') {
  const set = arg('set') === undefined ? undefined : Number(arg('set'));
  if (set !== undefined && set !== 12 && set !== 9) fail('--set must be 12 or 9 for mexican-train');
  if (players > 8) fail('--players must be from 2 to 8 for mexican-train');
  printTrainsArena({
    a,
    b,
    games,
    players: players < 2 ? 2 : players,
    seed: arg('seed') ?? 'arena',
    ...(set === undefined ? {} : { maxPip: set }),
    ...(arg('rounds') === undefined ? {} : { rounds: count('rounds', 1) }),
    json: process.argv.includes('--json'),
    cpu: process.argv.includes('--cpu'),
  });
  process.exit(0);
}
if (!isPreset(presetName)) fail(`unknown preset "${presetName}"`);
const preset: Preset = presetName;
const maxPip = Number(arg('set') ?? 6);
if (!setsFor(preset).includes(maxPip))
  fail(`--set must be one of ${setsFor(preset).join(', ')} for ${preset}`);
const seed = arg('seed') ?? 'arena';
const json = process.argv.includes('--json');
const progress = process.argv.includes('--progress');
// --cpu times each choice in process CPU time rather than wall time: fairer on a busy machine.
const cpu = process.argv.includes('--cpu');
const cpuClock = (): number => process.cpuUsage().user / 1000;

const budget = arg('budget') === undefined ? null : count('budget', 1);
const player = (l: Level): ComputerPlayer =>
  l === 'hard' && budget !== null ? hardPlayer({ budget }) : playerFor(l);

const started = performance.now();
let result: ArenaResult;
try {
  result = runArena({
    a: player(a),
    b: player(b),
    games,
    players,
    preset,
    maxPip,
    seed,
    ...(cpu ? { clock: cpuClock } : {}),
    onGame: (done, total) => {
      if (progress && (done % 10 === 0 || done === total)) {
        const s = ((performance.now() - started) / 1000).toFixed(0);
        process.stderr.write(`arena: ${done}/${total} games, ${s} s\n`);
      }
    },
  });
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);

if (json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const r = result;
  const bSeats = players - 1;
  const lines = [
    `arena: ${r.a} (A) vs ${r.b} (B), ${r.preset}, double-${r.maxPip}, ${r.players} players, seed "${r.seed}"`,
    `  ${r.games} games (${r.games / r.players} deals, each played ${r.players} times with A in every seat${bSeats > 1 ? ` and B in the other ${bSeats}` : ''}), ${r.hands} hands`,
    `  A ${r.a.padEnd(6)} wins ${String(r.winsA).padStart(5)}  ${pct(r.winRateA).padStart(6)}  95% CI [${pct(r.ci95A[0])}, ${pct(r.ci95A[1])}]  (fair share ${pct(r.fairShareA)})`,
    `  B ${r.b.padEnd(6)} wins ${String(r.winsB).padStart(5)}  ${pct(r.winRateB).padStart(6)}  95% CI [${pct(r.ci95B[0])}, ${pct(r.ci95B[1])}]`,
    `  points per hand: A ${r.pointsPerHandA.toFixed(2)}, B ${r.pointsPerHandB.toFixed(2)} (per seat)`,
    `  ms per move (every call)      A p50 ${ms(r.msPerMoveA.p50)} p95 ${ms(r.msPerMoveA.p95)}   B p50 ${ms(r.msPerMoveB.p50)} p95 ${ms(r.msPerMoveB.p95)}`,
    `  ms per decision (2+ choices)  A p50 ${ms(r.msPerDecisionA.p50)} p95 ${ms(r.msPerDecisionA.p95)}   B p50 ${ms(r.msPerDecisionB.p50)} p95 ${ms(r.msPerDecisionB.p95)}`,
    `  wall time ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
