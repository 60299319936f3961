/**
 * Texas 42's special contracts (RULES.md §17.10, D17.21–D17.26): which plunges and splashes
 * a seat may bid, who names the contract and what he may name, where the doubles sit under
 * it, and why a special bid or contract is refused. tricksRules.ts applies them.
 */
import { isDouble } from '../core/tiles';
import { bidNeed, bidSeat, MARK, plungeValue, SPECIAL_DOUBLES, splashValue } from './tricksBidding';
import { no, type Refused as Refusal } from './tricksSetup';
import {
  partnerOf,
  teamOf,
  TRICKS_SEATS,
  type SpecialBid,
  type Team,
  type TricksHand,
  type TricksState,
} from './tricksState';
import { TRUMP_NAMES, type DoublesMode, type TrumpName } from './tricksSuits';

/** Who names the contract (and leads trick 0): the bidder, or his partner after a plunge or splash. */
export function contractNamer(hand: Pick<TricksHand, 'bidder' | 'special'>): number {
  const bidder = hand.bidder ?? 0;
  return hand.special === null ? bidder : partnerOf(bidder);
}

/** The contracts the seat naming it may choose (§17.11: nello and sevens on the bidder's own marks bid). */
export function legalContracts(state: TricksState): TrumpName[] {
  const hand = state.hand;
  const own = hand !== null && hand.special === null && hand.high >= MARK;
  const nello = own && state.options.nello;
  const sevens = own && state.options.sevens;
  return TRUMP_NAMES.filter((t) => (t !== 'nello' || nello) && (t !== 'sevens' || sevens));
}

/** Where the doubles that are not trumps sit under a contract (§17.5 `dm()`). */
export function doublesModeOf(trump: TrumpName, state: TricksState): DoublesMode {
  return trump === 'nello' ? state.options.nelloDoubles : state.options.doublesInSuit;
}

/** The plunges and splashes the seat on turn may bid (§17.10 `special_bids`); none outside the bidding. */
export function tricksSpecialBids(state: TricksState): { bid: number; special: SpecialBid }[] {
  const hand = state.hand;
  if (state.over || !hand || hand.end !== null || hand.bids.length >= TRICKS_SEATS) return [];
  const seat = bidSeat(hand.dealer, hand.bids.length);
  const doubles = (hand.hands[seat] ?? []).filter(isDouble).length;
  const out: { bid: number; special: SpecialBid }[] = [];
  const splash = splashValue(hand.high);
  if (state.options.splash && doubles >= SPECIAL_DOUBLES.splash && splash !== null)
    out.push({ bid: splash, special: 'splash' });
  if (state.options.plunge && doubles >= SPECIAL_DOUBLES.plunge)
    out.push({ bid: plungeValue(hand.high), special: 'plunge' });
  return out;
}

/** Why a plunge or a splash is refused (§17.10); null when it is allowed. */
export function specialRefusal(
  state: TricksState,
  hand: TricksHand,
  seat: number,
  bid: number | 'pass',
  special: SpecialBid,
): Refusal | null {
  if (!state.options[special])
    return no('no-special', `${special} is not played in this game (options.${special})`);
  if (bid === 'pass') return no('bad-bid', `a ${special} is a bid of points, not a pass`);
  const held = (hand.hands[seat] ?? []).filter(isDouble).length;
  const need = SPECIAL_DOUBLES[special];
  if (held < need)
    return no(
      'no-special',
      `a ${special} needs ${need} doubles in hand; seat ${seat} holds ${held}`,
    );
  const value = special === 'plunge' ? plungeValue(hand.high) : splashValue(hand.high);
  if (value === null)
    return no(
      'bad-bid',
      `no splash over a bid of ${hand.high}: it is at most 3 marks (${3 * MARK})`,
    );
  if (bid !== value) return no('bad-bid', `a ${special} here is a bid of ${value}, not ${bid}`);
  return null;
}

/** "(after a plunge the bidder's partner names trumps and leads)" after a special bid; else "". */
export function specialNote(hand: TricksHand): string {
  return hand.special === null
    ? ''
    : ` (after a ${hand.special} the bidder's partner names trumps and leads)`;
}

/** Why the contract may not be nello or sevens here; null when it may (or is neither). */
export function contractRefusal(
  state: TricksState,
  hand: TricksHand,
  trump: TrumpName,
): Refusal | null {
  if (trump !== 'nello' && trump !== 'sevens') return null;
  if (!state.options[trump])
    return no('no-contract', `${trump} is not played in this game (options.${trump})`);
  if (hand.special !== null)
    return no(
      'no-contract',
      `after a ${hand.special} the partner names a suit, doubles or no-trumps, not ${trump}`,
    );
  if (hand.high < MARK)
    return no('no-contract', `${trump} needs a marks bid (42 or more), not ${hand.high}`);
  return null;
}

/**
 * What a named contract asks of the bidders (§17.10, §17.11 `decided`): a points bid under 42
 * needs its points; a marks bid (plunge, splash and sevens included) needs all 42, that is
 * every trick, and is set by the first the defenders take; nello's bidder must lose every
 * trick.
 */
export type TricksGoal =
  | { readonly kind: 'points'; readonly team: Team; readonly points: number }
  | { readonly kind: 'every-trick'; readonly team: Team }
  | { readonly kind: 'no-trick'; readonly seat: number };

/** The bidders' goal once the contract is named; null before (or after four passes). */
export function tricksGoal(hand: Pick<TricksHand, 'bidder' | 'high' | 'trump'>): TricksGoal | null {
  if (hand.bidder === null || hand.trump === null) return null;
  if (hand.trump === 'nello') return { kind: 'no-trick', seat: hand.bidder };
  const team = teamOf(hand.bidder);
  const points = bidNeed(hand.high);
  return points >= MARK ? { kind: 'every-trick', team } : { kind: 'points', team, points };
}
