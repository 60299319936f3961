/**
 * Texas 42 suits, ranks, trick winners and count (RULES.md §17.5–17.7, D17.8–D17.11), and
 * the bidding ladder (§17.3, D17.5), as tables of the decisions that are easy to get wrong.
 */
import { describe, expect, test } from 'vitest';
import {
  beats,
  bidMarks,
  bidRefusal,
  countPoints,
  DOUBLES,
  follows,
  followsLead,
  fullSet,
  isTrump,
  legalBids,
  parseTile,
  rank,
  suitLed,
  trickPoints,
  trickWinner,
  TRUMPS,
  unplayableReason,
  type Tile,
  type TrumpName,
} from '../../src/engine/index';

const t = (text: string): Tile => {
  const tile = parseTile(text, 6);
  if (tile === null) throw new Error(`not a tile: ${text}`);
  return tile;
};
const tiles = (list: string): Tile[] => list.split(' ').map(t);

describe('the suit a domino leads and follows', () => {
  test.each([
    ['5-3', '3', TRUMPS, 'a tile carrying the trump number leads trumps'],
    ['5-3', '4', 5, 'a non-trump leads its higher end'],
    ['3-3', '4', 3, 'a double leads its own number'],
    ['6-6', 'doubles', TRUMPS, 'with doubles trumps a double leads trumps'],
    ['6-5', 'doubles', 6, '6-5 leads sixes under doubles trumps'],
    ['0-0', 'nello', DOUBLES, 'in nello a double leads the doubles'],
    ['6-6', 'none', 6, 'no-trumps: a double leads its number (doubles high)'],
    ['4-2', 'none', 4, 'follow-me: the higher end'],
  ] as const)('%s under %s leads %s: %s', (tile, trump, suit, why) => {
    expect(why).not.toBe('');
    expect(suitLed(t(tile), trump)).toBe(suit);
  });

  test('a trump belongs to trumps only: with fives trumps 6-5 is no six', () => {
    expect(isTrump(t('6-5'), '5')).toBe(true);
    expect(follows(t('6-5'), 6, '5')).toBe(false);
    expect(follows(t('6-5'), TRUMPS, '5')).toBe(true);
    expect(unplayableReason(tiles('6-5 2-1'), t('2-1'), t('6-6'), '5')).toBeNull();
  });

  test('with doubles trumps 5-5 is a trump and not a five', () => {
    expect(isTrump(t('5-5'), 'doubles')).toBe(true);
    expect(follows(t('5-5'), 5, 'doubles')).toBe(false);
    expect(followsLead(t('2-2'), t('6-6'), 'doubles')).toBe(true);
    expect(followsLead(t('6-4'), t('6-6'), 'doubles')).toBe(false);
  });

  test('a non-double follows both of its ends outside trumps', () => {
    expect(follows(t('6-4'), 4, 'none')).toBe(true);
    expect(follows(t('6-4'), 6, 'none')).toBe(true);
    expect(follows(t('6-5'), 5, '3')).toBe(true);
  });

  test('in nello the doubles leave their pip suits', () => {
    expect(follows(t('4-4'), 4, 'nello')).toBe(false);
    expect(follows(t('4-4'), DOUBLES, 'nello')).toBe(true);
    expect(follows(t('4-0'), 4, 'nello')).toBe(true);
  });

  test('every tile is a trump in exactly the contracts that carry it', () => {
    const names: TrumpName[] = ['0', '1', '2', '3', '4', '5', '6'];
    for (const tile of fullSet(6)) {
      const n = names.filter((c) => isTrump(tile, c)).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
      expect(isTrump(tile, 'none') || isTrump(tile, 'nello')).toBe(false);
    }
  });

  test('the reason a tile is not playable names the suit', () => {
    expect(unplayableReason(tiles('5-1 2-0'), t('2-0'), t('5-5'), '6')).toBe('Follow fives');
    expect(unplayableReason(tiles('5-1 2-0'), t('2-0'), t('5-5'), '5')).toBe('Follow trumps');
    expect(unplayableReason(tiles('2-2 3-0'), t('3-0'), t('0-0'), 'nello')).toBe('Follow doubles');
    expect(unplayableReason(tiles('5-1 2-0'), t('2-0'), null, '6')).toBeNull();
  });
});

