/** The camera fit that keeps the layout in sight (src/view/line/layoutCamera.ts). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_TABLE,
  fitCamera,
  tableBounds,
  unionBounds,
  type Bounds,
} from '../../src/view/line/layout';

describe('fitCamera', () => {
  test.each([
    // bounds, viewport, padding, maxZoom → zoom, centre
    [{ minX: -4, minY: -0.5, maxX: 6, maxY: 4.5 }, [1000, 500], 0, Infinity, 100, [1, 2]],
    [{ minX: -4, minY: -0.5, maxX: 6, maxY: 4.5 }, [1000, 500], 50, Infinity, 80, [1, 2]],
    [{ minX: -5, minY: -5, maxX: 5, maxY: 5 }, [1000, 500], 0, Infinity, 50, [0, 0]],
    [{ minX: 0, minY: 0, maxX: 2, maxY: 1 }, [1280, 720], 0, 60, 60, [1, 0.5]],
    [{ minX: 3, minY: 3, maxX: 3, maxY: 3 }, [800, 600], 100, Infinity, 400, [3, 3]],
  ] as const)('%o in %o, padding %d, max %d → zoom %d', (b, [w, h], pad, max, zoom, [x, y]) => {
    const fit = fitCamera(b, { width: w, height: h }, pad, max);
    expect(fit.zoom).toBeCloseTo(zoom, 9);
    expect([fit.centerX, fit.centerY]).toEqual([x, y]);
  });

  test('the fitted box fills the padded viewport on one side and fits on both', () => {
    const finite = fc.double({ min: -100, max: 100, noNaN: true });
    const size = fc.double({ min: 1, max: 80, noNaN: true }); // below minSize (1) it is padded
    fc.assert(
      fc.property(
        finite,
        finite,
        size,
        size,
        fc.integer({ min: 200, max: 3000 }),
        fc.integer({ min: 200, max: 3000 }),
        fc.integer({ min: 0, max: 90 }),
        (x, y, bw, bh, vw, vh, pad) => {
          const b: Bounds = { minX: x, minY: y, maxX: x + bw, maxY: y + bh };
          const { zoom, centerX, centerY } = fitCamera(b, { width: vw, height: vh }, pad);
          expect(bw * zoom).toBeLessThanOrEqual(vw - 2 * pad + 1e-6);
          expect(bh * zoom).toBeLessThanOrEqual(vh - 2 * pad + 1e-6);
          const tight = Math.max((bw * zoom) / (vw - 2 * pad), (bh * zoom) / (vh - 2 * pad));
          expect(tight).toBeCloseTo(1, 9);
          expect(centerX).toBeCloseTo(x + bw / 2, 9);
          expect(centerY).toBeCloseTo(y + bh / 2, 9);
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('bounds helpers', () => {
  test('the table is centred on the lead', () => {
    expect(tableBounds(DEFAULT_TABLE)).toEqual({ minX: -13, minY: -7.5, maxX: 13, maxY: 7.5 });
    expect(tableBounds({ width: 4, height: 2 })).toEqual({ minX: -2, minY: -1, maxX: 2, maxY: 1 });
  });

  test('union covers both boxes', () => {
    const a: Bounds = { minX: -1, minY: 2, maxX: 3, maxY: 4 };
    const b: Bounds = { minX: 0, minY: -5, maxX: 7, maxY: 1 };
    expect(unionBounds(a, b)).toEqual({ minX: -1, minY: -5, maxX: 7, maxY: 4 });
    expect(unionBounds(a, a)).toEqual(a);
  });
});
