/**
 * Texas 42's words and numbers for its lessons (RULES.md §17): what a move did, the engine's
 * refusals in the learner's terms (which suit a lead asks for, and what follows it), and the
 * numbers a quiz asks for, all read from the engine's state.
 */
import type { Refusal } from '../../engine/core/family';
import { formatTile, fullSet, hasPip, parseTile } from '../../engine/core/tiles';
import {
  bidMarks,
  bidSeat,
  contractNamer,
  countPoints,
  followMask,
  isTrump,
  legalBids,
  nearestSeven,
  setAt,
  sevensDistance,
  suitLed,
  suitName,
  TRUMPS,
  tricksLegalBids,
  tricksLegalMoves,
  type TricksEvent,
  type TricksMove,
  type TricksState,
  type TrumpName,
} from '../../engine/tricks/tricksFamily';
import { PLAIN_TRUMPS } from '../../ai/tricks/tricksPolicy';
import { seatName } from '../../machine/seatNames';
import type { FamilyQuizAsk, LessonCoach } from '../familyTypes';
import { tricksBidWorth, tricksWorth } from './tricksWorth';

const who = (seat: number): string => seatName(seat, 4);

function contractWords(trump: TrumpName): string {
  if (trump === 'none') return 'no trumps (follow-me)';
  if (trump === 'doubles') return 'doubles as trumps';
  if (trump === 'nello' || trump === 'sevens') return trump;
  return `${suitName(Number(trump))} as trumps`;
}

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function reword(refusal: Refusal, state: TricksState, move: TricksMove | null): string {
  const hand = state.hand;
  const lead = hand?.current[0]?.tile;
  const trump = hand?.trump ?? null;
  if (refusal.code === 'must-follow' && hand && lead !== undefined && trump !== null) {
    const suit = suitLed(lead, trump, hand.doubles);
    const mask = followMask(suit, trump, hand.doubles);
    const holds = (hand.hands[0] ?? []).filter((t) => ((mask >>> t) & 1) === 1).map(formatTile);
    const tried = move?.type === 'play' ? move.tile : null;
    const tile = tried === null ? 'That' : formatTile(tried);
    // A trump that shows the number led is no help: it belongs to trumps only.
    const end =
      tried !== null && suit !== TRUMPS && isTrump(tried, trump) && hasPip(tried, suit)
        ? ` (${tile} is a trump: it belongs to trumps only)`
        : '';
    return `${formatTile(lead)} leads ${suitName(suit)}${end}. You hold ${holds.join(' and ')}, so you must follow ${suitName(suit)}: ${tile} does not.`;
  }
  // The dealer after three passes must bid: no pass offered then.
  if (refusal.code === 'bidding')
    return tricksLegalBids(state).includes('pass')
      ? 'The bidding comes first: choose a bid, or pass.'
      : 'The bidding comes first: the other three passed, so choose a bid.';
  if (refusal.code === 'trump-first') return 'Name trumps first: then you lead.';
  // Sevens: every player plays a domino of his hand nearest 7 pips.
  if (refusal.code === 'not-nearest' && hand) {
    const nearest = nearestSeven(hand.hands[0] ?? []);
    const tried = move?.type === 'play' ? move.tile : null;
    const away = nearest[0] === undefined ? 0 : sevensDistance(nearest[0]);
    const yours = `You hold ${listed(nearest.map(formatTile))}, ${away === 0 ? 'exactly 7 pips' : `${away} away from 7`}`;
    const it = tried === null ? '' : `: ${formatTile(tried)} is ${sevensDistance(tried)} away`;
    return `In sevens you must play a domino nearest 7 pips. ${yours}${it}.`;
  }
  return refusal.message;
}

