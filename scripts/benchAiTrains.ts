/**
 * npm run bench:ai-mt [-- --games 16 --rounds 3 --players 8 --set 12 --seed benchmt --cpu]
 * Times Mexican Train's Hard player: Hard in one seat against Medium in the others on
 * double-twelve with 8 players (the arena's games, src/ai/trains/trainsArena.ts), and prints
 * milliseconds per Hard decision (two or more legal moves), median and 95th percentile,
 * overall and for the searched decisions alone (after the first turns). --cpu times in
 * process CPU time rather than wall time (fairer on a shared machine).
 */
import { percentiles } from '../src/ai/core/arenaFigures';
import {
  trainsAi,
  TRAINS_CANDIDATES,
  TRAINS_SEARCH,
  type TrainsChooser,
} from '../src/ai/trains/trainsAi';
import { runTrainsArena } from '../src/ai/trains/trainsArena';
import { argText } from './lib/args';

const games = Number(argText('games', '16'));
const rounds = Number(argText('rounds', '3'));
const players = Number(argText('players', '8'));
const maxPip = Number(argText('set', '12'));
const seed = argText('seed', 'benchmt');
const cpu = process.argv.includes('--cpu');
const clock = cpu ? () => process.cpuUsage().user / 1000 : () => performance.now();

const times: Record<string, number[]> = { all: [], searched: [] };
const timed: TrainsChooser = (level, view, legal, rng) => {
  const t0 = clock();
  const choice = trainsAi.choose(level, view, legal, rng);
  const ms = clock() - t0;
  if (level === 'hard' && legal.length > 1) {
    times.all?.push(ms);
    const name = view.phase.kind === 'turn' ? view.phase.name : '';
    if (name === 'play') times.searched?.push(ms);
  }
  return choice;
};

const started = performance.now();
const r = runTrainsArena({
  a: 'hard',
  b: 'medium',
  games,
  players,
  seed,
  options: { max_pip: maxPip, rounds },
  chooser: timed,
});
const f = (x: number) => x.toFixed(1).padStart(6);
const budget = `${TRAINS_SEARCH.worlds} worlds x ${TRAINS_SEARCH.rolloutsPerMove} rollout x ${TRAINS_CANDIDATES} candidates`;
const lines = [
  `bench:ai-mt: mexican-train, double-${maxPip}, ${players} players, hard vs medium, ${r.games} games of ${rounds} rounds, ${r.hands} rounds, seed "${seed}", ${cpu ? 'CPU' : 'wall'} time, ${budget}`,
  ...Object.entries(times).map(([kind, xs]) => {
    const p = percentiles(xs);
    return `  hard ${kind.padEnd(8)} ${String(xs.length).padStart(5)} decisions  ms p50 ${f(p.p50)}  p95 ${f(p.p95)}  max ${f(Math.max(0, ...xs))}`;
  }),
  `  hard won ${r.winsA} of ${r.games} games; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
];
process.stdout.write(`${lines.join('\n')}\n`);
