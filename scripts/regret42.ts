/**
 * npm run regret:42 [-- --hands 40 --b hard --seed regret42 --solve 4 --worlds 40 --budget 800000 --made 1500000]
 * Texas 42 Hard's regret against the exact solver (src/ai/tricks/tricksSolver.ts): seeded hands
 * (each from a new game: bids, contract and tricks) with Hard in seats 0 and 2 and `--b`
 * (hard, medium or easy) in seats 1 and 3. After each of Hard's trick plays with two or
 * more legal tiles, the true position (every hand known) is solved for every legal tile:
 * the points given away are the best tile's value less the played tile's, for the mover's
 * team. Prints the points given away per hand (summed over Hard's seats that played in
 * it), per decision, and the share of decisions with regret 0, in the first trick and in
 * the later tricks. `--solve N` sets where Hard's solver leaf takes over (tricks left;
 * `--solve 0` plays Hard with rollouts only, for comparison); `--made N` the positions of
 * its first trick's made-or-set solves (`--made 0`: rollouts alone). The hand ends as the game's
 * options say (once made or set), so later tricks are not played.
 *
 * `--ceiling N` also deals N worlds from Hard's view at each of those decisions (the
 * hidden tiles at random, consistent with the voids shown, as Hard deals them) and solves
 * each: a tile regret 0 in the most worlds is the best any player knowing only that view
 * could hope for, so the mean of that share estimates the ceiling of the regret-0 share
 * (if the true deal is like those worlds); and the true deal's regret of a player that
 * plays that tile (a vote of the worlds) is printed beside Hard's.
 */
import { TRICKS_HARD_DEFAULTS, tricksChooser } from '../src/ai/tricks/tricksAi';
import { SOLVE_TRICKS } from '../src/ai/tricks/tricksLeaf';
import { solveMoves } from '../src/ai/tricks/tricksSolver';
import type { Level } from '../src/ai/core/level';
import {
  Generator,
  seedRng,
  teamOf,
  tricksFamily,
  type Rng,
  type TricksState,
} from '../src/engine/index';
import { argText } from './lib/args';
import { tricksWorld } from '../src/ai/tricks/tricksWorld';

const hands = Number(argText('hands', '40'));
const other = argText('b', 'hard') as Level;
const seed = argText('seed', 'regret42');
const solve = Number(argText('solve', String(SOLVE_TRICKS)));
const worlds = Number(argText('worlds', String(TRICKS_HARD_DEFAULTS.search.worlds)));
const budget = Number(argText('budget', String(TRICKS_HARD_DEFAULTS.solveBudget)));
const made = Number(argText('made', String(TRICKS_HARD_DEFAULTS.madeBudget)));
const ceiling = Number(argText('ceiling', '0'));
const choose = tricksChooser({
  ...TRICKS_HARD_DEFAULTS,
  search: { ...TRICKS_HARD_DEFAULTS.search, worlds },
  solveTricks: solve,
  solveBudget: budget,
  madeBudget: made,
});
/** Regrets of Hard's decisions, early (rollouts) and late (solver leaf). */
const early: number[] = [];
const late: number[] = [];
let played = 0;
/** With --ceiling: per decision, the share of worlds the most often regret-0 tile is regret 0 in, early and late; the vote's true regrets. */
const bestShare: [number[], number[]] = [[], []];
const voted: [number[], number[]] = [[], []];
const started = performance.now();

for (let h = 0; h < hands; h++) {
  const created = tricksFamily.newGame({ preset: 'texas-42', players: 4 });
  if (!created.ok) throw new Error(created.error.message);
  const dealt = tricksFamily.dealNext(created.value, seedRng(`${seed}/deal/${h}`));
  if (!dealt.ok) throw new Error(dealt.error.message);
  const begun = tricksFamily.startHand(created.value, dealt.value.deal);
  if (!begun.ok) throw new Error(begun.error.message);
  let state: TricksState = begun.value;
  const rngs: Rng[] = [0, 1, 2, 3].map((s) => seedRng(`${seed}/player/${h}/${s}`));
  for (;;) {
    const phase = tricksFamily.phase(state);
    if (phase.kind !== 'turn') break;
    const seat = phase.seat;
    const level: Level = teamOf(seat) === 0 ? 'hard' : other;
    const legal = tricksFamily.legalMoves(state);
    const choice = choose(level, tricksFamily.seatView(state, seat), legal, rngs[seat] as Rng);
    rngs[seat] = choice.rng;
    const move = choice.move;
    if (level === 'hard' && move.type === 'play' && legal.length > 1) {
      const values = solveMoves(state);
      const best = Math.max(...values.map((m) => m.value));
      const mine = values.find((m) => m.tile === move.tile)?.value ?? best;
      const first = (state.hand?.tricks.length ?? 0) === 0;
      (first ? early : late).push(best - mine);
      if (ceiling > 0) {
        const at = first ? 0 : 1;
        const g = new Generator(seedRng(`${seed}/ceiling/${h}/${state.hand?.tricks.length}`));
        const view = tricksFamily.seatView(state, seat);
        const zero = new Map<number, number>();
        for (let w = 0; w < ceiling; w++) {
          const solved = solveMoves(tricksWorld(view, g));
          const top = Math.max(...solved.map((m) => m.value));
          for (const m of solved)
            if (m.value === top) zero.set(m.tile, (zero.get(m.tile) ?? 0) + 1);
        }
        const [tile, n] = [...zero].reduce((a, b) => (b[1] > a[1] ? b : a), [-1, 0]);
        bestShare[at].push(n / ceiling);
        voted[at].push(best - (values.find((m) => m.tile === tile)?.value ?? best));
      }
    }
    const applied = tricksFamily.apply(state, move);
    if (!applied.ok) throw new Error(`an illegal move: ${applied.error.message}`);
    state = applied.value.state;
  }
  if (state.hand?.trump !== null) played++;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const share = (xs: readonly number[]) =>
  xs.length ? `${((100 * xs.filter((x) => x === 0).length) / xs.length).toFixed(1)}%` : '-';
const mean = (xs: readonly number[]) => (xs.length ? (sum(xs) / xs.length).toFixed(2) : '-');
const all = [...early, ...late];
const mean0 = (xs: readonly number[]) => (xs.length ? sum(xs) / xs.length : 0);
const teams = other === 'hard' ? 2 : 1;
const row = (name: string, xs: readonly number[]) =>
  `  ${name.padEnd(26)} ${String(xs.length).padStart(5)} decisions  given away ${String(sum(xs)).padStart(5)}  per decision ${mean(xs).padStart(5)}  regret 0 in ${share(xs)}`;
process.stdout.write(
  [
    `regret:42: Hard (seats 0, 2; solver leaf at ${solve} tricks left) vs ${other} (seats 1, 3), ${hands} hands (${played} played out), seed "${seed}"`,
    row('the first trick', early),
    row('the later tricks', late),
    row('all', all),
    ...(ceiling > 0
      ? ([0, 1] as const).map(
          (at) =>
            `  ${at === 0 ? 'first trick' : 'later tricks'}: ceiling (regret 0 in the most of ${ceiling} worlds) ${(100 * mean0(bestShare[at])).toFixed(1)}%;  the vote: regret 0 in ${share(voted[at])}, ${mean(voted[at])} a decision`,
        )
      : []),
    `  points given away per hand: ${(sum(all) / Math.max(1, played)).toFixed(2)} by Hard's seats, ${(sum(all) / Math.max(1, played * teams)).toFixed(2)} per Hard team; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ].join('\n') + '\n',
);
