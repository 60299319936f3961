/** How seats and sides are named on screen (no rules: names and words only). */

const SEAT_NAMES: Readonly<Record<number, readonly string[]>> = {
  2: ['You', 'North'],
  3: ['You', 'West', 'East'],
  4: ['You', 'West', 'North', 'East'],
};

/**
 * The seat's name from the person's view (seat 0 sits at the bottom). When the person only
 * watches computers play, seat 0 is a computer too: "South", not "You".
 */
export function seatName(seat: number, players: number, watching = false): string {
  if (watching && seat === 0) return 'South';
  return SEAT_NAMES[players]?.[seat] ?? `Seat ${seat + 1}`;
}

/** Whether the seat is the person at the table (the verb then agrees: "You lead"). */
export function isYou(seat: number, watching = false): boolean {
  return seat === 0 && !watching;
}

/** A side's name: the seat's, or the team's with partners. */
export function sideName(
  side: number,
  players: number,
  partners: boolean,
  watching = false,
): string {
  if (partners) return side === 0 ? `${seatName(0, players, watching)} & North` : 'West & East';
  return seatName(side, players, watching);
}

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

/**
 * New Game's "People" row: who plays at this device besides seat 0 (pass-and-play), every
 * mix of the other seats, from "Just you" to "Everyone". Each value lists the seats.
 */
export function peopleChoices(players: number): { value: string; label: string }[] {
  const others = Array.from({ length: players - 1 }, (_, i) => i + 1);
  const out: { value: string; label: string; seats: number[] }[] = [];
  for (let mask = 0; mask < 1 << others.length; mask++) {
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
    .filter((p) => /^[1-3]$/.test(p))
    .map(Number)
    .filter((s) => s < players);
}
