/**
 * Texas 42's hints, from the person's information set alone (`TricksView`): while bidding, a
 * bid advisor (each trump played out over sampled deals of the unseen tiles: "about 34 with
 * sixes as trumps, made in 70% of deals"); in play, the sure winners, the count still out and
 * what the partner has shown (the suits they could not follow). Words for the hints panel.
 */
import { contractSamples } from '../ai/tricksBid';
import { unseenTiles, voidMasks } from '../ai/tricksWorld';
import { Generator, seedRng } from '../engine/rng';
import {
  countPoints,
  followMask,
  isTrump,
  partnerOf,
  rank,
  suitLed,
  SUIT_NAMES,
  trumpWord,
  type TricksMove,
  type TricksView,
  type TrumpName,
} from '../engine/tricksFamily';
import { formatTile } from '../engine/tiles';
import type { HintLine } from './trainsHints';

/**
 * What the seat may do now in the bidding: bid or pass, bid only (the dealer after three
 * passes, when the bid is forced), or name trumps (the bid won).
 */
export type BidChoice = 'bid-or-pass' | 'must-bid' | 'trumps';

/** The bidding choice the legal moves offer (bid or pass when they are not the seat's yet). */
export function bidChoice(legal: readonly TricksMove[]): BidChoice {
  if (legal.some((m) => m.type === 'trump')) return 'trumps';
  const bids = legal.filter((m) => m.type === 'bid');
  return bids.length > 0 && !bids.some((m) => m.bid === 'pass') ? 'must-bid' : 'bid-or-pass';
}

/**
 * The bid advisor: the best contract by the points it makes in `deals` sampled deals, in
 * words that offer only what `choice` allows. The deals are drawn from the seed and the
 * seat's own dominoes, so the same hand gets the same advice however often it is asked.
 */
export function bidAdvice(
  view: TricksView,
  seed: string,
  deals = 24,
  choice: BidChoice = 'bid-or-pass',
): HintLine | null {
  const hand = view.hand;
  if (!hand) return null;
  const own = hand.own.map(formatTile).join(' ');
  const samples = contractSamples(
    view,
    new Generator(seedRng(`${seed}/${own}/advice`)),
    deals,
    Math.max(30, hand.high),
  );
  let best: { trump: TrumpName; mean: number; made: number; bid: number } | null = null;
  for (const [trump, points] of samples) {
    if (points.length === 0) continue;
    const sorted = [...points].sort((a, b) => a - b);
    const mean = points.reduce((a, b) => a + b, 0) / points.length;
    // The bid made in at least 70% of the deals, and how often 30 (the least bid) is made.
    const bid = sorted[Math.floor(0.3 * sorted.length)] ?? 0;
    const made = points.filter((p) => p >= Math.max(30, Math.min(bid, 42))).length / points.length;
    if (!best || mean > best.mean) best = { trump, mean, made, bid };
  }
  if (!best) return null;
  const words = trumpWord(best.trump);
  const mean = `${Math.round(best.mean)} points on average over ${deals} deals played out`;
  const text =
    choice === 'trumps'
      ? `Name ${words} as trumps: your team takes about ${mean}.`
      : best.bid >= 30
        ? `About ${best.bid} with ${words} as trumps: made in ${Math.round(best.made * 100)}% of ${deals} deals played out (your team takes ${Math.round(best.mean)} points on average).`
        : choice === 'must-bid'
          ? `Your best is ${words} as trumps, taking about ${mean}: short of 30, but the other three passed and you must bid: bid 30 and name ${words}.`
          : `Your best is ${words} as trumps, taking about ${mean}: short of 30, so passing is sound.`;
  return { title: 'Bid advisor', text };
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
    const naming = hand.bids.length === 4 && hand.bidder === view.seat;
    const choice = naming ? 'trumps' : bidChoice(legal);
    const advice = hand.bids.length < 4 || naming ? bidAdvice(view, seed, undefined, choice) : null;
    return advice ? [advice] : [];
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
