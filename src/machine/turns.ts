/**
 * What a turn is, defined once, for the table's celebrations (over the log) and the library's
 * statistics (over a replay's moves): a seat's consecutive steps, from when it comes on turn
 * until another seat moves. Its draws belong to it (it draws, then plays what fits), and so
 * does every play of a chain. A step of no seat (a deal, a hand's end) ends a turn.
 */

export interface Turn {
  readonly seat: number;
  /** The indices of its first and last steps. */
  readonly first: number;
  readonly last: number;
}

/** The turns of `steps`, in order; `seatOf` gives a step's seat, or null for none. */
export function turnsOf<T>(steps: readonly T[], seatOf: (step: T) => number | null): Turn[] {
  const out: Turn[] = [];
  let current: { seat: number; first: number; last: number } | null = null;
  steps.forEach((step, i) => {
    const seat = seatOf(step);
    if (seat === null) current = null;
    else if (current?.seat === seat) current.last = i;
    else {
      current = { seat, first: i, last: i };
      out.push(current);
    }
  });
  return out;
}
