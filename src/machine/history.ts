/**
 * What has happened in a game, kept two ways: the hands as dealt and played
 * (from which the game record, RECORD.md, is written), and an append-only log
 * of steps that views animate in order, so that no step is ever skipped on screen.
 */
import { publicEvent, type PublicEvent } from '../ai/line/infoSet';
import {
  type RecordJson,
  type LineDeal,
  type Outcome,
  type RecordedHand,
  type GameState,
  type HandEnd,
  type Lot,
  type Move,
  type MoveEvent,
  type Tile,
} from '../engine/index';
import { isScoringTotal } from '../engine/line/scoring';
import { engineSettings, familyFor, type GameSettings } from './settings';

/**
 * One hand as dealt and played, in the family's own terms: how it was dealt (the line of
 * play's deal holds the tiles, the leader and the lot), the moves as made (the record's
 * moves) and what each move did.
 */
export interface HandLog<D = LineDeal, M = Move, E = MoveEvent> extends RecordedHand<D, M> {
  /** What the moves did, in order (a move may report several events). */
  readonly events: readonly E[];
}

/**
 * One step for the view. `id` is the entry's index in the log; `hand` counts
 * hands from 0. A new game starts a new log.
 */
export type LogEntry =
  | {
      readonly id: number;
      readonly kind: 'deal';
      readonly hand: number;
      readonly leader: number;
      /** The lot's draws (public), or null when the rules named the leader. */
      readonly lot: Lot | null;
      /** Tiles dealt to each seat. */
      readonly handSizes: readonly number[];
      readonly boneyard: number;
    }
  | (Omit<PlayEvent, 'type'> & {
      readonly id: number;
      readonly kind: 'play';
      readonly hand: number;
      /** The running totals per side after the play. */
      readonly scores: readonly number[];
      /** The count it leaves scores (the engine's `isScoringTotal`: drawn in gold). */
      readonly scoring: boolean;
    })
  | {
      readonly id: number;
      readonly kind: 'draw';
      readonly hand: number;
      readonly seat: number;
      /** The tile drawn. Only the drawer may see it: selectors hide it from everyone else. */
      readonly tile: Tile | null;
      /** It fits, and so must be placed now. */
      readonly playable: boolean;
    }
  | { readonly id: number; readonly kind: 'pass'; readonly hand: number; readonly seat: number }
  | {
      readonly id: number;
      readonly kind: 'hand-end';
      readonly hand: number;
      readonly end: HandEnd;
      readonly winners: readonly number[];
      /** Pips left in each seat's hand. */
      readonly pips: readonly number[];
      /** End-of-hand points per side (rounded as the preset says). */
      readonly bonus: readonly number[];
      readonly scores: readonly number[];
      /** Every seat's remaining tiles, revealed. */
      readonly hands: readonly (readonly Tile[])[];
    }
  | {
      readonly id: number;
      /**
       * A step of a game of another family than the line of play: its event as the family
       * reported it (`{ type: 'deal' }` for a new hand), for that family's table to show.
       */
      readonly kind: 'event';
      readonly hand: number;
      readonly event: unknown;
    }
  | {
      readonly id: number;
      readonly kind: 'game-over';
      /** The winning sides (seats, or teams 0 and 1 with partners). */
      readonly winner: readonly number[];
      readonly scores: readonly number[];
    };

export type LogKind = LogEntry['kind'];

/** A placement as the engine reports it (seat, tile, where, count, points, drawn, again). */
type PlayEvent = Extract<MoveEvent, { type: 'play' }>;

type Unnumbered = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'id'> : never) : never;

function append(log: readonly LogEntry[], entries: readonly Unnumbered[]): LogEntry[] {
  const out = log.slice();
  for (const e of entries) out.push({ ...e, id: out.length });
  return out;
}

/** The log with a new hand's deal: `state` is the game just after the deal. */
export function logDeal(
  log: readonly LogEntry[],
  hand: number,
  lot: Lot | null,
  state: GameState,
): LogEntry[] {
  const h = state.hand;
  if (!h) return log.slice();
  return append(log, [
    {
      kind: 'deal',
      hand,
      leader: h.leader,
      lot,
      handSizes: h.hands.map((t) => t.length),
      boneyard: h.boneyard.length,
    },
  ]);
}

/**
 * The log with a move's step, and the hand's end and the game's end where the move brought
 * them (`last`: this is the move's last event, after which those ends are logged).
 */
export function logMove(
  log: readonly LogEntry[],
  hand: number,
  event: MoveEvent,
  state: GameState,
  last = true,
): LogEntry[] {
  const entries: Unnumbered[] = [];
  const result = state.hand?.result;
  // A play's scores are the totals after its own points: when it ends the hand, the
  // end-of-hand bonus is logged (and pegged) with the hand-end entry that follows.
  const afterPlay =
    result && result.end !== 'target'
      ? state.scores.map((s, side) => s - (result.bonus[side] ?? 0))
      : state.scores.slice();
  if (event.type === 'play') {
    const { seat, tile, on, slot, total, points, drawn, again } = event;
    entries.push({
      kind: 'play',
      hand,
      seat,
      tile,
      on,
      slot,
      total,
      points,
      drawn,
      again,
      scores: afterPlay,
      scoring: isScoringTotal(total, state.config.options),
    });
  } else if (event.type === 'draw') {
    entries.push({
      kind: 'draw',
      hand,
      seat: event.seat,
      tile: event.tile,
      playable: event.playable,
    });
  } else {
    entries.push({ kind: 'pass', hand, seat: event.seat });
  }
  const ended = state.hand;
  if (!last) return append(log, entries);
  if (ended && result) {
    entries.push({
      kind: 'hand-end',
      hand,
      end: result.end,
      winners: result.winners.slice(),
      pips: result.pips.slice(),
      bonus: result.bonus.slice(),
      scores: state.scores.slice(),
      hands: ended.hands.map((t) => t.slice()),
    });
  }
  if (state.over) {
    entries.push({
      kind: 'game-over',
      winner: (state.winner ?? []).slice(),
      scores: state.scores.slice(),
    });
  }
  return append(log, entries);
}

/** The log with another family's events (see the `event` entry), and the game's end once it is over. */
export function logEvents(
  log: readonly LogEntry[],
  hand: number,
  events: readonly unknown[],
  outcome: Outcome,
): LogEntry[] {
  const entries: Unnumbered[] = events.map((event) => ({ kind: 'event', hand, event }));
  if (outcome.over)
    entries.push({
      kind: 'game-over',
      winner: (outcome.winner ?? []).slice(),
      scores: outcome.scores.slice(),
    });
  return append(log, entries);
}

/** This hand's moves as every seat saw them (what a computer player may know of the past). */
export function publicHistory(hand: HandLog | undefined): PublicEvent[] {
  return hand ? hand.events.map(publicEvent) : [];
}

/** The game so far as a game record (RECORD.md), written by its family: it replays through `npm run replay`. */
export function toGameRecord(settings: GameSettings, hands: readonly HandLog[]): RecordJson {
  return familyFor(settings).record.write({ settings: engineSettings(settings), hands });
}
