/** Practice's strip over the layout: every control upright when there is room, else compact. */
import { describe, expect, test } from 'vitest';
import { MIN_LAYOUT, PRACTICE_ROW, practiceStrip } from '../../src/view/practiceStrip';
import { tableRegions } from '../../src/view/tableRegions';

const left = (w: number, h: number) => {
  const r = tableRegions(w, h, 2);
  const strip = practiceStrip(r);
  return { strip, layout: r.layout.h - strip.height, all: r.layout.h };
};

describe('practice strip', () => {
  test('landscape: two lines, no rows (the buttons are in the right-hand column)', () => {
    const { strip } = left(1280, 720);
    expect(strip).toMatchObject({ compact: false, rows: 0 });
    expect(strip.height).toBe(strip.band);
  });

  test('a tall portrait screen keeps three rows of controls and still leaves the layout its room', () => {
    const { strip, layout } = left(1024, 1366);
    expect(strip).toMatchObject({ compact: false, rows: 3 });
    expect(strip.height).toBeCloseTo(strip.gap + 3 * PRACTICE_ROW + strip.band);
    expect(layout).toBeGreaterThanOrEqual(MIN_LAYOUT);
  });

  test.each([
    [360, 640],
    [375, 667],
    [390, 844],
    [412, 915],
    [768, 1024],
    [320, 568],
  ])('a phone at %ix%i: one row, a short band, and the layout keeps most of its height', (w, h) => {
    const { strip, layout, all } = left(w, h);
    expect(strip).toMatchObject({ compact: true, rows: 1 });
    expect(strip.height).toBeCloseTo(strip.gap + PRACTICE_ROW + strip.band);
    // The three rows would have left less than MIN_LAYOUT (on the smallest, nothing at all).
    expect(all - (strip.gap + 3 * PRACTICE_ROW + 56 * tableRegions(w, h, 2).scale)).toBeLessThan(
      MIN_LAYOUT,
    );
    // More than half the layout's height kept (on a 320 px phone, its least: 80 px).
    expect(layout).toBeGreaterThan(w >= 360 ? all / 2 : 80);
    // The band holds two lines of the strip's 15 px type (scaled like the table).
    expect(strip.band).toBeGreaterThanOrEqual(2 * 15 * tableRegions(w, h, 2).scale);
  });
});
