/**
 * Texas 42's review after the hand (src/practice/tricksReview.ts): the person's plays, trick
 * by trick, beside the best play with every hand open. Hands of RULES.md §17.14 whose best
 * play can be reasoned out by hand, then random games through the machine's own steps.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { solveMoves } from '../../src/ai/tricks/tricksSolver';
import {
  applyTricksMove,
  newTricksGame,
  parseTile,
  readTricksRecord,
  startTricksHand,
  teamOf,
  tricksLegalMoves,
  type Tile,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';
import { reviewTricks, reviewTricksHand } from '../../src/practice/tricksReview';
import { familyGame } from '../archive/play';
import { settingsFor } from './helpers';

const randomTricksGame = (seed: string, hands: number) =>
  familyGame(settingsFor('texas-42', 4, seed, true), seed, hands);

const vectors = readFileSync(new URL('../fixtures/texas-42-vectors.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { name: string; record: unknown });

/** A vector's first hand: its state once dealt, and its moves. */
function vectorHand(prefix: string): { start: TricksState; moves: readonly TricksMove[] } {
  const v = vectors.find((x) => x.name.startsWith(prefix));
  const read = readTricksRecord(v?.record);
  if (!read.ok) throw new Error(read.error.message);
  const game = newTricksGame(read.value.settings);
  const hand = read.value.hands[0];
  if (!game.ok || !hand) throw new Error('no game');
  const start = startTricksHand(game.value, hand.deal);
  if (!start.ok) throw new Error(start.error.message);
  return { start: start.value, moves: hand.moves };
}

function tile(name: string): Tile {
  const t = parseTile(name, 6);
  if (t === null) throw new Error(`not a tile: ${name}`);
  return t;
}

describe('the review of a Texas 42 hand', () => {
  test('TV17-05: leading 5-5 into a void gives the set away; 6-6 first takes all 42', () => {
    const { start, moves } = vectorHand('TV17-05 set');
    const review = reviewTricks(start, moves, 3);
    expect(review.contract).toEqual({ bidder: 3, bid: 35, trump: '6' });
    expect(review.ended).toBe('set');
    expect(review.items).toHaveLength(1);
    const [item] = review.items;
    expect(item).toMatchObject({ trick: 0, lead: true, yours: tile('5-5'), choices: 7 });
    // 6-6 draws every outside trump at once (one each), then every domino s3 holds is the
    // highest left of its suit: the bidders take all seven tricks.
    expect(item?.best).toContain(tile('6-6'));
    expect(item?.best).not.toContain(tile('5-5'));
    expect(item?.bestValue).toBe(42);
    expect(item?.bestResult).toBe('made');
    expect(item?.yourResult).toBe('set');
    // s0 trumps the 5-5 with 6-4: 26 points the bidders can never take back.
    expect(item?.givenAway).toBeGreaterThanOrEqual(26);
    expect(review.openPoints).toBe(42);
    expect(review.openResult).toBe('made');
    expect(review.givenAway).toBe(item?.givenAway);
  });

  test('TV17-11: holding every double, any lead takes all 42; nothing given away', () => {
    const { start, moves } = vectorHand('TV17-11b');
    const review = reviewTricks(start, moves, 0);
    expect(review.items).toHaveLength(7);
    expect(review.items.map((i) => i.trick)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const item of review.items) {
      expect(item.lead).toBe(true);
      expect(item.givenAway).toBe(0);
      expect(item.best).toContain(item.yours);
      expect(item.yourResult).toBe('made');
    }
    expect(review.items[0]?.choices).toBe(7);
    expect(review.items[0]?.best).toHaveLength(7);
    expect(review.items[6]?.choices).toBe(1);
    expect(review.openPoints).toBe(42);
    expect(review.points).toEqual([42, 0]);
  });

  test('a defender’s plays are judged for the defenders: the set they could have had', () => {
    const { start, moves } = vectorHand('TV17-05b');
    const review = reviewTricks(start, moves, 0);
    expect(review.items).toHaveLength(7);
    // s0's 6-4 on the 5-5 lead wins 26 points: nothing better exists.
    expect(review.items[0]).toMatchObject({ yours: tile('6-4'), givenAway: 0 });
    expect(review.items[0]?.yourResult).toBe('set');
  });

  test('a refused move ends the review there; no contract, no play: nothing to judge', () => {
    const { start, moves } = vectorHand('TV17-05 set');
    const bad = [...moves.slice(0, 5), { type: 'play' as const, seat: 2, tile: tile('6-0') }];
    const review = reviewTricks(start, [...bad, ...moves.slice(5)], 3);
    expect(review.items).toHaveLength(0);
    expect(review.contract).toEqual({ bidder: 3, bid: 35, trump: '6' });
    const bidsOnly = reviewTricks(start, moves.slice(0, 4), 3);
    expect(bidsOnly).toMatchObject({ contract: null, openPoints: null, items: [], ended: null });
  });
});

describe('reviews of random games through the machine', () => {
  test.each(['R42AAA', 'R42BBB'])(
    'seed %s: every play of seat 0 judged, against every legal play solved',
    (seed) => {
      const { last } = randomTricksGame(seed, 5);
      let judged = 0;
      last.hands.forEach((log, h) => {
        const review = reviewTricksHand(last, h, 0);
        const mine = log.moves.filter((m) => m.seat === 0 && 'tile' in m);
        expect(review.items.map((i) => i.yours)).toEqual(
          mine.map((m) => (m as { tile: number }).tile),
        );
        for (const item of review.items) {
          expect(item.givenAway).toBe(item.bestValue - item.yourValue);
          expect(item.givenAway).toBeGreaterThanOrEqual(0);
          expect(item.best.includes(item.yours)).toBe(item.givenAway === 0);
          expect(item.choices).toBeGreaterThanOrEqual(item.best.length);
          judged++;
        }
        expect(review.givenAway).toBe(review.items.reduce((s, i) => s + i.givenAway, 0));
      });
      expect(judged).toBeGreaterThan(5);
    },
  );

  test('an item’s values are the solver’s for that position, and its results follow the bid', () => {
    const { dealt, last } = randomTricksGame('R42CCC', 1);
    const review = reviewTricksHand(last, 0, 0);
    const start = dealt[0]?.game as unknown as TricksState;
    let state = start;
    let i = 0;
    for (const move of (last.hands[0]?.moves ?? []) as unknown as TricksMove[]) {
      const hand = state.hand;
      if (hand && move.type === 'play' && move.seat === 0) {
        const item = review.items[i++];
        const solved = solveMoves(state);
        expect(item?.choices).toBe(tricksLegalMoves(state).length);
        const mine = solved.find((m) => m.tile === move.tile);
        expect(item?.yourValue).toBe(mine?.value);
        const taken = hand.points[teamOf(hand.bidder ?? 0)] + (mine?.bidders ?? 0);
        expect(item?.yourResult).toBe(taken >= Math.min(hand.high, 42) ? 'made' : 'set');
      }
      const next = applyTricksMove(state, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
    expect(i).toBe(review.items.length);
    expect(i).toBeGreaterThan(0);
  });
});
