/**
 * Texas 42's turn algorithm (RULES.md §17.11): whose turn it is, every legal move, and
 * applying a move (the new state and its events, or a typed refusal). One
 * `tricksLegalMoves` is the single source of legality.
 */
import type { Applied, Checked, Phase } from '../core/family';
import { quote } from '../core/quote';
import { formatTile, type Tile } from '../core/tiles';
import {
  bidMarks,
  bidNeed,
  bidRefusal,
  bidSeat,
  legalBids,
  setAt,
  type TricksBid,
} from './tricksBidding';
import {
  otherTeam,
  partnerOf,
  teamOf,
  TRICKS_SEATS,
  type TricksEvent,
  type TricksHand,
  type TricksMove,
  type TricksState,
  type SpecialBid,
  type Team,
} from './tricksState';
import {
  followMask,
  maskOf,
  nearestSeven,
  sevensDistance,
  suitLed,
  suitName,
  trickPoints,
  trickWinner,
  isTrumpName,
  type TrickPlay,
  type TrumpName,
} from './tricksSuits';
import { no, type Refused as Refusal, type TricksRefusalCode } from './tricksSetup';
import {
  contractNamer,
  contractRefusal,
  doublesModeOf,
  legalContracts,
  specialNote,
  specialRefusal,
  tricksSpecialBids,
} from './tricksSpecial';

/** The seat to play next in the current trick (the sitting-out partner skipped). */
function playTurn(hand: TricksHand): number {
  const last = hand.current[hand.current.length - 1];
  if (!last) return hand.leader;
  const next = (last.seat + 1) & 3;
  return next === hand.out ? (next + 1) & 3 : next;
}

export function tricksPhase(state: TricksState): Phase {
  if (state.over) return { kind: 'game-over' };
  const hand = state.hand;
  if (!hand) return { kind: 'deal' };
  if (hand.end !== null) return { kind: 'hand-over' };
  if (hand.bids.length < TRICKS_SEATS)
    return { kind: 'turn', seat: bidSeat(hand.dealer, hand.bids.length), name: 'bid' };
  if (hand.trump === null) return { kind: 'turn', seat: contractNamer(hand), name: 'contract' };
  return { kind: 'turn', seat: playTurn(hand), name: 'trick' };
}

/** Whether the seat on turn may pass: not the dealer after three passes when the bid is forced. */
function mayPass(state: TricksState, hand: TricksHand): boolean {
  return !(state.options.allPass === 'forced' && hand.bids.length === 3 && hand.bidder === null);
}

/** The tiles the seat on turn may play to the current trick. */
export function playableTiles(hand: TricksHand, seat: number): Tile[] {
  const held = hand.hands[seat] ?? [];
  if (hand.trump === 'sevens') return nearestSeven(held);
  const lead = hand.current[0];
  if (!lead || hand.trump === null) return held.slice();
  const mask = followMask(suitLed(lead.tile, hand.trump, hand.doubles), hand.trump, hand.doubles);
  if ((maskOf(held) & mask) === 0) return held.slice();
  return held.filter((t) => ((mask >>> t) & 1) === 1);
}

/** The bids the seat on turn may make ("pass" first when allowed); none outside the bidding. */
export function tricksLegalBids(state: TricksState): TricksBid[] {
  const hand = state.hand;
  const phase = tricksPhase(state);
  if (!hand || phase.kind !== 'turn' || phase.name !== 'bid') return [];
  const bids: TricksBid[] = legalBids(hand.high, state.options.markBids);
  if (mayPass(state, hand)) bids.unshift('pass');
  return bids;
}

/** Every legal move for the seat on turn; none once the hand is over or before a deal. */
export function tricksLegalMoves(state: TricksState): TricksMove[] {
  const hand = state.hand;
  const phase = tricksPhase(state);
  if (!hand || phase.kind !== 'turn') return [];
  const seat = phase.seat;
  if (phase.name === 'bid')
    return [
      ...tricksLegalBids(state).map((bid): TricksMove => ({ type: 'bid', seat, bid })),
      ...tricksSpecialBids(state).map((b): TricksMove => ({ type: 'bid', seat, ...b })),
    ];
  if (phase.name === 'contract')
    return legalContracts(state).map((trump) => ({ type: 'trump', seat, trump }));
  return playableTiles(hand, seat).map((tile) => ({ type: 'play', seat, tile }));
}

function overMessage(hand: TricksHand): string {
  if (hand.end === 'all-pass')
    return 'the hand is over (thrown in: everyone passed): no more moves';
  // The trick that ended the hand: the deciding one, or trick 6 with all_tricks.
  const last = hand.tricks.length - 1;
  return `the hand is over (${hand.result ?? hand.end ?? ''} after trick ${last}): no more moves`;
}

type Result = Checked<Applied<TricksState, TricksEvent>, TricksRefusalCode>;

