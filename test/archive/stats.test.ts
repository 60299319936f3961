import { describe, expect, test } from 'vitest';
import { archiveEntry, type ArchivedGame, type GameResult } from '../../src/archive/game';
import { computeStats, RECENT } from '../../src/archive/stats';
import { summarize } from '../../src/archive/summary';
import { replayRecord, parseRecord } from '../../src/engine/index';
import { turnsOf } from '../../src/machine/turns';
import { playedGame } from './play';

function game(
  day: number,
  result: GameResult,
  opts: Partial<Pick<ArchivedGame, 'preset' | 'scores' | 'seats' | 'summary'>> = {},
): ArchivedGame {
  return {
    id: `g${day}`,
    finishedAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
    preset: opts.preset ?? 'horse-race',
    players: 2,
    partners: false,
    seats: opts.seats ?? [{ kind: 'human' }, { kind: 'computer', level: 'medium' }],
    seed: null,
    practice: false,
    scores: opts.scores ?? (result === 'won' ? [61, 40] : [30, 61]),
    winner: result === 'won' ? [0] : [1],
    result,
    summary: opts.summary ?? { hands: 4, bestTurn: 5, longestChain: 2 },
    record: { players: 2, hands: [] },
  };
}

describe('statistics', () => {
  test('an empty library', () => {
    const s = computeStats([]);
    expect(s).toMatchObject({ games: 0, wins: 0, pointsPerHand: null, currentStreak: 0 });
    expect(s.recent).toEqual([]);
  });

  test('games and wins per rule set and level, streaks, points per hand, best turn', () => {
    const games = [
      game(5, 'won', { summary: { hands: 5, bestTurn: 12, longestChain: 4 } }),
      game(1, 'won'),
      game(2, 'won', { preset: 'seven-toed-pete' }),
      game(3, 'lost', {
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'hard' }],
      }),
      game(4, 'won'),
      game(6, 'watched', { summary: { hands: 1, bestTurn: 99, longestChain: 9 } }),
    ];
    const s = computeStats(games);
    expect(s.games).toBe(5);
    expect(s.wins).toBe(4);
    expect(s.byRules).toEqual([
      { key: 'horse-race', games: 4, wins: 3 },
      { key: 'seven-toed-pete', games: 1, wins: 1 },
    ]);
    expect(s.byLevel).toEqual([
      { key: 'medium', games: 4, wins: 4 },
      { key: 'hard', games: 1, wins: 0 },
    ]);
    // Days 1, 2 won, 3 lost, 4, 5 won: best streak 2, current 2.
    expect(s.currentStreak).toBe(2);
    expect(s.bestStreak).toBe(2);
    expect(s.bestTurn).toBe(12);
    expect(s.longestChain).toBe(4);
    expect(s.pointsPerHand).toBeCloseTo((61 * 4 + 30) / (4 * 4 + 5));
    expect(s.recent.map((r) => r.margin)).toEqual([21, 21, -31, 21, 21]);
  });

  test('a reset counts only the games after it; the chart keeps the last RECENT', () => {
    const games = Array.from({ length: 30 }, (_, i) => game(i + 1, i % 3 ? 'won' : 'lost'));
    expect(computeStats(games).recent).toHaveLength(RECENT);
    const after = computeStats(games, new Date(Date.UTC(2026, 10, 28)).toISOString());
    expect(after.games).toBe(3);
  });

  test("a game's summary: seat 0's turns from the replay", () => {
    const ctx = playedGame('STATS1', { target: 31 });
    const kept = archiveEntry(ctx, '2026-11-23T00:00:00.000Z', false)!;
    const parsed = parseRecord(kept.record);
    if (!parsed.ok) throw new Error(parsed.message);
    const replay = replayRecord(parsed.record);
    if ('error' in replay) throw new Error(replay.error.message);
    // Worked out by hand from the replay: consecutive moves of seat 0, points of its plays.
    let best = 0;
    let chain = 0;
    for (const h of replay.hands) {
      let i = 0;
      while (i < h.moves.length) {
        const seat = h.moves[i]!.seat;
        let pts = 0;
        let plays = 0;
        for (; i < h.moves.length && h.moves[i]!.seat === seat; i++) {
          const m = h.moves[i]!;
          if ('play' in m) {
            pts += m.points;
            plays++;
          }
        }
        if (seat === 0) {
          best = Math.max(best, pts);
          chain = Math.max(chain, plays);
        }
      }
    }
    expect(summarize(replay)).toEqual({
      hands: replay.hands.length,
      bestTurn: best,
      longestChain: chain,
      figures: null,
    });
    expect(kept.summary.bestTurn).toBe(best);
    expect(best).toBeGreaterThan(0);
  });

  test("a turn is one definition: the statistics' best turn is the game log's (turnsOf)", () => {
    const ctx = playedGame('STATS2', { players: 3, target: 41, pick: (n, t) => (t * 5) % n });
    const kept = archiveEntry(ctx, '2026-11-23T00:00:00.000Z', false)!;
    // The turns of the machine's log (deals and hand ends end them): seat 0's, with their plays.
    const turns = turnsOf(ctx.log, (e) => ('seat' in e ? e.seat : null));
    const mine = turns
      .filter((t) => t.seat === 0)
      .map((t) => {
        const plays = ctx.log.slice(t.first, t.last + 1).filter((e) => e.kind === 'play');
        return { plays: plays.length, points: plays.reduce((n, e) => n + e.points, 0) };
      });
    expect(kept.summary.bestTurn).toBe(Math.max(0, ...mine.map((t) => t.points)));
    expect(kept.summary.longestChain).toBe(Math.max(0, ...mine.map((t) => t.plays)));
    expect(kept.summary.longestChain).toBeGreaterThan(1);
  });
});

describe('turnsOf', () => {
  test("a seat's consecutive steps, draws and a chain's plays included; a step of no seat ends one", () => {
    const steps = [0, 0, 1, 1, null, 1, 2, 0, 0, 0];
    expect(turnsOf(steps, (s) => s)).toEqual([
      { seat: 0, first: 0, last: 1 },
      { seat: 1, first: 2, last: 3 },
      { seat: 1, first: 5, last: 5 },
      { seat: 2, first: 6, last: 6 },
      { seat: 0, first: 7, last: 9 },
    ]);
    expect(turnsOf([], (s: number) => s)).toEqual([]);
  });
});
