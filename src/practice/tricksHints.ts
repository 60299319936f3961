/**
 * Texas 42's hints, from the person's information set alone (`TricksView`): while bidding, a
 * bid advisor (each trump played out over sampled deals of the unseen tiles: "bid 30 and name
 * sixes, made in 70% of deals", the lowest bid, as Hard bids; a plunge, a splash, nello or
 * sevens when Hard's own decision, `specialBid` in tricksBid.ts, favours it; the contract
 * named as Hard names it);
 * in play, the sure winners, the count still out and what the partner has shown (the suits
 * they could not follow). Words for the hints panel.
 */
import {
  BID_DEFAULTS,
  contractChoice,
  contractSamples,
  makeRate,
  lowestBid,
  meanPoints,
  ordinaryBid,
  ordinaryWorth,
  specialBid,
  trumpFrom,
  type SpecialChoice,
} from '../ai/tricks/tricksBid';
import { PLAIN_TRUMPS } from '../ai/tricks/tricksPolicy';
import { unseenTiles, voidMasks } from '../ai/tricks/tricksWorld';
import { Generator, seedRng } from '../engine/core/rng';
import { bidMarks, bidNeed, MARK } from '../engine/tricks/tricksBidding';
import {
  countPoints,
  followMask,
  isTrump,
  partnerOf,
  rank,
  suitLed,
  SUIT_NAMES,
  teamOf,
  trumpWord,
  type TricksBid,
  type TricksHandView,
  type TricksMove,
  type TricksView,
  type TrumpName,
} from '../engine/tricks/tricksFamily';
import { formatTile } from '../engine/core/tiles';
import type { HintLine } from './trainsHints';

/** The bid advisor's words and the move they recommend: one of the legal moves, or none. */
export interface BidAdvice {
  readonly line: HintLine;
  /** Null when the seat has no bid or contract to make now (its words then judge the hand). */
  readonly move: TricksMove | null;
}

/** The contract sampled best by mean points among `allowed`, with its mean and safe points. */
interface Best {
  readonly trump: TrumpName;
  readonly mean: number;
  /** The points made in at least 70% of the deals. */
  readonly safe: number;
  readonly points: readonly number[];
}

function bestContract(
  samples: ReadonlyMap<TrumpName, readonly number[]>,
  allowed: readonly TrumpName[] | null,
): Best | null {
  let best: Best | null = null;
  for (const [trump, points] of samples) {
    if (points.length === 0 || (allowed && !allowed.includes(trump))) continue;
    const sorted = [...points].sort((a, b) => a - b);
    const mean = meanPoints(points);
    const safe = sorted[Math.floor(0.3 * sorted.length)] ?? 0;
    if (!best || mean > best.mean) best = { trump, mean, safe, points };
  }
  return best;
}

/** The share of the deals, in per cent, in which the team took at least `bid`. */
function madeShare(best: Best, bid: number): number {
  return Math.round((100 * best.points.filter((p) => p >= bid).length) / best.points.length);
}

const line = (text: string): HintLine => ({ title: 'Bid advisor', text });
const percent = (rate: number): string => `${Math.round(100 * rate)}%`;

/** How a contract is named in the advice: "sixes as trumps", or "nello". */
function naming(trump: TrumpName): string {
  return trump === 'nello' || trump === 'sevens' ? trump : `${trumpWord(trump)} as trumps`;
}

/** What making the contract asks, in words: "you take no trick", "your team takes every trick". */
function goal(trump: TrumpName, need: number): string {
  if (trump === 'nello') return 'you take no trick';
  return need >= MARK ? 'your team takes every trick' : `your team makes ${need}`;
}

/** The words for a plunge, a splash, or a marks bid to call nello or sevens. */
function specialAdvice(choice: SpecialChoice, deals: number): BidAdvice {
  const { move, trump, rate } = choice;
  const bid = move.bid === 'pass' ? MARK : move.bid;
  const share = `${percent(rate)} of ${deals} deals played out`;
  if (move.special) {
    const name = move.special === 'plunge' ? 'Plunge' : 'Splash';
    return {
      line: line(
        `${name} (bid ${bid}, ${bidMarks(bid)} marks): with your partner naming ${trumpWord(trump)} and leading, your team takes every trick in ${share}.`,
      ),
      move,
    };
  }
  return { line: line(`Bid ${bid} and call ${trump}: ${goal(trump, MARK)} in ${share}.`), move };
}

