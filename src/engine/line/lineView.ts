/**
 * What a seat may know in the line-of-play family (issue 4): its own hand, the table, the scores, the
 * boneyard's size and the public history. An InformationSet is built by
 * copying only those fields, so no player can reach another hand or the
 * boneyard's order through it.
 */
import { legalMoves, type LegalMove } from './legal';
import { handEndSteps } from './reckoning';
import type { BonusStep } from './scoring';
import type { GameState, HandResult, HandState, MoveEvent } from './state';
import type { Tile } from '../core/tiles';

/** A move as every seat saw it: a draw shows who drew, never the tile. */
export type PublicEvent =
  | {
      readonly type: 'play';
      readonly seat: number;
      readonly tile: Tile;
      readonly on: Tile | null;
      readonly total: number;
      readonly points: number;
      /** The tile had just been drawn. */
      readonly drawn: boolean;
    }
  | { readonly type: 'draw'; readonly seat: number }
  | { readonly type: 'pass'; readonly seat: number };

/** The public face of an engine event. */
export function publicEvent(event: MoveEvent): PublicEvent {
  switch (event.type) {
    case 'play':
      return {
        type: 'play',
        seat: event.seat,
        tile: event.tile,
        on: event.on,
        total: event.total,
        points: event.points,
        drawn: event.drawn,
      };
    case 'draw':
      return { type: 'draw', seat: event.seat };
    case 'pass':
      return { type: 'pass', seat: event.seat };
  }
}

/**
 * An event as one seat may see it (the family's `seatEvents`): the public event, but the
 * seat's own draw with the tile drawn (it is in that seat's hand; nobody else sees it).
 */
export type SeatEvent =
  | Exclude<PublicEvent, { readonly type: 'draw' }>
  | { readonly type: 'draw'; readonly seat: number; readonly tile?: Tile };

export function seatEvent(event: MoveEvent, seat: number): SeatEvent {
  return event.type === 'draw' && event.seat === seat
    ? { type: 'draw', seat, tile: event.tile }
    : publicEvent(event);
}

/** The public part of the game and of the hand, as the engine's state has it. */
type PublicState = Pick<GameState, 'config' | 'scores'> &
  Pick<HandState, 'layout' | 'turn' | 'leader' | 'chained' | 'restricted' | 'washedUp' | 'drew'>;

export interface InformationSet extends PublicState {
  /** The seat whose view this is. */
  readonly seat: number;
  /** This seat's own tiles. */
  readonly hand: readonly Tile[];
  /** This seat's own just-drawn tile that must be played (null otherwise, and always for others). */
  readonly drawn: Tile | null;
  /** The tile this seat must lead with (§15.3), when it is on turn to lead; null otherwise. */
  readonly leadTile: Tile | null;
  /** Tiles in each seat's hand. */
  readonly handSizes: readonly number[];
  readonly boneyardSize: number;
  /** This hand's public events, oldest first. */
  readonly history: readonly PublicEvent[];
  /** The legal moves when this seat is on turn; empty otherwise. */
  readonly legal: readonly LegalMove[];
  /**
   * The hand's end, public once it is over (every hand is turned up and counted, §6): how it
   * ended, each seat's tiles left, the arithmetic (`handEndSteps`) and, when the hand ended
   * the game, the winning sides. Absent while the hand goes on (a decision's view is as it
   * always was: the advice's seed is a fingerprint of it).
   */
  readonly ended?: {
    readonly result: HandResult;
    readonly hands: readonly (readonly Tile[])[];
    readonly steps: readonly BonusStep[];
    /** The game's winning sides, when this hand ended the game; null otherwise. */
    readonly winner: readonly number[] | null;
  };
}

/** The information set of `seat` in a game, given this hand's public history. */
export function informationSet(
  state: GameState,
  seat: number,
  history: readonly PublicEvent[],
): InformationSet | null {
  const hand = state.hand;
  if (!hand) return null;
  const mine = hand.turn === seat;
  return {
    config: state.config,
    seat,
    hand: (hand.hands[seat] ?? []).slice(),
    layout: hand.layout,
    scores: state.scores.slice(),
    turn: hand.turn,
    leader: hand.leader,
    chained: hand.chained,
    restricted: hand.restricted,
    drawn: mine ? hand.drawn : null,
    washedUp: hand.washedUp,
    drew: hand.drew,
    leadTile: mine ? hand.leadTile : null,
    handSizes: hand.hands.map((h) => h.length),
    boneyardSize: hand.boneyard.length,
    history: history.slice(),
    legal: mine ? legalMoves(state) : [],
    ...(hand.result
      ? {
          ended: {
            result: hand.result,
            hands: hand.hands.map((h) => h.slice()),
            steps: handEndSteps(state),
            winner: state.over ? (state.winner ?? []) : null,
          },
        }
      : {}),
  };
}
