/**
 * What the table shows at the step being animated, rebuilt from the machine's
 * log one entry at a time (issue 5: no step is ever skipped on screen). Pure
 * bookkeeping over the log: counts, totals and scores as the entries report them.
 */
import type { LogEntry } from '../machine/history';
import type { Tile } from '../engine/tiles';
import type { TableView } from './tableView';

export interface Shown {
  /** The hand being shown (from 0); -1 before the first deal. */
  readonly hand: number;
  /** Tiles on the layout: the first `placed` nodes of the hand's layout. */
  readonly placed: number;
  readonly handSizes: readonly number[];
  readonly boneyard: number;
  readonly scores: readonly number[];
  /** The count of the open ends after the last play shown, and whether it scores. */
  readonly total: number;
  readonly scoring: boolean;
  /** The seat that moved last, and whether it plays again. */
  readonly lastSeat: number | null;
  readonly again: boolean;
  /** Every hand revealed, once the hand has ended. */
  readonly revealed: readonly (readonly Tile[])[] | null;
  readonly over: boolean;
}

export function initialShown(scores: readonly number[]): Shown {
  return {
    hand: -1,
    placed: 0,
    handSizes: [],
    boneyard: 0,
    scores: scores.slice(),
    total: 0,
    scoring: false,
    lastSeat: null,
    again: false,
    revealed: null,
    over: false,
  };
}

function bump(sizes: readonly number[], seat: number, delta: number): number[] {
  return sizes.map((n, i) => (i === seat ? n + delta : n));
}

/** The table after one more log entry. */
export function applyEntry(shown: Shown, entry: LogEntry): Shown {
  switch (entry.kind) {
    case 'deal':
      return {
        ...shown,
        hand: entry.hand,
        placed: 0,
        handSizes: entry.handSizes.slice(),
        boneyard: entry.boneyard,
        total: 0,
        scoring: false,
        lastSeat: null,
        again: false,
        revealed: null,
      };
    case 'play':
      return {
        ...shown,
        placed: shown.placed + 1,
        handSizes: bump(shown.handSizes, entry.seat, -1),
        scores: entry.scores.slice(),
        total: entry.total,
        scoring: entry.scoring,
        lastSeat: entry.seat,
        again: entry.again,
      };
    case 'draw':
      return {
        ...shown,
        handSizes: bump(shown.handSizes, entry.seat, 1),
        boneyard: Math.max(0, shown.boneyard - 1),
        lastSeat: entry.seat,
        again: false,
      };
    case 'pass':
      return { ...shown, lastSeat: entry.seat, again: false };
    case 'hand-end':
      return {
        ...shown,
        scores: entry.scores.slice(),
        revealed: entry.hands.map((h) => h.slice()),
      };
    case 'game-over':
      return { ...shown, scores: entry.scores.slice(), over: true };
    case 'event':
      // Another family's step: the line of play's table has nothing of it to show.
      return shown;
  }
}

/**
 * The table while `entry` is being shown (`applyEntry` gives it once shown): its seat is
 * the one lit as moving, not the seat that moved before it (which, between two people, is
 * the next to play: the highlight flashed there while the person was still playing).
 */
export function whileShowing(shown: Shown, entry: LogEntry | undefined): Shown {
  if (entry?.kind !== 'play' && entry?.kind !== 'draw' && entry?.kind !== 'pass') return shown;
  return shown.lastSeat === entry.seat ? shown : { ...shown, lastSeat: entry.seat };
}

/** The table after every entry of a log (used on resume: everything shown at once). */
export function replayLog(scores: readonly number[], log: readonly LogEntry[]): Shown {
  return log.reduce(applyEntry, initialShown(scores));
}

/** The table as it stands now, with nothing to replay (a table opening, a resumed game). */
export function settledShown(view: TableView): Shown {
  const players = view.facts.players;
  const handSizes = Array.from({ length: players }, (_, seat) =>
    seat === view.viewer ? view.hand.length : (view.seats.find((s) => s.seat === seat)?.tiles ?? 0),
  );
  let hand = -1;
  for (const e of view.log) if (e.kind === 'deal') hand = e.hand;
  return {
    ...initialShown(view.scores),
    hand,
    placed: view.board.layout?.nodes.length ?? 0,
    handSizes,
    boneyard: view.board.boneyard.count,
    total: view.board.total,
    scoring: view.board.totalScores,
    revealed: view.handEnd ? view.handEnd.hands.map((h) => h.slice()) : null,
    over: view.gameOver !== null,
  };
}
