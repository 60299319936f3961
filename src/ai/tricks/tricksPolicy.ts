/**
 * Texas 42's fast policy: Medium's play and the rollouts' policy for Hard. It reads only
 * the seat's own tiles and what is public (the tiles not yet played that it does not
 * hold), so it does not cheat in the worlds it plays. Bids and contracts from a hand
 * count; plays by the usual rules of thumb: pull trumps with the top trump, lead a
 * domino no one can beat in its suit, win a trick cheaply when the partner is not
 * winning it, give the partner count when its lead is safe, and otherwise play low.
 * The special contracts (RULES.md §17.10) by rules of thumb: a plunge or a splash on the
 * top doubles, nello or sevens on a hand made for them; nello's bidder keeps under, its
 * defenders play to make it take a trick.
 */
import {
  countPoints,
  followMask,
  fullSet,
  hi,
  isDouble,
  isTrump,
  legalContracts,
  lo,
  MARK,
  maskOf,
  playableTiles,
  playStrength,
  sevensDistance,
  SPECIAL_DOUBLES,
  suitLed,
  teamOf,
  trickWinner,
  tricksPhase,
  tricksLegalBids,
  tricksSpecialBids,
  TRUMPS,
  TRUMP_NAMES,
  type Generator,
  type Tile,
  type TricksBid,
  type TricksHand,
  type TricksMove,
  type TricksState,
  type TrumpName,
} from '../../engine/index';

/** The contracts the players consider: the seven pip suits, doubles and no-trumps (never nello or sevens). */
export const PLAIN_TRUMPS: readonly TrumpName[] = TRUMP_NAMES.filter(
  (t) => t !== 'nello' && t !== 'sevens',
);

/** Noise added to a play's key, so that rollouts of one world differ a little. */
const NOISE = 0.01;

/** The tiles no longer in play for anyone to hold: every tile played so far. */
function playedMask(hand: TricksHand): number {
  let m = 0;
  for (const t of hand.tricks) for (const p of t.plays) m |= 1 << p.tile;
  for (const p of hand.current) m |= 1 << p.tile;
  return m;
}

/** The tiles the seat knows are out with someone else: not its own and not yet played. */
function othersMask(hand: TricksHand, seat: number): number {
  return ~(maskOf(hand.hands[seat] ?? []) | playedMask(hand)) & 0xfffffff;
}

/** The strongest play among the tiles of `mask` to a trick asking for `suit`. */
function topStrength(mask: number, suit: number, trump: TrumpName): number {
  let best = 0;
  for (let m = mask; m !== 0; m &= m - 1) {
    const t = (31 - Math.clz32(m & -m)) as Tile;
    const s = playStrength(t, suit, trump);
    if (s > best) best = s;
  }
  return best;
}

/** What losing a tile costs: its count, then a trump or a double, then its pips. */
function cost(t: Tile, trump: TrumpName): number {
  return (
    countPoints(t) * 4 + (isTrump(t, trump) ? 40 : 0) + (isDouble(t) ? 6 : 0) + (hi(t) + lo(t)) / 2
  );
}

function pick(tiles: readonly Tile[], key: (t: Tile) => number, g: Generator): Tile {
  let best = tiles[0] as Tile;
  let bestKey = -Infinity;
  for (const t of tiles) {
    const k = key(t) + NOISE * g.float();
    if (k > bestKey) {
      bestKey = k;
      best = t;
    }
  }
  return best;
}

