/**
 * The daily puzzle (issue 14): one position a day from the UTC date, the same for
 * everyone; kept only when the best move beats the next best by 2 points or more
 * (practice's search, `adviceFor`); the day's seeds tried in order; answers judged
 * against the engine's evaluations; the lesson that shows it replays to the position.
 */
import { describe, expect, test } from 'vitest';
import { legalMoves } from '../../src/engine/index';
import { adviceFor } from '../../src/practice/best';
import {
  candidate,
  dailyPuzzle,
  isPuzzleDate,
  judgePuzzle,
  puzzleDate,
  puzzleMargin,
  PUZZLE_MARGIN,
  shiftDate,
  type AdvisePosition,
} from '../../src/puzzle/daily';
import { puzzleLesson } from '../../src/puzzle/lesson';
import { startLesson } from '../../src/tutorial/index';

const search: AdvisePosition = (view, seed) => Promise.resolve(adviceFor(view, seed));
const DAYS = ['2026-11-23', '2026-11-24', '2027-02-28', '2026-01-01'];

describe('the daily puzzle', () => {
  test('the day is the UTC date, whatever the time zone of the moment', () => {
    expect(puzzleDate(new Date('2026-11-23T23:59:59-05:00'))).toBe('2026-11-24');
    expect(puzzleDate(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(isPuzzleDate('2026-02-29')).toBe(false);
    expect(isPuzzleDate('2028-02-29')).toBe(true);
    expect(isPuzzleDate('2026-1-1')).toBe(false);
    expect(isPuzzleDate(20261101)).toBe(false);
  });

  test.each(DAYS)(
    '%s: the same puzzle every time, the first of its seeds to clear the margin',
    async (day) => {
      const p = await dailyPuzzle(day, search);
      if (!p) throw new Error('no puzzle');
      const again = await dailyPuzzle(day, search);
      expect(again?.index).toBe(p.index);
      expect(again?.moves).toEqual(p.moves);
      expect(again?.best.best.move).toEqual(p.best.best.move);
      // The margin is the search's: best over the next best different move, at least 2.
      expect(p.margin).toBeGreaterThanOrEqual(PUZZLE_MARGIN);
      expect(puzzleMargin(p.best)?.margin).toBe(p.margin);
      expect(p.best.best.move.type).toBe('play');
      // Every earlier seed of the day was passed over for a reason.
      for (let i = 0; i < p.index; i++) {
        const c = candidate(day, i);
        if (!c) continue;
        const a = adviceFor(c.view, c.seed);
        const m = a && puzzleMargin(a);
        expect(a?.best.move.type !== 'play' || !m || m.margin < PUZZLE_MARGIN).toBe(true);
      }
      // Seat 0 is on turn with a real choice.
      expect(p.state.hand?.turn).toBe(0);
      expect(
        new Set(p.view.legal.map((m) => (m.type === 'play' ? m.tile : -1))).size,
      ).toBeGreaterThan(1);
    },
  );

  test('different days, different positions', () => {
    const seen = new Set(DAYS.map((d) => JSON.stringify(candidate(d, 0)?.moves ?? d)));
    expect(seen.size).toBe(DAYS.length);
  });

  test('the lesson that shows it replays the deal and moves to the very position', async () => {
    const p = await dailyPuzzle(DAYS[0]!, search);
    if (!p) throw new Error('no puzzle');
    const s = startLesson(puzzleLesson(p));
    expect(s.game.hand?.layout).toEqual(p.state.hand?.layout);
    expect(s.game.hand?.hands).toEqual(p.state.hand?.hands);
    expect(s.game.scores).toEqual(p.state.scores);
    expect(legalMoves(s.game)).toEqual(legalMoves(p.state));
  });

  test('the best move is right; the next best is told what it gave away', async () => {
    const p = await dailyPuzzle(DAYS[1]!, search);
    if (!p) throw new Error('no puzzle');
    const right = judgePuzzle(p, p.best.best.move);
    expect(right.best).toBe(true);
    expect(right.text).toContain(`about ${p.margin.toFixed(1)} points ahead`);
    const wrong = judgePuzzle(p, p.runnerUp);
    expect(wrong.best).toBe(false);
    expect(wrong.lost).toBeCloseTo(p.margin, 9);
    expect(wrong.text).toMatch(/^Not the best: /);
  });
});
