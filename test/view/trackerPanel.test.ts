/**
 * Practice's tile tracker in a panel of its own (issue 26, item 3): its words, and where it
 * goes beside the layout on a desktop and over it on a phone, never over the layout's area.
 */
import { describe, expect, test } from 'vitest';
import { tileOf } from '../../src/engine/core/tiles';
import type { Tracker } from '../../src/practice/tracker';
import { familyRegions } from '../../src/view/familyRegions';
import { LINE_PRACTICE_ROOM } from '../../src/view/line/practicePlace';
import { overlaps, type Rect } from '../../src/view/tableRegions';
import {
  compactTrackerText,
  splitTracker,
  trackerCompact,
  TRACKER_MIN_LAYOUT,
  TRACKER_MIN_SCALE,
  trackerShape,
  trackerText,
} from '../../src/view/line/trackerPanel';

const tracker: Tracker = {
  unseen: [tileOf(6, 0), tileOf(6, 6), tileOf(4, 2)],
  groups: [
    { value: 6, tiles: [tileOf(6, 0), tileOf(6, 6)] },
    { value: 5, tiles: [] },
    { value: 4, tiles: [tileOf(4, 2)] },
    { value: 2, tiles: [tileOf(4, 2)] },
    { value: 0, tiles: [tileOf(6, 0)] },
  ],
  voids: [{ seat: 1, values: [3] }],
};
const lines = [
  'Not seen yet: 3 tiles',
  '6s: 6-0 6-6',
  '4s: 4-2',
  '2s: 4-2',
  '0s: 6-0',
  'North has no 3s',
];

const within = (a: Rect, b: Rect): boolean =>
  a.x >= b.x - 1e-9 &&
  a.y >= b.y - 1e-9 &&
  a.x + a.w <= b.x + b.w + 1e-9 &&
  a.y + a.h <= b.y + b.h + 1e-9;

/** The board's area of a 2-player practice game at the family table (7 tiles in hand). */
function practiceArea(w: number, h: number): { area: Rect; portrait: boolean; scale: number } {
  const extra = { hints: true, sheetRows: 2, hintsRoom: LINE_PRACTICE_ROOM, strip: 84 };
  const r = familyRegions(w, h, 1, 0, 7, extra);
  return { area: r.board, portrait: h > w * 1.05, scale: Math.max(0.8, Math.min(1, w / 430)) };
}

describe('the tracker’s words', () => {
  test('in full: the view’s lines, a row a number', () => {
    expect(trackerText(lines, tracker, false)).toEqual({
      head: 'Not seen yet: 3 tiles',
      rows: ['6s: 6-0 6-6', '4s: 4-2', '2s: 4-2', '0s: 6-0'],
      foot: ['North has no 3s'],
    });
  });

  test('short, for a phone’s two columns: each number by its tiles’ other ends', () => {
    expect(trackerText(lines, tracker, true).rows).toEqual([
      '6s with 0 6',
      '4s with 2',
      '2s with 4',
      '0s with 6',
    ]);
  });
});

describe('the tracker in brief, on a phone too short for the band', () => {
  test('the unseen tiles counted by number; what is known of the others, once anything is', () => {
    expect(compactTrackerText(lines, tracker)).toEqual({
      head: '3 not seen · 6s 2 · 4s 1 · 2s 1 · 0s 1',
      rows: [],
      foot: ['North has no 3s'],
    });
    const none = { ...tracker, voids: [] };
    const noneLines = [...lines.slice(0, -1), 'No draw or pass has shown a missing number yet.'];
    expect(compactTrackerText(noneLines, none).foot).toEqual([]);
  });

  test('360x640 takes the brief form, and its band leaves the layout most of its area', () => {
    const { area, portrait, scale } = practiceArea(360, 640);
    // The full words of a double-six tracker early in a hand: six lines of 11 px type.
    expect(trackerCompact(area, portrait, scale, 110)).toBe(true);
    const brief = splitTracker(area, portrait, scale, 16, 0, 1);
    expect(brief.panel.h).toBeCloseTo(16 + 2 * brief.pad);
    expect(brief.layout.h).toBeGreaterThan(area.h * 0.6);
  });

  test('a taller phone and a desktop keep the full words', () => {
    const phone = practiceArea(390, 844);
    expect(trackerCompact(phone.area, phone.portrait, phone.scale, 110)).toBe(false);
    const desk = practiceArea(1280, 720);
    expect(trackerCompact(desk.area, desk.portrait, desk.scale, 2000)).toBe(false);
  });
});

describe('the tracker’s panel', () => {
  test.each([
    [1280, 720],
    [1024, 768],
    [640, 360],
    [390, 844],
    [360, 640],
  ])('%ix%i: beside or above the layout, never over it, inside the area', (w, h) => {
    const { area, portrait, scale } = practiceArea(w, h);
    for (const textH of [60, 200, 2000]) {
      const split = splitTracker(area, portrait, scale, textH);
      expect(overlaps(split.panel, split.layout)).toBe(false);
      expect(within(split.panel, area)).toBe(true);
      expect(within(split.layout, area)).toBe(true);
      expect(split.panel.h).toBeLessThanOrEqual(textH + 2 * split.pad + 1e-9);
      if (portrait) {
        // A band across the top, in two columns; the layout keeps its least height unless
        // the words would have to shrink below 70 % (then they keep that size).
        expect(split.columns).toBe(2);
        expect(split.panel.w).toBe(area.w);
        const least = TRACKER_MIN_SCALE * textH + 2 * split.pad;
        if (split.panel.h > least + 1e-9)
          expect(split.layout.h).toBeGreaterThanOrEqual(TRACKER_MIN_LAYOUT * scale - 1e-9);
        else expect(split.panel.h).toBeCloseTo(Math.min(least, area.h - 8 * scale));
      } else {
        // A column at the left; the layout keeps most of the width.
        expect(split.columns).toBe(1);
        expect(split.layout.h).toBe(area.h);
        expect(split.layout.w).toBeGreaterThan(area.w * 0.55);
      }
    }
  });

  test('390x844: the words of a double-six tracker at full size, the layout keeping most of its height', () => {
    const { area, scale } = practiceArea(390, 844);
    // Six lines of 12 px type (the head, four rows of two columns, the foot).
    const split = splitTracker(area, true, scale, 110);
    expect(split.panel.h).toBeCloseTo(110 + 2 * split.pad);
    expect(split.layout.h).toBeGreaterThan(130);
  });

  test('a phone’s band leaves room for the claim panel at the foot of the area', () => {
    const { area, scale } = practiceArea(390, 844);
    // Long words (a tracker late in a big set's hand): the band gives way to the claim.
    const free = splitTracker(area, true, scale, 260);
    const claimed = splitTracker(area, true, scale, 260, 40);
    expect(claimed.panel.h).toBeLessThan(free.panel.h);
    expect(claimed.panel.y + claimed.panel.h).toBeLessThanOrEqual(area.y + area.h - 40);
  });

  test('a desktop’s column is the text’s width to wrap to', () => {
    const { area, scale } = practiceArea(1280, 720);
    const shape = trackerShape(area, false, scale);
    expect(splitTracker(area, false, scale, 100).panel.w).toBe(shape.width);
    expect(shape.width).toBeCloseTo(300);
  });
});
