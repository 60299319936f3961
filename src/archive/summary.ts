/**
 * What one kept game adds to the statistics (./stats.ts), worked out once from its replay
 * when the library keeps it (./game.ts). Pure, tested in Node.
 */
import type { ReplayOutput } from '../engine/index';

/** What one game adds to the statistics, worked out once from its replay when it is kept. */
export interface GameSummary {
  /** Hands played. */
  readonly hands: number;
  /** The most points seat 0 scored in one turn (a chain of plays), and its tiles. */
  readonly bestTurn: number;
  /** The most tiles seat 0 played in one turn. */
  readonly longestChain: number;
}

/** Seat 0's turns in a replay: a turn is a run of consecutive moves by the same seat. */
export function summarize(replay: ReplayOutput): GameSummary {
  let bestTurn = 0;
  let longestChain = 0;
  for (const hand of replay.hands) {
    let points = 0;
    let plays = 0;
    let seat = -1;
    for (const m of hand.moves) {
      if (m.seat !== seat) {
        seat = m.seat;
        points = 0;
        plays = 0;
      }
      if (seat !== 0 || !('play' in m)) continue;
      points += m.points;
      plays++;
      bestTurn = Math.max(bestTurn, points);
      longestChain = Math.max(longestChain, plays);
    }
  }
  return { hands: replay.hands.length, bestTurn, longestChain };
}
