/**
 * What a daily puzzle promises, over a year of days (issue 32): a position where the best
 * move is a placement clearly ahead of the next best, and the best turn is a whole turn of one
 * tile or more (a double or a score earns another play; a tile that does neither ends the
 * turn). Whatever its length, playing the best line is judged the best turn, and the runner-up's
 * is not. No test reads the wall clock: the days are fixed, and a browser test sets its day by
 * the test hook (`puzzleClock`).
 */
import { describe, expect, test } from 'vitest';
import { adviceFor } from '../../src/practice/best';
import { dailyPuzzle, puzzleClock, shiftDate, type AdvisePosition } from '../../src/puzzle/daily';
import { bestLine } from '../../src/puzzle/verdict';
import { afterTurn, turnFrom, verdictOf } from '../support/puzzleTurns';

const search: AdvisePosition = (view, seed) => Promise.resolve(adviceFor(view, seed));
/** Thirteen days, four weeks apart, through 2026. */
const YEAR = Array.from({ length: 13 }, (_, i) => shiftDate('2026-01-05', 28 * i));

describe('a year of daily puzzles', () => {
  const lengths = new Map<string, number>();

  test.each(YEAR)(
    '%s: the best turn, whole, is judged best; the runner-up’s is not',
    async (day) => {
      const p = await dailyPuzzle(day, search);
      if (!p) throw new Error(`no puzzle for ${day}`);
      expect(p.best.best.move.type).toBe('play');
      const line = turnFrom(p, bestLine(p));
      // The line is the whole turn: the runner's step is over after it, not before.
      expect(line.length).toBeGreaterThanOrEqual(1);
      expect(afterTurn(p, line).done).toBe(true);
      expect(afterTurn(p, line.slice(0, -1)).done).toBe(false);
      const right = verdictOf(p, line);
      expect(right.best).toBe(true);
      expect(right.title).toBe('★ You found the best turn');
      const miss = verdictOf(p, turnFrom(p, [p.runnerUp]));
      expect(miss.best).toBe(false);
      expect(miss.body).toMatch(/gave away/);
      lengths.set(day, line.length);
    },
  );

  test('the year holds best turns of one tile and of several (both kinds are puzzles)', () => {
    const seen = [...lengths.values()];
    expect(seen).toHaveLength(YEAR.length);
    expect(seen.filter((n) => n === 1).length).toBeGreaterThan(0);
    expect(seen.filter((n) => n > 1).length).toBeGreaterThan(0);
  });
});

describe('the puzzle’s clock', () => {
  const real = (): Date => new Date('2026-11-29T01:00:00Z');

  test('a browser test sets the day: noon UTC of it', () => {
    expect(puzzleClock('?e2e=1&today=2026-03-02', real)().toISOString()).toBe(
      '2026-03-02T12:00:00.000Z',
    );
  });

  test('without the test hook, or with a day that is not one, the real clock', () => {
    expect(puzzleClock('?today=2026-03-02', real)).toBe(real);
    expect(puzzleClock('?e2e=1&today=2026-02-30', real)).toBe(real);
    expect(puzzleClock('?e2e=1&today=tomorrow', real)).toBe(real);
    expect(puzzleClock('?e2e=1', real)).toBe(real);
  });
});
