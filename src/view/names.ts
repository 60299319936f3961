/**
 * How seats and sides are named on screen (no rules: names and words only). The seats' and
 * sides' names themselves are the machine layer's (`src/machine/seatNames.ts`), so the
 * tutorial's coach names them as the table does.
 */
import { isYou, seatName } from '../machine/seatNames';
import { cleanPlayerName } from '../net/codes';

export { isYou, seatName, sideName } from '../machine/seatNames';

/** "You", "North" … with the verb agreeing ("You go", "North goes"). */
export function verb(
  seat: number,
  players: number,
  base: string,
  third: string,
  watching = false,
): string {
  return `${seatName(seat, players, watching)} ${isYou(seat, watching) ? base : third}`;
}

// What a name may be is the wire protocol's, so that the server reads a joining person's
// name by the same rule as Settings does.
export { cleanPlayerName, NAME_MAX } from '../net/protocol';

/** The person's label on the table: their name, or "You". */
export function yourLabel(playerName: string): string {
  return cleanPlayerName(playerName) || 'You';
}

/**
 * New Game's "People" row: who plays at this device besides seat 0 (pass-and-play), every
 * mix of the other seats, from "Just you" to "Everyone". Each value lists the seats.
 */
export function peopleChoices(players: number): { value: string; label: string }[] {
  const others = Array.from({ length: players - 1 }, (_, i) => i + 1);
  const out: { value: string; label: string; seats: number[] }[] = [];
  // Up to four seats, every mix; at a bigger table, just you or everyone.
  const all = (1 << others.length) - 1;
  for (let mask = 0; mask <= all; mask++) {
    if (players > 4 && mask !== 0 && mask !== all) continue;
    const seats = others.filter((_, i) => mask & (1 << i));
    out.push({
      value: seats.join(','),
      seats,
      label:
        seats.length === 0
          ? 'Just you'
          : seats.length === others.length
            ? 'Everyone'
            : ['You', ...seats.map((s) => seatName(s, players))].join(' + '),
    });
  }
  // Fewer people first.
  return out
    .sort((a, b) => a.seats.length - b.seats.length || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
}

/** The seats a "People" value lists (as `peopleChoices` writes them); bad parts are left out. */
export function peopleSeats(value: string, players: number): number[] {
  return value
    .split(',')
    .filter((p) => /^[1-7]$/.test(p))
    .map(Number)
    .filter((s) => s < players);
}
