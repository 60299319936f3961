/** How seats and sides are named on screen (no rules: names and words only). */

const SEAT_NAMES: Readonly<Record<number, readonly string[]>> = {
  2: ['You', 'North'],
  3: ['You', 'West', 'East'],
  4: ['You', 'West', 'North', 'East'],
};

/** The seat's name from the person's view (seat 0 sits at the bottom). */
export function seatName(seat: number, players: number): string {
  return SEAT_NAMES[players]?.[seat] ?? `Seat ${seat + 1}`;
}

/** A side's name: the seat's, or the team's with partners. */
export function sideName(side: number, players: number, partners: boolean): string {
  if (partners) return side === 0 ? 'You & North' : 'West & East';
  return seatName(side, players);
}

/** "You", "North" … with the verb agreeing ("You go", "North goes"). */
export function verb(seat: number, players: number, base: string, third: string): string {
  return `${seatName(seat, players)} ${seat === 0 ? base : third}`;
}
