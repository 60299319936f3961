/**
 * Texas 42's special contracts and house options (RULES.md §17.3, §17.5, §17.10, §17.11):
 * the bidding ladders, which seats `legalMoves` offers a plunge or a splash and at what
 * value, who names the contract and what he may name, sevens' play and winner, and where
 * the doubles rank. The vectors (tricksVectors.test.ts) replay whole hands; these are the
 * rules one at a time.
 */
import { describe, expect, test } from 'vitest';
import {
  legalBids,
  parseTile,
  plungeValue,
  playStrength,
  splashValue,
  suitLed,
  trickWinner,
  tricksFamily,
  TRUMPS,
  type Tile,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';
import { runMoves as run } from '../support/tricksMoves';

const F = tricksFamily;
const t = (text: string): Tile => parseTile(text, 6) ?? (-1 as Tile);
const tiles = (list: string): Tile[] => list.split(' ').map(t);

/** TV17-16's deal: s0 three doubles, s1 four, s2 and s3 none. */
const DEAL = [
  '5-2 5-1 4-2 3-2 2-2 1-1 0-0',
  '6-6 5-5 4-4 3-3 5-4 5-3 4-3',
  '5-0 4-1 4-0 3-1 3-0 2-0 1-0',
  '6-5 6-4 6-3 6-2 6-1 6-0 2-1',
].map(tiles);

function hand(options: Record<string, unknown>, dealer = 3, deal = DEAL): TricksState {
  const made = F.newGame({ preset: 'texas-42', players: 4, options });
  if (!made.ok) throw new Error(made.error.message);
  const s = F.startHand(made.value, { dealer, hands: deal });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const bid = (seat: number, b: number | 'pass'): TricksMove => ({ type: 'bid', seat, bid: b });
const plunge = (seat: number, b: number): TricksMove => ({
  type: 'bid',
  seat,
  bid: b,
  special: 'plunge',
});
const splash = (seat: number, b: number): TricksMove => ({
  type: 'bid',
  seat,
  bid: b,
  special: 'splash',
});
/** A trick's plays, seat 0 leading. */
const plays = (list: string) => tiles(list).map((tile, i) => ({ seat: i, tile }));
const specials = (s: TricksState): string[] =>
  F.legalMoves(s).flatMap((m) => (m.type === 'bid' && m.special ? [`${m.special} ${m.bid}`] : []));

describe('the bidding ladders (§17.3)', () => {
  test.each([
    [0, 'two_then_one', [42, 84]],
    [35, 'two_then_one', [42, 84]],
    [41, 'two_then_one', [42, 84]],
    [42, 'two_then_one', [84]],
    [84, 'two_then_one', [126]],
    [168, 'two_then_one', [210]],
    [0, 'one_at_a_time', [42]],
    [41, 'one_at_a_time', [42]],
    [42, 'one_at_a_time', [84]],
    [126, 'one_at_a_time', [168]],
  ] as const)('over %i (%s) the marks bids are %j', (high, mode, marks) => {
    expect(legalBids(high, mode).filter((b) => b >= 42)).toEqual(marks);
  });

  test.each([
    [0, 168, 84],
    [35, 168, 84],
    [42, 168, 84],
    [84, 168, 126],
    [126, 168, null],
    [168, 210, null],
    [210, 252, null],
  ])('over %i a plunge is %i and a splash %j', (high, p, s) => {
    expect(plungeValue(high)).toBe(p);
    expect(splashValue(high)).toBe(s);
  });
});

describe('who may plunge or splash, and at what value (§17.10 special_bids)', () => {
  test('off by default: no special bid is offered, even to four doubles', () => {
    expect(specials(run(hand({}), [bid(0, 'pass')]))).toEqual([]);
  });

  test('four doubles: a plunge of 168 and a splash of 84; three: the splash only; none: nothing', () => {
    const s = hand({ plunge: true, splash: true }, 0);
    expect(specials(s)).toEqual(['splash 84', 'plunge 168']);
    expect(specials(hand({ plunge: true, splash: true }, 3))).toEqual(['splash 84']);
    expect(specials(run(s, [bid(1, 30)]))).toEqual([]);
  });

  test('a plunge jumps any bid and rises one mark over 4 marks; a splash stops at 3 marks', () => {
    const s = hand({ plunge: true, splash: true }, 2);
    expect(specials(run(s, [bid(3, 84)]))).toEqual(['splash 126']);
    expect(specials(run(s, [bid(3, 84), bid(0, 126)]))).toEqual(['plunge 168']);
    const p = hand({ plunge: true, splash: true }, 3);
    expect(specials(run(p, [bid(0, 84)]))).toEqual(['splash 126', 'plunge 168']);
    const high = hand({ plunge: true, splash: true }, 1);
    expect(specials(run(high, [bid(2, 84), bid(3, 126), bid(0, 168)]))).toEqual(['plunge 210']);
  });

  test('the special bids are offered by their own option only', () => {
    expect(specials(hand({ plunge: true }, 0))).toEqual(['plunge 168']);
    expect(specials(hand({ splash: true }, 0))).toEqual(['splash 84']);
  });

  test('an ordinary 84 and a splash of 84 are two legal moves', () => {
    const legal = F.legalMoves(hand({ splash: true }));
    expect(legal.filter((m) => m.type === 'bid' && m.bid === 84)).toHaveLength(2);
  });

  test('one_at_a_time does not stop a splash from opening at 84 (D17.29)', () => {
    const s = hand({ splash: true, mark_bids: 'one_at_a_time' });
    expect(specials(s)).toEqual(['splash 84']);
    expect(F.apply(s, bid(0, 84)).ok).toBe(false);
    expect(F.apply(s, splash(0, 84)).ok).toBe(true);
  });
});

describe('the contract after a plunge or a splash (D17.23)', () => {
  const all = { plunge: true, splash: true, nello: true, sevens: true };
  const after = run(hand(all, 0), [plunge(1, 168), bid(2, 'pass'), bid(3, 'pass'), bid(0, 'pass')]);

  test('the partner names it, from the suits, doubles and no-trumps only', () => {
    expect(F.phase(after)).toEqual({ kind: 'turn', seat: 3, name: 'contract' });
    const names = F.legalMoves(after).map((m) => (m.type === 'trump' ? m.trump : ''));
    expect(names).toEqual(['0', '1', '2', '3', '4', '5', '6', 'doubles', 'none']);
  });

  test('and leads the first trick', () => {
    const named = run(after, [{ type: 'trump', seat: 3, trump: '6' }]);
    expect(F.phase(named)).toEqual({ kind: 'turn', seat: 3, name: 'trick' });
    expect(named.hand?.bidder).toBe(1);
  });

  test('on his own marks bid the bidder may name nello or sevens; on a points bid neither', () => {
    const own = run(hand(all, 0), [bid(1, 42), bid(2, 'pass'), bid(3, 'pass'), bid(0, 'pass')]);
    const names = F.legalMoves(own).map((m) => (m.type === 'trump' ? m.trump : ''));
    expect(names).toContain('nello');
    expect(names).toContain('sevens');
    const points = run(hand(all, 0), [bid(1, 41), bid(2, 'pass'), bid(3, 'pass'), bid(0, 'pass')]);
    const plain = F.legalMoves(points).map((m) => (m.type === 'trump' ? m.trump : ''));
    expect(plain).not.toContain('nello');
    expect(plain).not.toContain('sevens');
  });

  test('a set plunge gives the defenders its 4 marks', () => {
    const named = run(after, [{ type: 'trump', seat: 3, trump: '3' }]);
    // TV17-16b: s1 takes trick 0 and leads trick 1, which s2 trumps.
    const seats = [3, 0, 1, 2, 1, 2, 3, 0];
    const played = run(
      named,
      ['6-3', '3-2', '3-3', '3-0', '6-6', '3-1', '6-5', '5-2'].map((tile, i): TricksMove => ({
        type: 'play',
        seat: seats[i] ?? 0,
        tile: t(tile),
      })),
    );
    expect(played.hand?.end).toBe('set');
    expect(played.hand?.marks).toEqual([4, 0]);
  });
});

describe('sevens (D17.25, D17.26)', () => {
  test('every seat, the leader too, may play only its dominoes nearest 7 pips', () => {
    const s = run(hand({ sevens: true }, 3), [
      bid(0, 42),
      bid(1, 'pass'),
      bid(2, 'pass'),
      bid(3, 'pass'),
      { type: 'trump', seat: 0, trump: 'sevens' },
    ]);
    // s0 holds 5-2 (7 pips): the only lead.
    expect(F.legalMoves(s).map((m) => (m.type === 'play' ? m.tile : -1))).toEqual([t('5-2')]);
    const led = run(s, [{ type: 'play', seat: 0, tile: t('5-2') }]);
    // s1 holds 4-3 (7): nothing else, though 5-4 or 5-3 would follow fives.
    expect(F.legalMoves(led).map((m) => (m.type === 'play' ? m.tile : -1))).toEqual([t('4-3')]);
  });

  test('the nearest wins; of equals, the first played', () => {
    expect(trickWinner(plays('6-2 4-3 5-2 6-6'), 'sevens')).toBe(1);
    expect(trickWinner(plays('6-0 4-4 5-3 3-3'), 'sevens')).toBe(0);
    expect(trickWinner(plays('0-0 1-0 2-2 6-6'), 'sevens')).toBe(2);
  });
});

describe('where the doubles rank (§17.5 dm())', () => {
  test('doubles low: with fours trumps 6-4, 5-4, 4-3, 4-2, 4-1, 4-0, then 4-4', () => {
    const order = tiles('6-4 5-4 4-3 4-2 4-1 4-0 4-4');
    const keys = order.map((tile) => playStrength(tile, TRUMPS, '4', 'low'));
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    expect(new Set(keys).size).toBe(7);
    expect(playStrength(t('4-4'), TRUMPS, '4', 'high')).toBeGreaterThan(
      playStrength(t('6-4'), TRUMPS, '4', 'high'),
    );
  });

  test('doubles low changes nothing when doubles are trumps', () => {
    for (const tile of tiles('6-6 5-5 1-1 0-0 6-5'))
      expect(playStrength(tile, TRUMPS, 'doubles', 'low')).toBe(
        playStrength(tile, TRUMPS, 'doubles', 'high'),
      );
  });

  test('nello high or low: a double leads and follows its number; own_suit: the doubles', () => {
    expect(suitLed(t('4-4'), 'nello', 'high')).toBe(4);
    expect(suitLed(t('4-4'), 'nello', 'low')).toBe(4);
    expect(suitLed(t('4-4'), 'nello', 'own_suit')).toBe(7);
    const fours = plays('4-0 6-2 4-4');
    expect(trickWinner(fours, 'nello', 'high')).toBe(2);
    expect(trickWinner(fours, 'nello', 'low')).toBe(0);
    expect(trickWinner(fours, 'nello', 'own_suit')).toBe(0);
  });
});

describe('what a seat view says of the contract (namer, goal, sevens distances)', () => {
  const view = (s: TricksState, seat: number) => F.seatView(s, seat).hand;

  test('after a plunge the partner is the namer; the bidders must take every trick', () => {
    const bids = [plunge(1, 168), bid(2, 'pass'), bid(3, 'pass'), bid(0, 'pass')];
    const s = hand({ plunge: true }, 0);
    expect(view(run(s, bids.slice(0, 3)), 0)?.namer).toBeNull();
    const after = run(s, bids);
    expect(view(after, 0)?.namer).toBe(3);
    expect(view(after, 0)?.goal).toBeNull();
    const named = run(after, [{ type: 'trump', seat: 3, trump: '6' }]);
    expect(view(named, 2)?.goal).toEqual({ kind: 'every-trick', team: 1 });
  });

  test('a points bid needs its points; nello, no trick for the bidder', () => {
    const points = run(hand({}, 3), [bid(0, 31), bid(1, 'pass'), bid(2, 'pass'), bid(3, 'pass')]);
    expect(view(points, 1)?.namer).toBe(0);
    const named = run(points, [{ type: 'trump', seat: 0, trump: '2' }]);
    expect(view(named, 1)?.goal).toEqual({ kind: 'points', team: 0, points: 31 });
    const nello = run(hand({ nello: true }, 3), [
      bid(0, 42),
      bid(1, 'pass'),
      bid(2, 'pass'),
      bid(3, 'pass'),
      { type: 'trump', seat: 0, trump: 'nello' },
    ]);
    expect(view(nello, 3)?.goal).toEqual({ kind: 'no-trick', seat: 0 });
    expect(view(nello, 3)?.out).toBe(2);
  });

  test('sevens: the distance of each of the seat’s own tiles, in their order; none otherwise', () => {
    const s = run(hand({ sevens: true }, 3), [
      bid(0, 42),
      bid(1, 'pass'),
      bid(2, 'pass'),
      bid(3, 'pass'),
    ]);
    expect(view(s, 0)?.sevens).toBeNull();
    const named = run(s, [{ type: 'trump', seat: 0, trump: 'sevens' }]);
    // s0: 5-2 5-1 4-2 3-2 2-2 1-1 0-0.
    expect(view(named, 0)?.sevens).toEqual([0, 1, 1, 2, 3, 5, 7]);
    expect(view(named, 1)?.sevens).toEqual([5, 3, 1, 1, 2, 1, 0]);
  });

  test('the trick that decided the hand', () => {
    const after = run(hand({ plunge: true }, 0), [
      plunge(1, 168),
      bid(2, 'pass'),
      bid(3, 'pass'),
      bid(0, 'pass'),
      { type: 'trump', seat: 3, trump: '3' },
    ]);
    const seats = [3, 0, 1, 2, 1, 2, 3, 0];
    const played = run(
      after,
      ['6-3', '3-2', '3-3', '3-0', '6-6', '3-1', '6-5', '5-2'].map((tile, i): TricksMove => ({
        type: 'play',
        seat: seats[i] ?? 0,
        tile: t(tile),
      })),
    );
    expect(view(played, 0)?.decidedAt).toBe(1);
    expect(view(played, 0)?.result).toBe('set');
  });
});
