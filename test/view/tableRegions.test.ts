/** The table's regions fit every screen from 1280x720 down to a 390x844 phone, without overlapping. */
import { describe, expect, test } from 'vitest';
import {
  bannerBand,
  menuButtonScale,
  overlaps,
  tableRegions,
  type Rect,
} from '../../src/view/tableRegions';

const SIZES: readonly [number, number][] = [
  [1280, 720],
  [1920, 1080],
  [1024, 768],
  [800, 600],
  [390, 844],
  [360, 740],
  [430, 932],
];

function inside(r: Rect, w: number, h: number): boolean {
  return r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5 && r.w > 0 && r.h > 0;
}

describe('table regions', () => {
  for (const [w, h] of SIZES) {
    for (const players of [2, 3, 4]) {
      test(`${w}x${h}, ${players} players`, () => {
        const r = tableRegions(w, h, players, players === 4 ? 2 : players);
        expect(r.portrait).toBe(h > w * 1.05);
        for (const rect of [r.layout, r.hand, r.handTiles, r.board])
          expect(inside(rect, w, h)).toBe(true);
        expect(overlaps(r.layout, r.hand)).toBe(false);
        expect(overlaps(r.layout, r.board)).toBe(false);
        expect(overlaps(r.hand, r.board)).toBe(false);
        expect(r.seats).toHaveLength(players);
        expect(r.seats[0]?.edge).toBe('bottom');
        for (const s of r.seats) {
          expect(s.x).toBeGreaterThanOrEqual(0);
          expect(s.x).toBeLessThanOrEqual(w);
          expect(s.y).toBeGreaterThanOrEqual(0);
          expect(s.y).toBeLessThanOrEqual(h);
        }
        // The avatar's column (disc, halo and name under it) sits at the hand's left, beside
        // the tiles' room, inside the hand's area.
        const a = r.avatar;
        const column: Rect = { x: a.x - a.w / 2, y: a.y - a.r * 1.3, w: a.w, h: a.r * 2.6 + 18 };
        expect(column.w).toBeGreaterThanOrEqual(a.r * 2.6);
        expect(inside(column, w, h)).toBe(true);
        expect(column.x).toBeGreaterThanOrEqual(r.hand.x - 0.5);
        expect(column.y).toBeGreaterThanOrEqual(r.hand.y - 0.5);
        expect(column.y + column.h).toBeLessThanOrEqual(r.hand.y + r.hand.h + 0.5);
        expect(overlaps(column, r.handTiles)).toBe(false);
        expect(r.handTiles.w).toBeGreaterThan(r.hand.w * 0.6);
        // The banners' band: between the layout and the hand, clear of every other seat's
        // box, and tall enough for a line of bold type.
        const band = bannerBand(r);
        expect(inside(band, w, h)).toBe(true);
        expect(band.h).toBeGreaterThanOrEqual(36 * r.scale);
        expect(overlaps(band, r.layout)).toBe(false);
        expect(overlaps(band, r.hand)).toBe(false);
        for (const s of r.seats.slice(1)) {
          const box: Rect = { x: s.x - s.w / 2, y: s.y - s.h / 2, w: s.w, h: s.h };
          expect(overlaps(band, box)).toBe(false);
        }
        // The layout keeps a usable share of the screen.
        expect(r.layout.w * r.layout.h).toBeGreaterThan(w * h * 0.16);
      });
    }
  }

  // Issue 26, item 9: on a desktop the hand's tiles were half the board's and pressed against
  // the bottom edge. Sideways, a board tile is never drawn larger than a tile in hand (the
  // layout's zoom is held to `layoutHalfMax`), and the hand keeps clear of the bottom edge.
  test.each([
    [1280, 720],
    [1920, 1080],
    [1024, 768],
    [800, 600],
  ])('%ix%i: the hand as large as the board, off the bottom edge', (w, h) => {
    for (const players of [2, 3, 4]) {
      const r = tableRegions(w, h, players);
      expect(r.layoutHalfMax).toBe(r.handTile / 2);
      expect(r.hand.y + r.hand.h).toBeLessThanOrEqual(h - 16 * r.scale + 0.01);
    }
    // 1280x720: tiles of 56 x 112 px in hand (48 x 96 before).
    if (w === 1280) expect(tableRegions(w, h, 4).handTile).toBeCloseTo(112);
  });

  // A phone held sideways: the Menu button keeps a thumb's 44 px and stays on the screen.
  test.each([
    [844, 390],
    [640, 360],
    [568, 320],
    [800, 600],
    [1280, 720],
    [390, 844],
  ])('%ix%i: the Menu button 44 px tall or more, on the screen', (w, h) => {
    const r = tableRegions(w, h, 4, 2);
    const k = menuButtonScale(r);
    expect(44 * k).toBeGreaterThanOrEqual(44);
    expect(r.menu.y - 22 * k).toBeGreaterThanOrEqual(4);
    expect(r.menu.x + 48 * k).toBeLessThanOrEqual(w - 4);
  });

  test('upright, the layout is not held to the hand’s size', () => {
    expect(tableRegions(390, 844, 4).layoutHalfMax).toBe(Infinity);
  });
});
