/**
 * The online table's legal targets, made from a seat's information set alone (no other hand,
 * no boneyard), are the game's own: at every turn of random games of every line preset,
 * `seatLegalView` of the seat on turn equals `legalView` of the whole state.
 */
import { expect, test } from 'vitest';
import {
  applyMove,
  dealNextHand,
  Generator,
  informationSet,
  legalMoves,
  lineFamily,
  seedRng,
  type GameState,
} from '../../src/engine/index';
import { toMove } from '../../src/engine/line/playout';
import { legalView, seatLegalView } from '../../src/machine/legalView';

test.each(lineFamily.presets.map((p) => [p]))('%s: every turn of three games', (preset) => {
  let turns = 0;
  for (const seed of ['A', 'B', 'C']) {
    const made = lineFamily.newGame({ preset, players: preset === 'seven-toed-pete' ? 4 : 3 });
    if (!made.ok) throw new Error(made.error.message);
    let state: GameState = made.value;
    let rng = seedRng(`${preset}/${seed}`);
    for (let hand = 0; hand < 3 && !state.over; hand++) {
      const dealt = dealNextHand(state, rng);
      if (!dealt.ok) throw new Error(dealt.error.message);
      state = dealt.value.state;
      const g = new Generator(dealt.value.rng);
      while (state.hand && !state.hand.result && !state.over) {
        const seat = state.hand.turn;
        expect(seatLegalView(informationSet(state, seat, [])!)).toEqual(legalView(state));
        turns++;
        const legal = legalMoves(state);
        const applied = applyMove(state, toMove(legal[g.int(legal.length)]!));
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.value.state;
      }
      rng = g.state();
    }
  }
  expect(turns).toBeGreaterThan(20);
});
