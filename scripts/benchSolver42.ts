/**
 * npm run bench:solver-42 [-- --deals 50 --seed solver42 --runs 3]
 * Times the exact Texas 42 solver (src/ai/tricks/tricksSolver.ts) on whole hands: seeded deals,
 * a random bidder and one of the nine plain contracts, solved from the first lead (all
 * seven tricks); prints the median, 95th percentile and worst time, and the mean value.
 * Then the same for solveMoves (every legal lead valued), what Hard needs per world. The
 * positions searched (a count the machine's speed does not change) are printed beside.
 * Each hand's time is the median of `--runs` solves, after one warm-up pass over them all.
 */
import { percentiles } from '../src/ai/core/arenaFigures';
import { dealtPosition } from '../src/ai/tricks/tricksDeals';
import { PLAIN_TRUMPS } from '../src/ai/tricks/tricksPolicy';
import { solveCounted, solveMoves } from '../src/ai/tricks/tricksSolver';
import { Generator, seedRng } from '../src/engine/index';
import { median } from './lib/median';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const deals = Number(arg('deals', '50'));
const seed = arg('seed', 'solver42');
const runs = Number(arg('runs', '3'));
const g = new Generator(seedRng(seed));
const states = Array.from({ length: deals }, () =>
  dealtPosition(g, PLAIN_TRUMPS[g.int(PLAIN_TRUMPS.length)] ?? 'none'),
);
/** Each deal's median time of `runs` calls (the machine's hiccups are not the solver's). */
function timed(call: () => void): number {
  const ms: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    call();
    ms.push(performance.now() - t0);
  }
  return median(ms);
}
// One pass first, so that the times are of compiled code, not of the compiler.
for (const s of states) solveMoves(s);
const solve: number[] = [];
const moves: number[] = [];
const nodes: number[] = [];
const moveNodes: number[] = [];
let sum = 0;
for (const s of states) {
  const solved = solveCounted(s);
  sum += solved?.value ?? 0;
  nodes.push(solved?.nodes ?? 0);
  solve.push(timed(() => solveCounted(s)));
  const work = { nodes: 0 };
  solveMoves(s, work);
  moveNodes.push(work.nodes);
  moves.push(timed(() => solveMoves(s)));
}
const f = (x: number) => x.toFixed(1).padStart(7);
const line = (name: string, xs: number[], ns: number[]) => {
  const p = percentiles(xs);
  const n = percentiles(ns);
  const k = (x: number) => `${(x / 1000).toFixed(0)}k`.padStart(6);
  const all = `${(ns.reduce((a, b) => a + b, 0) / 1e6).toFixed(2)}M`;
  return `  ${name.padEnd(11)} ms p50 ${f(p.p50)}  p95 ${f(p.p95)}  max ${f(Math.max(...xs))}   positions p50 ${k(n.p50)}  p95 ${k(n.p95)}  all ${all}`;
};
process.stdout.write(
  [
    `bench:solver-42: ${deals} whole hands from the first lead, seed "${seed}", wall time (each hand's median of ${runs}, after a warm-up pass)`,
    line('solveTricks', solve, nodes),
    line('solveMoves', moves, moveNodes),
    `  bidder's team takes ${(sum / deals).toFixed(1)} points a hand with best play by both teams`,
  ].join('\n') + '\n',
);
