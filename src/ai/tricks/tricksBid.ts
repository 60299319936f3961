/**
 * Hard's bidding and contract in Texas 42, from simulated play: deal the tiles the seat
 * has not seen at random a few times, and in each deal play the whole hand out with the
 * policy (tricksPolicy.ts) under every contract, the seat as bidder and leader. A
 * contract's points are what the seat's team took; the bid is the lowest the seat may make,
 * when its best contract makes that in enough deals, and the contract named is the one most
 * likely to make the bid.
 * The special contracts (RULES.md §17.10) are weighed the same way: a plunge or a splash
 * by how often the team takes every trick with the partner naming and leading, nello and
 * sevens on the seat's own marks bid.
 */
import {
  applyTricksMove,
  bidMarks,
  bidNeed,
  contractNamer,
  Generator,
  isDouble,
  MARK,
  shuffleInPlace,
  SPECIAL_DOUBLES,
  startTricksHand,
  teamOf,
  tricksFamily,
  type SpecialBid,
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
} from '../../engine/index';
import { rolloutHand, type FamilyChoice } from '../core/familyAi';
import { bidUpTo, PLAIN_TRUMPS, tricksPolicy } from './tricksPolicy';
import { unseenTiles } from './tricksWorld';

export interface TricksBidOptions {
  /** Deals sampled; every contract is played in each. */
  readonly deals: number;
  /** The share of deals a special contract must be made in to count as safe. */
  readonly confidence: number;
  /**
   * The share of deals the lowest ordinary bid must be made in (by its best contract) for
   * the seat to bid rather than pass; `confidence` when absent. Lower than `confidence`: a
   * bid made that often is worth 2 × 0.6 − 1 = 0.2 marks, and a pass leaves the hand to
   * the others' bids or the dealer's forced 30 (docs/ai.md, "Hard bids the least").
   */
  readonly bidConfidence?: number;
}

export const BID_DEFAULTS: TricksBidOptions = { deals: 16, confidence: 0.75, bidConfidence: 0.6 };

/**
 * The held-out take-all rate a plunge or a splash needs at least (calibrate:42, docs/ai.md:
 * of the forced plunges whose held-out estimate was 75–90%, 1 in 11 was made).
 */
export const TAKE_ALL_CONFIDENCE = 0.9;

/** The points the seat's team took under each contract, one per sampled deal. */
export type ContractSamples = ReadonlyMap<TrumpName, readonly number[]>;

/** The contracts declared only on the bidder's own marks bid. */
const ODD_CONTRACTS = ['nello', 'sevens'] as const;

const policy = { rules: tricksFamily, policy: tricksPolicy };

/** A game with no hand yet, whose options each simulation sets. */
const EMPTY: Omit<TricksState, 'options'> = {
  scores: [0, 0],
  over: false,
  winner: null,
  handCount: 0,
  hand: null,
};

/**
 * The bid a simulation plays: its maker (the seat or its partner), its value, and whether
 * it is a plunge or a splash (then the maker's partner names the contract and leads).
 */
export interface SimulatedBid {
  readonly bidder: number;
  readonly high: number;
  readonly special: SpecialBid | null;
}

/**
 * One sampled deal played out under `trump` after `bid`. The contract is named through the
 * engine's own move, so the doubles' place, the nello partner sitting out and the lead are
 * exactly the engine's; the bidders' points (in nello, the bidder's).
 */
function playContract(
  view: TricksView,
  hands: readonly (readonly Tile[])[],
  trump: TrumpName,
  bid: SimulatedBid,
  g: Generator,
): number {
  const hand = view.hand;
  if (!hand) return 0;
  const bids: TricksBid[] = [...hand.bids];
  while (bids.length < TRICKS_SEATS) bids.push('pass');
  const base: TricksState = { ...EMPTY, options: { ...view.options, handEnd: 'all_tricks' } };
  const started = startTricksHand(base, { dealer: hand.dealer, hands });
  if (!started.ok || !started.value.hand) return 0;
  const bidding: TricksState = { ...started.value, hand: { ...started.value.hand, ...bid, bids } };
  const namer = contractNamer(bid);
  const named = applyTricksMove(bidding, { type: 'trump', seat: namer, trump });
  if (!named.ok) return trump === 'nello' ? MARK : 0;
  const end = rolloutHand(policy, named.value.state, g).state;
  return end.hand?.points[teamOf(bid.bidder)] ?? 0;
}

