/**
 * The tricks family (RULES.md §17, Texas 42) through the family contract: setup, a seeded
 * deal, phase, legal moves, apply, a seat's view, the outcome and the record codec.
 */
import type { Checked, Family, Outcome } from '../core/family';
import { refuse } from '../core/family';
import { Generator, shuffleInPlace, type Rng } from '../core/rng';
import { fullSet, unseenTiles, type Tile } from '../core/tiles';
import { bidSeat, type TricksBid } from './tricksBidding';
import { readTricksRecord, replayTricksAnswer, writeTricksRecord } from './tricksRecord';
import { applyTricksMove, tricksLegalMoves, tricksPhase } from './tricksRules';
import { newTricksGame, startTricksHand } from './tricksSetup';
import {
  DEFAULT_TRICKS_OPTIONS,
  TRICKS_HAND_SIZE,
  TRICKS_SEATS,
  teamOf,
  type TricksDeal,
  type TricksEvent,
  type TricksHand,
  type TricksMove,
  type TricksOptions,
  type TricksState,
} from './tricksState';
import { contractNamer, tricksGoal, type TricksGoal } from './tricksSpecial';
import { isTrumpName, sevensDistance } from './tricksSuits';

/** What one seat may know: its own tiles and everything public, nothing else. */
export interface TricksView {
  readonly seat: number;
  readonly team: number;
  readonly options: TricksOptions;
  readonly scores: readonly [number, number];
  readonly over: boolean;
  readonly winner: readonly number[] | null;
  readonly hand: TricksHandView | null;
}

/** A hand as every seat sees it: everything but the other seats' tiles. */
export interface TricksHandView extends Pick<
  TricksHand,
  | 'dealer'
  | 'bids'
  | 'high'
  | 'bidder'
  | 'special'
  | 'trump'
  | 'doubles'
  | 'out'
  | 'tricks'
  | 'current'
  | 'leader'
  | 'taken'
  | 'points'
  | 'result'
  | 'decidedAt'
  | 'end'
  | 'marks'
> {
  /** The seat's own tiles, in the order dealt. */
  readonly own: readonly Tile[];
  /** How many tiles each seat still holds. */
  readonly counts: readonly number[];
  /**
   * Who names (or named) the contract and leads the first trick: the bidder, or his partner
   * after a plunge or a splash; null while the bidding goes on, or after four passes.
   */
  readonly namer: number | null;
  /** What the contract asks of the bidders once it is named (`tricksGoal`); null before. */
  readonly goal: TricksGoal | null;
  /** In a sevens hand, each of the seat's own tiles' distance from 7 pips, in `own`'s order; else null. */
  readonly sevens: readonly number[] | null;
}

/** The next hand's deal: the first shaker by lot, then the seat to the left; 7 random tiles each. */
export function dealTricks(
  state: TricksState,
  rng: Rng,
): Checked<{ readonly deal: TricksDeal; readonly rng: Rng }> {
  if (state.over) return refuse('game-over', 'the game is over: no further hand');
  if (state.hand && state.hand.end === null)
    return refuse('hand-incomplete', 'the hand in play is not over');
  const g = new Generator(rng);
  const dealer = state.hand ? bidSeat(state.hand.dealer, 0) : g.int(TRICKS_SEATS);
  const tiles = fullSet(6);
  shuffleInPlace(g, tiles);
  const hands: Tile[][] = [];
  for (let s = 0; s < TRICKS_SEATS; s++)
    hands.push(tiles.slice(s * TRICKS_HAND_SIZE, (s + 1) * TRICKS_HAND_SIZE));
  return { ok: true, value: { deal: { dealer, hands }, rng: g.state() } };
}

export function tricksSeatView(state: TricksState, seat: number): TricksView {
  const hand = state.hand;
  const own = hand?.hands[seat] ?? [];
  return {
    seat,
    team: teamOf(seat),
    options: state.options,
    scores: state.scores,
    over: state.over,
    winner: state.winner,
    hand: hand
      ? {
          dealer: hand.dealer,
          own,
          counts: hand.hands.map((h) => h.length),
          bids: hand.bids,
          high: hand.high,
          bidder: hand.bidder,
          special: hand.special,
          trump: hand.trump,
          doubles: hand.doubles,
          out: hand.out,
          tricks: hand.tricks,
          current: hand.current,
          leader: hand.leader,
          taken: hand.taken,
          points: hand.points,
          result: hand.result,
          decidedAt: hand.decidedAt,
          end: hand.end,
          marks: hand.marks,
          namer:
            hand.bids.length === TRICKS_SEATS && hand.bidder !== null ? contractNamer(hand) : null,
          goal: tricksGoal(hand),
          sevens: hand.trump === 'sevens' ? own.map(sevensDistance) : null,
        }
      : null,
  };
}

export function tricksOutcome(state: TricksState): Outcome {
  return {
    scores: state.scores,
    lowerWins: false,
    over: state.over,
    winner: state.winner,
  };
}

/** A Texas 42 move (a bid, a contract or a play) read from untrusted data, with only its own fields; null when it is none. */
export function readTricksMove(v: unknown): TricksMove | null {
  if (typeof v !== 'object' || v === null) return null;
  const m = v as Record<string, unknown>;
  const seat = m.seat;
  if (typeof seat !== 'number') return null;
  if (m.type === 'bid' && (m.bid === 'pass' || Number.isInteger(m.bid))) {
    const bid = m.bid as TricksBid;
    if (m.special === 'plunge' || m.special === 'splash')
      return { type: 'bid', seat, bid, special: m.special };
    return { type: 'bid', seat, bid };
  }
  if (m.type === 'trump' && isTrumpName(m.trump)) return { type: 'trump', seat, trump: m.trump };
  if (m.type === 'play' && Number.isInteger(m.tile))
    return { type: 'play', seat, tile: m.tile as Tile };
  return null;
}

export const tricksFamily: Family<TricksState, TricksMove, TricksEvent, TricksView, TricksDeal> = {
  id: 'tricks',
  presets: ['texas-42'],
  presetInfo: () => ({
    players: [TRICKS_SEATS],
    defaultPlayers: TRICKS_SEATS,
    partners: 'always',
    sets: [6],
    defaultSet: 6,
    target: DEFAULT_TRICKS_OPTIONS.target,
    lowerWins: false,
  }),
  newGame: newTricksGame,
  dealNext: dealTricks,
  startHand: startTricksHand,
  phase: tricksPhase,
  readMove: readTricksMove,
  legalMoves: tricksLegalMoves,
  apply: applyTricksMove,
  seatView: tricksSeatView,
  unseen: (state, seat) => (state.hand ? unseenTiles(state.hand.hands, seat, []) : []),
  hands: (state) => state.hand?.hands ?? [],
  // Every event is public: a bid, the trump, a tile played face up, a trick's and a hand's end.
  seatEvents: (events) => events,
  eventSeat: (event) => ('seat' in event ? event.seat : null),
  outcome: tricksOutcome,
  record: {
    read: readTricksRecord,
    write: writeTricksRecord,
    replay: replayTricksAnswer,
  },
};

export * from './tricksBidding';
export * from './tricksRecord';
export * from './tricksRules';
export * from './tricksSetup';
export * from './tricksSpecial';
export * from './tricksState';
export * from './tricksSuits';