/** Applies a move for the seat on turn: the new state and its events, or a typed refusal. */
export function applyTricksMove(state: TricksState, move: TricksMove): Result {
  const hand = state.hand;
  if (!hand) return no('no-hand', 'no hand is being played: deal first');
  const seat = move.seat;
  if (!Number.isInteger(seat) || seat < 0 || seat >= TRICKS_SEATS)
    return no('no-seat', `there is no seat ${quote(seat)}`);
  if (hand.end !== null) return no('hand-over', overMessage(hand));
  if (move.type === 'bid') return applyBid(state, hand, seat, move.bid, move.special);
  if (move.type === 'trump') return applyTrump(state, hand, seat, move.trump);
  return applyPlay(state, hand, seat, move.tile);
}

function applyBid(
  state: TricksState,
  hand: TricksHand,
  seat: number,
  bid: number | 'pass',
  special: SpecialBid | undefined,
): Result {
  const n = hand.bids.length;
  if (n >= TRICKS_SEATS)
    return no('bidding-over', 'the bidding is over (four bids, the dealer last)');
  const turn = bidSeat(hand.dealer, n);
  if (seat !== turn) return no('out-of-turn', `seat ${turn} is to bid, not seat ${seat}`);
  if (special !== undefined) {
    const refused = specialRefusal(state, hand, seat, bid, special);
    if (refused) return refused;
  } else if (bid === 'pass') {
    if (!mayPass(state, hand))
      return no('forced-bid', 'the dealer must bid: the other three passed (forced bid)');
  } else {
    const why = bidRefusal(bid, hand.high, state.options.markBids);
    if (why !== null) return no('bad-bid', why);
  }
  const bids = [...hand.bids, bid];
  const high = bid === 'pass' ? hand.high : bid;
  const bidder = bid === 'pass' ? hand.bidder : seat;
  const kind = bid === 'pass' ? hand.special : (special ?? null);
  const events: TricksEvent[] = [
    special === undefined ? { type: 'bid', seat, bid } : { type: 'bid', seat, bid, special },
  ];
  if (bids.length === TRICKS_SEATS && bidder === null) {
    const ended: TricksHand = { ...hand, bids, end: 'all-pass' };
    events.push({ type: 'hand-end', end: 'all-pass', marks: [0, 0], scores: state.scores });
    return { ok: true, value: { state: { ...state, hand: ended }, events } };
  }
  const next: TricksHand = {
    ...hand,
    bids,
    high,
    bidder,
    special: kind,
    leader: bidder ?? hand.leader,
  };
  return { ok: true, value: { state: { ...state, hand: next }, events } };
}

function applyTrump(state: TricksState, hand: TricksHand, seat: number, trump: TrumpName): Result {
  if (hand.bids.length < TRICKS_SEATS || hand.bidder === null)
    return no('bidding', 'trumps are named after the bidding, by the winning bidder');
  if (hand.trump !== null) return no('trump-named', `trumps were named already (${hand.trump})`);
  const namer = contractNamer(hand);
  if (seat !== namer)
    return no(
      'out-of-turn',
      `seat ${namer} is to name trumps, not seat ${seat}${specialNote(hand)}`,
    );
  if (!isTrumpName(trump)) return no('no-contract', `there is no contract ${quote(trump)}`);
  const refused = contractRefusal(state, hand, trump);
  if (refused) return refused;
  const out = trump === 'nello' ? partnerOf(seat) : null;
  const doubles = doublesModeOf(trump, state);
  const next: TricksHand = { ...hand, trump, doubles, out, leader: seat };
  return {
    ok: true,
    value: { state: { ...state, hand: next }, events: [{ type: 'trump', seat, trump }] },
  };
}

/** Why the tile may not be played by a seat holding `held`; null when it may. */
function playRefusal(
  hand: TricksHand,
  trump: TrumpName,
  seat: number,
  held: readonly Tile[],
  tile: Tile,
): Refusal | null {
  if (trump === 'sevens') {
    const nearest = nearestSeven(held);
    if (nearest.includes(tile)) return null;
    const away = sevensDistance(tile);
    return no(
      'not-nearest',
      `sevens: seat ${seat} must play a domino nearest 7 pips (${nearest.map(formatTile).join(', ')}); ${formatTile(tile)} is ${away} away`,
    );
  }
  const lead = hand.current[0];
  if (!lead) return null;
  const suit = suitLed(lead.tile, trump, hand.doubles);
  const mask = followMask(suit, trump, hand.doubles);
  if ((maskOf(held) & mask) === 0 || ((mask >>> tile) & 1) === 1) return null;
  const holds = held.filter((t) => ((mask >>> t) & 1) === 1).map(formatTile);
  return no(
    'must-follow',
    `seat ${seat} must follow ${suitName(suit)} (holds ${holds.join(', ')}); ${formatTile(tile)} does not follow`,
  );
}

