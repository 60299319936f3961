/**
 * Texas 42 inference from the bidding: how likely each other seat's bid or pass was, given
 * the tiles a world deals it, by a generic, noisy bid model (the policy's hand value,
 * tricksPolicy.ts `handValue`, less the policy's margin, as the points the seat might bid;
 * centred between Medium, who bids that figure, and Hard, whose bids run about 8 under it).
 * A seat that passed likely holds less than the bid it passed; a seat that bid likely
 * holds about that much or more; the bidder likely holds the contract it named as its best
 * (its worth there near its best contract's). Worlds are drawn by importance resampling: a
 * few candidate deals of the unseen tiles, one kept with chance in proportion to its
 * likelihood. The voids still hold (every candidate respects them).
 */
import {
  bidSeat,
  countPoints,
  fullSet,
  isDouble,
  isTrump,
  maskOf,
  playStrength,
  TRUMPS,
  MARK,
  MIN_BID,
  teamOf,
  type Generator,
  type Tile,
  type TricksBid,
  type TricksHandView,
  type TricksState,
  type TricksView,
  type TrumpName,
} from '../engine/index';
import { handValue, PLAIN_TRUMPS } from './tricksPolicy';
import { dealtTiles, dealUnseen, unseenDealer, worldFrom, type UnseenDealer } from './tricksWorld';

/** The bid model's spread (a logistic's scale), in points of hand value (a trick is 6). */
export const BID_SPREAD = 4;

/**
 * How far over its worth a seat bids, or passes, at even odds: Medium bids its worth, Hard
 * (whose bids come from simulated play) about 8 points over it.
 */
export const BID_SLACK = 4;

/**
 * The bidder's contract: its worth there under its best contract's, at even odds `NAMED_SLACK`
 * points under, the logistic's scale `NAMED_SPREAD` (Medium names its best by this count).
 */
export const NAMED_SPREAD = 1;
export const NAMED_SLACK = 1;

/** A floor under every seat's likelihood, so that no world is ruled out by the model. */
export const BID_FLOOR = 0.02;

/** The policy's margin under a hand's value (tricksPolicy.ts `countBid`). */
const MARGIN = 4;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** One seat's bidding action as the view shows it, with what it could be weighed against. */
export interface BidEvidence {
  readonly seat: number;
  /** A points bid (30–42), or null for a pass. */
  readonly bid: number | null;
  /** The lowest bid the seat could make then (it passed below this). */
  readonly floor: number;
  /** Whether the seat was forced to bid (the other three passed): its bid says only "no more". */
  readonly forced: boolean;
  /** The contract to weigh its hand under (the one it named, as the bidder); else its best. */
  readonly trump: TrumpName | null;
}

/**
 * What the bidding tells about the seats other than `seat`: each bid or pass that says
 * something about a hand (not a pass while the partner held the bid, a marks bid or a
 * plunge, splash, nello or sevens, which the model does not cover). `forcedBid`: whether
 * a 30 after three passes was forced (all passing is forced, not a reshake).
 */
export function bidEvidence(
  hand: Pick<TricksHandView, 'dealer' | 'bids' | 'bidder' | 'trump' | 'special' | 'high'>,
  seat: number,
  forcedBid = true,
): BidEvidence[] {
  const out: BidEvidence[] = [];
  let high = 0;
  let holder: number | null = null;
  hand.bids.forEach((bid: TricksBid, i) => {
    const s = bidSeat(hand.dealer, i);
    const floor = Math.max(MIN_BID, high + 1);
    const partnerHigh = holder !== null && teamOf(holder) === teamOf(s);
    if (bid !== 'pass' && bid > high) {
      high = bid;
      holder = s;
    }
    if (s === seat) return;
    if (bid === 'pass') {
      if (!partnerHigh) out.push({ seat: s, bid: null, floor, forced: false, trump: null });
      return;
    }
    if (bid > MARK) return;
    const final = s === hand.bidder && bid === hand.high;
    if (final && (hand.special !== null || hand.trump === 'nello' || hand.trump === 'sevens'))
      return;
    const forced =
      forcedBid && i === 3 && bid === MIN_BID && hand.bids.slice(0, 3).every((b) => b === 'pass');
    out.push({ seat: s, bid, floor, forced, trump: final ? hand.trump : null });
  });
  return out;
}

/** Per contract, what `handValue` reads of a hand, as 28-bit masks and the trumps' order. */
interface ValueTable {
  readonly trump: TrumpName;
  readonly trumps: number;
  readonly order: readonly number[];
  readonly offDoubles: number;
}

const popcount = (m: number): number => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
};

const DOUBLES_MASK = maskOf(fullSet(6).filter(isDouble));