describe('ranks and the trick winner', () => {
  test('within a pip suit the double heads it, then the other end from 6 down', () => {
    const order = tiles('4-4 6-4 5-4 4-3 4-2 4-1 4-0');
    const ranks = order.map((tile) => rank(tile, TRUMPS, '4'));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBe(7);
  });

  test('doubles trumps rank 6-6 down to 0-0', () => {
    expect(beats(t('6-6'), t('5-5'), TRUMPS, 'doubles')).toBe(true);
    expect(beats(t('1-1'), t('0-0'), TRUMPS, 'doubles')).toBe(true);
  });

  test('a domino that neither follows nor trumps cannot win, whatever its pips', () => {
    const plays = [
      { seat: 2, tile: t('5-4') },
      { seat: 3, tile: t('3-3') },
      { seat: 0, tile: t('2-2') },
      { seat: 1, tile: t('5-0') },
    ];
    expect(trickWinner(plays, 'none')).toBe(2);
  });

  test('the highest trump wins over the suit led; an overtrump beats a trump', () => {
    const plays = [
      { seat: 3, tile: t('6-2') },
      { seat: 0, tile: t('3-0') },
      { seat: 1, tile: t('6-3') },
      { seat: 2, tile: t('4-0') },
    ];
    expect(trickWinner(plays, '3')).toBe(1);
    expect(trickWinner([], '3')).toBe(-1);
  });
});

describe('count and bids', () => {
  test('5-5 and 6-4 ten, 5-0, 4-1 and 3-2 five: 35 in all', () => {
    expect(countPoints(t('5-5'))).toBe(10);
    expect(countPoints(t('4-6'))).toBe(10);
    expect(countPoints(t('0-5'))).toBe(5);
    expect(countPoints(t('1-4'))).toBe(5);
    expect(countPoints(t('2-3'))).toBe(5);
    expect(countPoints(t('6-6'))).toBe(0);
    expect(fullSet(6).reduce((s, tile) => s + countPoints(tile), 0)).toBe(35);
    expect(trickPoints(tiles('5-5 6-4 5-0 4-1').map((tile, seat) => ({ seat, tile })))).toBe(31);
  });

  test('legal bids follow the ladder of §17.3', () => {
    const range = (a: number, b: number): number[] =>
      Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(legalBids(0)).toEqual([...range(30, 41), 42, 84]);
    expect(legalBids(35)).toEqual([...range(36, 41), 42, 84]);
    expect(legalBids(41)).toEqual([42, 84]);
    expect(legalBids(42)).toEqual([84]);
    expect(legalBids(84)).toEqual([126]);
    expect(legalBids(126)).toEqual([168]);
    expect(legalBids(168)).toEqual([210]);
  });

  test('the marks raise rule: 1 or 2 marks first, then one mark at a time', () => {
    expect(bidRefusal(84, 0)).toBeNull();
    expect(bidRefusal(84, 42)).toBeNull();
    expect(bidRefusal(126, 41)).toMatch(/at most 84/);
    expect(bidRefusal(168, 84)).toMatch(/at most 126/);
    expect(bidRefusal(126, 84)).toBeNull();
    expect(bidRefusal(43, 0)).toMatch(/not a bid/);
    expect(bidRefusal(29, 0)).toMatch(/below the minimum/);
    expect(bidRefusal(84, 84)).toMatch(/not higher/);
    expect(bidMarks(30)).toBe(1);
    expect(bidMarks(42)).toBe(1);
    expect(bidMarks(126)).toBe(3);
  });
});
