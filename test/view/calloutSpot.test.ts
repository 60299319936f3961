/** A callout over the layout's area goes where no tile is, nearest the middle. */
import { describe, expect, test } from 'vitest';
import { calloutSpot } from '../../src/view/calloutSpot';
import { overlaps, type Rect } from '../../src/view/tableRegions';

const AREA: Rect = { x: 0, y: 100, w: 400, h: 300 };
const SIZE = { w: 300, h: 40 };

function box(at: { x: number; y: number }): Rect {
  return { x: at.x - SIZE.w / 2, y: at.y - SIZE.h / 2, w: SIZE.w, h: SIZE.h };
}

describe('where a callout goes', () => {
  test('an empty table: the middle', () => {
    expect(calloutSpot(AREA, [], SIZE)).toEqual({ x: 200, y: 250 });
  });

  test('tiles across the middle: the nearer of the strips above and below', () => {
    const tiles: Rect[] = [{ x: 50, y: 180, w: 300, h: 100 }];
    const at = calloutSpot(AREA, tiles, SIZE)!;
    expect(overlaps(box(at), tiles[0]!)).toBe(false);
    // Above: 100..174 (74 tall); below: 286..400 (114): both fit, the lower is nearer the middle.
    expect(at).toEqual({ x: 200, y: 286 + 20 });
  });

  test('beside the tiles when there is room there (a wide area)', () => {
    const wide: Rect = { x: 0, y: 100, w: 900, h: 300 };
    const tiles: Rect[] = [{ x: 0, y: 100, w: 400, h: 300 }];
    const at = calloutSpot(wide, tiles, SIZE)!;
    expect(at).toEqual({ x: 406 + 150, y: 250 });
  });

  test('between two rows of tiles, when that strip is tall enough', () => {
    const tiles: Rect[] = [
      { x: 0, y: 100, w: 400, h: 90 },
      { x: 0, y: 250, w: 400, h: 150 },
    ];
    const at = calloutSpot(AREA, tiles, SIZE)!;
    expect(at.y).toBeGreaterThanOrEqual(190 + 6 + 20);
    expect(at.y).toBeLessThanOrEqual(250 - 6 - 20);
    for (const t of tiles) expect(overlaps(box(at), t)).toBe(false);
  });

  test('no strip tall enough, or a callout wider than the area: none', () => {
    const full: Rect[] = [
      { x: 0, y: 120, w: 400, h: 120 },
      { x: 0, y: 262, w: 400, h: 120 },
    ];
    expect(calloutSpot(AREA, full, SIZE)).toBeNull();
    expect(calloutSpot(AREA, [], { w: 500, h: 40 })).toBeNull();
    expect(calloutSpot(AREA, [], { w: 40, h: 500 })).toBeNull();
  });

  test('whatever the tiles, a spot found never covers one and stays in the area', () => {
    for (let k = 0; k < 200; k++) {
      const tiles: Rect[] = Array.from({ length: 1 + (k % 6) }, (_, i) => ({
        x: ((k * 37 + i * 91) % 300) + 0,
        y: 100 + ((k * 53 + i * 67) % 260),
        w: 30 + ((k + i) % 3) * 30,
        h: 30 + ((k * i) % 2) * 30,
      }));
      const at = calloutSpot(AREA, tiles, SIZE);
      if (!at) continue;
      const b = box(at);
      expect(b.y).toBeGreaterThanOrEqual(AREA.y);
      expect(b.y + b.h).toBeLessThanOrEqual(AREA.y + AREA.h);
      for (const t of tiles) expect(overlaps(b, t)).toBe(false);
    }
  });
});
