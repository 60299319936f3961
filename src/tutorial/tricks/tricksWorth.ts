/**
 * What a Texas 42 lesson's position comes to for the learner's side, by the one judge's search:
 * the exact solver with every hand open (src/ai/tricks/tricksSolver.ts, as practice's review judges a
 * play), once trumps are named. Nello and sevens are not judged: nello's bidders lose every
 * trick or nothing, so the points between are no measure of a lead, and the solver does not
 * play sevens.
 */
import {
  contractSamples,
  expectedMarks,
  makeRate,
  makes,
  trumpFrom,
  type ContractSamples,
} from '../../ai/tricks/tricksBid';
import { PLAIN_TRUMPS } from '../../ai/tricks/tricksPolicy';
import { solveTricks } from '../../ai/tricks/tricksSolver';
import { Generator, seedRng } from '../../engine/core/rng';
import { formatTile } from '../../engine/core/tiles';
import { MARK } from '../../engine/tricks/tricksBidding';
import {
  bidMarks,
  bidNeed,
  teamOf,
  tricksSeatView,
  type TricksState,
  type TricksView,
} from '../../engine/tricks/tricksFamily';
import type { Worth } from '../familyTypes';

/** The marks and points `seat`'s side comes to with best play by every seat; null outside trick play. */
export function tricksWorth(state: TricksState, seat: number): Worth | null {
  const hand = state.hand;
  if (!hand || hand.bidder === null || hand.trump === null) return null;
  if (hand.trump === 'nello' || hand.trump === 'sevens') return null;
  const team = teamOf(hand.bidder);
  // A hand stopped once its result was decided is played out all the same: every path is
  // weighed over every trick, so that one ended early compares with one that was not.
  const left = hand.hands.some((h) => h.length > 0)
    ? solveTricks({ ...state, hand: { ...hand, end: null } })
    : 0;
  if (left === null) return null;
  const bidders = hand.points[team] + left;
  const made = makes(hand.trump, bidders, bidNeed(hand.high));
  const ours = teamOf(seat) === team;
  return {
    marks: (made === ours ? 1 : -1) * bidMarks(hand.high),
    // Higher is better for the learner: the bidders' points, which the defenders want low.
    points: ours ? bidders : -bidders,
    markPoints: MARK,
  };
}

/** The deals a bid is judged over, as practice's bid advisor plays them out. */
export const BID_DEALS = 24;

/** The last deals played out, by what they rest on: the steps of one judgement share them. */
const kept = new Map<string, ContractSamples>();

/**
 * The deals for `bidder`'s side holding the contract: drawn and played from `seat`'s view with
 * the bidding set aside (the bidder at 30, the others passing), so they rest on the seat's
 * dominoes, the bidder and the shaker alone, whatever was bid.
 */
function bidSamples(state: TricksState, seat: number, bidder: number): ContractSamples {
  const view = tricksSeatView(state, seat);
  const hand = view.hand;
  const own = (hand?.own ?? []).map(formatTile).join(' ');
  const key = `${own}/${bidder}/${hand?.dealer ?? 0}/${JSON.stringify(view.options)}`;
  const known = kept.get(key);
  if (known) return known;
  const bids = [0, 1, 2, 3].map((s) => (s === bidder ? 30 : ('pass' as const)));
  const plain: TricksView = hand ? { ...view, hand: { ...hand, bids, high: 30, bidder } } : view;
  const g = new Generator(seedRng(`lesson/${own}/bid`));
  const played = { bidder, high: 30, special: null };
  const samples = contractSamples(plain, g, BID_DEALS, 30, PLAIN_TRUMPS, played);
  if (kept.size > 8) kept.clear();
  kept.set(key, samples);
  return samples;
}

/**
 * A plain bid's worth once the bidding is over, or a plain contract's once named (before the
 * first lead), from what `seat` knows, as practice's bid advisor reckons it
 * (src/practice/tricksHints.ts): `BID_DEALS` deals of the dominoes it has not seen, each
 * played out in every plain contract; the contract named, else the one that makes the high
 * bid most often, and the marks its share of deals made is worth (`expectedMarks`), as points
 * (a mark is 42). The deals and their play do not depend on the bid, so two bids are weighed on the
 * same deals. Null when the seat's side does not hold a plain bid.
 */
export function tricksBidWorth(state: TricksState, seat: number): Worth | null {
  const hand = state.hand;
  if (!hand || hand.bidder === null || hand.special !== null) return null;
  // Once the bidding is over (every seat has bid), and the seat's side holds the bid.
  if (hand.bids.length < 4 || teamOf(hand.bidder) !== teamOf(seat)) return null;
  // Before the first lead: the plain contract named, or while none is, the deals' best.
  if (hand.tricks.length > 0 || hand.current.length > 0) return null;
  const named = hand.trump;
  if (named !== null && !PLAIN_TRUMPS.includes(named)) return null;
  const samples = bidSamples(state, seat, hand.bidder);
  const need = bidNeed(hand.high);
  const trump = named ?? trumpFrom(samples, PLAIN_TRUMPS, need);
  const rate = makeRate(trump, samples.get(trump) ?? [], need);
  return {
    marks: 0,
    points: expectedMarks(hand.high, rate) * MARK,
    basis: `Over ${BID_DEALS} deals played out from the dominoes you hold`,
    scale: { name: 'marks', points: MARK },
  };
}
