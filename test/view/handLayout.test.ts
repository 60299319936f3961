/**
 * The hand's layout (issue 36, item 7): every tile inside the hand's area and clear of the
 * others at phone and desktop sizes, in one row or two; a planned train's tiles laid
 * sideways end to end, nearly touching, in order; and without a plan, the upright row as
 * before (the same places whatever the family).
 */
import { describe, expect, test } from 'vitest';
import { tileOf, type Tile } from '../../src/engine/core/tiles';
import { handLayout, slotSize, type HandLayout } from '../../src/view/handLayout';
import { orientTrain } from '../../src/view/trains/trainsTable';

const hand: Tile[] = [
  tileOf(6, 3),
  tileOf(5, 3),
  tileOf(5, 1),
  tileOf(1, 1),
  tileOf(9, 2),
  tileOf(8, 8),
  tileOf(7, 0),
  tileOf(4, 2),
  tileOf(12, 10),
  tileOf(11, 6),
  tileOf(10, 4),
  tileOf(9, 9),
];
const plan = hand.slice(0, 4);
const chain = new Map(plan.map((t, i) => [t, orientTrain(plan, 6)[i] as [number, number]]));

const regions = [
  { name: 'phone', region: { x: 8, y: 700, w: 374, h: 130 }, tileHeight: 70 },
  { name: 'narrow phone', region: { x: 8, y: 520, w: 344, h: 110 }, tileHeight: 60 },
  { name: 'sideways phone', region: { x: 8, y: 300, w: 600, h: 80 }, tileHeight: 60 },
  { name: 'desktop', region: { x: 16, y: 580, w: 900, h: 120 }, tileHeight: 96 },
];

function boxes(
  layout: HandLayout,
): { tile: Tile; x0: number; x1: number; y0: number; y1: number }[] {
  return [...layout.slots].map(([tile, s]) => {
    const [w, h] = slotSize(s, layout.half);
    return { tile, x0: s.x - w / 2, x1: s.x + w / 2, y0: s.y - h / 2, y1: s.y + h / 2 };
  });
}

describe('the hand’s layout', () => {
  for (const { name, region, tileHeight } of regions)
    for (const planned of [false, true])
      test(`${name}, ${planned ? 'a planned train' : 'sorted'}: inside the hand, nothing over anything`, () => {
        const layout = handLayout({
          tiles: hand,
          region,
          tileHeight,
          selected: hand[2] ?? null,
          ...(planned ? { sideways: chain, gapBefore: new Set([hand[4] as Tile]) } : {}),
        });
        const b = boxes(layout);
        expect(b).toHaveLength(hand.length);
        for (const t of b) {
          expect(t.x0).toBeGreaterThanOrEqual(region.x - 0.5);
          expect(t.x1).toBeLessThanOrEqual(region.x + region.w + 0.5);
          // The chosen tile is raised (0.35 half), a little over the status line's gap above.
          const lift = t.tile === hand[2] ? layout.half * 0.35 : 0;
          expect(t.y0).toBeGreaterThanOrEqual(region.y - lift - 0.5);
          expect(t.y1).toBeLessThanOrEqual(region.y + region.h + 0.5);
        }
        for (const a of b)
          for (const c of b) {
            if (a === c) continue;
            const apart =
              a.x1 <= c.x0 + 0.01 ||
              c.x1 <= a.x0 + 0.01 ||
              a.y1 <= c.y0 + 0.01 ||
              c.y1 <= a.y0 + 0.01;
            expect(apart, `${a.tile} and ${c.tile}`).toBe(true);
          }
        // Readable still: at least 14 px a half.
        expect(layout.half).toBeGreaterThanOrEqual(14);
      });

  test('a planned train lies sideways, in order, each link turned to meet the one before', () => {
    const layout = handLayout({
      tiles: hand,
      region: { x: 16, y: 580, w: 1200, h: 120 },
      tileHeight: 96,
      selected: null,
      sideways: chain,
      gapBefore: new Set([hand[4] as Tile]),
    });
    const links = plan.map((t) => layout.slots.get(t));
    expect(links.map((s) => s?.sideways)).toEqual([
      [6, 3],
      [3, 5],
      [5, 1],
      [1, 1],
    ]);
    for (let i = 1; i < links.length; i++) {
      const a = links[i - 1];
      const b = links[i];
      expect(a?.y).toBe(b?.y);
      // End to end: the next link starts where this one ends, a sliver apart.
      const join = (b?.x ?? 0) - (a?.x ?? 0) - layout.half * 2;
      expect(join).toBeGreaterThan(0);
      expect(join).toBeLessThan(layout.half * 0.1);
    }
    // The rest stand upright after a wider gap.
    const rest = layout.slots.get(hand[4] as Tile);
    expect(rest?.sideways).toBeNull();
    expect((rest?.x ?? 0) - (links[3]?.x ?? 0)).toBeGreaterThan(
      layout.half * 1.5 + layout.half * 0.3,
    );
  });

  test('without a plan, the row is the same whether or not a family groups it', () => {
    const region = { x: 8, y: 700, w: 374, h: 130 };
    const a = handLayout({ tiles: hand.slice(0, 6), region, tileHeight: 70, selected: null });
    const b = handLayout({
      tiles: hand.slice(0, 6),
      region,
      tileHeight: 70,
      selected: null,
      sideways: new Map(),
      gapBefore: new Set(),
    });
    expect([...b.slots]).toEqual([...a.slots]);
    // Centred, evenly spaced, upright.
    const xs = [...a.slots.values()].map((s) => s.x);
    const steps = xs.slice(1).map((x, i) => x - (xs[i] ?? 0));
    for (const s of steps) expect(s).toBeCloseTo(steps[0] ?? 0, 6);
    expect(((xs[0] ?? 0) + (xs[xs.length - 1] ?? 0)) / 2).toBeCloseTo(region.x + region.w / 2, 6);
  });
});
