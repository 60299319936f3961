/** The score pad's geometry (src/view/scorePadMath.ts): rows inside the pad, ticks, the bar. */
import { describe, expect, test } from 'vitest';
import { barFraction, scorePadLayout } from '../../src/view/scorePadMath';

describe('the score pad', () => {
  test.each([
    [1240, 82, 2],
    [1240, 130, 4],
    [374, 106, 3],
    [374, 130, 4],
  ])('%i x %i, %i sides: rows, names, bar and scores fit, in order', (w, h, sides) => {
    const l = scorePadLayout(w, h, sides, 100);
    expect(l.rows).toHaveLength(sides);
    for (const row of l.rows) {
      expect(row.y - row.height / 2).toBeGreaterThanOrEqual(l.titleY);
      expect(row.y + row.height / 2).toBeLessThanOrEqual(h);
    }
    expect(l.nameRight).toBeLessThan(l.barLeft);
    expect(l.barLeft + l.barWidth).toBeLessThan(l.numberLeft);
    expect(l.numberLeft + l.fontSize * 2).toBeLessThanOrEqual(w);
    expect(l.fontSize).toBeGreaterThanOrEqual(9);
  });

  test('a tick every ten points to 100, majors at 50 and 100', () => {
    const l = scorePadLayout(800, 100, 2, 100);
    expect(l.ticks.map((t) => t.value)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(l.ticks.filter((t) => t.major).map((t) => t.value)).toEqual([50, 100]);
    expect(l.ticks.at(-1)?.x).toBeCloseTo(l.barLeft + l.barWidth);
    expect(scorePadLayout(800, 100, 2, 50).ticks.map((t) => t.value)).toEqual([10, 20, 30, 40, 50]);
    // A long game keeps the ticks few.
    expect(scorePadLayout(800, 100, 2, 1000).ticks.length).toBeLessThanOrEqual(21);
  });

  test('the bar fills to the target and no further', () => {
    expect(barFraction(0, 100)).toBe(0);
    expect(barFraction(-5, 100)).toBe(0);
    expect(barFraction(37, 100)).toBeCloseTo(0.37);
    expect(barFraction(140, 100)).toBe(1);
    expect(barFraction(10, 0)).toBe(0);
  });
});
