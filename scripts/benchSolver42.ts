/**
 * npm run bench:solver-42 [-- --deals 50 --seed solver42]
 * Times the exact Texas 42 solver (src/ai/tricks/tricksSolver.ts) on whole hands: seeded deals,
 * a random bidder and one of the nine plain contracts, solved from the first lead (all
 * seven tricks); prints the median, 95th percentile and worst time, and the mean value.
 * Then the same for solveMoves (every legal lead valued), what Hard needs per world. The
 * positions searched (a count the machine's speed does not change) are printed beside.
 */
import { percentiles } from '../src/ai/core/arenaFigures';
import { dealtPosition } from '../src/ai/tricks/tricksDeals';
import { PLAIN_TRUMPS } from '../src/ai/tricks/tricksPolicy';
import { solveCounted, solveMoves } from '../src/ai/tricks/tricksSolver';
import { Generator, seedRng } from '../src/engine/index';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const deals = Number(arg('deals', '50'));
const seed = arg('seed', 'solver42');
const g = new Generator(seedRng(seed));
const solve: number[] = [];
const moves: number[] = [];
const nodes: number[] = [];
const moveNodes: number[] = [];
let sum = 0;
for (let i = 0; i < deals; i++) {
  const trump = PLAIN_TRUMPS[g.int(PLAIN_TRUMPS.length)] ?? 'none';
  const s = dealtPosition(g, trump);
  let t0 = performance.now();
  const solved = solveCounted(s);
  solve.push(performance.now() - t0);
  sum += solved?.value ?? 0;
  nodes.push(solved?.nodes ?? 0);
  const work = { nodes: 0 };
  t0 = performance.now();
  solveMoves(s, work);
  moves.push(performance.now() - t0);
  moveNodes.push(work.nodes);
}
const f = (x: number) => x.toFixed(1).padStart(7);
const line = (name: string, xs: number[], ns: number[]) => {
  const p = percentiles(xs);
  const n = percentiles(ns);
  const k = (x: number) => `${(x / 1000).toFixed(0)}k`.padStart(6);
  return `  ${name.padEnd(11)} ms p50 ${f(p.p50)}  p95 ${f(p.p95)}  max ${f(Math.max(...xs))}   positions p50 ${k(n.p50)}  p95 ${k(n.p95)}`;
};
process.stdout.write(
  [
    `bench:solver-42: ${deals} whole hands from the first lead, seed "${seed}", wall time`,
    line('solveTricks', solve, nodes),
    line('solveMoves', moves, moveNodes),
    `  bidder's team takes ${(sum / deals).toFixed(1)} points a hand with best play by both teams`,
  ].join('\n') + '\n',
);
