/**
 * Hard's ordinary bid in Texas 42 (tricksBid.ts `ordinaryBid`): the lowest bid it may make,
 * when its best contract makes that in enough of the sampled deals; a pass otherwise, the
 * lowest bid when the dealer must bid, a pass while the partner holds the high bid. A
 * higher bid would score no more and be made less often (docs/ai.md, "Hard bids the least").
 */
import { describe, expect, test } from 'vitest';
import { tricksAi } from '../../src/ai/tricks/tricksAi';
import { BID_DEFAULTS, ordinaryBid, type ContractSamples } from '../../src/ai/tricks/tricksBid';
import {
  applyTricksMove,
  fullSet,
  legalBids,
  seedRng,
  tricksFamily,
  tricksLegalMoves,
  tricksSeatView,
  type TricksBid,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';
import { tiles } from '../support/tricksDealt';

const CONFIDENCE = BID_DEFAULTS.bidConfidence ?? BID_DEFAULTS.confidence;

/** Ten deals: sixes take 40 in `sure` of them and 20 in the rest; no-trumps take 25 always. */
function samples(sure: number): ContractSamples {
  const sixes = Array.from({ length: 10 }, (_, i) => (i < sure ? 40 : 20));
  return new Map([
    ['6', sixes],
    ['none', Array.from({ length: 10 }, () => 25)],
  ]);
}

const OPEN: TricksBid[] = ['pass', ...legalBids(0)];
const OVER_33: TricksBid[] = ['pass', ...legalBids(33)];
const FORCED: TricksBid[] = legalBids(0);

describe('ordinaryBid', () => {
  test('the lowest bid when the best contract makes it often enough, however much more it takes', () => {
    expect(ordinaryBid(samples(10), OPEN, CONFIDENCE, false)).toBe(30);
    expect(ordinaryBid(samples(10), OVER_33, CONFIDENCE, false)).toBe(34);
    expect(ordinaryBid(samples(Math.ceil(10 * CONFIDENCE)), OPEN, CONFIDENCE, false)).toBe(30);
  });

  test('a pass when it is made too seldom, the lowest bid when the dealer must bid', () => {
    const seldom = samples(Math.ceil(10 * CONFIDENCE) - 1);
    expect(ordinaryBid(seldom, OPEN, CONFIDENCE, false)).toBe('pass');
    expect(ordinaryBid(seldom, FORCED, CONFIDENCE, false)).toBe(30);
  });

  test('a pass while the partner holds the high bid, however strong the hand', () => {
    expect(ordinaryBid(samples(10), OVER_33, CONFIDENCE, true)).toBe('pass');
  });

  test('never a marks bid: over 42 nothing under a mark is left', () => {
    expect(ordinaryBid(samples(10), ['pass', ...legalBids(42)], CONFIDENCE, false)).toBe('pass');
  });
});

/** Seat 0 holding `own` (the rest in order), dealt by `dealer`: the seat after it bids first. */
function dealtBy(own: string, dealer: number): TricksState {
  const created = tricksFamily.newGame({ preset: 'texas-42', players: 4 });
  if (!created.ok) throw new Error(created.error.message);
  const mine = tiles(own);
  const rest = fullSet(6).filter((t) => !mine.includes(t));
  const hands = [mine, rest.slice(0, 7), rest.slice(7, 14), rest.slice(14, 21)];
  const started = tricksFamily.startHand(created.value, { dealer, hands });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

function hardMove(state: TricksState, seed: string): TricksMove {
  const legal = tricksLegalMoves(state);
  const seat = legal[0]?.seat ?? 0;
  return tricksAi.choose('hard', tricksSeatView(state, seat), legal, seedRng(seed)).move;
}

function bid(state: TricksState, seat: number, made: TricksBid): TricksState {
  const applied = applyTricksMove(state, { type: 'bid', seat, bid: made });
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

describe('Hard at the table', () => {
  const STRONG = '6-6 6-5 6-4 6-3 6-2 5-5 4-4';
  const WEAK = '0-0 1-0 2-1 3-0 4-1 5-2 3-1';

  test('opens a strong hand at 30, and overcalls an opponent by one', () => {
    expect(hardMove(dealtBy(STRONG, 3), 'strong')).toEqual({ type: 'bid', seat: 0, bid: 30 });
    // Dealt by seat 2: seat 3 (the other team) bids first.
    const over = bid(dealtBy(STRONG, 2), 3, 34);
    expect(hardMove(over, 'strong')).toEqual({ type: 'bid', seat: 0, bid: 35 });
  });

  test('passes a weak hand, and bids 30 on it when the other three passed', () => {
    expect(hardMove(dealtBy(WEAK, 3), 'weak')).toEqual({ type: 'bid', seat: 0, bid: 'pass' });
    const passed = [1, 2, 3].reduce((s, seat) => bid(s, seat, 'pass'), dealtBy(WEAK, 0));
    expect(hardMove(passed, 'weak')).toEqual({ type: 'bid', seat: 0, bid: 30 });
  });

  test('passes a strong hand while its partner holds the high bid', () => {
    const partner = bid(bid(dealtBy(STRONG, 1), 2, 31), 3, 'pass');
    expect(hardMove(partner, 'strong')).toEqual({ type: 'bid', seat: 0, bid: 'pass' });
  });
});
