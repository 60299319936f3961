/**
 * The replay command's contract (RECORD.md) as a pure function: the text of a
 * file in, one JSON line out per record, and the exit status.
 */
import { parseRecord, replayRecord, type ReplayError, type ReplayOutput } from './record';

export interface ReplayRun {
  /** One JSON text per record, in input order. */
  readonly lines: readonly string[];
  /** 0 when every record replayed, 1 for an illegal move, 2 for input that is not a record (2 wins). */
  readonly exitCode: 0 | 1 | 2;
}

type Item =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** Splits the input into records: one JSON document (an array is a list of records), else JSON Lines. */
function splitRecords(text: string): Item[] {
  const trimmed = text.trim();
  if (trimmed === '') return [{ ok: false, message: 'the input is empty: no record to replay' }];
  try {
    const whole: unknown = JSON.parse(trimmed);
    if (Array.isArray(whole)) return whole.map((value: unknown) => ({ ok: true, value }));
    return [{ ok: true, value: whole }];
  } catch {
    // Not one JSON document: read it as JSON Lines.
  }
  const items: Item[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    try {
      items.push({ ok: true, value: JSON.parse(line) as unknown });
    } catch (e) {
      items.push({ ok: false, message: `bad JSON: ${e instanceof Error ? e.message : String(e)}` });
    }
  }
  return items;
}

/** Replays one parsed JSON value: the output object or the error object, and its status. */
export function replayValue(value: unknown): {
  output: ReplayOutput | ReplayError;
  status: 0 | 1 | 2;
} {
  const parsed = parseRecord(value);
  if (!parsed.ok) return { output: { error: { message: parsed.message } }, status: 2 };
  const output = replayRecord(parsed.record);
  return { output, status: 'error' in output ? 1 : 0 };
}

export function replayText(text: string): ReplayRun {
  const lines: string[] = [];
  let exitCode: 0 | 1 | 2 = 0;
  for (const item of splitRecords(text)) {
    if (!item.ok) {
      lines.push(JSON.stringify({ error: { message: item.message } }));
      exitCode = 2;
      continue;
    }
    const { output, status } = replayValue(item.value);
    lines.push(JSON.stringify(output));
    if (status > exitCode) exitCode = status;
  }
  return { lines, exitCode };
}
