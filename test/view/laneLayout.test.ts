/**
 * A train's tiles in its lane (issue 36, item 6): doubles crosswise, nothing over anything,
 * everything inside the lane; a long train takes smaller tiles, then bends onto a second row
 * where the lane is tall enough, and shows "+N" only when even that cannot hold it.
 */
import { describe, expect, test } from 'vitest';
import { laneLayout, type LaneLayout } from '../../src/view/trains/laneLayout';
import type { Rect } from '../../src/view/tableRegions';

/** A train from `open`: each tile's inner end meets the last one's outer; a double every `every`. */
function train(n: number, every = 4): [number, number][] {
  const out: [number, number][] = [];
  let end = 12;
  for (let i = 0; i < n; i++) {
    const next = i % every === every - 1 ? end : (end + 5) % 13;
    out.push([end, next]);
    end = next;
  }
  return out;
}

function rects(l: LaneLayout) {
  return l.spots.map((s) => {
    const [w, h] = s.crosswise ? [s.half, s.half * 2] : [s.half * 2, s.half];
    return { x0: s.x - w / 2, x1: s.x + w / 2, y0: s.y - h / 2, y1: s.y + h / 2 };
  });
}

function expectTidy(l: LaneLayout, box: Rect): void {
  const r = rects(l);
  for (const a of r) {
    expect(a.x0).toBeGreaterThanOrEqual(box.x - 0.01);
    expect(a.x1).toBeLessThanOrEqual(box.x + box.w + 0.01);
    expect(a.y0).toBeGreaterThanOrEqual(box.y - 0.01);
    expect(a.y1).toBeLessThanOrEqual(box.y + box.h + 0.01);
  }
  r.forEach((a, i) =>
    r.forEach((b, j) => {
      if (i >= j) return;
      const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
      expect(apart, `tiles ${i} and ${j}`).toBe(true);
    }),
  );
}

const desktop: Rect = { x: 20, y: 200, w: 970, h: 38 };
const phone8: Rect = { x: 90, y: 400, w: 230, h: 30 };

describe('a train in its lane', () => {
  test('doubles lie across the train, the others along it, in order from the hub', () => {
    const tiles = train(6, 3);
    const l = laneLayout(tiles, desktop, 28);
    expect(l.hidden).toBe(0);
    expect(l.spots.map((s) => s.crosswise)).toEqual(tiles.map(([a, b]) => a === b));
    const xs = l.spots.map((s) => s.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    // One line through the middle of each.
    expect(new Set(l.spots.map((s) => s.y)).size).toBe(1);
    expectTidy(l, desktop);
  });

  test.each([
    ['a short train at full size', 5, desktop, 0],
    ['a long train, smaller', 20, desktop, 0],
    ['a very long train, bent onto a second row', 40, { ...desktop, h: 52 }, 0],
    ['a long train on a phone with eight players: smaller, on two rows', 14, phone8, 0],
    ['a very long train on a phone with eight players: its newest after "+N"', 30, phone8, 1],
  ] as const)('%s', (_name, n, box, hiddenAtLeast) => {
    const tiles = train(n, 5);
    const l = laneLayout(tiles, box, Math.min(box.h * 0.95, 28));
    expectTidy(l, box);
    expect(l.spots.length + l.hidden).toBe(n);
    if (hiddenAtLeast === 0) expect(l.hidden).toBe(0);
    else {
      expect(l.hidden).toBeGreaterThanOrEqual(hiddenAtLeast);
      // "+N" left of the tiles, none over it.
      expect(l.more).not.toBeNull();
      const first = rects(l)[0];
      expect(first?.x0 ?? 0).toBeGreaterThanOrEqual((l.more?.x ?? 0) + 20);
    }
  });

  test('bending takes a second row only when one row at the smallest size cannot hold it', () => {
    const tall = { ...desktop, h: 52 };
    const some = laneLayout(train(18, 5), tall, 28);
    expect(new Set(some.spots.map((s) => Math.round(s.y))).size).toBe(1);
    const many = laneLayout(train(44, 5), tall, 28);
    expect(new Set(many.spots.map((s) => Math.round(s.y))).size).toBe(2);
    expect(many.hidden).toBe(0);
    expect(many.half).toBeGreaterThanOrEqual(11);
  });

  test('a lane too short for the smallest tiles still shows them all when they fit: no "+0"', () => {
    const low = { x: 0, y: 0, w: 400, h: 18 };
    const l = laneLayout(train(8, 3), low, 17);
    expect(l.hidden).toBe(0);
    expect(l.more).toBeNull();
    expectTidy(l, low);
  });

  test('a lane with no room for a tile says nothing: no "+N" over its neighbours', () => {
    const narrow = { x: 100, y: 0, w: 20, h: 24 };
    const l = laneLayout(train(5), narrow, 22);
    expect(l.spots).toEqual([]);
    expect(l.hidden).toBe(5);
    expect(l.more).toBeNull();
  });

  test('a double across a short lane is drawn smaller; the rest of its train keeps its size', () => {
    const lane = { x: 0, y: 0, w: 900, h: 30 };
    const l = laneLayout(train(6, 3), lane, 28);
    const along = l.spots.filter((s) => !s.crosswise);
    const across = l.spots.filter((s) => s.crosswise);
    expect(across.length).toBeGreaterThan(0);
    for (const s of along) expect(s.half).toBe(28);
    for (const s of across) expect(s.half * 2).toBeLessThanOrEqual(lane.h);
    expectTidy(l, lane);
  });

  test('a narrow, tall lane: every tile inside it, or "+N" (a case a random search found)', () => {
    const box = { x: 0, y: 0, w: 100, h: 116 };
    const pairs = '1-5 2-6 1-3 2-2 2-2 3-3 5-4 2-3 5-6 3-5 0-0 2-1 4-0 6-5 4-5 6-1 1-1 4-1 2-2';
    const tiles = pairs.split(' ').map((p) => p.split('-').map(Number) as [number, number]);
    const l = laneLayout(tiles, box, 28);
    expectTidy(l, box);
    expect(l.spots.length + l.hidden).toBe(tiles.length);
  });
});
