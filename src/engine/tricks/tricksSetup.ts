/**
 * Setting up Texas 42 (RULES.md §17.2, D17.2, D17.18): a new game from its settings and a
 * hand from its deal, the shaker rotating to the left; and the refusal codes of the rules.
 */
import type { Checked, GameSettings } from '../core/family';
import { refuse } from '../core/family';
import { quote } from '../core/quote';
import { formatTile } from '../core/tiles';
import { bidSeat } from './tricksBidding';
import {
  readTricksOptions,
  TRICKS_HAND_SIZE,
  TRICKS_PRESET,
  TRICKS_SEATS,
  type TricksDeal,
  type TricksHand,
  type TricksState,
} from './tricksState';

export type TricksRefusalCode =
  | 'settings'
  | 'bad-deal'
  | 'game-over'
  | 'hand-incomplete'
  | 'wrong-dealer'
  | 'no-hand'
  | 'no-seat'
  | 'hand-over'
  | 'out-of-turn'
  | 'bidding-over'
  | 'bad-bid'
  | 'forced-bid'
  | 'bidding'
  | 'trump-named'
  | 'no-special'
  | 'no-contract'
  | 'not-nearest'
  | 'trump-first'
  | 'not-held'
  | 'must-follow';

export type Refused = {
  readonly ok: false;
  readonly error: { code: TricksRefusalCode; message: string };
};
export const no = (code: TricksRefusalCode, message: string): Refused => refuse(code, message);

/** A game before its first hand, or why the settings are refused. */
export function newTricksGame(settings: GameSettings): Checked<TricksState, TricksRefusalCode> {
  if (settings.preset !== TRICKS_PRESET)
    return no('settings', `unknown preset ${quote(settings.preset)} for the tricks family`);
  if (settings.players !== TRICKS_SEATS) return no('settings', 'texas-42 is played by 4 players');
  if (settings.partners === false)
    return no('settings', 'texas-42 is a partnership game: "partners" must be true or left out');
  const options = readTricksOptions(settings.options);
  if (!options.ok) return no('settings', options.error.message);
  const target = options.value.target;
  let scores: [number, number] = [0, 0];
  if (settings.scores !== undefined) {
    const s = settings.scores as readonly unknown[];
    const fine = (v: unknown): v is number =>
      Number.isInteger(v) && (v as number) >= 0 && (v as number) < target;
    const [a, b] = s;
    if (!Array.isArray(s) || s.length !== 2 || !fine(a) || !fine(b))
      return no(
        'settings',
        `"scores" must be 2 whole numbers, one per team, each from 0 to ${target - 1}`,
      );
    scores = [a, b];
  }
  return {
    ok: true,
    value: { options: options.value, scores, over: false, winner: null, handCount: 0, hand: null },
  };
}

/** Why a deal is not 4 hands of 7 distinct double-six tiles with a seat as dealer; null if fine. */
export function dealProblem(deal: TricksDeal): string | null {
  if (!Number.isInteger(deal.dealer) || deal.dealer < 0 || deal.dealer >= TRICKS_SEATS)
    return `the dealer must be a seat from 0 to 3, not ${quote(deal.dealer)}`;
  if (deal.hands.length !== TRICKS_SEATS) return 'a deal is 4 hands of 7 tiles';
  let seen = 0;
  for (const hand of deal.hands) {
    if (hand.length !== TRICKS_HAND_SIZE) return 'a deal is 4 hands of 7 tiles';
    for (const t of hand) {
      if (!Number.isInteger(t) || t < 0 || t > 27) return `${quote(t)} is not a double-six tile`;
      if ((seen >>> t) & 1) return `tile ${formatTile(t)} is dealt twice`;
      seen |= 1 << t;
    }
  }
  return null;
}

/** Starts the next hand from its deal: the shaker rotates to the left, thrown-in hands included. */
export function startTricksHand(
  state: TricksState,
  deal: TricksDeal,
): Checked<TricksState, TricksRefusalCode> {
  if (state.over) return no('game-over', 'the game is over: no further hand');
  const last = state.hand;
  if (last && last.end === null)
    return no('hand-incomplete', 'the hand before this one is incomplete');
  const problem = dealProblem(deal);
  if (problem !== null) return no('bad-deal', problem);
  if (last && deal.dealer !== bidSeat(last.dealer, 0))
    return no(
      'wrong-dealer',
      `the deal passes to seat ${bidSeat(last.dealer, 0)}, not seat ${deal.dealer}`,
    );
  const hands = deal.hands.map((h) => h.slice());
  const hand: TricksHand = {
    dealer: deal.dealer,
    deal: hands,
    hands,
    bids: [],
    high: 0,
    bidder: null,
    special: null,
    trump: null,
    doubles: state.options.doublesInSuit,
    out: null,
    tricks: [],
    current: [],
    leader: bidSeat(deal.dealer, 0),
    taken: [0, 0],
    points: [0, 0],
    result: null,
    decidedAt: null,
    end: null,
    marks: [0, 0],
  };
  return { ok: true, value: { ...state, handCount: state.handCount + 1, hand } };
}