/** A lead: the top trump while the bidders pull trumps, a domino no one can beat, else a cheap one. */
function leadTile(hand: TricksHand, seat: number, tiles: readonly Tile[], g: Generator): Tile {
  const trump = hand.trump ?? 'none';
  const others = othersMask(hand, seat);
  const trumpsOut = others & followMask(TRUMPS, trump);
  const bidders = hand.bidder !== null && teamOf(hand.bidder) === teamOf(seat);
  const mine = tiles.filter((t) => isTrump(t, trump));
  if (trumpsOut !== 0 && mine.length > 0 && bidders) {
    const top = pick(mine, (t) => playStrength(t, TRUMPS, trump), g);
    if (playStrength(top, TRUMPS, trump) > topStrength(trumpsOut, TRUMPS, trump)) return top;
    if (mine.length >= 2) return top;
  }
  const walkers = tiles.filter((t) => {
    const suit = suitLed(t, trump);
    const followers = others & followMask(suit, trump);
    return playStrength(t, suit, trump) > topStrength(followers, suit, trump);
  });
  if (walkers.length > 0 && (trumpsOut === 0 || !bidders))
    return pick(walkers, (t) => countPoints(t) - cost(t, trump) / 100, g);
  return pick(tiles, (t) => -cost(t, trump), g);
}

/** A play to a trick already led. */
function followTile(hand: TricksHand, seat: number, tiles: readonly Tile[], g: Generator): Tile {
  const trump = hand.trump ?? 'none';
  const lead = hand.current[0];
  if (!lead) return leadTile(hand, seat, tiles, g);
  const suit = suitLed(lead.tile, trump);
  const winner = trickWinner(hand.current, trump);
  const winning = hand.current.find((p) => p.seat === winner);
  const top = winning ? playStrength(winning.tile, suit, trump) : 0;
  const last = hand.current.length === (hand.out === null ? 3 : 2);
  const beaten = (strength: number): boolean =>
    !last && topStrength(othersMask(hand, seat), suit, trump) > strength;
  if (teamOf(winner) === teamOf(seat) && winner !== seat) {
    // The partner has it: give it count when no one after can beat it, else play low.
    if (!beaten(top)) return pick(tiles, (t) => countPoints(t) * 10 - cost(t, trump), g);
    return pick(tiles, (t) => -cost(t, trump), g);
  }
  const winners = tiles.filter((t) => playStrength(t, suit, trump) > top);
  if (winners.length > 0) {
    const safe = winners.filter((t) => !beaten(playStrength(t, suit, trump)));
    const atStake = hand.current.reduce((n, p) => n + countPoints(p.tile), 0);
    if (safe.length > 0) return pick(safe, (t) => countPoints(t) * 10 - cost(t, trump), g);
    if (atStake > 0 || last) return pick(winners, (t) => -playStrength(t, suit, trump), g);
  }
  return pick(tiles, (t) => -cost(t, trump), g);
}

/** In nello the bidder loses every trick if it can: its highest tile that does not win, else its lowest. */
function nelloTile(hand: TricksHand, tiles: readonly Tile[], g: Generator): Tile {
  const lead = hand.current[0];
  if (!lead) return pick(tiles, (t) => -(hi(t) + lo(t)), g);
  const d = hand.doubles;
  const suit = suitLed(lead.tile, 'nello', d);
  const winner = hand.current.find((p) => p.seat === trickWinner(hand.current, 'nello', d));
  const top = winner ? playStrength(winner.tile, suit, 'nello', d) : 0;
  const losers = tiles.filter((t) => playStrength(t, suit, 'nello', d) < top);
  if (losers.length > 0) return pick(losers, (t) => playStrength(t, suit, 'nello', d), g);
  return pick(tiles, (t) => -playStrength(t, suit, 'nello', d), g);
}

/**
 * A nello defender plays to make the bidder take a trick: a low lead; under the bidder's
 * winning tile with its highest that stays under; its lowest before the bidder plays (or
 * a tile off the suit led, shedding its highest); its highest once the bidder is safe.
 */
