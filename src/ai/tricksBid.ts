/**
 * Hard's bidding and contract in Texas 42, from simulated play: deal the tiles the seat
 * has not seen at random a few times, and in each deal play the whole hand out with the
 * policy (tricksPolicy.ts) under every contract, the seat as bidder and leader. A
 * contract's points are what the seat's team took; a bid is the highest number the team
 * made in most deals, and the contract named is the one most likely to make the bid.
 */
import {
  Generator,
  shuffleInPlace,
  teamOf,
  tricksFamily,
  TRICKS_HAND_SIZE,
  TRICKS_SEATS,
  type Rng,
  type Tile,
  type TricksBid,
  type TricksState,
  type TricksView,
  type TrumpName,
} from '../engine/index';
import { rolloutHand } from './familyAi';
import { bidUpTo, PLAIN_TRUMPS, tricksPolicy } from './tricksPolicy';
import { unseenTiles } from './tricksWorld';

export interface TricksBidOptions {
  /** Deals sampled; every contract is played in each. */
  readonly deals: number;
  /** The share of deals a bid must be made in to count as safe. */
  readonly confidence: number;
}

export const BID_DEFAULTS: TricksBidOptions = { deals: 16, confidence: 0.75 };

/** The points the seat's team took under each contract, one per sampled deal. */
export type ContractSamples = ReadonlyMap<TrumpName, readonly number[]>;

const policy = { rules: tricksFamily, policy: tricksPolicy };

/** One sampled deal played out under `trump`, the seat bidding `high` and leading. */
function playContract(
  view: TricksView,
  hands: readonly (readonly Tile[])[],
  trump: TrumpName,
  high: number,
  g: Generator,
): number {
  const hand = view.hand;
  if (!hand) return 0;
  const bids: TricksBid[] = [...hand.bids];
  while (bids.length < TRICKS_SEATS) bids.push('pass');
  const start: TricksState = {
    options: { ...view.options, handEnd: 'all_tricks' },
    scores: [0, 0],
    over: false,
    winner: null,
    handCount: 1,
    hand: {
      dealer: hand.dealer,
      deal: hands,
      hands,
      bids,
      high,
      bidder: view.seat,
      trump,
      out: null,
      tricks: [],
      current: [],
      leader: view.seat,
      taken: [0, 0],
      points: [0, 0],
      result: null,
      decidedAt: null,
      end: null,
      marks: [0, 0],
    },
  };
  const end = rolloutHand(policy, start, g).state;
  return end.hand?.points[teamOf(view.seat)] ?? 0;
}

/** Plays every plain contract in `deals` sampled deals of the unseen tiles. */
export function contractSamples(
  view: TricksView,
  g: Generator,
  deals: number,
  high: number,
): ContractSamples {
  const out = new Map<TrumpName, number[]>(PLAIN_TRUMPS.map((t) => [t, []]));
  const hand = view.hand;
  if (!hand) return out;
  const pool = unseenTiles(view);
  for (let d = 0; d < deals; d++) {
    shuffleInPlace(g, pool);
    let next = 0;
    const hands = Array.from({ length: TRICKS_SEATS }, (_, s) => {
      if (s === view.seat) return hand.own;
      const h = pool.slice(next, next + TRICKS_HAND_SIZE);
      next += TRICKS_HAND_SIZE;
      return h;
    });
    const noise = [g.next(), g.next(), g.next(), g.next()] as const;
    for (const trump of PLAIN_TRUMPS)
      out.get(trump)?.push(playContract(view, hands, trump, high, new Generator(noise)));
  }
  return out;
}

/** The points made in at least `confidence` of the samples. */
export function safePoints(samples: readonly number[], confidence: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = Math.max(0, Math.floor((1 - confidence) * sorted.length));
  return sorted[at] ?? 0;
}

/** Hard's bid: the highest safe number under the best contract, else pass (the lowest bid when forced). */
export function simulatedBid(
  view: TricksView,
  bids: readonly TricksBid[],
  rng: Rng,
  options: TricksBidOptions = BID_DEFAULTS,
): { bid: TricksBid; rng: Rng } {
  const g = new Generator(rng);
  const hand = view.hand;
  if (!hand || bids.length === 1) return { bid: bids[0] ?? 'pass', rng };
  const samples = contractSamples(view, g, options.deals, Math.max(30, hand.high));
  let worth = 0;
  for (const points of samples.values())
    worth = Math.max(worth, safePoints(points, options.confidence));
  const partnerHigh = hand.bidder !== null && teamOf(hand.bidder) === view.team;
  return { bid: bidUpTo(bids, worth, partnerHigh), rng: g.state() };
}

/** Hard's contract: the one that makes the bid in most sampled deals, then by mean points. */
export function simulatedTrump(
  view: TricksView,
  allowed: readonly TrumpName[],
  rng: Rng,
  options: TricksBidOptions = BID_DEFAULTS,
): { trump: TrumpName; rng: Rng } {
  const g = new Generator(rng);
  const hand = view.hand;
  const first = allowed[0] ?? 'none';
  if (!hand) return { trump: first, rng };
  const need = Math.min(hand.high, 42);
  const samples = contractSamples(view, g, options.deals, hand.high);
  let best = first;
  let bestScore = -Infinity;
  for (const [trump, points] of samples) {
    if (!allowed.includes(trump)) continue;
    const made = points.filter((p) => p >= need).length;
    const mean = points.reduce((a, b) => a + b, 0) / Math.max(1, points.length);
    const score = made * 100 + mean;
    if (score > bestScore) {
      bestScore = score;
      best = trump;
    }
  }
  return { trump: best, rng: g.state() };
}