/**
 * The naming step, as Hard names (tricksBid.ts `contractChoice`): each contract the seat may
 * name played out as the bid was made (after the partner's plunge or splash, the partner
 * holding the doubles it showed), the one that makes the bid most often.
 */
function namingAdvice(
  view: TricksView,
  hand: TricksHandView,
  allowed: readonly TrumpName[],
  g: Generator,
  deals: number,
): BidAdvice {
  const { trump, samples, need } = contractChoice(view, hand, allowed, g, deals);
  const points = samples.get(trump) ?? [];
  const mean = Math.round(meanPoints(points));
  const shown =
    hand.special !== null && hand.bidder !== view.seat
      ? ` (your partner's ${hand.special} showed its doubles)`
      : '';
  const average = trump === 'nello' ? '' : ` (your team takes ${mean} points on average)`;
  const text = `Name ${naming(trump)}: ${goal(trump, need)} in ${percent(makeRate(trump, points, need))} of ${deals} deals played out${shown}${average}.`;
  return { line: line(text), move: { type: 'trump', seat: view.seat, trump } };
}

/**
 * The bid advisor: the best contract by the points it makes in `deals` sampled deals, and the
 * one move of `legal` it recommends, in words that mention no other move (no pass when the
 * dealer must bid, no bid under the high one, a contract the seat may name). A plunge, a
 * splash, or a marks bid to call nello or sevens when Hard's decision (`specialBid`) favours
 * it; the contract as Hard names it. The deals are drawn from the seed and the seat's own
 * dominoes alone (the points taken do not depend on the bid, every trick being played out),
 * so the same hand gets the same advice however often it is asked, and the bid's contract is
 * the one the trumps step names.
 */
export function bidAdvice(
  view: TricksView,
  seed: string,
  legal: readonly TricksMove[],
  deals = 24,
): BidAdvice | null {
  const hand = view.hand;
  if (!hand) return null;
  const own = hand.own.map(formatTile).join(' ');
  const g = new Generator(seedRng(`${seed}/${own}/advice`));
  const trumps = legal.flatMap((m) => (m.type === 'trump' ? [m.trump] : []));
  if (trumps.length > 0) return namingAdvice(view, hand, trumps, g, deals);
  const samples = contractSamples(view, g, deals, 30);
  const best = bestContract(samples, null);
  if (!best) return null;
  const words = trumpWord(best.trump);
  const mean = `${Math.round(best.mean)} points on average over ${deals} deals played out`;
  const bids = legal.flatMap((m): TricksBid[] => (m.type === 'bid' && !m.special ? [m.bid] : []));
  if (bids.length === 0)
    return {
      line: line(
        best.safe >= 30
          ? `Your best is ${words} as trumps: about ${best.safe} is made in ${madeShare(best, best.safe)}% of ${deals} deals played out (your team takes ${Math.round(best.mean)} points on average).`
          : `Your best is ${words} as trumps, taking about ${mean}: short of 30.`,
      ),
      move: null,
    };
  const partnerHigh = hand.bidder !== null && teamOf(hand.bidder) === view.team;
  // The same decision as Hard's (`ordinaryBid`): the lowest bid, when made often enough.
  const options = { ...BID_DEFAULTS, deals };
  const confidence = options.bidConfidence ?? options.confidence;
  const bid = ordinaryBid(samples, bids, confidence, partnerHigh);
  const move: TricksMove = { type: 'bid', seat: view.seat, bid };
  // A special bid weighed as Hard weighs it, over the advisor's own deals.
  const special = partnerHigh
    ? null
    : specialBid(view, legal, g, options, ordinaryWorth(samples, bid));
  if (special) return specialAdvice(special, deals);
  const low = lowestBid(samples, bids);
  const often = low ? `${low.bid} is made in only ${percent(low.rate)} of them` : '';
  if (bid === 'pass') {
    const why = partnerHigh
      ? 'your partner holds the high bid'
      : often || `nothing under a mark is left to bid over ${hand.high}`;
    return {
      line: line(`Your best is ${words} as trumps, taking about ${mean}: ${why}, so pass.`),
      move,
    };
  }
  // The contract named is the one that makes the bid most often, as the trumps step names it.
  const need = bidNeed(bid);
  const trump = trumpFrom(samples, PLAIN_TRUMPS, need);
  const named = trumpWord(trump);
  if (!bids.includes('pass') && (low?.rate ?? 0) < confidence)
    return {
      line: line(
        `Your best is ${words} as trumps, taking about ${mean}: ${often}, but the other three passed and you must bid: bid ${bid} and name ${named}.`,
      ),
      move,
    };
  const points = samples.get(trump) ?? best.points;
  const average = Math.round(meanPoints(points));
  const made = need >= MARK ? 'your team takes every trick' : 'made';
  return {
    line: line(
      `Bid ${bid} and name ${named}: ${made} in ${percent(makeRate(trump, points, need))} of ${deals} deals played out (your team takes ${average} points on average). A higher bid scores no more.`,
    ),
    move,
  };
}

