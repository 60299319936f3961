/**
 * The daily puzzle's results kept in the browser (through src/storage.ts, key
 * `horseRace.puzzle`): the first answer of each day, the streak of days solved on
 * their own day, and the shareable line. Read strictly: anything else stored there
 * is ignored, never trusted.
 */
import { isPuzzleDate, shiftDate } from './daily';

export const PUZZLE_KEY = 'horseRace.puzzle';

export interface DayResult {
  /** The best turn found at the first try. */
  readonly best: boolean;
  /** Expected points given away (0 when best). */
  readonly lost: number;
  /** Answered on the puzzle's own day (UTC); only those count for the streak. */
  readonly onTheDay: boolean;
}

export interface PuzzleRecord {
  readonly days: Readonly<Record<string, DayResult>>;
}

export const EMPTY_RECORD: PuzzleRecord = { days: {} };

function own(o: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key)
    ? (o as Record<string, unknown>)[key]
    : undefined;
}

/** The record from its stored text; bad entries are left out, anything unreadable is empty. */
export function readRecord(text: string | null): PuzzleRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? 'null');
  } catch {
    return EMPTY_RECORD;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY_RECORD;
  const days = own(raw, 'days');
  if (typeof days !== 'object' || days === null) return EMPTY_RECORD;
  const out: Record<string, DayResult> = {};
  for (const date of Object.keys(days)) {
    const d = own(days, date);
    if (!isPuzzleDate(date) || typeof d !== 'object' || d === null) continue;
    const best = own(d, 'best');
    const lost = own(d, 'lost');
    const onTheDay = own(d, 'onTheDay');
    if (typeof best !== 'boolean' || typeof onTheDay !== 'boolean') continue;
    if (typeof lost !== 'number' || !Number.isFinite(lost) || lost < 0) continue;
    out[date] = { best, lost, onTheDay };
  }
  return { days: out };
}

/** The record with a day's answer; a day already answered keeps its first answer. */
export function withAnswer(record: PuzzleRecord, date: string, result: DayResult): PuzzleRecord {
  if (own(record.days, date) !== undefined) return record;
  return { days: { ...record.days, [date]: result } };
}

function solvedOnTheDay(record: PuzzleRecord, date: string): boolean {
  const d = own(record.days, date) as DayResult | undefined;
  return d !== undefined && d.best && d.onTheDay;
}

/**
 * Days in a row solved on their own day, ending today, or yesterday while today's
 * puzzle is still to be answered (a streak is not lost before the day is over).
 */
export function streak(record: PuzzleRecord, today: string): number {
  let day = own(record.days, today) === undefined ? shiftDate(today, -1) : today;
  let n = 0;
  while (solvedOnTheDay(record, day)) {
    n++;
    day = shiftDate(day, -1);
  }
  return n;
}

/** The line to share: the day, the result, the streak; no spoiler of the answer. */
export function shareLine(date: string, result: DayResult, streakDays: number): string {
  const how = result.best
    ? '★ found the best turn'
    : `✗ ${result.lost.toFixed(1)} points short of the best turn`;
  const run = streakDays > 0 ? ` · streak ${streakDays}` : '';
  return `Horse Race daily puzzle ${date}: ${how}${run}`;
}