/**
 * The other seats' tiles for one sample: a shuffle of the unseen tiles, except that the
 * maker of a plunge or a splash who is not the seat holds the doubles it needed.
 */
export function sampleHands(
  view: TricksView,
  own: readonly Tile[],
  pool: Tile[],
  bid: SimulatedBid,
  g: Generator,
): Tile[][] {
  shuffleInPlace(g, pool);
  const hands: Tile[][] = Array.from({ length: TRICKS_SEATS }, () => []);
  hands[view.seat] = own.slice();
  const rest = pool.slice();
  if (bid.special !== null && bid.bidder !== view.seat) {
    const doubles = rest.filter(isDouble).slice(0, SPECIAL_DOUBLES[bid.special]);
    const others = rest.filter((t) => !doubles.includes(t));
    const held = [...doubles, ...others.slice(0, TRICKS_HAND_SIZE - doubles.length)];
    hands[bid.bidder] = held;
    rest.splice(0, rest.length, ...rest.filter((t) => !held.includes(t)));
  }
  let next = 0;
  for (let s = 0; s < TRICKS_SEATS; s++) {
    if (s === view.seat || (hands[s]?.length ?? 0) > 0) continue;
    hands[s] = rest.slice(next, next + TRICKS_HAND_SIZE);
    next += TRICKS_HAND_SIZE;
  }
  return hands;
}

/**
 * Plays `trumps` (every plain contract unless told) in `deals` sampled deals of the unseen
 * tiles: the seat bidding `high` and naming the contract unless `bid` says otherwise.
 */
export function contractSamples(
  view: TricksView,
  g: Generator,
  deals: number,
  high: number,
  trumps: readonly TrumpName[] = PLAIN_TRUMPS,
  bid: SimulatedBid = { bidder: view.seat, high, special: null },
): ContractSamples {
  const out = new Map<TrumpName, number[]>(trumps.map((t) => [t, []]));
  const hand = view.hand;
  if (!hand) return out;
  const pool = unseenTiles(view);
  for (let d = 0; d < deals; d++) {
    const hands = sampleHands(view, hand.own, pool, bid, g);
    const noise = [g.next(), g.next(), g.next(), g.next()] as const;
    for (const trump of trumps)
      out.get(trump)?.push(playContract(view, hands, trump, bid, new Generator(noise)));
  }
  return out;
}

/** Whether a sample made the contract: nello takes no trick, the others take `need`. */
export function makes(trump: TrumpName, points: number, need: number): boolean {
  return trump === 'nello' ? points === 0 : points >= need;
}

/** The share of the samples that made `need` under the contract. */
export function makeRate(trump: TrumpName, points: readonly number[], need: number): number {
  if (points.length === 0) return 0;
  return points.filter((p) => makes(trump, p, need)).length / points.length;
}

/** The contract of `samples` that makes `need` most often, and that share. */
export function bestRate(
  samples: ContractSamples,
  need: number,
): { trump: TrumpName; rate: number } {
  let best: { trump: TrumpName; rate: number } = { trump: 'none', rate: -1 };
  for (const [trump, points] of samples) {
    const rate = makeRate(trump, points, need);
    if (rate > best.rate) best = { trump, rate };
  }
  return best;
}

/**
 * `bestRate` without its best-of-many hope: the contract is chosen on each half of the
 * deals (even and odd) and its rate measured on the other half, the two averaged; the
 * contract named is still the best over all the deals.
 */
export function heldOutRate(
  samples: ContractSamples,
  need: number,
): { trump: TrumpName; rate: number } {
  const half = (odd: number): ContractSamples =>
    new Map([...samples].map(([t, p]) => [t, p.filter((_, i) => i % 2 === odd)]));
  const [a, b] = [half(0), half(1)];
  const [ta, tb] = [bestRate(a, need).trump, bestRate(b, need).trump];
  const rate = (makeRate(ta, b.get(ta) ?? [], need) + makeRate(tb, a.get(tb) ?? [], need)) / 2;
  return { trump: bestRate(samples, need).trump, rate };
}

