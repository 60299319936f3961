/**
 * What one kept game adds to the statistics (./stats.ts), worked out once from its replay
 * when the library keeps it (./game.ts). Pure, tested in Node.
 */
import type { ReplaySummary } from '../engine/index';
import { turnsOf } from '../machine/turns';
import { figuresOf, type FamilyFigures } from './familyFigures';

/** What one game adds to the statistics, worked out once from its replay when it is kept. */
export interface GameSummary {
  /** Hands played. */
  readonly hands: number;
  /** The most points seat 0 scored in one turn (a chain of plays), and its tiles. */
  readonly bestTurn: number;
  /** The most tiles seat 0 played in one turn. */
  readonly longestChain: number;
  /**
   * Texas 42's or Mexican Train's own figures (null for the line of play); absent in a game
   * kept before they were (the statistics work them out from its record).
   */
  readonly figures?: FamilyFigures | null;
}

/** A play's points where its family scores plays (the line of play); 0 where it does not. */
function pointsOf(move: object): number {
  const points = (move as { points?: unknown }).points;
  return typeof points === 'number' ? points : 0;
}

/**
 * Seat 0's turns in a replay (a turn as `turnsOf` defines it): the best in points and in
 * plays; and, for a game of another family than the line of play, its own figures.
 */
export function summarize(replay: ReplaySummary, preset = 'horse-race'): GameSummary {
  let bestTurn = 0;
  let longestChain = 0;
  for (const hand of replay.hands) {
    for (const turn of turnsOf(hand.moves, (m) => m.seat)) {
      if (turn.seat !== 0) continue;
      const plays = hand.moves
        .slice(turn.first, turn.last + 1)
        .flatMap((m) => ('play' in m ? [pointsOf(m)] : []));
      bestTurn = Math.max(
        bestTurn,
        plays.reduce((a, b) => a + b, 0),
      );
      longestChain = Math.max(longestChain, plays.length);
    }
  }
  return {
    hands: replay.hands.length,
    bestTurn,
    longestChain,
    figures: figuresOf(preset, replay),
  };
}
