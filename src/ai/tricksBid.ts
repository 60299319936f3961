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
  startTricksHand,
  teamOf,
  tricksFamily,
  TRICKS_HAND_SIZE,
  TRICKS_SEATS,
  type Rng,
  type Tile,
  type TricksBid,
  type TricksHandView,
  type TricksMove,
  type TricksState,
  type TricksView,
  type TrumpName,
} from '../engine/index';
import { rolloutHand, type FamilyChoice } from './familyAi';
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

/** A game with no hand yet, whose options each simulation sets. */
const EMPTY: Omit<TricksState, 'options'> = {
  scores: [0, 0],
  over: false,
  winner: null,
  handCount: 0,
  hand: null,
};

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
  const base: TricksState = { ...EMPTY, options: { ...view.options, handEnd: 'all_tricks' } };
  const started = startTricksHand(base, { dealer: hand.dealer, hands });
  if (!started.ok || !started.value.hand) return 0;
  const seat = view.seat;
  const contract = { bids, high, bidder: seat, trump, leader: seat };
  const start: TricksState = { ...started.value, hand: { ...started.value.hand, ...contract } };
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

/** The highest safe number under the best contract, else pass (the lowest bid when forced). */
function bidFrom(
  samples: ContractSamples,
  bids: readonly TricksBid[],
  confidence: number,
  partnerHigh: boolean,
): TricksBid {
  let worth = 0;
  for (const points of samples.values()) worth = Math.max(worth, safePoints(points, confidence));
  return bidUpTo(bids, worth, partnerHigh);
}

/** The contract that makes `need` in most samples, then by mean points. */
function trumpFrom(
  samples: ContractSamples,
  allowed: readonly TrumpName[],
  need: number,
): TrumpName {
  let best = allowed[0] ?? 'none';
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
  return best;
}

/**
 * Hard's bid or contract from simulated play: `legal` is the seat's bids, or its contracts.
 * A bid is the highest safe number; a contract the one most likely to make the bid.
 */
export function simulatedMove(
  view: TricksView,
  hand: TricksHandView,
  first: Exclude<TricksMove, { type: 'play' }>,
  legal: readonly TricksMove[],
  rng: Rng,
  options: TricksBidOptions = BID_DEFAULTS,
): FamilyChoice<TricksMove> {
  const g = new Generator(rng);
  const samples = contractSamples(view, g, options.deals, Math.max(30, hand.high));
  const seat = first.seat;
  let move: TricksMove;
  if (first.type === 'bid') {
    // Ordinary bids only: Hard does not weigh a plunge or a splash yet.
    const bids = legal.flatMap((m) => (m.type === 'bid' && !m.special ? [m.bid] : []));
    const partnerHigh = hand.bidder !== null && teamOf(hand.bidder) === view.team;
    move = { type: 'bid', seat, bid: bidFrom(samples, bids, options.confidence, partnerHigh) };
  } else {
    const allowed = legal.flatMap((m) => (m.type === 'trump' ? [m.trump] : []));
    move = { type: 'trump', seat, trump: trumpFrom(samples, allowed, Math.min(hand.high, 42)) };
  }
  return { move, rng: g.state() };
}