function nelloDefence(hand: TricksHand, tiles: readonly Tile[], g: Generator): Tile {
  const d = hand.doubles;
  const own = (t: Tile): number => playStrength(t, suitLed(t, 'nello', d), 'nello', d);
  const lead = hand.current[0];
  if (!lead) return pick(tiles, (t) => -own(t), g);
  const suit = suitLed(lead.tile, 'nello', d);
  const strength = (t: Tile): number => playStrength(t, suit, 'nello', d);
  const winner = trickWinner(hand.current, 'nello', d);
  const top = strength(hand.current.find((p) => p.seat === winner)?.tile ?? lead.tile);
  if (winner === hand.bidder) {
    const under = tiles.filter((t) => strength(t) < top);
    if (under.length > 0) return pick(under, (t) => strength(t) * 100 + own(t), g);
    return pick(tiles, (t) => -strength(t), g);
  }
  if (hand.current.some((p) => p.seat === hand.bidder)) return pick(tiles, own, g);
  return pick(tiles, (t) => -strength(t) * 100 + own(t), g);
}

/** The policy's tile for the seat on turn in a trick. */
export function playTile(hand: TricksHand, seat: number, g: Generator): Tile {
  const tiles = playableTiles(hand, seat);
  if (tiles.length === 1) return tiles[0] as Tile;
  if (hand.trump === 'nello')
    return seat === hand.bidder ? nelloTile(hand, tiles, g) : nelloDefence(hand, tiles, g);
  return hand.current.length === 0
    ? leadTile(hand, seat, tiles, g)
    : followTile(hand, seat, tiles, g);
}

/** Every trump of the contract, the highest first. */
function trumpOrder(trump: TrumpName): Tile[] {
  return fullSet(6)
    .filter((t) => isTrump(t, trump))
    .sort((a, b) => playStrength(b, TRUMPS, trump) - playStrength(a, TRUMPS, trump));
}

/**
 * A hand's worth under a contract, in points it might make, by count: trumps from the top
 * down are sure tricks, lower trumps half tricks, off doubles most of a trick once trumps
 * are in; each trick is worth 6 (42 over 7).
 */
export function handValue(tiles: readonly Tile[], trump: TrumpName): number {
  const trumps = tiles.filter((t) => isTrump(t, trump));
  let sure = 0;
  for (const t of trumpOrder(trump)) {
    if (!trumps.includes(t)) break;
    sure++;
  }
  const offDoubles = tiles.filter((t) => isDouble(t) && !isTrump(t, trump)).length;
  const doubles = trump === 'none' ? offDoubles : offDoubles * (trumps.length >= 3 ? 0.8 : 0.4);
  const tricks = sure + 0.5 * (trumps.length - sure) + doubles;
  const count = tiles.reduce(
    (n, t) => n + (isTrump(t, trump) || isDouble(t) ? countPoints(t) : 0),
    0,
  );
  return 6 * tricks + count / 2;
}

/** The contract whose hand value is highest. */
export function bestTrumpByCount(tiles: readonly Tile[]): TrumpName {
  let best: TrumpName = 'none';
  let value = -Infinity;
  for (const t of PLAIN_TRUMPS) {
    const v = handValue(tiles, t);
    if (v > value) {
      value = v;
      best = t;
    }
  }
  return best;
}

/**
 * Medium's bid: the hand's value under its best contract, less a margin, rounded down;
 * a bid when that clears the minimum and the high bid (and the partner does not hold the
 * high bid); the lowest bid when the bid is forced.
 */
export function countBid(state: TricksState, seat: number): TricksBid {
  const hand = state.hand;
  const bids = tricksLegalBids(state);
  if (!hand || bids.length === 0) return 'pass';
  const own = hand.hands[seat] ?? [];
  const worth = Math.floor(handValue(own, bestTrumpByCount(own)) - 4);
  return bidUpTo(bids, worth, hand.bidder !== null && teamOf(hand.bidder) === teamOf(seat));
}

