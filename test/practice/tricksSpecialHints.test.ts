/**
 * The bid advisor weighs the special contracts (RULES.md §17.10) with Hard's own decision
 * (tricksBid.ts `specialBid`): a plunge on four strong doubles, the plunger's partner a
 * contract in which the team must take every trick, a marks bid to call sevens or nello on
 * a hand made for it; and only ever a legal move, the same for the same position and seed.
 */
import { describe, expect, test } from 'vitest';
import { dealt } from '../support/tricksDealt';
import { runMoves } from '../support/tricksMoves';
import {
  fullSet,
  Generator,
  seedRng,
  shuffleInPlace,
  tricksFamily,
  tricksLegalMoves,
  tricksSeatView,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';
import { bidAdvice } from '../../src/practice/tricksHints';

const ALL_ON = { plunge: true, splash: true, sevens: true, nello: true };

const apply = (state: TricksState, move: TricksMove) => runMoves(state, [move]);

/** The advice for the seat on turn, checked to be one of its legal moves. */
function advise(state: TricksState, seed: string, deals?: number) {
  const legal = tricksLegalMoves(state);
  const seat = legal[0]?.seat ?? 0;
  const advice = bidAdvice(tricksSeatView(state, seat), seed, legal, deals);
  if (!advice?.move) throw new Error('no advice');
  expect(legal).toContainEqual(advice.move);
  return { move: advice.move, text: advice.line.text };
}

const STRONG = '6-6 5-5 4-4 3-3 6-5 6-4 6-3';

describe('the bid advisor and the special contracts', () => {
  test('four strong doubles: plunge, in words with the figures', () => {
    const { move, text } = advise(dealt(STRONG, ALL_ON), 'plunge');
    expect(move).toMatchObject({ type: 'bid', seat: 0, bid: 168, special: 'plunge' });
    expect(text).toMatch(
      /^Plunge \(bid 168, 4 marks\): with your partner naming .+ and leading, your team takes every trick in \d+% of 24 deals played out\.$/,
    );
  });

  test('the same strong hand with the plunge off: an ordinary bid', () => {
    const { move, text } = advise(dealt(STRONG, {}), 'plunge');
    expect(move).toMatchObject({ type: 'bid' });
    expect(move).not.toHaveProperty('special');
    expect(text).not.toMatch(/[Pp]lunge/);
  });

  test("the plunger's partner: a contract, and the words say every trick", () => {
    let s = dealt(STRONG, ALL_ON);
    s = apply(s, { type: 'bid', seat: 0, bid: 168, special: 'plunge' });
    for (const seat of [1, 2, 3]) s = apply(s, { type: 'bid', seat, bid: 'pass' });
    const { move, text } = advise(s, 'partner');
    expect(move).toMatchObject({ type: 'trump', seat: 2 });
    expect(text).toMatch(/^Name .+ as trumps: your team takes every trick in \d+% of 24 deals/);
    expect(text).toMatch(/plunge showed its doubles/);
  });

  test('a sevens hand: bid a mark and call sevens; then name sevens', () => {
    let s = dealt('6-1 5-2 4-3 6-0 5-1 4-2 3-3', ALL_ON);
    const bid = advise(s, 'sevens');
    expect(bid.move).toEqual({ type: 'bid', seat: 0, bid: 42 });
    expect(bid.text).toMatch(/^Bid 42 and call sevens: your team takes every trick in \d+%/);
    s = apply(s, bid.move);
    for (const seat of [1, 2, 3]) s = apply(s, { type: 'bid', seat, bid: 'pass' });
    const named = advise(s, 'sevens');
    expect(named.move).toMatchObject({ type: 'trump', trump: 'sevens' });
    expect(named.text).toMatch(/^Name sevens: your team takes every trick in \d+%/);
  });

  test('a nello hand: bid a mark and call nello', () => {
    const { move, text } = advise(dealt('0-0 1-0 2-0 3-0 2-1 4-0 3-1', ALL_ON), 'nello');
    expect(move).toEqual({ type: 'bid', seat: 0, bid: 42 });
    expect(text).toMatch(/^Bid 42 and call nello: you take no trick in \d+% of 24 deals/);
  });

  test('seeded deals with every option on: legal moves only, the same when asked again', () => {
    const g = new Generator(seedRng('special-hints'));
    for (let d = 0; d < 4; d++) {
      const all = fullSet(6);
      shuffleInPlace(g, all);
      let s = dealt(all.slice(0, 7), ALL_ON);
      // Each seat bids as advised (a pass where the advice is the partner's plunge or less).
      for (let p = tricksFamily.phase(s); p.kind === 'turn'; p = tricksFamily.phase(s)) {
        if (p.name !== 'bid' && p.name !== 'contract') break;
        const first = advise(s, `d${d}`, 8);
        expect(advise(s, `d${d}`, 8)).toEqual(first);
        s = apply(s, first.move);
      }
    }
  });
});
