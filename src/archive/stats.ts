/**
 * Statistics over the library's games (pure, tested in Node): games and wins per rule set
 * and per opponent level, average points per hand, the best turn, the longest chain, the
 * current and best winning streaks, and the recent results for the chart. Only games the
 * person played (seat 0) count; watched games do not.
 */
import { opponentLevel, type ArchivedGame } from './game';
import type { GameSummary } from './summary';

export interface Tally {
  readonly key: string;
  readonly games: number;
  readonly wins: number;
}

/** One of the recent games, for the chart: won or lost, by how much. */
export interface RecentResult {
  readonly won: boolean;
  /** Seat 0's side's score less the best other side's (negative when behind). */
  readonly margin: number;
}

/**
 * The tally of every game counted, then by rule set and by opponent level; the best turn
 * and the longest chain of any one game's summary.
 */
export interface Stats extends Omit<Tally, 'key'>, Pick<GameSummary, 'bestTurn' | 'longestChain'> {
  readonly byRules: readonly Tally[];
  readonly byLevel: readonly Tally[];
  /** Points the person's side scored per hand played, on average; null with no game. */
  readonly pointsPerHand: number | null;
  /** Wins in a row up to the latest game (0 after a loss). */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** The last RECENT games, oldest first. */
  readonly recent: readonly RecentResult[];
}

export const RECENT = 20;

function tally(games: readonly ArchivedGame[], key: (g: ArchivedGame) => string): Tally[] {
  const out = new Map<string, { games: number; wins: number }>();
  for (const g of games) {
    const t = out.get(key(g)) ?? { games: 0, wins: 0 };
    t.games++;
    if (g.result === 'won') t.wins++;
    out.set(key(g), t);
  }
  return [...out].map(([k, t]) => ({ key: k, ...t })).sort((a, b) => b.games - a.games);
}

/**
 * The statistics of `games` (any order) finished at or after `from` (ISO 8601; null for
 * all).
 */
export function computeStats(games: readonly ArchivedGame[], from: string | null = null): Stats {
  const played = games
    .filter((g) => g.result !== 'watched' && (from === null || g.finishedAt >= from))
    .slice()
    .sort((a, b) => (a.finishedAt < b.finishedAt ? -1 : a.finishedAt > b.finishedAt ? 1 : 0));
  let hands = 0;
  let points = 0;
  let bestTurn = 0;
  let longestChain = 0;
  let run = 0;
  let bestStreak = 0;
  for (const g of played) {
    hands += g.summary.hands;
    points += g.scores[0] ?? 0;
    bestTurn = Math.max(bestTurn, g.summary.bestTurn);
    longestChain = Math.max(longestChain, g.summary.longestChain);
    run = g.result === 'won' ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  return {
    games: played.length,
    wins: played.filter((g) => g.result === 'won').length,
    byRules: tally(played, (g) => g.preset),
    byLevel: tally(played, opponentLevel),
    pointsPerHand: hands > 0 ? points / hands : null,
    bestTurn,
    longestChain,
    currentStreak: run,
    bestStreak,
    recent: played.slice(-RECENT).map((g) => ({
      won: g.result === 'won',
      margin: (g.scores[0] ?? 0) - Math.max(...g.scores.slice(1)),
    })),
  };
}
