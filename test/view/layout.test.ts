/**
 * The table geometry (src/view/line/layout.ts, docs/layout.md), checked against an
 * independent oracle on thousands of random legal layouts: no overlaps, tiles that
 * never move, each tile on the right edge of its parent, ghosts where tiles land.
 */
import { describe, expect, test } from 'vitest';
import { attach, EMPTY_LAYOUT, placeLead } from '../../src/engine/line/layout';
import { SPINNER_MODES } from '../../src/engine/line/options';
import { tileOf } from '../../src/engine/core/tiles';
import {
  DEFAULT_TABLE,
  layoutGeometry,
  type LayoutGeometry,
  type Placement,
  type TableSize,
} from '../../src/view/line/layout';
import { optionsFor, problems, randomPlay, stabilityProblems } from '../support/layoutOracle';

describe('lead and spinner conventions', () => {
  const options = optionsFor('all_doubles');

  test('a lead non-double lies east–west at the origin, high half west; its ends open west and east', () => {
    const layout = placeLead(EMPTY_LAYOUT, tileOf(6, 1), options);
    const geo = layoutGeometry(layout);
    expect(geo.tiles[0]).toMatchObject({
      cx: 0,
      cy: 0,
      width: 2,
      height: 1,
      firstAt: 'left',
      angle: 0,
    });
    expect(geo.ghosts.map((g) => [g.point.value, g.at.direction])).toEqual([
      [6, 'west'],
      [1, 'east'],
    ]);
    expect(geo.ghosts[1]).toMatchObject({ cx: 2, cy: 0, nearAt: 'left', angle: 0 });
    expect(geo.ghosts[0]).toMatchObject({ cx: -2, cy: 0, nearAt: 'right', angle: 180 });
    expect(problems(layout, geo)).toEqual([]);
  });

  test('a lead double stands: S1 east, S2 west, then E1 north and E2 south', () => {
    let layout = placeLead(EMPTY_LAYOUT, tileOf(5, 5), options);
    let geo = layoutGeometry(layout);
    expect(geo.tiles[0]).toMatchObject({ cx: 0, cy: 0, width: 1, height: 2, angle: 90 });
    expect(geo.ghosts.map((g) => [g.point.edge, g.at.direction])).toEqual([
      [0, 'east'],
      [1, 'west'],
    ]);
    layout = attach(layout, tileOf(5, 2), layout.open[0]!, options);
    layout = attach(layout, tileOf(5, 3), layout.open[0]!, options);
    geo = layoutGeometry(layout);
    expect(geo.tiles[1]).toMatchObject({ cx: 1.5, cy: 0, firstAt: 'left' });
    expect(geo.tiles[2]).toMatchObject({ cx: -1.5, cy: 0, firstAt: 'right' });
    const ends = geo.ghosts.filter((g) => g.point.node === 0);
    expect(ends.map((g) => [g.point.edge, g.at.direction, g.cx, g.cy])).toEqual([
      [2, 'north', 0, -2],
      [3, 'south', 0, 2],
    ]);
    expect(problems(layout, geo)).toEqual([]);
  });

  test('a double in an arm lies across it: S1 to the parent, S2 on, E1 left, E2 right', () => {
    let layout = placeLead(EMPTY_LAYOUT, tileOf(6, 1), options);
    layout = attach(layout, tileOf(1, 1), layout.open[1]!, options); // east end
    layout = attach(
      layout,
      tileOf(1, 4),
      layout.open.find((p) => p.node === 1)!,
      options,
    );
    const geo = layoutGeometry(layout);
    expect(geo.tiles[1]).toMatchObject({ cx: 1.5, cy: 0, width: 1, height: 2, heading: 'east' });
    expect(geo.tiles[1]!.edges.map((e) => e.direction)).toEqual(['west', 'east', 'north', 'south']);
    expect(geo.tiles[2]).toMatchObject({ cx: 3, cy: 0, firstAt: 'right', heading: 'east' });
    expect(geo.ghosts.filter((g) => g.point.node === 1).map((g) => g.at.direction)).toEqual([
      'north',
      'south',
    ]);
    expect(problems(layout, geo)).toEqual([]);
  });
});

describe('random full layouts', () => {
  // Measured over 2,000 layouts per mode (docs/layout.md): all_doubles 1.0 % touching and
  // 0.2 % bridged, first_double 0.2 % and 0.05 %, none about 0.002 % and 0.
  test.each([
    ['all_doubles', 0.02, 0.004],
    ['first_double', 0.005, 0.0015],
    ['none', 0.0005, 0],
  ] as const)(
    '%s: 1,000 layouts without overlaps, each tile on its parent (fallbacks < %d, bridges ≤ %d)',
    (mode, maxFallbacks, maxBridges) => {
      const options = optionsFor(mode);
      let tiles = 0;
      let fallbacks = 0;
      let bridges = 0;
      for (let i = 0; i < 1000; i++) {
        const plays = randomPlay(`full/${mode}/${i}`, options);
        const layout = plays[plays.length - 1]!;
        const geo = layoutGeometry(layout);
        expect(problems(layout, geo)).toEqual([]);
        const marked = (p: Placement): number => geo.tiles.filter((t) => t.placement === p).length;
        expect([marked('touching'), marked('bridged')]).toEqual([geo.touching, geo.bridges]);
        tiles += layout.nodes.length;
        fallbacks += geo.touching + geo.bridges;
        bridges += geo.bridges;
      }
      expect(tiles).toBeGreaterThan(20_000);
      expect(fallbacks / tiles).toBeLessThan(maxFallbacks);
      expect(bridges / tiles).toBeLessThanOrEqual(maxBridges);
    },
    20_000,
  );
});

