/**
 * How each family's steps go into the machine's log, one entry a family (a family missing is a
 * type error): the line of play keeps its own entries (a play with its total and points, a
 * draw, a pass, the hand's end: what its table animates and pegs); every other family logs
 * its events as they are, with the hand's deal as `{ type: 'deal' }`.
 */
import type { FamilyId, Outcome } from '../engine/core/family';
import type { GameState, LineDeal, MoveEvent } from '../engine/index';
import { logDeal, logEvents, logMove, type LogEntry } from './history';

export interface FamilyLog {
  /** The log with hand `hand`'s deal: `state` is the game just after it. */
  deal(
    log: readonly LogEntry[],
    hand: number,
    deal: unknown,
    state: unknown,
    outcome: Outcome,
  ): LogEntry[];
  /** The log with a move's events: `state` is the game just after it. */
  moves(
    log: readonly LogEntry[],
    hand: number,
    events: readonly unknown[],
    state: unknown,
    outcome: Outcome,
  ): LogEntry[];
}

const asEvents: FamilyLog = {
  deal: (log, hand, _deal, _state, outcome) => logEvents(log, hand, [{ type: 'deal' }], outcome),
  moves: (log, hand, events, _state, outcome) => logEvents(log, hand, events, outcome),
};

const lineLog: FamilyLog = {
  deal: (log, hand, deal, state) => logDeal(log, hand, (deal as LineDeal).lot, state as GameState),
  moves: (log, hand, events, state) => {
    let out = log.slice();
    events.forEach((event, i) => {
      out = logMove(out, hand, event as MoveEvent, state as GameState, i === events.length - 1);
    });
    return out;
  },
};

export const FAMILY_LOGS: Readonly<Record<FamilyId, FamilyLog>> = {
  line: lineLog,
  trains: asEvents,
  tricks: asEvents,
};
