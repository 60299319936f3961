/**
 * Who sits where at an online table, in words every page shares (pure, Node-tested; docs/
 * server.md, "Names"): a person by the name they chose in Settings (the server carries it
 * with their seat), "You" only on one's own page, and each seat in the same colour on every
 * page. The lobby and the table (`onlineFamily.ts`) both name seats from here, so the lobby's
 * words are the table's.
 */
import { cleanPlayerName, type TableInfo } from '../net/protocol';

/** What naming reads of the table: its seats, and whether they play in partnerships. */
export type Seating = Pick<TableInfo, 'seats' | 'partners'>;

/** A chosen name, when it is one another person may be shown ("You" is nobody else's). */
function chosen(name: unknown): string {
  const clean = cleanPlayerName(name) ?? '';
  return clean.toLocaleLowerCase() === 'you' ? '' : clean;
}

/**
 * Each seat's name as every page shows it: the name its person chose, else "Player 2" (by the
 * seat's number, as the lobby counts them); a computer's seat "Computer", or "Computer 3"
 * when there are several. Two seats that would read alike are told apart by their numbers
 * ("Sam (1)", "Sam (3)").
 */
export function seatLabels(table: Pick<TableInfo, 'seats'>): string[] {
  const computers = table.seats.filter((s) => s.kind === 'computer').length;
  const base = table.seats.map((s, seat) => {
    const name = s.kind === 'person' ? chosen(s.name) : '';
    if (name) return name;
    if (s.kind === 'computer') return computers > 1 ? `Computer ${seat + 1}` : 'Computer';
    return `Player ${seat + 1}`;
  });
  const key = (name: string) => name.toLocaleLowerCase();
  return base.map((name, seat) =>
    base.some((other, s) => s !== seat && key(other) === key(name))
      ? `${name} (${seat + 1})`
      : name,
  );
}

/**
 * The seats' names on one page: `own` ("You" unless the table shows the person's own name
 * there) at the reader's seat, every other seat by its shared name; a spectator (`you` null)
 * sees every seat by its shared name.
 */
export function pageNames(
  table: Pick<TableInfo, 'seats'>,
  you: number | null,
  own = 'You',
): string[] {
  return seatLabels(table).map((name, seat) => (seat === you ? own : name));
}

/** The seat's colour (the sides' palette's index): its own, or its partnership's. */
export function seatColour(table: Seating, seat: number): number {
  return table.partners ? seat % 2 : seat;
}