function applyPlay(state: TricksState, hand: TricksHand, seat: number, tile: Tile): Result {
  if (hand.bids.length < TRICKS_SEATS) {
    const turn = bidSeat(hand.dealer, hand.bids.length);
    return no('bidding', `the bidding is not over: seat ${turn} is to bid before any play`);
  }
  const trump = hand.trump;
  if (trump === null)
    return no(
      'trump-first',
      `trumps first: seat ${contractNamer(hand)} names trumps before the first lead`,
    );
  const turn = playTurn(hand);
  if (seat !== turn) {
    if (hand.current.length === 0) {
      const note = hand.tricks.length === 0 ? specialNote(hand) : '';
      return no('out-of-turn', `seat ${turn} is to lead, not seat ${seat}${note}`);
    }
    const sits = seat === hand.out ? ` (seat ${seat} sits out this nello hand)` : '';
    return no('out-of-turn', `seat ${turn} is to play, not seat ${seat}${sits}`);
  }
  const held = hand.hands[seat] ?? [];
  const at = held.indexOf(tile);
  if (at < 0) return no('not-held', `seat ${seat} does not hold ${formatTile(tile)}`);
  const refused = playRefusal(hand, trump, seat, held, tile);
  if (refused) return refused;
  const hands = hand.hands.slice();
  hands[seat] = held.filter((_, i) => i !== at);
  const play: TrickPlay = { seat, tile };
  const current = [...hand.current, play];
  const trickNo = hand.tricks.length;
  if (current.length < (hand.out === null ? 4 : 3)) {
    const next: TricksHand = { ...hand, hands, current };
    const event: TricksEvent = { type: 'play', seat, tile, trick: trickNo };
    return { ok: true, value: { state: { ...state, hand: next }, events: [event] } };
  }
  return completeTrick(state, { ...hand, hands }, current, play);
}

function completeTrick(
  state: TricksState,
  hand: TricksHand,
  plays: readonly TrickPlay[],
  play: TrickPlay,
): Result {
  const trump = hand.trump ?? 'none';
  const k = hand.tricks.length;
  const winner = trickWinner(plays, trump, hand.doubles);
  const points = trickPoints(plays);
  const team = teamOf(winner);
  const taken: [number, number] = [hand.taken[0], hand.taken[1]];
  const won: [number, number] = [hand.points[0], hand.points[1]];
  taken[team] += 1;
  won[team] += points;
  const events: TricksEvent[] = [
    { type: 'play', seat: play.seat, tile: play.tile, trick: k, winner, points },
  ];
  let next: TricksHand = {
    ...hand,
    tricks: [...hand.tricks, { plays, winner, points }],
    current: [],
    leader: winner,
    taken,
    points: won,
  };
  if (next.result === null) {
    const result = decided(next, k, winner);
    if (result !== null) {
      next = { ...next, result, decidedAt: k };
      events.push({ type: 'decided', result, trick: k });
    }
  }
  if (next.result === null || (state.options.handEnd === 'all_tricks' && k < 6))
    return { ok: true, value: { state: { ...state, hand: next }, events } };
  return endHand(state, next, next.result, events);
}

/** Made or set after trick k (won by `winner`), or null while the hand is open (§17.11). */
function decided(hand: TricksHand, k: number, winner: number): 'made' | 'set' | null {
  const bidder = hand.bidder ?? 0;
  if (hand.trump === 'nello') return winner === bidder ? 'set' : k === 6 ? 'made' : null;
  const need = bidNeed(hand.high);
  const b = teamOf(bidder);
  if (hand.points[b] >= need) return 'made';
  if (hand.points[otherTeam(b)] >= setAt(hand.high)) return 'set';
  return null;
}

function endHand(
  state: TricksState,
  hand: TricksHand,
  result: 'made' | 'set',
  events: TricksEvent[],
): Result {
  const b = teamOf(hand.bidder ?? 0);
  const d = otherTeam(b);
  const marks: [number, number] = [0, 0];
  if (state.options.scoring === 'marks') {
    marks[result === 'made' ? b : d] = bidMarks(hand.high);
  } else if (result === 'made') {
    marks[b] = Math.max(hand.points[b], hand.high);
    marks[d] = hand.points[d];
  } else {
    marks[d] = hand.high + hand.points[d];
  }
  const scores: [number, number] = [state.scores[0] + marks[0], state.scores[1] + marks[1]];
  events.push({ type: 'hand-end', end: result, marks, scores });
  const target = state.options.target;
  const reached = ([0, 1] as const).filter((t) => scores[t] >= target);
  let winner: Team[] | null = null;
  if (reached.length === 2) winner = [b];
  else if (reached.length === 1) winner = reached;
  if (winner) events.push({ type: 'game-over', winner });
  const ended: TricksHand = { ...hand, end: result, marks };
  return {
    ok: true,
    value: { state: { ...state, hand: ended, scores, over: winner !== null, winner }, events },
  };
}
