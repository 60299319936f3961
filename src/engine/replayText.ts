/**
 * The replay command's contract (RECORD.md) as pure code: text in, one JSON line out per
 * record, and the exit status. `ReplayReader` takes the input in chunks and answers each
 * record as soon as its line ends, so a file of any size replays in bounded memory; one
 * line (or one whole pretty-printed document) may be at most `MAX_RECORD_CHARS` long.
 */
import type { ReplayAnswer } from './core/family';
import { familyOfRecord } from './families';

export interface ReplayRun {
  /** One JSON text per record, in input order. */
  readonly lines: readonly string[];
  /** 0 when every record replayed, 1 for an illegal move, 2 for input that is not a record (2 wins). */
  readonly exitCode: 0 | 1 | 2;
}

/** The longest line, or whole document, that is read: 16 MiB of characters. */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;

/** Replays one parsed JSON value: the output object or the error object, and its status. */
export function replayValue(value: unknown): ReplayAnswer {
  return familyOfRecord(value).record.replay(value);
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Reads the replay input chunk by chunk. The input is JSON Lines (one record, or a list of
 * records, a line) unless its first line is not JSON on its own: then it is one document
 * (a pretty-printed record or list), read whole at the end, or as JSON Lines if it is not
 * one JSON text either. Each answer goes to `emit` as soon as it is known.
 */
export class ReplayReader {
  private code: 0 | 1 | 2 = 0;
  private mode: 'start' | 'lines' | 'document' = 'start';
  /** The line being read, in pieces; null while an over-long line is skipped. */
  private pending: string[] | null = [];
  private pendingChars = 0;
  private lineNo = 0;
  private doc: string[] = [];
  private docStart = 0;
  private docChars = 0;

  constructor(
    private readonly emit: (line: string) => void,
    private readonly limit = MAX_RECORD_CHARS,
  ) {}

  get exitCode(): 0 | 1 | 2 {
    return this.code;
  }

  push(chunk: string): void {
    let from = 0;
    for (;;) {
      const nl = chunk.indexOf('\n', from);
      const piece = nl < 0 ? chunk.slice(from) : chunk.slice(from, nl);
      this.take(piece);
      if (nl < 0) return;
      this.lineEnd();
      from = nl + 1;
    }
  }

  /** The input is over: the last line, a whole document, or "empty". */
  end(): void {
    if (this.pending === null || this.pendingChars > 0) this.lineEnd();
    if (this.mode === 'document') {
      const whole = tryParse(this.doc.join('\n'));
      if (whole.ok) {
        this.doc = [];
        this.answer(whole.value);
      } else this.linesFromDocument();
    } else if (this.mode === 'start') {
      this.fail('the input is empty: no record to replay');
    }
  }

  private take(piece: string): void {
    if (this.pending === null || piece === '') return;
    if (this.pendingChars + piece.length > this.limit) {
      // Said at once, not at the line's end, which an endless line (/dev/zero) never reaches.
      this.pending = null;
      this.pendingChars = 0;
      this.overLong(`line ${this.lineNo + 1} is longer than ${this.limit} characters: not read`);
      return;
    }
    this.pending.push(piece);
    this.pendingChars += piece.length;
  }

  private lineEnd(): void {
    this.lineNo++;
    const pieces = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    // An over-long line was answered when it passed the limit.
    if (pieces === null) return;
    const raw = pieces.join('');
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    this.line(line);
  }

  private line(line: string): void {
    if (this.mode === 'document') {
      this.docChars += line.length + 1;
      this.doc.push(line);
      // Too long to be one document: what has been read so far is JSON Lines after all.
      if (this.docChars > this.limit) this.linesFromDocument();
      return;
    }
    if (line.trim() === '') return;
    if (this.mode === 'start') {
      const first = tryParse(line);
      if (!first.ok) {
        this.mode = 'document';
        this.docStart = this.lineNo;
        this.docChars = line.length + 1;
        this.doc = [line];
        return;
      }
      this.mode = 'lines';
      this.answer(first.value);
      return;
    }
    this.jsonLine(line, this.lineNo);
  }

  /** After an over-long line the rest is read as JSON Lines, record by record. */
  private overLong(message: string): void {
    if (this.mode === 'document') this.linesFromDocument();
    this.mode = 'lines';
    this.fail(message);
  }

  private linesFromDocument(): void {
    const lines = this.doc;
    this.doc = [];
    this.docChars = 0;
    this.mode = 'lines';
    lines.forEach((line, i) => this.jsonLine(line, this.docStart + i));
  }

  private jsonLine(line: string, lineNo: number): void {
    if (line.trim() === '') return;
    const item = tryParse(line);
    if (item.ok) this.answer(item.value);
    else this.fail(`bad JSON on line ${lineNo}: ${item.message.slice(0, 120)}`);
  }

  private answer(value: unknown): void {
    const records = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const record of records) {
      const { output, status } = replayValue(record);
      this.emit(JSON.stringify(output));
      if (status > this.code) this.code = status;
    }
  }

  private fail(message: string): void {
    this.emit(JSON.stringify({ error: { message } }));
    this.code = 2;
  }
}

/** Replays a whole text at once (tests, benchmarks): every answer line and the exit status. */
export function replayText(text: string): ReplayRun {
  const lines: string[] = [];
  const reader = new ReplayReader((line) => lines.push(line));
  reader.push(text);
  reader.end();
  return { lines, exitCode: reader.exitCode };
}
