/**
 * The online lobby as words (pure, Node-tested): the code to share, each seat with who sits
 * there, what the host may do with it, and what the reader waits for. The scene
 * (src/scenes/online/onlineLobby.ts) only lays these out.
 */
import { cleanPlayerName, type SeatInfo, type TableInfo } from '../net/protocol';
import { seatLabels } from './onlineNames';

/** A code in two groups of four, to read out: "ABCD EFGH" (`readCode` reads it back). */
export function spacedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

/**
 * Who sits at a seat, in words, for the reader `you`: each person by the name the table gives
 * them on every page (`seatLabels`), "You" only for the reader.
 */
export function seatWords(table: TableInfo, seat: number): string {
  const s: SeatInfo | undefined = table.seats[seat];
  if (!s) return '';
  const name = seatLabels(table)[seat] ?? '';
  const host = seat === table.host ? ' (host)' : '';
  if (s.kind === 'computer') return `${name}, ${s.level ?? 'medium'}`;
  if (seat === table.you) {
    const own = cleanPlayerName(s.name);
    return own ? `You (${own}${host ? ', host' : ''})` : `You${host}`;
  }
  if (!s.taken) return 'Open: waiting for a friend';
  if (s.standIn) return `${name}, away: a computer plays${host}`;
  return s.connected ? `${name}${host}` : `${name}, away${host}`;
}

/** What the host may do with a seat before the start: give an empty seat to a computer, or open a computer's again. */
export type SeatAction = 'computer' | 'open' | null;

export function seatAction(table: TableInfo, seat: number): SeatAction {
  const s = table.seats[seat];
  if (!s || table.started || table.you !== table.host || seat === table.you) return null;
  if (s.kind === 'computer') return 'open';
  return s.taken ? null : 'computer';
}

/** Whether the host may start: every person's seat is taken. */
export function canStart(table: TableInfo): boolean {
  return table.seats.every((s) => s.kind === 'computer' || s.taken);
}

/** The line under the seats: what the reader may do or waits for. */
export function lobbyStatus(table: TableInfo): string {
  const open = table.seats.filter((s) => s.kind === 'person' && !s.taken).length;
  const seats = open === 1 ? 'one seat is' : `${open} seats are`;
  if (table.you < 0) return 'You are watching: the game starts when the host starts it.';
  if (table.you !== table.host)
    return open > 0
      ? `Waiting for the host: ${seats} still open.`
      : 'Waiting for the host to start.';
  return open > 0
    ? `Share the code or the link: ${seats} still open (or give ${open === 1 ? 'it' : 'them'} to a computer).`
    : 'Everyone is here: start when you are ready.';
}

/** A refused join in plain words: an unknown code says so; anything else as the server put it. */
export function joinProblem(message: string): string {
  const unknown = /room "?([A-Z0-9]+)"? not found/i.exec(message);
  return unknown
    ? `No table has the code ${spacedCode(unknown[1] ?? '')}: check it with your friend (a table closes once everyone has left).`
    : message;
}
