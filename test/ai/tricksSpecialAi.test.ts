/**
 * Texas 42's computer players with the special contracts on (RULES.md §17.10): every level
 * only ever chooses one of the legal moves, through plunges, splashes, sevens, nello with
 * its doubles placed high or low, doubles low and one-mark-at-a-time bidding.
 */
import { describe, expect, test } from 'vitest';
import { isOneOf } from '../../src/ai/core/familyAi';
import type { Level } from '../../src/ai/core/level';
import { TRICKS_HARD_DEFAULTS, tricksChooser } from '../../src/ai/tricks/tricksAi';
import {
  seedRng,
  tricksFamily,
  tricksSeatView,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';

const F = tricksFamily;
const ALL_ON = { plunge: true, splash: true, sevens: true, nello: true };
const SETS: Record<string, unknown>[] = [
  { ...ALL_ON, nello_doubles: 'high', doubles_in_suit: 'low' },
  { ...ALL_ON, nello_doubles: 'low', mark_bids: 'one_at_a_time', hand_end: 'all_tricks' },
];
const choose = tricksChooser({
  ...TRICKS_HARD_DEFAULTS,
  search: { worlds: 4, rolloutsPerMove: 1 },
  bidding: { deals: 2, confidence: 0.75 },
});

/** Plays `hands` hands with every seat at `level`; the moves made, and any illegal choice. */
function play(options: Record<string, unknown>, level: Level, hands: number, seed: string) {
  const created = F.newGame({ preset: 'texas-42', players: 4, options });
  if (!created.ok) throw new Error(created.error.message);
  let state: TricksState = created.value;
  let rng = seedRng(seed);
  const made: TricksMove[] = [];
  const illegal: TricksMove[] = [];
  for (let h = 0; h < hands && !state.over; h++) {
    const dealt = F.dealNext(state, rng);
    if (!dealt.ok) throw new Error(dealt.error.message);
    rng = dealt.value.rng;
    const started = F.startHand(state, dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    state = started.value;
    for (let phase = F.phase(state); phase.kind === 'turn'; phase = F.phase(state)) {
      const legal = F.legalMoves(state);
      const choice = choose(level, tricksSeatView(state, phase.seat), legal, rng);
      rng = choice.rng;
      if (!isOneOf(choice.move, legal)) illegal.push(choice.move);
      const applied = F.apply(state, isOneOf(choice.move, legal) ? choice.move : legal[0]!);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      made.push(choice.move);
    }
  }
  return { made, illegal };
}

describe('Texas 42 players with the special contracts on', () => {
  test.each(SETS.flatMap((o) => (['easy', 'medium'] as const).map((l) => [l, o] as const)))(
    '%s chooses only legal moves under %j',
    (level, options) => {
      const { made, illegal } = play(options, level, 12, `special/${level}`);
      expect(illegal).toEqual([]);
      expect(made.length).toBeGreaterThan(12 * 5);
    },
  );

  test('easy plays plunges, splashes and sevens among its moves (the options are live)', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++)
      for (const m of play(SETS[0]!, 'easy', 12, `kinds/${g}`).made) {
        if (m.type === 'bid' && m.special) kinds.add(m.special);
        if (m.type === 'trump') kinds.add(m.trump);
      }
    expect([...kinds]).toEqual(expect.arrayContaining(['splash', 'sevens', 'nello']));
  });

  test.each(SETS.map((o) => [o] as const))('hard chooses only legal moves under %j', (options) => {
    const { illegal } = play(options, 'hard', 2, 'special/hard');
    expect(illegal).toEqual([]);
  });
});