const TABLES: readonly ValueTable[] = PLAIN_TRUMPS.map((trump) => {
  const order = fullSet(6)
    .filter((t) => isTrump(t, trump))
    .sort((a, b) => playStrength(b, TRUMPS, trump) - playStrength(a, TRUMPS, trump));
  const trumps = maskOf(order);
  return { trump, trumps, order: order.map((t) => 1 << t), offDoubles: DOUBLES_MASK & ~trumps };
});

/** Each tile's count (RULES.md §17.7), by tile index. */
const COUNTS: readonly number[] = fullSet(6).map(countPoints);

function countOf(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n += COUNTS[31 - Math.clz32(m & -m)] ?? 0;
  return n;
}

/** `handValue` (tricksPolicy.ts) of the tiles of `mask` under one contract's table. */
function maskValue(mask: number, v: ValueTable): number {
  const held = mask & v.trumps;
  let sure = 0;
  for (const bit of v.order) {
    if ((held & bit) === 0) break;
    sure++;
  }
  const n = popcount(held);
  const off = popcount(mask & v.offDoubles);
  const doubles = v.trump === 'none' ? off : off * (n >= 3 ? 0.8 : 0.4);
  const tricks = sure + 0.5 * (n - sure) + doubles;
  return 6 * tricks + countOf(mask & (v.trumps | DOUBLES_MASK)) / 2;
}

/**
 * The points a hand might bid by the model: its value under `trump` (else under its best
 * plain contract) less the policy's margin; `handValue`'s figure, from bitmasks.
 */
export function bidWorth(tiles: readonly Tile[], trump: TrumpName | null): number {
  const mask = maskOf(tiles);
  let best = -Infinity;
  for (const v of TABLES)
    if (trump === null || v.trump === trump) best = Math.max(best, maskValue(mask, v));
  return (best === -Infinity ? handValue(tiles, trump ?? 'none') : best) - MARGIN;
}

/** How likely the seat's action was with `tiles` (every tile it was dealt). */
export function bidLikelihood(e: BidEvidence, tiles: readonly Tile[]): number {
  const best = bidWorth(tiles, null);
  const worth = e.trump === null ? best : bidWorth(tiles, e.trump);
  let p: number;
  if (e.bid === null) p = sigmoid((e.floor + BID_SLACK - worth) / BID_SPREAD);
  else {
    const under = e.forced ? 1 : sigmoid((worth + BID_SLACK - e.bid) / BID_SPREAD);
    const named = e.trump === null ? 1 : sigmoid((worth - best + NAMED_SLACK) / NAMED_SPREAD);
    p = under * named;
  }
  return BID_FLOOR + (1 - BID_FLOOR) * p;
}

/** The likelihood of all the evidence for a world's dealt tiles (seat by seat). */
export function dealLikelihood(
  evidence: readonly BidEvidence[],
  dealt: readonly (readonly Tile[])[],
): number {
  let w = 1;
  for (const e of evidence) w *= bidLikelihood(e, dealt[e.seat] ?? []);
  return w;
}

/**
 * Index drawn from `weights` with chance in proportion to each (the first when all are 0).
 */
export function drawWeighted(weights: readonly number[], g: Generator): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return 0;
  let r = g.float() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/**
 * A world drawn by importance resampling: `candidates` deals of the unseen tiles (each
 * respecting the voids), one kept with chance in proportion to the bidding's likelihood.
 * One candidate (or no evidence) is a plain `tricksWorld`.
 */
export function inferredWorld(view: TricksView, g: Generator, candidates: number): TricksState {
  const hand = view.hand;
  if (!hand || candidates <= 1) return worldFrom(view, dealUnseen(view, g));
  const { deal, evidence } = prepared(view);
  if (evidence.length === 0) return worldFrom(view, dealUnseen(view, g));
  const deals = Array.from({ length: candidates }, () => deal(g));
  const weights = deals.map((h) => dealLikelihood(evidence, dealtTiles(view, h)));
  return worldFrom(view, deals[drawWeighted(weights, g)] ?? (deals[0] as Tile[][]));
}

/** What a view fixes for its worlds, worked out at its first world (a view is not changed). */
const PREPARED = new WeakMap<TricksView, { deal: UnseenDealer; evidence: BidEvidence[] }>();

function prepared(view: TricksView): { deal: UnseenDealer; evidence: BidEvidence[] } {
  const known = PREPARED.get(view);
  if (known) return known;
  const made = {
    deal: unseenDealer(view),
    evidence: view.hand ? bidEvidence(view.hand, view.seat, view.options.allPass === 'forced') : [],
  };
  PREPARED.set(view, made);
  return made;
}