/** The highest bid at most `worth` (never a marks bid above 42), else pass, else the lowest bid. */
export function bidUpTo(
  bids: readonly TricksBid[],
  worth: number,
  partnerHigh: boolean,
): TricksBid {
  const numbers = bids.filter((b): b is number => b !== 'pass' && b <= 42);
  const fit = partnerHigh ? [] : numbers.filter((b) => b <= worth);
  const top = fit[fit.length - 1];
  if (top !== undefined) return top;
  return bids.includes('pass') ? 'pass' : (numbers[0] ?? bids[0] ?? 'pass');
}

/** How many of the top doubles (6-6, 5-5, … down) the tiles hold without a gap. */
function topDoubles(tiles: readonly Tile[]): number {
  let n = 0;
  while (n < 7 && tiles.some((t) => isDouble(t) && hi(t) === 6 - n)) n++;
  return n;
}

/** A hand for nello by rule of thumb: no domino with a 4, 5 or 6, no double but 0-0. */
function nelloHand(tiles: readonly Tile[]): boolean {
  return tiles.every((t) => hi(t) <= 3 && (!isDouble(t) || hi(t) === 0));
}

/** A hand for sevens by rule of thumb: all three sevens, and nothing more than 1 from 7. */
function sevensHand(tiles: readonly Tile[]): boolean {
  const away = tiles.map(sevensDistance);
  return away.filter((d) => d === 0).length >= 3 && away.every((d) => d <= 1);
}

/**
 * Medium's bid with the special contracts by rules of thumb: a plunge or a splash holding
 * one more top double than it needs, without a gap (6-6 down to 2-2 for a plunge, to 3-3
 * for a splash); the lowest marks bid on a nello or a sevens hand (when allowed); else
 * `countBid`.
 */
function policyBid(state: TricksState, seat: number): TricksMove {
  const hand = state.hand;
  const bid = countBid(state, seat);
  const own = hand?.hands[seat] ?? [];
  if (!hand || (hand.bidder !== null && teamOf(hand.bidder) === teamOf(seat)))
    return { type: 'bid', seat, bid };
  const specials = tricksSpecialBids(state).filter(
    (b) => topDoubles(own) > SPECIAL_DOUBLES[b.special],
  );
  const special = specials[specials.length - 1];
  if (special) return { type: 'bid', seat, ...special };
  const odd = (state.options.nello && nelloHand(own)) || (state.options.sevens && sevensHand(own));
  const marks = tricksLegalBids(state).find((b) => b !== 'pass' && b >= MARK);
  if (odd && marks !== undefined && (bid === 'pass' || bid < MARK))
    return { type: 'bid', seat, bid: marks };
  return { type: 'bid', seat, bid };
}

/**
 * Medium's contract: nello or sevens on such a hand when allowed; after a plunge or a
 * splash, doubles when the team then holds six of them; else the best by count.
 */
function policyContract(state: TricksState, hand: TricksHand, seat: number): TrumpName {
  const own = hand.hands[seat] ?? [];
  const allowed = legalContracts(state);
  if (allowed.includes('nello') && nelloHand(own)) return 'nello';
  if (allowed.includes('sevens') && sevensHand(own)) return 'sevens';
  if (hand.special !== null) {
    const doubles = own.filter(isDouble).length + SPECIAL_DOUBLES[hand.special];
    if (doubles >= 6) return 'doubles';
  }
  return bestTrumpByCount(own);
}

/** The policy's move for the seat on turn (a bid, a contract or a play). */
export function tricksPolicy(state: TricksState, g: Generator): TricksMove {
  const hand = state.hand;
  const phase = tricksPhase(state);
  const seat = phase.kind === 'turn' ? phase.seat : 0;
  if (!hand || phase.kind !== 'turn') return { type: 'bid', seat, bid: 'pass' };
  if (phase.name === 'bid') return policyBid(state, seat);
  if (phase.name === 'contract')
    return { type: 'trump', seat, trump: policyContract(state, hand, seat) };
  return { type: 'play', seat, tile: playTile(hand, seat, g) };
}
