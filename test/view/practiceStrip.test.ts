/** Practice's strip over the layout: every control upright when there is room, else compact. */
import { describe, expect, test } from 'vitest';
import {
  MIN_LAYOUT,
  PRACTICE_ROW,
  practiceColumn,
  practiceStrip,
} from '../../src/view/practiceStrip';
import { hudBlocks, menuButtonScale, tableRegions } from '../../src/view/tableRegions';

const left = (w: number, h: number) => {
  const r = tableRegions(w, h, 2);
  const strip = practiceStrip(r);
  return { strip, layout: r.layout.h - strip.height, all: r.layout.h };
};

describe('practice strip', () => {
  test('landscape: two lines, no rows (the buttons are in the right-hand column)', () => {
    const { strip } = left(1280, 720);
    expect(strip).toMatchObject({ compact: false, tray: false, rows: 0 });
    expect(strip.height).toBe(strip.band);
  });

  test('a tall portrait screen keeps three rows of controls and still leaves the layout its room', () => {
    const { strip, layout } = left(1024, 1366);
    expect(strip).toMatchObject({ compact: false, tray: false, rows: 3 });
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
    expect(strip).toMatchObject({ compact: true, tray: true, rows: 1 });
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

  test.each([
    [1280, 720, false],
    [1920, 1080, false],
    [1024, 768, false],
    [844, 390, true],
    [640, 360, true],
  ])(
    'sideways at %ix%i: the column holds every button (tray: %s), clear of the Menu button, the count and the boneyard',
    (w, h, tray) => {
      for (const players of [2, 4]) {
        const r = tableRegions(w, h, players);
        const col = practiceColumn(r);
        expect(col.tray).toBe(tray);
        expect(practiceStrip(r).tray).toBe(tray);
        expect(col.above.length).toBe(tray ? 2 : 3);
        expect(col.below.length).toBe(tray ? 0 : 3);
        const half = 15 * col.scale;
        const { count, boneyard } = hudBlocks(r);
        const menuBottom = r.menu.y + 22 * menuButtonScale(r);
        const ys = [...col.above, ...col.below, col.muggins];
        // In order, not touching one another.
        ys.slice(1).forEach((y, i) => expect(y - (ys[i] ?? 0)).toBeGreaterThanOrEqual(2 * half));
        expect((col.above[0] ?? 0) - half).toBeGreaterThanOrEqual(menuBottom);
        expect((col.above.at(-1) ?? 0) + half).toBeLessThanOrEqual(count.y);
        expect(Math.min(...col.below, col.muggins) - half).toBeGreaterThanOrEqual(
          count.y + count.h,
        );
        expect(col.muggins + half).toBeLessThanOrEqual(boneyard.y);
      }
    },
  );
});
