/**
 * The speeds of play, defined once: the computer players' pace, the table's
 * animations, links, preferences and menus all read `SPEED`. Plain data, `as
 * const`, so a new speed is one entry here and the type checker finds every
 * place that must handle it. (The games' names for players are `GAMES` and
 * `presetName` in ./games.ts, the one table of them.)
 */

/** Each speed: its label, the computer player's pause before a move, the table's animation factor. */
export const SPEED = {
  slow: { label: 'Slow', paceMs: 1400, animation: 1.4 },
  normal: { label: 'Normal', paceMs: 800, animation: 1 },
  fast: { label: 'Fast', paceMs: 300, animation: 0.5 },
  instant: { label: 'Instant', paceMs: 0, animation: 0 },
} as const;

/** The speeds, slowest first (the order menus list them). */
export const SPEEDS = [
  'slow',
  'normal',
  'fast',
  'instant',
] as const satisfies readonly (keyof typeof SPEED)[];
export type Speed = (typeof SPEEDS)[number];

/** How long a computer player waits before it moves, so that people can follow the play. */
export const PACE_MS: Readonly<Record<Speed, number>> = {
  slow: SPEED.slow.paceMs,
  normal: SPEED.normal.paceMs,
  fast: SPEED.fast.paceMs,
  instant: SPEED.instant.paceMs,
};

/**
 * A bigger table's share of the computers' pause: with more than four players each computer
 * turn is shorter, so that a person waits about as long for their turn as with four (issue 36;
 * `npm run bench:wait` measures it).
 */
export function seatShare(players: number): number {
  return players <= 4 ? 1 : 3 / (players - 1);
}

/** The share of the pause before a seat's next move when it moved last too (`again`). */
export const AGAIN_PACE = 0.5;

/**
 * A computer player's pause before a move at this speed with `players` at the table; half
 * that when it moved last too (`again`: its line of tiles in a first turn, a drawn tile).
 */
export function paceFor(speed: Speed, players: number, again = false): number {
  return Math.round(SPEED[speed].paceMs * seatShare(players) * (again ? AGAIN_PACE : 1));
}

export function isSpeed(v: unknown): v is Speed {
  return typeof v === 'string' && (SPEEDS as readonly string[]).includes(v);
}

/** A speed from a link, a stored preference or a command line: null when it is not one. */
export function parseSpeed(v: unknown): Speed | null {
  return isSpeed(v) ? v : null;
}
