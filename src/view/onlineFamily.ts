/**
 * The family table of an online game (any family's): the session's state (the
 * table and the reader's `TableView` from the server) read into what `seatTable` builds the
 * table from, as the local game's snapshot is. The page only ever has its own seat's view
 * and the events the server sends with it (the family's `seatEvents`: a drawn tile's face
 * only for its drawer), which give the captions as a local game's events do.
 * `followOnline` is fed every session state in turn and keeps what the table needs of the
 * past. Pure; no Phaser.
 */
import { familyOf } from '../engine/families';
import type { TableInfo, TableView } from '../net/protocol';
import type { OnlineState } from '../net/session';
import { LEVEL_NAMES } from './levelNames';
import { pageNames } from './onlineNames';
import type { FamilyTableView } from './familyTable';
import { hasFamilyTable, seatTable, type FamilyBoard, type TableFamily } from './familySeatTable';

/** What an online table keeps of the views it has seen. */
export interface OnlineFollow {
  /** The last view read. */
  readonly last: TableView | null;
  /** The events seen so far, by hand (each hand from its `deal`). */
  readonly history: readonly { readonly hand: number; readonly event: unknown }[];
  /** Counts the views that moved the game on: the table's step key. */
  readonly step: number;
  /** Counts the refusals, so that the same words twice are said twice. */
  readonly refusals: number;
  readonly problem: string | null;
}

export const FOLLOW_START: OnlineFollow = {
  last: null,
  history: [],
  step: 0,
  refusals: 0,
  problem: null,
};

/** The family of this table's game (null for a preset this build does not know). */
export function onlineFamilyOf(table: TableInfo | null): TableFamily | null {
  const id = familyOf(table?.preset)?.id;
  return id && hasFamilyTable(id) ? id : null;
}

/**
 * The session's new state taken in: the server's events since the last view, a new refusal.
 * The events are this page's only when they follow on from the view it had (the same hand's
 * step `from`, or a new hand from its deal); a page that missed views (a reload, a late join,
 * a spectator) draws the view as it is and says nothing of the moves it did not see.
 */
export function followOnline(f: OnlineFollow, state: OnlineState): OnlineFollow {
  const refused = state.problem !== null && state.problem !== f.problem;
  const next = { ...f, problem: state.problem, refusals: f.refusals + (refused ? 1 : 0) };
  const view = state.view;
  const family = onlineFamilyOf(state.table);
  const last = f.last;
  if (!view || !family || view === last) return next;
  const newHand = !last || last.handIndex !== view.handIndex;
  const moved = newHand || view.step !== last.step || view.over !== last.over;
  if (!moved) return { ...next, last: view };
  const follows = newHand ? view.from === 0 : view.from === last.step;
  const events = follows ? view.events : [];
  const seen = newHand ? [{ type: 'deal' }, ...events] : events;
  return {
    ...next,
    last: view,
    step: f.step + 1,
    history: [...f.history, ...seen.map((event) => ({ hand: view.handIndex, event }))],
  };
}

/** A seat's detail on the strip: a computer's level, a person away, or "Player". */
function detailOf(seat: TableInfo['seats'][number]): string {
  if (seat.level && (seat.kind === 'computer' || seat.standIn))
    return LEVEL_NAMES[seat.level] ?? seat.level;
  return seat.connected || !seat.taken ? 'Player' : 'Away';
}

/**
 * The family table of the session's state, or null while there is nothing to draw (no
 * table, no view yet, or a game this build does not know); `badges`: light hints are on.
 */
export function onlineFamilyView(
  state: OnlineState,
  f: OnlineFollow,
  arranged = false,
  badges = false,
): FamilyTableView<FamilyBoard> | null {
  const { table, view } = state;
  const family = onlineFamilyOf(table);
  if (!table || !view || !family) return null;
  const you = table.you;
  const viewer = you >= 0 && you < table.players ? you : null;
  // Each person sits at the bottom of their own table as "You"; every other seat has the
  // name it has on every page, its person's own (a spectator sees them all so).
  const names = pageNames(table, viewer);
  const phase = view.phase;
  const turnSeat = phase.kind === 'turn' ? phase.seat : null;
  const turnInfo = turnSeat === null ? undefined : table.seats[turnSeat];
  const over = view.over;
  const seen = seatTable({
    family,
    phase,
    view: view.view,
    viewer,
    names,
    legal: view.legal,
    history: f.history,
    arranged,
    badges,
    details: table.seats.map(detailOf),
    live: viewer !== null && turnSeat === viewer && view.legal.length > 0,
    thinking: turnInfo && (turnInfo.kind === 'computer' || turnInfo.standIn) ? turnSeat : null,
    handOver: phase.kind === 'hand-over' || over,
    over,
    step: f.step,
    refusal: state.problem ? { key: `online:${f.refusals}`, message: state.problem } : null,
    hints: false,
    skip: null,
    skips: 0,
  });
  return viewer === null ? watched(seen) : seen;
}

/** What a spectator's table says in the hand's place. */
export const WATCHING = 'You are watching this table';

/**
 * A spectator's table says it is watching, and a hand's end waits for the players (a
 * spectator has no Next to send: the server deals on when the players are ready).
 */
function watched(view: FamilyTableView<FamilyBoard>): FamilyTableView<FamilyBoard> {
  const end = view.handEnd;
  return {
    ...view,
    watching: WATCHING,
    handEnd: end && {
      ...end,
      watched: true,
      lines: [...end.lines, 'The players go on when they are ready.'],
    },
  };
}
