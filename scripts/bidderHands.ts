/** The trumps in the hand of the seat that named a pip suit, after bidding (tricksInference.ts). */
import { tricksChooser } from '../src/ai/tricks/tricksAi';
import type { Level } from '../src/ai/core/level';
import { hasPip, tileOf, isDouble } from '../src/engine/core/tiles';
import { seedRng, teamOf, tricksFamily, type Rng, type TricksState } from '../src/engine/index';
import { argText } from './lib/args';

const hands = Number(argText('hands', '200'));
const other = argText('b', 'medium') as Level;
const seed = argText('seed', 'bidders');
const choose = tricksChooser();
const table: Record<string, number> = {};
for (let h = 0; h < hands; h++) {
  const created = tricksFamily.newGame({ preset: 'texas-42', players: 4 });
  if (!created.ok) throw new Error(created.error.message);
  const dealt = tricksFamily.dealNext(created.value, seedRng(`${seed}/deal/${h}`));
  if (!dealt.ok) throw new Error(dealt.error.message);
  const begun = tricksFamily.startHand(created.value, dealt.value.deal);
  if (!begun.ok) throw new Error(begun.error.message);
  let state: TricksState = begun.value;
  const rngs: Rng[] = [0, 1, 2, 3].map((s) => seedRng(`${seed}/player/${h}/${s}`));
  const levels: Level[] = [0, 1, 2, 3].map((s) => (teamOf(s) === (h & 1) ? 'hard' : other));
  for (;;) {
    const phase = tricksFamily.phase(state);
    if (phase.kind !== 'turn') break;
    const legal = tricksFamily.legalMoves(state);
    if (legal[0]?.type === 'play') break;
    const seat = phase.seat;
    const choice = choose(
      levels[seat] as Level,
      tricksFamily.seatView(state, seat),
      legal,
      rngs[seat] as Rng,
    );
    rngs[seat] = choice.rng;
    const applied = tricksFamily.apply(state, choice.move);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  const hand = state.hand;
  if (!hand || hand.trump === null || !/^[0-6]$/.test(hand.trump) || hand.special !== null)
    continue;
  const x = Number(hand.trump);
  const namer = hand.bidder ?? 0;
  const tiles = hand.deal[namer] ?? [];
  const k = tiles.filter((t) => hasPip(t, x)).length;
  const d = tiles.includes(tileOf(x, x)) ? 1 : 0;
  const doubles = tiles.filter((t) => isDouble(t)).length;
  const key = `${levels[namer]} k=${k} d=${d}`;
  table[key] = (table[key] ?? 0) + 1;
  const line = { h, level: levels[namer], high: hand.high, k, d, doubles };
  process.stdout.write(JSON.stringify(line) + '\n');
}
process.stderr.write(JSON.stringify(table, null, 1) + '\n');
