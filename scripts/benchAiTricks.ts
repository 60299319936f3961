/**
 * npm run bench:ai-42 [-- --games 20 --seed bench42 --cpu --options '{"plunge":true}']
 * Times Texas 42's Hard player: Hard's team against Medium's over seeded games (the
 * arena's, src/ai/tricksArena.ts), and prints milliseconds per Hard decision (two or more
 * legal moves) by kind, bids, contracts and plays, median and 95th percentile. --cpu
 * times in process CPU time rather than wall time (fairer on a shared machine). --options
 * sets the game's rule options as records write them; --special turns on all four special
 * contracts (plunge, splash, nello, sevens). Each side's won bids by contract are printed.
 */
import { percentiles } from '../src/ai/arena';
import { tricksAi } from '../src/ai/tricksAi';
import { runTricksArena, type TricksChooser } from '../src/ai/tricksArena';

/** The flag's value; the last given wins, so `npm run bench:ai-42 -- --games 80` overrides the script's 20. */
function arg(name: string, fallback: string): string {
  const i = process.argv.lastIndexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const games = Number(arg('games', '20'));
const seed = arg('seed', 'bench42');
const cpu = process.argv.includes('--cpu');
const special = process.argv.includes('--special')
  ? { plunge: true, splash: true, nello: true, sevens: true }
  : {};
const options = { ...special, ...(JSON.parse(arg('options', '{}')) as Record<string, unknown>) };
const clock = cpu ? () => process.cpuUsage().user / 1000 : () => performance.now();

const times: Record<string, number[]> = { bid: [], trump: [], play: [], all: [] };
const timed: TricksChooser = (level, view, legal, rng) => {
  const t0 = clock();
  const choice = tricksAi.choose(level, view, legal, rng);
  const ms = clock() - t0;
  const kind = legal[0]?.type ?? 'play';
  if (level === 'hard' && legal.length > 1) {
    times[kind]?.push(ms);
    times.all?.push(ms);
  }
  return choice;
};

const started = performance.now();
const r = runTricksArena({ a: 'hard', b: 'medium', games, seed, options, chooser: timed });
const f = (x: number) => x.toFixed(1).padStart(6);
const lines = [
  `bench:ai-42: texas-42, hard vs medium, ${r.games} games, ${r.hands} hands, seed "${seed}", ${cpu ? 'CPU' : 'wall'} time, options ${JSON.stringify(options)}`,
  ...Object.entries(times).map(([kind, xs]) => {
    const p = percentiles(xs);
    return `  hard ${kind.padEnd(6)} ${String(xs.length).padStart(5)} decisions  ms p50 ${f(p.p50)}  p95 ${f(p.p95)}`;
  }),
  ...r.sides.map((side, i) => {
    const kinds = Object.entries(side.contracts).map(([k, t]) => `${k} ${t.made}/${t.won}`);
    return `  ${i === 0 ? 'hard  ' : 'medium'} bids won by contract (made/won): ${kinds.join(', ')}`;
  }),
  `  hard won ${r.winsA} of ${r.games} games; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
];
process.stdout.write(`${lines.join('\n')}\n`);
