/** The server's pace and limits, apart from the room that keeps them. */
import type { Rate } from './limits';

/** The server's pace and limits (docs/server.md); tests shorten them. */
export interface ServerTiming {
  /** A computer's pause before it moves, in ms. */
  readonly computerMs: number;
  /** How long a computer waits before it plays for an absent person (`away: 'computer'`), in ms. */
  readonly graceMs: number;
  /** Seconds a dropped person has to come back to their seat. */
  readonly reconnectSeconds: number;
  /** How long a hand's end waits for everyone's "next" before the next hand is dealt, in ms. */
  readonly handPauseMs: number;
  /** A table where nobody has done anything for this long closes, in ms. */
  readonly idleMs: number;
  /** Each client's message rate. */
  readonly messages: Rate;
  /** Each seat's rate of quick reactions (within its message rate): they are for people to read. */
  readonly reactions: Rate;
  /** The most spectators at one table. */
  readonly spectators: number;
  /** Seconds a join's reservation waits for its client to connect. */
  readonly reservationSeconds: number;
  /** Unconnected reservations one address may hold at one table. */
  readonly reservationsPerAddress: number;
}

export const DEFAULT_TIMING: ServerTiming = {
  computerMs: 700,
  graceMs: 15_000,
  reconnectSeconds: 60,
  handPauseMs: 20_000,
  idleMs: 30 * 60_000,
  messages: { rate: 10, burst: 20 },
  reactions: { rate: 1, burst: 3 },
  spectators: 8,
  reservationSeconds: 5,
  reservationsPerAddress: 4,
};
