import { describe, expect, it } from 'vitest';
import {
  bidSeat,
  fullSet,
  Generator,
  isTrump,
  playStrength,
  TRUMPS,
  seedRng,
  shuffleInPlace,
  tricksSeatView,
  type Tile,
  type TricksState,
} from '../../src/engine/index';
import { dealtPosition, randomPosition } from '../../src/ai/tricksDeals';
import {
  bidEvidence,
  bidLikelihood,
  bidWorth,
  drawWeighted,
  inferredWorld,
} from '../../src/ai/tricksInfer';
import { bestTrumpByCount, handValue, PLAIN_TRUMPS } from '../../src/ai/tricksPolicy';
import { tricksWorld, voidMasks } from '../../src/ai/tricksWorld';

/** A hand just named: the bidder bid `high` (others passed) and holds the top fives. */
function strongBidder(high: number): TricksState {
  const s = dealtPosition(new Generator(seedRng('strong')), '5', high);
  const hand = s.hand;
  if (!hand || hand.bidder === null) throw new Error('no hand');
  const bidder = hand.bidder;
  const fives = fullSet(6).filter((t) => isTrump(t, '5'));
  const rest = fullSet(6).filter((t) => !fives.includes(t));
  shuffleInPlace(new Generator(seedRng('rest')), rest);
  const hands: Tile[][] = [0, 1, 2, 3].map(() => []);
  hands[bidder] = [...fives.slice(0, 5), ...rest.slice(0, 2)];
  // The two fives not with the bidder go to the first other seat.
  const others = [...fives.slice(5), ...rest.slice(2)];
  let k = 0;
  for (let seat = 0; seat < 4; seat++) if (seat !== bidder) hands[seat] = others.slice(k, (k += 7));
  return { ...s, hand: { ...hand, deal: hands, hands } };
}

describe('tricksInfer', () => {
  it('bidWorth is the policy hand value less its margin', () => {
    const g = new Generator(seedRng('worth'));
    for (let i = 0; i < 200; i++) {
      const tiles = fullSet(6);
      shuffleInPlace(g, tiles);
      const hand = tiles.slice(0, 7);
      for (const t of PLAIN_TRUMPS) expect(bidWorth(hand, t)).toBeCloseTo(handValue(hand, t) - 4);
      expect(bidWorth(hand, null)).toBeCloseTo(handValue(hand, bestTrumpByCount(hand)) - 4);
    }
  });

  it('reads the bids: a bid, a pass, and no word from a pass while the partner holds the bid', () => {
    // Seat 0 bids first (dealer 3): 0 passes, 1 bids 34, 2 passes, 3 (1's partner) passes.
    const hand = {
      dealer: 3,
      bids: ['pass', 34, 'pass', 'pass'] as const,
      bidder: 1,
      trump: '5' as const,
      special: null,
      high: 34,
    };
    expect(bidSeat(3, 0)).toBe(0);
    const e = bidEvidence({ ...hand, bids: [...hand.bids] }, 2);
    expect(e).toEqual([
      { seat: 0, bid: null, floor: 30, forced: false, trump: null },
      { seat: 1, bid: 34, floor: 30, forced: false, trump: '5' },
    ]);
    // A forced 30 after three passes says only that the hand is not worth more.
    const forced = bidEvidence(
      { ...hand, bids: ['pass', 'pass', 'pass', 30], bidder: 3, high: 30 },
      0,
    );
    expect(forced.at(-1)).toMatchObject({ seat: 3, bid: 30, forced: true, trump: '5' });
  });

  it('prefers hands that fit the bid: a strong bidder, a weak passer', () => {
    const top = (t: Tile): number => playStrength(t, TRUMPS, '6');
    const sixes = fullSet(6).filter((t) => isTrump(t, '6'));
    const strong: Tile[] = sixes.sort((a, b) => top(b) - top(a)).slice(0, 6);
    strong.push(fullSet(6).find((t) => !isTrump(t, '6')) as Tile);
    const weak = [1, 2, 4, 7, 8, 11, 16] as Tile[];
    const bid = { seat: 1, bid: 34, floor: 30, forced: false, trump: '6' as const };
    const pass = { seat: 1, bid: null, floor: 30, forced: false, trump: null };
    expect(bidLikelihood(bid, strong)).toBeGreaterThan(5 * bidLikelihood(bid, weak));
    expect(bidLikelihood(pass, weak)).toBeGreaterThan(5 * bidLikelihood(pass, strong));
    expect(bidLikelihood(pass, weak)).toBeGreaterThan(0.9);
    // The bidder named sixes: a hand whose best is another suit fits less.
    expect(bidLikelihood({ ...bid, trump: '0' }, strong)).toBeLessThan(bidLikelihood(bid, strong));
  });

  it('draws by weight, and one candidate is a plain world', () => {
    const g = new Generator(seedRng('draw'));
    const hits = [0, 0, 0];
    for (let i = 0; i < 3000; i++) {
      const k = drawWeighted([1, 0, 3], g);
      hits[k] = (hits[k] ?? 0) + 1;
    }
    expect(hits[1]).toBe(0);
    expect((hits[2] ?? 0) / 3000).toBeGreaterThan(0.7);
    const view = tricksSeatView(strongBidder(34), 0);
    expect(inferredWorld(view, new Generator(seedRng('w')), 1)).toEqual(
      tricksWorld(view, new Generator(seedRng('w'))),
    );
  });

  it('puts the named trumps with the bidder more often than a plain deal', () => {
    const state = strongBidder(34);
    const hand = state.hand;
    if (!hand || hand.bidder === null) throw new Error('no hand');
    const seat = (hand.bidder + 1) % 4;
    const view = tricksSeatView(state, seat);
    const trumpsWithBidder = (s: TricksState): number =>
      (s.hand?.hands[hand.bidder ?? 0] ?? []).filter((t) => isTrump(t, '5')).length;
    const g = new Generator(seedRng('fives'));
    let plain = 0;
    let inferred = 0;
    for (let i = 0; i < 200; i++) {
      plain += trumpsWithBidder(tricksWorld(view, g));
      inferred += trumpsWithBidder(inferredWorld(view, g, 16));
    }
    expect(inferred).toBeGreaterThan(plain * 1.15);
  });

  it('keeps the voids and the tile counts', () => {
    const g = new Generator(seedRng('voids'));
    for (let i = 0; i < 40; i++) {
      const state = randomPosition(g, PLAIN_TRUMPS[i % PLAIN_TRUMPS.length] ?? '6', 3, i % 3);
      const hand = state.hand;
      if (!hand || hand.end !== null) continue;
      const seat = i % 4;
      const view = tricksSeatView(state, seat);
      const voids = voidMasks(hand);
      const world = inferredWorld(view, g, 16);
      const dealt = world.hand?.hands ?? [];
      const all = new Set<Tile>();
      for (let s = 0; s < 4; s++) {
        expect(dealt[s]?.length).toBe(hand.hands[s]?.length);
        for (const t of dealt[s] ?? []) {
          all.add(t);
          if (s !== seat) expect(((voids[s] ?? 0) >>> t) & 1).toBe(0);
        }
      }
      expect(dealt[seat]).toEqual(hand.hands[seat]);
      expect(all.size).toBe(dealt.reduce((n, h) => n + h.length, 0));
    }
  });
});
