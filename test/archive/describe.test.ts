import { describe, expect, test } from 'vitest';
import {
  dateLabel,
  filterGames,
  gameLine,
  levelName,
  rulesName,
  statsLines,
} from '../../src/archive/describe';
import { archiveEntry } from '../../src/archive/game';
import { computeStats } from '../../src/archive/stats';
import { playedGame } from './play';

describe("the library's words", () => {
  test('rule sets, levels and dates', () => {
    expect(rulesName('horse-race-celko')).toBe('Celko');
    expect(rulesName('cross-all-doubles')).toBe('Cross All Doubles');
    expect(levelName('mixed')).toBe('Mixed levels');
    expect(dateLabel('2026-11-23T15:04:00.000Z', 0)).toBe('23 Nov 2026, 15:04');
    expect(dateLabel('2026-11-23T23:30:00.000Z', -60)).toBe('24 Nov 2026, 00:30');
    expect(dateLabel('nonsense', 0)).toBe('Unknown date');
  });

  test("a game's line, and the filters", () => {
    const game = archiveEntry(
      playedGame('WORDS1', { target: 31 }),
      '2026-11-23T15:04:00.000Z',
      true,
    )!;
    const line = gameLine(game, 0);
    expect(line).toBe(
      `23 Nov 2026, 15:04 · Horse Race · practice · 2 players, Medium · ${game.scores.join('–')} · ${game.result === 'won' ? 'Won' : 'Lost'}`,
    );
    expect(filterGames([game], 'horse-race', null)).toEqual([game]);
    expect(filterGames([game], 'seven-toed-pete', null)).toEqual([]);
    expect(filterGames([game], null, 'watched')).toEqual([]);
    expect(filterGames([game], null, game.result)).toEqual([game]);
  });

  test('the statistics in words', () => {
    expect(statsLines(computeStats([])).lines[0]).toMatch(/No games/);
    const game = archiveEntry(
      playedGame('WORDS2', { target: 31 }),
      '2026-11-23T15:04:00.000Z',
      false,
    )!;
    const { lines, tallies } = statsLines(computeStats([game]));
    expect(lines[0]).toBe(`Games 1 · won ${game.result === 'won' ? '1 (100%)' : '0 (0%)'}`);
    expect(lines).toContain(`Best turn: ${game.summary.bestTurn} points`);
    expect(tallies).toEqual([
      `Horse Race: ${game.result === 'won' ? 1 : 0}/1 won (${game.result === 'won' ? 100 : 0}%)`,
      `vs Medium: ${game.result === 'won' ? 1 : 0}/1 won (${game.result === 'won' ? 100 : 0}%)`,
    ]);
  });
});
