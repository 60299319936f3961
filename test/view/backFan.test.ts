/** A seat's face-down tiles as one picture: where the backs go and the box that holds them. */
import { describe, expect, test } from 'vitest';
import { planFan, type FanShape } from '../../src/ui/backFan';
import { SHADOW_OFFSET, TILE_HALF } from '../../src/ui/tileArt';

/** The textures' sizes as tileArt.ts makes them: 4 px of margin, 28 px round the shadow. */
const TEXTURES = {
  back: { width: TILE_HALF + 8, height: 2 * TILE_HALF + 8 },
  shadow: { width: TILE_HALF + 56, height: 2 * TILE_HALF + 56 },
};

const row: FanShape = { count: 5, half: 12, step: 13, vertical: false, drop: 2 };
const column: FanShape = { ...row, vertical: true, drop: 0 };

/** Each image's box about the seat's centre, as TileSprite would draw it. */
function boxes(shape: FanShape) {
  const scale = shape.half / TILE_HALF;
  const out: { x0: number; y0: number; x1: number; y1: number }[] = [];
  for (let i = 0; i < shape.count; i++) {
    const off = (i - (shape.count - 1) / 2) * shape.step;
    const c = shape.vertical ? { x: 0, y: off } : { x: off, y: shape.drop };
    for (const [t, dx, dy] of [
      [TEXTURES.back, 0, 0],
      [TEXTURES.shadow, SHADOW_OFFSET.x * shape.half, SHADOW_OFFSET.y * shape.half],
    ] as const) {
      const w = ((shape.vertical ? t.height : t.width) * scale) / 2;
      const h = ((shape.vertical ? t.width : t.height) * scale) / 2;
      out.push({ x0: c.x + dx - w, y0: c.y + dy - h, x1: c.x + dx + w, y1: c.y + dy + h });
    }
  }
  return out;
}

describe('planFan', () => {
  test('no backs, no picture', () => {
    expect(planFan({ ...row, count: 0 }, TEXTURES)).toBeNull();
    expect(planFan({ ...row, half: 0 }, TEXTURES)).toBeNull();
  });

  test.each([
    ['a row', row],
    ['a column', column],
    ['one back', { ...row, count: 1, step: 0 }],
  ])('%s: the box is exactly the backs with their shadows', (_name, shape) => {
    const plan = planFan(shape, TEXTURES);
    expect(plan).not.toBeNull();
    if (!plan) return;
    const all = boxes(shape);
    expect(plan.x).toBeCloseTo(Math.min(...all.map((b) => b.x0)), 9);
    expect(plan.y).toBeCloseTo(Math.min(...all.map((b) => b.y0)), 9);
    expect(plan.x + plan.w).toBeCloseTo(Math.max(...all.map((b) => b.x1)), 9);
    expect(plan.y + plan.h).toBeCloseTo(Math.max(...all.map((b) => b.y1)), 9);
  });

  test('backs are a step apart, centred on the seat, in drawing order', () => {
    const plan = planFan(row, TEXTURES);
    if (!plan) throw new Error('no plan');
    const offsets = [-26, -13, 0, 13, 26];
    expect(plan.centres).toHaveLength(5);
    plan.centres.forEach((c, i) => {
      expect(c.x + plan.x).toBeCloseTo(offsets[i] ?? NaN, 9);
      expect(c.y + plan.y).toBeCloseTo(row.drop, 9);
    });
    const col = planFan(column, TEXTURES);
    if (!col) throw new Error('no plan');
    col.centres.forEach((c, i) => {
      expect(c.x + col.x).toBeCloseTo(0, 9);
      expect(c.y + col.y).toBeCloseTo(offsets[i] ?? NaN, 9);
    });
  });

  test('a column is the row turned: wide where the row is tall', () => {
    const one = { ...row, count: 1, step: 0, drop: 0 };
    const a = planFan(one, TEXTURES);
    const b = planFan({ ...one, vertical: true }, TEXTURES);
    if (!a || !b) throw new Error('no plan');
    expect(b.w).toBeCloseTo(a.h, 9);
    expect(b.h).toBeCloseTo(a.w, 9);
  });
});
