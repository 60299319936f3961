/**
 * The library's files: JSON Lines, one game record (RECORD.md) a line, with the library's
 * own fields under `meta`; `npm run --silent replay -- FILE` reads them as they are. Reading
 * a file checks every line (it must replay to a finished game) before anything is kept, so
 * a bad file changes nothing and says which line is wrong and why.
 */
import type { GameRecord } from '../engine/index';
import { fromRecord, type ArchiveMeta, type ArchivedGame, type SeatInfo } from './game';

/** Files larger than this are refused whole (about 4,000 long games). */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;

/** One game as a line of the file (no newline). */
export function toLine(game: ArchivedGame): string {
  const meta: ArchiveMeta = {
    finishedAt: game.finishedAt,
    seats: game.seats,
    seed: game.seed,
    practice: game.practice,
    ...(game.you !== undefined ? { you: game.you } : {}),
  };
  return JSON.stringify({ ...game.record, meta });
}

/** Games as a file's text: one line each, in the order given, ending with a newline. */
export function toJsonl(games: readonly ArchivedGame[]): string {
  return games.map((g) => `${toLine(g)}\n`).join('');
}

/** A file name for an export: `horse-race-games-2026-11-23.jsonl`, or one game's. */
export function exportName(games: readonly ArchivedGame[], now: Date): string {
  const day = (iso: string): string => iso.slice(0, 10);
  const only = games.length === 1 ? games[0] : undefined;
  return only
    ? `horse-race-game-${day(only.finishedAt)}-${only.seed ?? only.id}.jsonl`
    : `horse-race-games-${day(now.toISOString())}.jsonl`;
}

export type ImportResult =
  | { readonly ok: true; readonly games: readonly ArchivedGame[] }
  | { readonly ok: false; readonly message: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readSeat(raw: unknown): SeatInfo {
  if (isObject(raw) && raw.kind === 'human') return { kind: 'human' };
  if (isObject(raw) && raw.kind === 'computer' && typeof raw.level === 'string')
    return { kind: 'computer', level: raw.level.slice(0, 20) };
  return { kind: 'unknown' };
}

/** The library's fields of a line, tolerating their absence (a record written elsewhere). */
function readMeta(raw: unknown, fallbackDate: string): ArchiveMeta {
  const m = isObject(raw) ? raw : {};
  const date = typeof m.finishedAt === 'string' ? new Date(m.finishedAt) : null;
  return {
    finishedAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : fallbackDate,
    seats: Array.isArray(m.seats) ? m.seats.map(readSeat) : [],
    seed: typeof m.seed === 'string' && m.seed.length <= 40 ? m.seed : null,
    practice: m.practice === true,
    ...(typeof m.you === 'number' && Number.isInteger(m.you) && m.you >= -1 && m.you < 16
      ? { you: m.you }
      : {}),
  };
}

/** Reads a file of games; every line must be a finished game, or nothing is read. */
export function parseJsonl(text: string, now: Date): ImportResult {
  if (text.length > MAX_IMPORT_BYTES)
    return { ok: false, message: 'The file is too large to be a file of games.' };
  const lines = text.split(/\r?\n/);
  const games: ArchivedGame[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? '';
    if (line === '') continue;
    const where = `Line ${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { ok: false, message: `${where} is not JSON: this is not a file of games.` };
    }
    if (!isObject(value)) return { ok: false, message: `${where} is not a game record.` };
    const { meta, ...record } = value;
    const checked = fromRecord(record as unknown as GameRecord, readMeta(meta, now.toISOString()));
    if (!checked.ok) return { ok: false, message: `${where}: ${checked.message}.` };
    games.push(checked.game);
  }
  if (games.length === 0) return { ok: false, message: 'The file holds no games.' };
  return { ok: true, games };
}
