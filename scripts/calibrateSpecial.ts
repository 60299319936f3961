/**
 * npm run calibrate:42 [-- --hands 120 --seed calib42 --kind plunge --deals 16]
 * How well Hard's estimate of a plunge (or, with --kind splash, a splash) foretells the
 * hand. Seeded random deals; a deal is kept when a seat holds the doubles the bid needs
 * (four for a plunge; for a splash exactly three, a plunge's hands being counted apart),
 * that seat bidding first with every special option on. Hard's estimate is taken as Hard
 * bids (src/ai/tricks/tricksBid.ts, `specialSamples` over `--deals` deals): the share of deals in
 * which the team takes every trick under the partner's best contract, both as `bestRate`
 * (the best of the nine contracts' rates) and as `heldOutRate` (the contract chosen on one
 * half of the deals, measured on the other). Then the bid is forced (the others pass) and
 * the hand played out with Hard at every seat (the partner naming the contract as Hard
 * does). Prints, for each estimate, the hands made by estimate bucket, and those Hard
 * would bid at 0.75 (BID_DEFAULTS) and at TAKE_ALL_CONFIDENCE.
 */
import { tricksAi } from '../src/ai/tricks/tricksAi';
import {
  BID_DEFAULTS,
  bestRate,
  heldOutRate,
  specialSamples,
  TAKE_ALL_CONFIDENCE,
} from '../src/ai/tricks/tricksBid';
import {
  applyTricksMove,
  fullSet,
  Generator,
  isDouble,
  MARK,
  seedRng,
  shuffleInPlace,
  tricksFamily,
  tricksLegalMoves,
  tricksSeatView,
  type TricksMove,
  type TricksState,
} from '../src/engine/index';
import { argText } from './lib/args';

const wanted = Number(argText('hands', '120'));
const seed = argText('seed', 'calib42');
const kind = argText('kind', 'plunge') === 'splash' ? 'splash' : 'plunge';
const deals = Number(argText('deals', String(BID_DEFAULTS.deals)));
const OPTIONS = { plunge: true, splash: true, nello: true, sevens: true };
const fits = (doubles: number) => (kind === 'plunge' ? doubles >= 4 : doubles === 3);

function apply(state: TricksState, move: TricksMove): TricksState {
  const applied = applyTricksMove(state, move);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

/** One kept deal: the estimates, and whether the forced bid was made; null if none fits. */
function trial(i: number): { old: number; held: number; made: boolean } | null {
  const g = new Generator(seedRng(`${seed}/deal/${i}`));
  const tiles = fullSet(6);
  shuffleInPlace(g, tiles);
  const hands = [0, 1, 2, 3].map((s) => tiles.slice(7 * s, 7 * s + 7));
  const seat = hands.findIndex((h) => fits(h.filter(isDouble).length));
  if (seat < 0) return null;
  const created = tricksFamily.newGame({ preset: 'texas-42', players: 4, options: OPTIONS });
  if (!created.ok) throw new Error(created.error.message);
  const started = tricksFamily.startHand(created.value, { dealer: (seat + 3) & 3, hands });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const bid = tricksLegalMoves(state).find((m) => m.type === 'bid' && m.special === kind);
  if (bid?.type !== 'bid') throw new Error(`no ${kind} for seat ${seat}`);
  const view = tricksSeatView(state, seat);
  const samples = specialSamples(view, bid, new Generator(seedRng(`${seed}/est/${i}`)), deals);
  const old = bestRate(samples, MARK).rate;
  const held = heldOutRate(samples, MARK).rate;
  state = apply(state, bid);
  for (let k = 1; k < 4; k++)
    state = apply(state, { type: 'bid', seat: (seat + k) & 3, bid: 'pass' });
  let rng = seedRng(`${seed}/play/${i}`);
  for (let p = tricksFamily.phase(state); p.kind === 'turn'; p = tricksFamily.phase(state)) {
    const legal = tricksLegalMoves(state);
    const choice = tricksAi.choose('hard', tricksSeatView(state, p.seat), legal, rng);
    rng = choice.rng;
    state = apply(state, choice.move);
  }
  return { old, held, made: state.hand?.result === 'made' };
}

const BUCKETS = [
  { name: '<50', lo: 0, hi: 0.5 },
  { name: '50-75', lo: 0.5, hi: 0.75 },
  { name: '75-90', lo: 0.75, hi: 0.9 },
  { name: '>=90', lo: 0.9, hi: 1.01 },
];

const t0 = performance.now();
const rows: { old: number; held: number; made: boolean }[] = [];
for (let i = 0; rows.length < wanted; i++) {
  const row = trial(i);
  if (row) rows.push(row);
}
const pct = (a: number, n: number) => (n > 0 ? `${Math.round((100 * a) / n)}%` : '—');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const made = rows.filter((r) => r.made).length;
const lines = [
  `calibrate:42: ${kind}, ${rows.length} hands, ${deals} deals an estimate, seed "${seed}"; made ${made}/${rows.length} (${pct(made, rows.length)})`,
];
for (const key of ['old', 'held'] as const) {
  const est = rows.map((r) => r[key]);
  const mean = est.reduce((a, b) => a + b, 0) / Math.max(1, est.length);
  lines.push(
    `  ${key === 'old' ? 'bestRate   ' : 'heldOutRate'} mean ${pct(mean, 1)} median ${pct(median(est), 1)} against made ${pct(made, rows.length)}`,
  );
  for (const b of BUCKETS) {
    const inB = rows.filter((r) => r[key] >= b.lo && r[key] < b.hi);
    const m = inB.filter((r) => r.made).length;
    const e = inB.reduce((a, r) => a + r[key], 0) / Math.max(1, inB.length);
    lines.push(
      `    estimate ${b.name.padEnd(6)} ${String(inB.length).padStart(4)} hands, made ${String(m).padStart(3)} (${pct(m, inB.length).padStart(4)}), mean estimate ${pct(e, 1)}`,
    );
  }
  for (const at of [BID_DEFAULTS.confidence, TAKE_ALL_CONFIDENCE]) {
    const bid = rows.filter((r) => r[key] >= at);
    const bm = bid.filter((r) => r.made).length;
    lines.push(`    at ${at}: would bid ${bid.length}, made ${bm} (${pct(bm, bid.length)})`);
  }
}
lines.push(`  ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.stdout.write(`${lines.join('\n')}\n`);
