/**
 * The coach's panel's room (issue 26, item 8): it leaves the board its least height at every
 * size, and words too long for it are paged whole, a page ending before a paragraph.
 */
import { describe, expect, test } from 'vitest';
import { COACH_MIN_BOARD, coachPages, coachRoom } from '../../src/view/coachFit';
import { tableRegions } from '../../src/view/tableRegions';

describe('the coach’s room', () => {
  test.each([
    [390, 844, 2],
    [390, 844, 3],
    [1280, 720, 2],
    [1280, 720, 4],
    [360, 640, 2],
  ])('%ix%i, %i players: the board keeps its least height below the panel', (w, h, n) => {
    const r = tableRegions(w, h, n);
    const top = r.layout.y + 10;
    const room = coachRoom(r, top);
    expect(room).toBeGreaterThan(0);
    const foot = r.layout.y + r.layout.h;
    expect(foot - (top + room)).toBeGreaterThanOrEqual(COACH_MIN_BOARD * r.scale);
    // The panel never reaches the hand; with no tile on the table, the board keeps half.
    expect(top + room).toBeLessThanOrEqual(r.hand.y);
    const empty = coachRoom(r, top, false);
    expect(empty).toBeGreaterThan(room);
    expect(foot - (top + empty)).toBeGreaterThanOrEqual((COACH_MIN_BOARD / 2) * r.scale);
  });
});

describe('the coach’s pages', () => {
  test('every line on exactly one page, none over the page’s room', () => {
    for (const [lines, per] of [
      [1, 3],
      [7, 3],
      [30, 7.5],
      [12, 12],
      [5, 0.4],
    ] as const) {
      const pages = coachPages(lines, per);
      expect(pages[0]?.start).toBe(0);
      pages.forEach((p, i) => {
        expect(p.end).toBeGreaterThan(p.start);
        expect(p.end - p.start).toBeLessThanOrEqual(Math.max(1, Math.floor(per)));
        if (i > 0) expect(p.start).toBe(pages[i - 1]?.end);
      });
      expect(pages.at(-1)?.end).toBe(lines);
    }
  });

  test('a page ends before a paragraph that begins in its second half', () => {
    // Paragraphs begin at lines 4 and 9; six lines a page.
    expect(coachPages(12, 6, new Set([4, 9]))).toEqual([
      { start: 0, end: 4 },
      { start: 4, end: 9 },
      { start: 9, end: 12 },
    ]);
    // One beginning early in the page does not cut it short.
    expect(coachPages(12, 6, new Set([1]))).toEqual([
      { start: 0, end: 6 },
      { start: 6, end: 12 },
    ]);
  });
});
