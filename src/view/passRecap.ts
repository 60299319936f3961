/**
 * Pass-and-play's recap (issue 26, item 13): what the others did since a person's last turn,
 * one line a turn ("West played 5-3 for 1 point", "North drew 2 and passed"), read from the
 * log the table animates (pure, Node-tested). The cover between two people shows it, so the
 * person taking the device knows what happened while they looked away. Only public steps are
 * told: another seat's drawn tiles are counted, never named.
 */
import { formatTile } from '../engine/tiles';
import type { LogEntry } from '../machine/history';
import { turnsOf } from '../machine/turns';
import type { TableView } from './tableView';
import type { FamilyStep } from './familyTable';

/** The seat of a step taken by a seat (a play, a draw, a pass); null for a deal or a hand's end. */
function seatOf(entry: LogEntry): number | null {
  return entry.kind === 'play' || entry.kind === 'draw' || entry.kind === 'pass'
    ? entry.seat
    : null;
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** One seat's turn in words, from its steps in order. */
function turnWords(steps: readonly LogEntry[], inPlay: boolean): string {
  // Runs of the same kind of step: draws counted, plays listed, passes said once.
  const parts: string[] = [];
  let draws = 0;
  let plays: string[] = [];
  let led = false;
  let points = 0;
  const flush = (): void => {
    if (draws > 0) parts.push(`drew ${draws}`);
    if (plays.length > 0) {
      const scored = inPlay && points > 0 ? ` for ${points} point${points === 1 ? '' : 's'}` : '';
      const [first = '', ...more] = plays;
      const what =
        led && more.length > 0
          ? `led ${first} and played ${listWords(more)}`
          : `${led ? 'led' : 'played'} ${listWords(plays)}`;
      parts.push(`${what}${scored}`);
    }
    draws = 0;
    plays = [];
    led = false;
    points = 0;
  };
  for (const step of steps) {
    if (step.kind === 'draw') {
      if (plays.length > 0) flush();
      draws++;
    } else if (step.kind === 'play') {
      if (draws > 0) {
        parts.push(`drew ${draws}`);
        draws = 0;
      }
      if (plays.length === 0) led = step.on === null;
      plays.push(formatTile(step.tile));
      points += step.points;
    } else if (step.kind === 'pass') {
      flush();
      parts.push('passed');
    }
  }
  flush();
  return listWords(parts);
}

export interface PassRecap {
  /** The seat has not moved yet in this hand: the lines go back to the deal. */
  readonly sinceDeal: boolean;
  /** One line a turn, oldest first. */
  readonly lines: readonly string[];
}

/**
 * What the other seats did since `seat`'s last step in this hand (since the deal when it has
 * not moved yet in the hand), one line a turn, oldest first: "West played 5-3 for 1 point".
 * `inPlay` is whether plays score in play (the Block family tells no points).
 */
export function passRecap(
  log: readonly LogEntry[],
  seat: number,
  names: readonly string[],
  inPlay: boolean,
): PassRecap {
  let from = 0;
  let sinceDeal = true;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.kind === 'deal' || (e && seatOf(e) === seat)) {
      from = i + 1;
      sinceDeal = e.kind === 'deal';
      break;
    }
  }
  const steps = log.slice(from);
  const lines = turnsOf(steps, seatOf).map(
    (turn) =>
      `${names[turn.seat] ?? ''} ${turnWords(steps.slice(turn.first, turn.last + 1), inPlay)}`,
  );
  return { sinceDeal, lines };
}

/** The recap's heading: "Since North's last turn" or "Since the deal". */
export function recapHeading(recap: PassRecap, name: string): string {
  return recap.sinceDeal ? 'Since the deal' : `Since ${name}'s last turn`;
}

/** What a pass-and-play cover says of the others' turns: a heading and a line a turn. */
export interface CoverRecap {
  readonly heading: string;
  readonly lines: readonly string[];
}

/** The recap for the person at `seat` from the table's view (its log and names). */
export function recapFor(
  view: Pick<TableView, 'log' | 'names' | 'facts'>,
  seat: number,
): CoverRecap {
  const recap = passRecap(view.log, seat, view.names, view.facts.inPlay);
  return { heading: recapHeading(recap, view.names[seat] ?? ''), lines: recap.lines };
}

/**
 * The recap for the person at `seat` from the family table's steps (Mexican Train, Texas 42):
 * the others' steps since that seat's last one in the hand, or since the deal.
 */
export function familyRecap(
  steps: readonly FamilyStep[],
  seat: number,
  names: readonly string[],
): CoverRecap {
  const last = steps.map((s) => s.seat).lastIndexOf(seat);
  // A seat's steps in a row make one line, as a turn ("West drew a tile, then passed: …"),
  // so the cover's last lines hold whole turns.
  const lines: string[] = [];
  let by: number | null = null;
  for (const step of steps.slice(last + 1)) {
    const name = step.seat === null ? '' : `${names[step.seat] ?? ''} `;
    if (step.seat !== null && step.seat === by && name.trim() && step.words.startsWith(name))
      lines[lines.length - 1] += `, then ${step.words.slice(name.length)}`;
    else lines.push(step.words);
    by = step.seat;
  }
  return { heading: recapHeading({ sinceDeal: last < 0, lines }, names[seat] ?? ''), lines };
}
