import { describe, expect, test } from 'vitest';
import {
  isTileFaces,
  MAX_DRAWN_PIP,
  numeralsAt,
  setShowsNumerals,
  TILE_FACES,
  NUMERALS_BELOW,
  NUMERALS_BELOW_4_ROWS,
  PIP_COLOURS,
  pipLayout,
  pipRadius,
  setEnds,
  TILE_BACK_KEY,
  TILE_SHADOW_KEY,
  tileAngle,
  tileKey,
  type Pip,
} from '../../src/view/pips';

const values = Array.from({ length: MAX_DRAWN_PIP + 1 }, (_, v) => v);

/** A layout as a sorted list of rounded points, to compare sets of pips. */
const canonical = (pips: readonly Pip[]): string[] =>
  pips.map((p) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`).sort();

describe('pipLayout', () => {
  test.each(values)('%i has that many pips', (v) => {
    expect(pipLayout(v)).toHaveLength(v);
  });

  test.each(values)('%i is unchanged by a half turn (the tile reads the same both ways)', (v) => {
    const turned = pipLayout(v).map((p) => ({ x: 1 - p.x, y: 1 - p.y }));
    expect(canonical(turned)).toEqual(canonical(pipLayout(v)));
  });

  test.each([0, 1, 4, 5, 6, 8, 9, 10, 11, 12])('%i is symmetric about both axes', (v) => {
    const mirrored = pipLayout(v).map((p) => ({ x: 1 - p.x, y: p.y }));
    expect(canonical(mirrored)).toEqual(canonical(pipLayout(v)));
  });

  test.each([2, 3])('%i runs along one diagonal', (v) => {
    for (const p of pipLayout(v)) expect(p.x).toBeCloseTo(p.y, 9);
  });

  test('odd values have a centre pip and even values none (up to six)', () => {
    for (const v of [1, 3, 5]) expect(canonical(pipLayout(v))).toContain('0.500000,0.500000');
    for (const v of [2, 4, 6]) expect(canonical(pipLayout(v))).not.toContain('0.500000,0.500000');
  });

  test('six is two columns of three along the length of the tile', () => {
    const xs = new Set(pipLayout(6).map((p) => p.x.toFixed(6)));
    const ys = new Set(pipLayout(6).map((p) => p.y.toFixed(6)));
    expect(xs.size).toBe(2);
    expect(ys.size).toBe(3);
  });

  test('each value adds to the pattern a real domino builds on', () => {
    // 5 is 4 plus the centre; 3 is 2 plus the centre.
    expect(canonical([...pipLayout(4), { x: 0.5, y: 0.5 }])).toEqual(canonical(pipLayout(5)));
    expect(canonical([...pipLayout(2), { x: 0.5, y: 0.5 }])).toEqual(canonical(pipLayout(3)));
  });

  test.each(values)('%i stays inside its half with a margin', (v) => {
    const margin = 0.1;
    for (const p of pipLayout(v)) {
      const r = pipRadius(v);
      expect(p.x - r).toBeGreaterThanOrEqual(margin);
      expect(p.x + r).toBeLessThanOrEqual(1 - margin);
      expect(p.y - r).toBeGreaterThanOrEqual(margin);
      expect(p.y + r).toBeLessThanOrEqual(1 - margin);
    }
  });

  test.each(values)('no two pips of %i overlap or touch', (v) => {
    const pips = pipLayout(v);
    for (let i = 0; i < pips.length; i++) {
      for (let j = i + 1; j < pips.length; j++) {
        const d = Math.hypot(pips[i]!.x - pips[j]!.x, pips[i]!.y - pips[j]!.y);
        expect(d).toBeGreaterThan(2 * pipRadius(v) * 1.3);
      }
    }
  });

  test('double-twelve: ten to twelve are three columns, the outer two of four (4-2-4, 4-3-4, 4-4-4)', () => {
    for (const [v, middle] of [
      [10, 2],
      [11, 3],
      [12, 4],
    ] as const) {
      const byColumn = new Map<string, number>();
      for (const p of pipLayout(v)) {
        const x = p.x.toFixed(6);
        byColumn.set(x, (byColumn.get(x) ?? 0) + 1);
      }
      expect([...byColumn.values()]).toEqual([4, middle, 4]);
    }
    // Seven to nine keep the double-nine patterns: 3-1-3, 3-2-3, 3-3-3.
    expect(new Set(pipLayout(7).map((p) => p.x.toFixed(6))).size).toBe(3);
    expect(pipRadius(12)).toBeLessThan(pipRadius(9));
  });

  test('the double-twelve set has 91 tiles', () => {
    expect(setEnds(12)).toHaveLength(91);
    expect(setEnds(12)[90]).toEqual([12, 12]);
  });

  test.each([-1, 13, 2.5, Number.NaN])('rejects %s', (v) => {
    expect(() => pipLayout(v)).toThrow(RangeError);
  });
});

describe('numerals for small halves (issue 13)', () => {
  /** The narrowest gap between two pips of a value, as a fraction of the half. */
  const gap = (v: number): number => {
    const pips = pipLayout(v);
    let least = Infinity;
    for (let i = 0; i < pips.length; i++)
      for (let j = i + 1; j < pips.length; j++)
        least = Math.min(least, Math.hypot(pips[i]!.x - pips[j]!.x, pips[i]!.y - pips[j]!.y));
    return least - 2 * pipRadius(v);
  };

  test('a layout with ten to twelve switches to numerals sooner than one up to nine', () => {
    expect(numeralsAt(21.9, 12)).toBe(true);
    expect(numeralsAt(22, 12)).toBe(false);
    expect(numeralsAt(21.9, 9)).toBe(false);
    expect(numeralsAt(15.9, 9)).toBe(true);
    expect(numeralsAt(16, 6)).toBe(false);
    expect(NUMERALS_BELOW_4_ROWS).toBeGreaterThan(NUMERALS_BELOW);
  });

  // Where pips still show, neighbouring pips stay apart by at least 1.4 CSS px (2.8 device
  // px on a phone at 2x): what the thresholds were chosen for, looking at screenshots.
  test.each(values.filter((v) => v >= 2))(
    'pips of %i stay 1.4 px apart wherever they show',
    (v) => {
      const smallest = v >= 10 ? NUMERALS_BELOW_4_ROWS : NUMERALS_BELOW;
      expect(numeralsAt(smallest, v)).toBe(false);
      expect(gap(v) * smallest).toBeGreaterThanOrEqual(1.4);
      // ... and ten to twelve would not at the smaller threshold: they need the larger one.
      if (v >= 10) expect(gap(v) * NUMERALS_BELOW).toBeLessThan(1.5);
    },
  );
});

describe('tile faces on big sets (issue 26)', () => {
  test('by default double-nine and double-twelve show numerals at any size, double-six pips', () => {
    expect(TILE_FACES[0]).toBe('auto');
    expect(setShowsNumerals('auto', 6)).toBe(false);
    expect(setShowsNumerals('auto', 9)).toBe(true);
    expect(setShowsNumerals('auto', 12)).toBe(true);
  });

  test('pips, black or coloured, when chosen (small tiles still switch to numerals)', () => {
    for (const faces of ['pips', 'coloured'] as const)
      for (const set of [6, 9, 12]) expect(setShowsNumerals(faces, set)).toBe(false);
  });

  test('only the three choices are read', () => {
    expect(TILE_FACES.every(isTileFaces)).toBe(true);
    for (const odd of ['numerals', true, null, 1, 'Auto']) expect(isTileFaces(odd)).toBe(false);
  });
});

describe('texture keys', () => {
  test('one key per tile, whichever order the ends come in', () => {
    expect(tileKey(2, 5)).toBe(tileKey(5, 2));
    expect(tileKey(5, 2)).toBe('domino:5-2');
    const keys = setEnds(6).map(([a, b]) => tileKey(a, b));
    expect(keys).toHaveLength(28);
    expect(new Set(keys).size).toBe(28);
    expect(keys).not.toContain(TILE_BACK_KEY);
    expect(keys).not.toContain(TILE_SHADOW_KEY);
  });

  test('setEnds lists the double-six set higher end first', () => {
    const ends = setEnds(6);
    expect(ends[0]).toEqual([0, 0]);
    expect(ends[27]).toEqual([6, 6]);
    for (const [a, b] of ends) expect(a).toBeGreaterThanOrEqual(b);
  });
});

describe('tileAngle', () => {
  test.each([
    // The texture has the higher end on top.
    [5, 2, 'up', 0],
    [5, 2, 'right', 90],
    [5, 2, 'down', 180],
    [5, 2, 'left', -90],
    [2, 5, 'up', 180],
    [2, 5, 'right', -90],
    [2, 5, 'down', 0],
    [2, 5, 'left', 90],
    [4, 4, 'left', -90],
  ] as const)('%i-%i with the first end %s: %i°', (a, b, toward, angle) => {
    expect(tileAngle(a, b, toward)).toBe(angle);
  });
});

describe('pips coloured by number', () => {
  /** WCAG relative luminance of a #rrggbb colour. */
  const luminance = (hex: string): number => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const IVORY = '#f7f2e2';

  test('one colour per number from 1 to 12, every one different', () => {
    expect(PIP_COLOURS).toHaveLength(MAX_DRAWN_PIP + 1);
    expect(new Set(PIP_COLOURS.slice(1)).size).toBe(MAX_DRAWN_PIP);
  });

  test.each(values.slice(1))('%i reads on the ivory face (contrast at least 4.5:1)', (v) => {
    const c = PIP_COLOURS[v] ?? '';
    expect(c).toMatch(/^#[0-9a-f]{6}$/);
    const ratio = (luminance(IVORY) + 0.05) / (luminance(c) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
