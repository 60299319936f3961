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
