/**
 * An online seat for Node tests: a session's state as the tables read it, fed from the
 * server's pure host (src/server/table.ts) as the room would send it, and the host's table
 * opened and seated.
 */
import type { OnlineSession, OnlineState } from '../../src/net/session';
import type { SeatPlan, TableOptions } from '../../src/net/protocol';
import { join, openTable, type Table } from '../../src/server/table';
import { tableInfo, tableView } from '../../src/server/tablePlay';

/** The session as a table reads it (a real `OnlineSession`, or this test's). */
export type OnlineSource = Pick<OnlineSession, 'state' | 'subscribe' | 'move' | 'next'>;

export function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * A table of `preset` opened with these seats and its people seated in order, each with
 * the name given (`people[i]` takes the i-th person's seat).
 */
export function seatedTable(
  preset: string,
  seats: readonly SeatPlan[],
  people: readonly string[],
  options: TableOptions['options'] = {},
  seed = 'seated',
): Table {
  let t = must(
    openTable(
      { preset, players: seats.length, partners: false, options, seats, away: 'wait' },
      'ABCDEFGH',
      seed,
      1000,
    ),
  );
  people.forEach((name, i) => (t = join(t, `p${i}`, false, name).table));
  return t;
}

/** A seat's session as a table reads it, fed from the host (`update`) after each change. */
export function seatSource(
  seat: number,
  act: (seat: number, kind: 'move' | 'next', move?: unknown) => void,
) {
  let state: OnlineState = {
    phase: 'playing',
    code: 'ABCDEFGH',
    table: null,
    view: null,
    record: null,
    problem: null,
    reactions: [],
  };
  const listeners = new Set<(s: OnlineState) => void>();
  const source: OnlineSource = {
    get state() {
      return state;
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    move: (m) => act(seat, 'move', m),
    next: () => act(seat, 'next'),
  };
  /** Where this seat's last view stood, as the room keeps it (its events run from there). */
  let at: { hand: number; step: number } | null = null;
  return {
    source,
    update(table: Table, problem: string | null = null) {
      const view = tableView(table, seat, at);
      at = view && { hand: view.handIndex, step: view.step };
      state = { ...state, table: tableInfo(table, seat, 0, 60), view, problem };
      listeners.forEach((l) => l(state));
    },
  };
}
