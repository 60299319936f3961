/**
 * The coach's pages (issue 26, item 8): words too long for the panel's room are paged whole,
 * a page ending before a paragraph (the room itself: `layoutCoach.e2e.ts`).
 */
import { describe, expect, test } from 'vitest';
import { coachPages } from '../../src/view/coachFit';

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