export function tricksHints(
  view: TricksView,
  names: readonly string[],
  seed: string,
  legal: readonly TricksMove[] = [],
): HintLine[] {
  const hand = view.hand;
  if (!hand) return [];
  const trump = hand.trump;
  if (trump === null) {
    // The bidding, or naming trumps (the bidder, or its partner after a plunge).
    const naming = legal.some((m) => m.type === 'trump') || hand.bidder === view.seat;
    const advice = hand.bids.length < 4 || naming ? bidAdvice(view, seed, legal) : null;
    return advice ? [advice.line] : [];
  }
  const out: HintLine[] = [];
  const unseen = unseenTiles(view);
  const own = hand.own;
  // Sure winners: a trump no unseen trump beats (a plain domino can still be trumped).
  if (trump !== 'none' && trump !== 'nello' && trump !== 'sevens') {
    const trumps = unseen.filter((t) => isTrump(t, trump as TrumpName));
    const boss = own.filter(
      (t) => isTrump(t, trump) && trumps.every((u) => rank(u, 8, trump) < rank(t, 8, trump)),
    );
    out.push({
      title: 'Sure winners',
      text:
        boss.length > 0
          ? `${boss.map(formatTile).join(', ')}: no trump left out beats ${boss.length > 1 ? 'them' : 'it'}.`
          : trumps.length > 0
            ? `None yet: ${trumps.length} trump${trumps.length > 1 ? 's' : ''} still out.`
            : 'No trumps are left out.',
    });
  }
  const count = unseen.filter((t) => countPoints(t) > 0);
  const points = count.reduce((a, t) => a + countPoints(t), 0);
  out.push({
    title: 'Count still out',
    text:
      count.length > 0
        ? `${count.map(formatTile).join(', ')}: ${points} points in other hands.`
        : 'None: every count domino is played or in your hand.',
  });
  const partner = partnerOf(view.seat);
  const voids = voidMasks(hand)[partner] ?? 0;
  const shown: string[] = [];
  for (let suit = 0; suit < 9; suit++) {
    const mask = followMask(suit, trump, hand.doubles);
    if (mask !== 0 && (voids & mask) === mask) shown.push(SUIT_NAMES[suit] ?? '');
  }
  out.push({
    title: `${names[partner] ?? 'Your partner'} has shown`,
    text:
      shown.length > 0
        ? `no ${shown.join(', no ')} (a suit not followed).`
        : 'nothing missing yet.',
  });
  const led = hand.current[0];
  if (led)
    out.push({
      title: 'This trick',
      text:
        trump === 'sevens'
          ? 'Sevens: play a domino of yours nearest 7 pips; the nearest played first wins.'
          : `${SUIT_NAMES[suitLed(led.tile, trump, hand.doubles)] ?? ''} were led: follow them if you can.`,
    });
  return out;
}