describe('stability and ghosts', () => {
  test.each(SPINNER_MODES)(
    '%s: placed tiles never move, and each tile lands on its ghost',
    (mode) => {
      const options = optionsFor(mode);
      for (let i = 0; i < 25; i++) {
        const plays = randomPlay(`stable/${mode}/${i}`, options);
        expect(stabilityProblems(plays, (layout) => layoutGeometry(layout))).toEqual([]);
      }
    },
    20_000,
  );

  test('the same layout gives the same geometry', () => {
    const plays = randomPlay('same', optionsFor('all_doubles'));
    const layout = plays[plays.length - 1]!;
    expect(layoutGeometry(layout)).toEqual(layoutGeometry(layout));
  });
});

describe('the table', () => {
  /** How far (units) the tiles reach beyond the table, 0 when all are on it. */
  const overshoot = (geo: LayoutGeometry, table: TableSize): number =>
    Math.max(
      0,
      ...geo.tiles.map((t) =>
        Math.max(
          Math.abs(t.cx) + t.width / 2 - table.width / 2,
          Math.abs(t.cy) + t.height / 2 - table.height / 2,
        ),
      ),
    );

  // Spinners in an arm can force it on: turning right after one would block its ends, so
  // the arm goes on to the next tile and, near the edge, sometimes a little beyond it.
  test.each([
    ['none', 1],
    ['first_double', 0.93],
    ['all_doubles', 0.8],
  ] as const)('%s: a single arm of 12 tiles turns to stay on the table (≥ %d)', (mode, share) => {
    let arms = 0;
    let onTable = 0;
    for (let i = 0; arms < 200; i++) {
      const plays = randomPlay(`arm/${mode}/${i}`, optionsFor(mode), true);
      if (plays.length < 13) continue;
      arms++;
      const geo = layoutGeometry(plays[12]!);
      expect(problems(plays[12]!, geo)).toEqual([]);
      expect(geo.tiles.every((t) => t.placement === 'clear')).toBe(true);
      const out = overshoot(geo, DEFAULT_TABLE);
      expect(out).toBeLessThanOrEqual(2);
      if (out === 0) onTable++;
      // It turned: 12 tiles in a row east of the lead would reach x = 19 at least.
      expect(Math.max(...geo.tiles.map((t) => t.cx + t.width / 2))).toBeLessThanOrEqual(15);
    }
    expect(onTable / arms).toBeGreaterThanOrEqual(share);
  });

  test('a narrower table makes the same arm turn sooner', () => {
    const narrow = { width: 12, height: 15 };
    let arms = 0;
    for (let i = 0; arms < 100; i++) {
      const plays = randomPlay(`narrow/${i}`, optionsFor('none'), true);
      if (plays.length < 9) continue;
      arms++;
      const wide = layoutGeometry(plays[8]!);
      const geo = layoutGeometry(plays[8]!, narrow);
      expect(problems(plays[8]!, geo)).toEqual([]);
      expect(overshoot(geo, narrow)).toBe(0);
      expect(overshoot(wide, narrow)).toBeGreaterThan(0);
    }
  });

  test.each(SPINNER_MODES)('%s: random layouts of up to 10 tiles stay on the table', (mode) => {
    for (let i = 0; i < 300; i++) {
      const plays = randomPlay(`small/${mode}/${i}`, optionsFor(mode));
      const layout = plays[Math.min(plays.length, 10) - 1]!;
      expect(overshoot(layoutGeometry(layout), DEFAULT_TABLE)).toBe(0);
    }
  });

  test('bounds hold every tile and ghost', () => {
    const plays = randomPlay('bounds', optionsFor('all_doubles'));
    const geo = layoutGeometry(plays[plays.length - 1]!);
    const { minX, minY, maxX, maxY } = geo.bounds;
    for (const r of [...geo.tiles, ...geo.ghosts]) {
      expect(r.cx - r.width / 2).toBeGreaterThanOrEqual(minX);
      expect(r.cy + r.height / 2).toBeLessThanOrEqual(maxY);
    }
    const xs = geo.tiles.map((t) => t.cx - t.width / 2);
    expect(minX).toBeLessThanOrEqual(Math.min(...xs));
    expect(maxX).toBeGreaterThan(minX);
    expect(minY).toBeLessThan(maxY);
    expect(layoutGeometry(EMPTY_LAYOUT)).toMatchObject({ tiles: [], ghosts: [] });
  });
});
