/**
 * Texas 42's and Mexican Train's statistics (src/archive/familyFigures.ts, stats.ts): each
 * kept game's figures against a count of the machine's own events, then the figures of
 * several games together and their words.
 */
import { describe, expect, test } from 'vitest';
import { statsLines } from '../../src/archive/describe';
import { gameFigures, type TrainsFigures } from '../../src/archive/familyFigures';
import { archiveEntry, type ArchivedGame } from '../../src/archive/game';
import { computeStats } from '../../src/archive/stats';
import type { TrainsEvent, TricksEvent } from '../../src/engine/index';
import { makeSettings, type GameContext } from '../../src/machine/index';
import { familyGame, playedGame } from './play';

function kept(ctx: GameContext, day: number): ArchivedGame {
  const game = archiveEntry(ctx, new Date(Date.UTC(2026, 10, day)).toISOString(), false);
  if (!game) throw new Error('the game is not over');
  return game;
}

function finished(input: Record<string, unknown>, seed: string): GameContext {
  const players = (input.players as number | undefined) ?? 4;
  const made = makeSettings({
    ...input,
    players,
    seed,
    speed: 'instant',
    seats: Array.from({ length: players }, (_, s) =>
      s === 0 ? { kind: 'human' } : { kind: 'computer', level: 'hard' },
    ),
  });
  if (!made.ok) throw new Error(made.message);
  return familyGame(made.settings, seed).last;
}

/** Texas 42's figures counted from the machine's events, hand by hand. */
function tricksCount(ctx: GameContext) {
  const c = { hands: 0, bids: [] as number[], yourMade: 0, yourSet: 0, teamMade: 0, teamSet: 0 };
  const marks = { for: 0, against: 0 };
  for (const log of ctx.hands) {
    const events = log.events as unknown as TricksEvent[];
    let bidder = -1;
    for (const e of events) {
      if (e.type === 'bid' && e.bid !== 'pass') {
        bidder = e.seat;
        if (e.seat === 0) c.bids.push(e.bid);
      }
      if (e.type !== 'hand-end') continue;
      marks.for += e.marks[0];
      marks.against += e.marks[1];
      if (e.end === 'all-pass') continue;
      c.hands++;
      const made = e.end === 'made';
      if (bidder === 0) c[made ? 'yourMade' : 'yourSet']++;
      if (bidder === 0 || bidder === 2) c[made ? 'teamMade' : 'teamSet']++;
    }
  }
  return { family: 'tricks', ...c, marksFor: marks.for, marksAgainst: marks.against };
}

describe("Texas 42's and Mexican Train's figures", () => {
  const tricks = finished({ preset: 'texas-42', target: 3 }, 'FIG42A');
  const trains = finished(
    { preset: 'mexican-train', players: 3, maxPip: 9, options: { rounds: 3 } },
    'FIGMT1',
  );

  test('a Texas 42 game: the person’s bids, the contracts won, the marks', () => {
    const game = kept(tricks, 1);
    const count = tricksCount(tricks);
    expect(game.summary.figures).toEqual(count);
    expect(count.hands).toBeGreaterThan(0);
    expect(count.marksFor).toBe(game.scores[0]);
    expect(count.marksAgainst).toBe(game.scores[1]);
    // A game kept before the figures were: worked out again from its record.
    expect(gameFigures({ preset: game.preset, record: game.record, summary: {} })).toEqual(count);
  });

  test('a Mexican Train game: the points the person added each round', () => {
    const game = kept(trains, 2);
    const rounds = trains.hands.flatMap((log) =>
      (log.events as unknown as TrainsEvent[]).flatMap((e) =>
        e.type === 'round-end' ? [e.result.points[0] ?? 0] : [],
      ),
    );
    expect(rounds).toHaveLength(3);
    expect(game.summary.figures).toEqual({ family: 'trains', rounds });
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(game.scores[0]);
  });

  test('together: each family’s own figures; points a hand from the line of play alone', () => {
    const line = kept(playedGame('FIGHR1', { target: 31 }), 3);
    const a = kept(tricks, 1);
    const b = kept(trains, 2);
    const st = computeStats([line, a, b, { ...a, id: 'again', result: 'watched' }]);
    expect(st.games).toBe(3);
    const count = tricksCount(tricks);
    expect(st.tricks).toMatchObject({
      games: 1,
      wins: a.result === 'won' ? 1 : 0,
      bids: count.bids.length,
      yourMade: count.yourMade,
      teamSet: count.teamSet,
      marksFor: count.marksFor,
    });
    const mean = count.bids.reduce((x, y) => x + y, 0) / count.bids.length;
    expect(st.tricks?.averageBid ?? null).toBe(count.bids.length > 0 ? mean : null);
    const rounds = (b.summary.figures as TrainsFigures).rounds;
    expect(st.trains).toEqual({
      games: 1,
      wins: b.result === 'won' ? 1 : 0,
      rounds: 3,
      pointsPerRound: b.scores[0]! / 3,
      bestRound: Math.min(...rounds),
    });
    expect(st.pointsPerHand).toBe((line.scores[0] ?? 0) / line.summary.hands);
    // Oldest first: 42, Mexican Train, Horse Race. The lowest total wins Mexican Train: the margin is the best other total less the person's.
    expect(st.recent[1]?.margin).toBe(Math.min(...b.scores.slice(1)) - b.scores[0]!);
    expect(st.recent[1]?.won).toBe(b.result === 'won');
    expect(computeStats([line]).tricks).toBeNull();
  });

  test('in words', () => {
    const st = computeStats([kept(tricks, 1), kept(trains, 2)]);
    const { lines, families } = statsLines(st);
    expect(lines.some((l) => l.startsWith('Points per hand'))).toBe(false);
    const t = st.tricks!;
    expect(families).toEqual([
      '',
      `Texas 42: 1 game, won ${t.wins} (${t.wins * 100}%)`,
      t.averageBid === null
        ? 'Your bids: none'
        : `Your bids: ${t.bids}, average ${t.averageBid.toFixed(1)}`,
      `Contracts you won: ${t.yourMade + t.yourSet === 0 ? 'none' : `${t.yourMade + t.yourSet} (${t.yourMade} made, ${t.yourSet} set)`}`,
      `Your team's: ${t.teamMade + t.teamSet} (${t.teamMade} made, ${t.teamSet} set)`,
      `Marks: ${t.marksFor} for, ${t.marksAgainst} against`,
      '',
      `Mexican Train: 1 game, won ${st.trains!.wins} (${st.trains!.wins * 100}%)`,
      `Points a round: ${st.trains!.pointsPerRound!.toFixed(1)} over 3 rounds`,
      `Best round: ${st.trains!.bestRound} point${st.trains!.bestRound === 1 ? '' : 's'}`,
    ]);
  });
});