/**
 * Hard's ordinary bid: the lowest bid the seat may make (up to 42) when its best contract
 * makes it in at least `confidence` of the samples, else pass (the lowest bid when the
 * dealer must bid; pass when the partner holds the high bid). A higher bid scores no more
 * (every bid up to 42 is one mark) and is made less often; what it would shut out is the
 * others' bids, which Hard would rather defend (docs/ai.md, "Hard bids the least").
 */
export function ordinaryBid(
  samples: ContractSamples,
  bids: readonly TricksBid[],
  confidence: number,
  partnerHigh: boolean,
): TricksBid {
  const low = lowestBid(samples, bids);
  return bidUpTo(bids, low && low.rate >= confidence ? low.bid : 0, partnerHigh);
}

/**
 * The lowest bid the seat may make up to 42 and how often its best contract makes it in the
 * samples; null when every such bid is gone (the high bid is 42 or a marks bid).
 */
export function lowestBid(
  samples: ContractSamples,
  bids: readonly TricksBid[],
): { bid: number; rate: number } | null {
  const bid = bids.find((b): b is number => b !== 'pass' && b <= MARK);
  return bid === undefined ? null : { bid, rate: bestRate(samples, bidNeed(bid)).rate };
}

/** The mean of a contract's sampled points (0 for none). */
export function meanPoints(points: readonly number[]): number {
  return points.reduce((a, b) => a + b, 0) / Math.max(1, points.length);
}

/** The contract that makes `need` in most samples, then by mean points (fewest in nello). */
export function trumpFrom(
  samples: ContractSamples,
  allowed: readonly TrumpName[],
  need: number,
): TrumpName {
  let best = allowed[0] ?? 'none';
  let bestScore = -Infinity;
  for (const [trump, points] of samples) {
    if (!allowed.includes(trump)) continue;
    const mean = meanPoints(points);
    const score =
      makeRate(trump, points, need) * 100 * points.length +
      (trump === 'nello' ? MARK - mean : mean);
    if (score > bestScore) {
      bestScore = score;
      best = trump;
    }
  }
  return best;
}

/** What a bid is worth in marks when it is made with probability `rate`: won or lost. */
export function expectedMarks(bid: number, rate: number): number {
  return bidMarks(bid) * (2 * rate - 1);
}

/** What an ordinary bid is worth in marks, made as often as its best contract makes it. */
export function ordinaryWorth(samples: ContractSamples, bid: TricksBid): number {
  return bid === 'pass' ? 0 : expectedMarks(bid, bestRate(samples, bidNeed(bid)).rate);
}

type BidMove = Extract<TricksMove, { type: 'bid' }>;

/**
 * A special bid the simulations favour over the ordinary one: a plunge or a splash
 * (`special`, the partner naming `trump` and leading), or the lowest marks bid to call nello
 * or sevens (`odd`, the seat naming `trump`); `rate` is how often it was made.
 */
export interface SpecialChoice {
  readonly move: BidMove;
  readonly trump: TrumpName;
  readonly rate: number;
  readonly kind: 'special' | 'odd';
}

/**
 * The samples behind a plunge or a splash (`first`, one of the seat's legal special bids):
 * each plain contract played out with the seat as the maker, the partner naming and leading.
 */
export function specialSamples(
  view: TricksView,
  first: BidMove,
  g: Generator,
  deals: number,
): ContractSamples {
  const high = first.bid === 'pass' ? MARK : first.bid;
  const sim: SimulatedBid = { bidder: view.seat, high, special: first.special ?? null };
  return contractSamples(view, g, deals, high, PLAIN_TRUMPS, sim);
}

/**
 * The special bid the seat should make instead of an ordinary bid worth `worth` marks, or
 * null: a plunge or a splash when the team, the partner naming its best contract and
 * leading, takes every trick in at least `TAKE_ALL_CONFIDENCE` of the deals (the rate held out,
 * `heldOutRate`: the best of nine rates over the same deals hoped too much) and that is
 * worth more;
 * else the lowest marks bid, to call nello or sevens, when one of them makes as often and is
 * worth more. Samples the plunge first, then nello and sevens (Hard's order of draws).
 */
