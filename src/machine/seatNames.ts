/**
 * The one naming of seats and sides from the person's view (seat 0 at the bottom), for the
 * table (`src/view/names.ts` passes it on), the screen-reader voice and the tutorial's coach.
 * Names and words only, no rules: which side a seat is on is the engine's `sideOf`.
 */

const SEAT_NAMES: Readonly<Record<number, readonly string[]>> = {
  2: ['You', 'North'],
  3: ['You', 'West', 'East'],
  4: ['You', 'West', 'North', 'East'],
  // Mexican Train's bigger tables, round from the person's left.
  5: ['You', 'West', 'North-west', 'North-east', 'East'],
  6: ['You', 'South-west', 'North-west', 'North', 'North-east', 'South-east'],
  7: ['You', 'South-west', 'West', 'North-west', 'North-east', 'East', 'South-east'],
  8: ['You', 'South-west', 'West', 'North-west', 'North', 'North-east', 'East', 'South-east'],
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

/**
 * A side's name: the seat's, or the team's with partners. `you` is how the person is named
 * on labels (their name from Settings; "You" by default).
 */
export function sideName(
  side: number,
  players: number,
  partners: boolean,
  watching = false,
  you = 'You',
): string {
  const first = watching ? seatName(0, players, true) : you;
  if (partners) return side === 0 ? `${first} & North` : 'West & East';
  return side === 0 ? first : seatName(side, players, watching);
}
