/**
 * Hard bids and names the special contracts (RULES.md §17.10) from simulated play: a
 * plunge with strong doubles and the option on, none with weak ones or the option off,
 * sevens or nello on its own marks bid in a clear case; and every level's moves in whole
 * games with every option on are legal.
 */
import { describe, expect, test } from 'vitest';
import { isOneOf } from '../../src/ai/core/familyAi';
import type { Level } from '../../src/ai/core/level';
import { tricksAi } from '../../src/ai/tricks/tricksAi';
import { contractSamples, sampleHands } from '../../src/ai/tricks/tricksBid';
import { unseenTiles } from '../../src/ai/tricks/tricksWorld';
import { dealt } from '../support/tricksDealt';
import {
  applyTricksMove,
  Generator,
  isDouble,
  seedRng,
  tricksFamily,
  tricksLegalMoves,
  tricksSeatView,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';

const F = tricksFamily;
const ALL_ON = { plunge: true, splash: true, sevens: true, nello: true };

function apply(state: TricksState, move: TricksMove): TricksState {
  const applied = applyTricksMove(state, move);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

/** A level's move (Hard's unless told) for the seat on turn, checked legal. */
function hard(state: TricksState, seed: string, level: Level = 'hard'): TricksMove {
  const legal = tricksLegalMoves(state);
  const seat = legal[0]?.seat ?? 0;
  const { move } = tricksAi.choose(level, tricksSeatView(state, seat), legal, seedRng(seed));
  expect(isOneOf(move, legal)).toBe(true);
  return move;
}

const STRONG = '6-6 5-5 4-4 3-3 2-2 6-5 6-4';
const WEAK = '0-0 1-1 2-2 3-3 5-0 6-1 4-2';

describe('Hard and the special bids', () => {
  test('plunges with strong doubles when the option is on', () => {
    const move = hard(dealt(STRONG, { plunge: true }), 'plunge/strong');
    expect(move).toMatchObject({ type: 'bid', special: 'plunge' });
  });

  test('does not plunge or splash with weak doubles', () => {
    const move = hard(dealt(WEAK, { plunge: true, splash: true }), 'plunge/weak');
    expect(move.type === 'bid' && move.special).toBeFalsy();
  });

  test('never plunges with the option off', () => {
    const legal = tricksLegalMoves(dealt(STRONG, {}));
    expect(legal.some((m) => m.type === 'bid' && m.special)).toBe(false);
    const move = hard(dealt(STRONG, {}), 'plunge/off');
    expect(move.type === 'bid' && move.special).toBeFalsy();
  });

  test("the plunger's partner names a contract after the plunge", () => {
    let s = dealt(STRONG, { plunge: true });
    s = apply(s, { type: 'bid', seat: 0, bid: 168, special: 'plunge' });
    for (const seat of [1, 2, 3]) s = apply(s, { type: 'bid', seat, bid: 'pass' });
    const move = hard(s, 'plunge/name');
    expect(move).toMatchObject({ type: 'trump', seat: 2 });
  });
});

describe('the simulations behind the special contracts', () => {
  function afterPlunge(): TricksState {
    let s = dealt(STRONG, { plunge: true, nello: true });
    s = apply(s, { type: 'bid', seat: 0, bid: 168, special: 'plunge' });
    for (const seat of [1, 2, 3]) s = apply(s, { type: 'bid', seat, bid: 'pass' });
    return s;
  }

  test("the partner's samples give the plunger the doubles it showed, the deal whole", () => {
    const view = tricksSeatView(afterPlunge(), 2);
    const g = new Generator(seedRng('samples'));
    const bid = { bidder: 0, high: 168, special: 'plunge' as const };
    for (let i = 0; i < 20; i++) {
      const hands = sampleHands(view, view.hand?.own ?? [], unseenTiles(view), bid, g);
      expect(hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
      expect(new Set(hands.flat()).size).toBe(28);
      expect(hands[0]?.filter(isDouble).length).toBeGreaterThanOrEqual(4);
      expect(hands[2]).toEqual(view.hand?.own);
    }
  });

  test('nello is played as the engine sets it up: the bidder alone, taking no points when made', () => {
    let s = dealt('0-0 1-0 2-0 3-0 2-1 4-0 3-1', { nello: true });
    s = apply(s, { type: 'bid', seat: 0, bid: 42 });
    for (const seat of [1, 2, 3]) s = apply(s, { type: 'bid', seat, bid: 'pass' });
    const g = new Generator(seedRng('nello'));
    const points = contractSamples(tricksSeatView(s, 0), g, 8, 42, ['nello']).get('nello') ?? [];
    expect(points).toHaveLength(8);
    expect(points.some((p) => p === 0)).toBe(true);
  });
});

describe('Medium and the special contracts, by rules of thumb', () => {
  test('plunges on the top doubles, not on weak ones, never with the option off', () => {
    const on = { plunge: true, splash: true };
    expect(hard(dealt(STRONG, on), 'm/strong', 'medium')).toMatchObject({ special: 'plunge' });
    expect(hard(dealt(WEAK, on), 'm/weak', 'medium')).not.toHaveProperty('special');
    expect(hard(dealt(STRONG, {}), 'm/off', 'medium')).not.toHaveProperty('special');
  });

  test('bids a mark on a sevens hand and names sevens', () => {
    let s = dealt('6-1 5-2 4-3 6-0 5-1 4-2 3-3', { sevens: true });
    const bid = hard(s, 'm/sevens', 'medium');
    expect(bid).toMatchObject({ type: 'bid', bid: 42 });
    s = apply(s, bid);
    for (const seat of [1, 2, 3]) s = apply(s, { type: 'bid', seat, bid: 'pass' });
    expect(hard(s, 'm/sevens', 'medium')).toMatchObject({ trump: 'sevens' });
  });
});

describe('Hard names sevens or nello on its own marks bid', () => {
  function named(own: string, seed: string): TricksMove {
    let s = dealt(own, { sevens: true, nello: true });
    s = apply(s, { type: 'bid', seat: 0, bid: 42 });
    for (const seat of [1, 2, 3]) s = apply(s, { type: 'bid', seat, bid: 'pass' });
    return hard(s, seed);
  }

  test('sevens with every seven and the nearest ones', () => {
    expect(named('6-1 5-2 4-3 6-0 5-1 4-2 3-3', 'sevens')).toMatchObject({ trump: 'sevens' });
  });

  test('nello with the lowest tiles', () => {
    expect(named('0-0 1-0 2-0 3-0 2-1 4-0 3-1', 'nello')).toMatchObject({ trump: 'nello' });
  });
});

describe('every level with every option on', () => {
  const LEVELS: Level[] = ['easy', 'medium', 'hard'];
  test.each(LEVELS)('%s makes only legal moves in whole hands', (level) => {
    const created = F.newGame({ preset: 'texas-42', players: 4, options: ALL_ON });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    let rng = seedRng(`contracts/${level}`);
    const hands = level === 'hard' ? 3 : 20;
    for (let h = 0; h < hands && !state.over; h++) {
      const d = F.dealNext(state, rng);
      if (!d.ok) throw new Error(d.error.message);
      rng = d.value.rng;
      const started = F.startHand(state, d.value.deal);
      if (!started.ok) throw new Error(started.error.message);
      state = started.value;
      for (let p = F.phase(state); p.kind === 'turn'; p = F.phase(state)) {
        const legal = F.legalMoves(state);
        const choice = tricksAi.choose(level, tricksSeatView(state, p.seat), legal, rng);
        rng = choice.rng;
        expect(isOneOf(choice.move, legal)).toBe(true);
        state = apply(state, choice.move);
      }
    }
  });
});
