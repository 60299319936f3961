/**
 * Statistics over the library's games (pure, tested in Node): games and wins per rule set
 * and per opponent level, the line of play's average points per hand, best turn and longest
 * chain, the current and best winning streaks, the recent results for the chart, and each
 * other family's own figures (Texas 42's bids and marks, Mexican Train's rounds). Only
 * games the person played (seat 0) count; watched games do not.
 */
import { familyOf, type FamilyId } from '../engine/index';
import { gameFigures, type TricksFigures } from './familyFigures';
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

/** Texas 42's games: won, the person's bids and the contracts won by them and their team, the marks. */
export interface TricksStats extends Omit<Tally, 'key'>, Omit<TricksFigures, 'family' | 'bids'> {
  /** Bids the person made (passes aside), and their average in points (a mark is 42). */
  readonly bids: number;
  readonly averageBid: number | null;
}

/** Mexican Train's games: won (the lowest total), the points the person added a round. */
export interface TrainsStats extends Omit<Tally, 'key'> {
  readonly rounds: number;
  readonly pointsPerRound: number | null;
  /** The fewest points the person added in one round (0: they went out), null with none. */
  readonly bestRound: number | null;
}

/**
 * The tally of every game counted, then by rule set and by opponent level; the line of
 * play's best turn and longest chain of any one game's summary; each family's own figures.
 */
export interface Stats extends Omit<Tally, 'key'>, Pick<GameSummary, 'bestTurn' | 'longestChain'> {
  readonly byRules: readonly Tally[];
  readonly byLevel: readonly Tally[];
  /** Points the person's side scored per hand of the line of play, on average; null with none. */
  readonly pointsPerHand: number | null;
  /** Wins in a row up to the latest game (0 after a loss). */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** The last RECENT games, oldest first. */
  readonly recent: readonly RecentResult[];
  /** Texas 42's and Mexican Train's figures; null with no game of the family. */
  readonly tricks: TricksStats | null;
  readonly trains: TrainsStats | null;
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

/** The line of play's own figures: points per hand, the best turn, the longest chain. */
type LineStats = Pick<Stats, 'pointsPerHand' | 'bestTurn' | 'longestChain'>;

/** What each family adds to the statistics, from its games alone (the person's, in time order). */
interface FamilyStats {
  readonly line: LineStats;
  readonly tricks: TricksStats | null;
  readonly trains: TrainsStats | null;
}

/** Each family's statistics by family id: a family missing is a type error. */
const FAMILY_STATS: {
  readonly [F in FamilyId]: (games: readonly ArchivedGame[]) => FamilyStats[F];
} = { line: lineStats, tricks: tricksStats, trains: trainsStats };

/** The played games of each family (a game of no known family counts in none). */
function byFamily(played: readonly ArchivedGame[]): Record<FamilyId, ArchivedGame[]> {
  const out: Record<FamilyId, ArchivedGame[]> = { line: [], trains: [], tricks: [] };
  for (const g of played) {
    const id = familyOf(g.preset)?.id;
    if (id) out[id].push(g);
  }
  return out;
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
  let run = 0;
  let bestStreak = 0;
  for (const g of played) {
    run = g.result === 'won' ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const families = byFamily(played);
  return {
    games: played.length,
    wins: won(played),
    byRules: tally(played, (g) => g.preset),
    byLevel: tally(played, opponentLevel),
    ...FAMILY_STATS.line(families.line),
    currentStreak: run,
    bestStreak,
    recent: played.slice(-RECENT).map((g) => ({ won: g.result === 'won', margin: marginOf(g) })),
    tricks: FAMILY_STATS.tricks(families.tricks),
    trains: FAMILY_STATS.trains(families.trains),
  };
}

/** Points, turns and chains are the line of play's: marks and penalty pips are not points. */
function lineStats(games: readonly ArchivedGame[]): LineStats {
  let hands = 0;
  let points = 0;
  let bestTurn = 0;
  let longestChain = 0;
  for (const g of games) {
    hands += g.summary.hands;
    points += g.scores[0] ?? 0;
    bestTurn = Math.max(bestTurn, g.summary.bestTurn);
    longestChain = Math.max(longestChain, g.summary.longestChain);
  }
  return { pointsPerHand: hands > 0 ? points / hands : null, bestTurn, longestChain };
}

/** Seat 0's side's score less the best other side's; where the lowest wins, the other way round. */
function marginOf(g: ArchivedGame): number {
  const mine = g.scores[0] ?? 0;
  const others = g.scores.slice(1);
  return familyOf(g.preset)?.presetInfo(g.preset).lowerWins
    ? Math.min(...others) - mine
    : mine - Math.max(...others);
}

const won = (games: readonly ArchivedGame[]): number =>
  games.filter((g) => g.result === 'won').length;

function tricksStats(games: readonly ArchivedGame[]): TricksStats | null {
  if (games.length === 0) return null;
  const bids: number[] = [];
  const sum = {
    hands: 0,
    yourMade: 0,
    yourSet: 0,
    teamMade: 0,
    teamSet: 0,
    marksFor: 0,
    marksAgainst: 0,
  };
  for (const g of games) {
    const f = gameFigures(g);
    if (f?.family !== 'tricks') continue;
    bids.push(...f.bids);
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += f[k];
  }
  return {
    games: games.length,
    wins: won(games),
    ...sum,
    bids: bids.length,
    averageBid: bids.length > 0 ? bids.reduce((a, b) => a + b, 0) / bids.length : null,
  };
}

function trainsStats(games: readonly ArchivedGame[]): TrainsStats | null {
  if (games.length === 0) return null;
  const rounds = games.flatMap((g) => {
    const f = gameFigures(g);
    return f?.family === 'trains' ? f.rounds : [];
  });
  return {
    games: games.length,
    wins: won(games),
    rounds: rounds.length,
    pointsPerRound: rounds.length > 0 ? rounds.reduce((a, b) => a + b, 0) / rounds.length : null,
    bestRound: rounds.length > 0 ? Math.min(...rounds) : null,
  };
}