export function specialBid(
  view: TricksView,
  legal: readonly TricksMove[],
  g: Generator,
  options: TricksBidOptions,
  worth: number,
): SpecialChoice | null {
  let best: SpecialChoice | null = null;
  let value = worth;
  const specials = legal.flatMap((m) => (m.type === 'bid' && m.special ? [m] : []));
  const first = specials[0];
  if (first && first.bid !== 'pass') {
    const { trump, rate } = heldOutRate(specialSamples(view, first, g, options.deals), MARK);
    for (const m of specials) {
      const marks = m.bid === 'pass' ? 0 : expectedMarks(m.bid, rate);
      if (rate >= Math.max(options.confidence, TAKE_ALL_CONFIDENCE) && marks > value) {
        value = marks;
        best = { move: m, trump, rate, kind: 'special' };
      }
    }
  }
  const odd = ODD_CONTRACTS.filter((t) => view.options[t]);
  const bids = legal.flatMap((m) => (m.type === 'bid' && !m.special ? [m.bid] : []));
  const marks = bids.find((b): b is number => b !== 'pass' && b >= MARK);
  if (best || odd.length === 0 || marks === undefined || marks > 2 * MARK) return best;
  const own = contractSamples(view, g, options.deals, marks, odd);
  const { trump, rate } = bestRate(own, MARK);
  if (rate >= options.confidence && expectedMarks(marks, rate) > value)
    return { move: { type: 'bid', seat: view.seat, bid: marks }, trump, rate, kind: 'odd' };
  return null;
}

/**
 * Hard's bid: the lowest ordinary bid its samples make often enough (`ordinaryBid`), unless
 * `specialBid` favours a plunge, a splash, or a marks bid to call nello or sevens.
 */
function simulatedBid(
  view: TricksView,
  hand: TricksHandView,
  legal: readonly TricksMove[],
  g: Generator,
  options: TricksBidOptions,
): BidMove {
  const samples = contractSamples(view, g, options.deals, Math.max(30, hand.high));
  const bids = legal.flatMap((m) => (m.type === 'bid' && !m.special ? [m.bid] : []));
  const partnerHigh = hand.bidder !== null && teamOf(hand.bidder) === view.team;
  const bid = ordinaryBid(samples, bids, options.bidConfidence ?? options.confidence, partnerHigh);
  const move: BidMove = { type: 'bid', seat: view.seat, bid };
  if (partnerHigh) return move;
  return specialBid(view, legal, g, options, ordinaryWorth(samples, bid))?.move ?? move;
}

/**
 * The contract to name as the bid was made: the seat (the bidder, or its partner after a
 * plunge or a splash, who then holds the doubles it showed) plays each of `allowed` out in
 * `deals` sampled deals; the one that makes the bid most often, then by mean points.
 */
export function contractChoice(
  view: TricksView,
  hand: TricksHandView,
  allowed: readonly TrumpName[],
  g: Generator,
  deals: number,
): { trump: TrumpName; samples: ContractSamples; need: number } {
  const high = Math.max(30, hand.high);
  const bid: SimulatedBid = { bidder: hand.bidder ?? view.seat, high, special: hand.special };
  const samples = contractSamples(view, g, deals, high, allowed, bid);
  const need = bidNeed(high);
  return { trump: trumpFrom(samples, allowed, need), samples, need };
}

/**
 * Hard's bid or contract from simulated play: `legal` is the seat's bids, or its contracts.
 * A bid as `simulatedBid` says; a contract as `contractChoice` says, nello and sevens among
 * them when allowed.
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
  if (first.type === 'bid')
    return { move: simulatedBid(view, hand, legal, g, options), rng: g.state() };
  const allowed = legal.flatMap((m) => (m.type === 'trump' ? [m.trump] : []));
  const { trump } = contractChoice(view, hand, allowed, g, options.deals);
  return { move: { type: 'trump', seat: first.seat, trump }, rng: g.state() };
}