function describe(event: TricksEvent, reveal: boolean): string {
  switch (event.type) {
    case 'bid':
      if (event.special !== undefined)
        return `${who(event.seat)} ${event.seat === 0 ? 'bid' : 'bids'} a ${event.special} (${event.bid}).`;
      return event.bid === 'pass'
        ? `${who(event.seat)} ${event.seat === 0 ? 'pass' : 'passes'}.`
        : `${who(event.seat)} ${event.seat === 0 ? 'bid' : 'bids'} ${event.bid}.`;
    case 'trump':
      return `${who(event.seat)} ${event.seat === 0 ? 'name' : 'names'} ${contractWords(event.trump)}.`;
    case 'play': {
      const played = `${who(event.seat)} ${event.seat === 0 ? 'play' : 'plays'} ${formatTile(event.tile)}.`;
      if (event.winner === undefined || !reveal) return played;
      const took = event.winner === 0 ? 'You take' : `${who(event.winner)} takes`;
      return `${played} ${took} the trick (+${event.points ?? 0}).`;
    }
    case 'decided':
      if (!reveal) return '';
      return event.result === 'made' ? 'The bid is made.' : 'The bid is set.';
    case 'hand-end':
      if (!reveal) return 'The hand is over.';
      return `The hand is over: marks ${event.marks[0]} to You & North, ${event.marks[1]} to West & East.`;
    case 'game-over':
      return 'The game is over.';
  }
}

/** 1 when the seat on turn may make `move` now ("bid pass", or a domino played), else 0. */
function allowed(state: TricksState, move: string): number {
  if (move === 'bid pass') return tricksLegalBids(state).includes('pass') ? 1 : 0;
  const tile = parseTile(move, 6);
  if (tile === null) return NaN;
  return tricksLegalMoves(state).some((m) => m.type === 'play' && m.tile === tile) ? 1 : 0;
}

function ask(state: TricksState, q: FamilyQuizAsk): number {
  const hand = state.hand;
  const last = hand?.tricks[hand.tricks.length - 1];
  const trump = hand?.trump ?? null;
  switch (q.of) {
    case 'suit-led': {
      const tile = q.tile === undefined ? hand?.current[0]?.tile : parseTile(q.tile, 6);
      return tile === undefined || tile === null || trump === null || !hand
        ? NaN
        : suitLed(tile, trump, hand.doubles);
    }
    case 'trick-winner':
      return last?.winner ?? NaN;
    case 'trick-points':
      return last?.points ?? NaN;
    case 'hand-points':
      // A point for each of the seven tricks, and every count domino of the set.
      return 7 + fullSet(6).reduce((sum, t) => sum + countPoints(t), 0);
    case 'hand-marks':
      return hand?.end ? (hand.marks[q.team] ?? NaN) : NaN;
    case 'bid-marks':
      return bidMarks(q.bid);
    case 'marks-to-win':
      return state.options.target - (state.scores[q.team] ?? 0);
    case 'contract-namer':
      return hand?.bidder === null || hand?.bidder === undefined ? NaN : contractNamer(hand);
    case 'sevens-distance': {
      const tile = parseTile(q.tile, 6);
      return tile === null ? NaN : sevensDistance(tile);
    }
    case 'next-shaker':
      return hand ? bidSeat(hand.dealer, 0) : NaN;
    case 'bid-seat':
      return hand ? bidSeat(hand.dealer, q.n) : NaN;
    case 'undealt':
      return hand ? fullSet(6).length - hand.deal.reduce((n, tiles) => n + tiles.length, 0) : NaN;
    case 'top-bid':
      return Math.max(...legalBids(q.over, state.options.markBids));
    case 'allowed':
      return allowed(state, q.move);
    case 'set-at':
      return !hand || hand.bidder === null ? NaN : setAt(hand.high);
    default:
      return NaN;
  }
}

export const tricksCoach: LessonCoach<TricksState, TricksMove, TricksEvent> = {
  hand: (state, seat) => state.hand?.hands[seat] ?? [],
  tries: (_state, seat, tile) => [{ type: 'play', seat, tile }],
  describe: (event, _state, reveal) => describe(event, reveal),
  reword,
  rules: new Set(['must-follow', 'not-nearest']),
  ask,
  maxPip: () => 6,
  worth: tricksWorth,
  bidWorth: tricksBidWorth,
  weighs: (move) => {
    if (move.type === 'bid') return typeof move.bid === 'number' && !move.special ? 'bid' : null;
    return move.type === 'trump' && PLAIN_TRUMPS.includes(move.trump) ? 'contract' : null;
  },
};
