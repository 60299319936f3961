/**
 * npm run bench:ai-42 [-- --games 20 --seed bench42 --cpu --options '{"plunge":true}' --a hard --b medium
 *   --solve 6 --budget 800000 --made 1500000]
 * Times Texas 42's Hard player: Hard's team against Medium's (or `--a` against `--b`) over
 * seeded games (the arena's, src/ai/tricks/tricksArena.ts: each deal played twice, the sides'
 * seats swapped), and prints milliseconds per Hard decision (two or more legal moves) by
 * kind, bids, contracts and plays, median and 95th percentile. --cpu times in process CPU
 * time rather than wall time (fairer on a shared machine). --options sets the game's rule
 * options as records write them; --special turns on all four special contracts (plunge,
 * splash, nello, sevens). Prints A's wins with a 95% (Wilson) interval, and a table, a
 * row a level, of the bids each won by contract: won, made, and won per 100 hands.
 * --solve and --budget set where Hard's solver leaf takes over (tricks left) and its
 * positions a decision, and --made the positions of the first trick's made-or-set solves
 * (0: rollouts alone), as `regret:42` does.
 */
import { percentiles } from '../src/ai/core/arenaFigures';
import { TRICKS_HARD_DEFAULTS, tricksChooser } from '../src/ai/tricks/tricksAi';
import type { Level } from '../src/ai/core/level';
import { runTricksArena, type TricksChooser } from '../src/ai/tricks/tricksArena';
import { argText } from './lib/args';

const games = Number(argText('games', '20'));
const a = argText('a', 'hard') as Level;
const b = argText('b', 'medium') as Level;
const seed = argText('seed', 'bench42');
const cpu = process.argv.includes('--cpu');
const special = process.argv.includes('--special')
  ? { plunge: true, splash: true, nello: true, sevens: true }
  : {};
const options = {
  ...special,
  ...(JSON.parse(argText('options', '{}')) as Record<string, unknown>),
};
const solveTricks = Number(argText('solve', String(TRICKS_HARD_DEFAULTS.solveTricks)));
const solveBudget = Number(argText('budget', String(TRICKS_HARD_DEFAULTS.solveBudget)));
const madeBudget = Number(argText('made', String(TRICKS_HARD_DEFAULTS.madeBudget)));
const hard = tricksChooser({ ...TRICKS_HARD_DEFAULTS, solveTricks, solveBudget, madeBudget });
const clock = cpu ? () => process.cpuUsage().user / 1000 : () => performance.now();

const times: Record<string, number[]> = { bid: [], trump: [], play: [], all: [] };
const timed: TricksChooser = (level, view, legal, rng) => {
  const t0 = clock();
  const choice = hard(level, view, legal, rng);
  const ms = clock() - t0;
  const kind = legal[0]?.type ?? 'play';
  if (level === 'hard' && legal.length > 1) {
    times[kind]?.push(ms);
    times.all?.push(ms);
  }
  return choice;
};

const started = performance.now();
const r = runTricksArena({ a, b, games, seed, options, chooser: timed });
const f = (x: number) => x.toFixed(1).padStart(6);
const KINDS = ['suit', 'none', 'doubles', 'sevens', 'nello', 'plunge', 'splash'];
const cell = (t: { won: number; made: number } | undefined) =>
  `${t ? `${t.made}/${t.won}` : '—'} (${((100 * (t?.won ?? 0)) / Math.max(1, r.hands)).toFixed(1)})`.padEnd(
    14,
  );
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const lines = [
  `bench:ai-42: texas-42, ${a} vs ${b}, ${r.games} games (seats swapped), ${r.hands} hands, seed "${seed}", ${cpu ? 'CPU' : 'wall'} time, options ${JSON.stringify(options)}, solver from ${solveTricks} tricks left, budget ${solveBudget}, first trick's made-or-set budget ${madeBudget}`,
  ...Object.entries(times).map(([kind, xs]) => {
    const p = percentiles(xs);
    return `  hard ${kind.padEnd(6)} ${String(xs.length).padStart(5)} decisions  ms p50 ${f(p.p50)}  p95 ${f(p.p95)}`;
  }),
  `  bids won by contract: made/won (won per 100 hands)`,
  `  ${'level'.padEnd(7)} ${KINDS.map((k) => k.padEnd(14)).join(' ')}`,
  ...r.sides.map(
    (side, i) =>
      `  ${(i === 0 ? a : b).padEnd(7)} ${KINDS.map((k) => cell(side.contracts[k])).join(' ')}`,
  ),
  `  ${a} won ${r.winsA} of ${r.games} games (${pct(r.winRateA)}, 95% interval ${pct(r.ci95A[0])}–${pct(r.ci95A[1])}); ${b} won ${r.winsB}; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
];
process.stdout.write(`${lines.join('\n')}\n`);
