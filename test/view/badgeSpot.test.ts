/** Hint badges sit beside the open end, never over the ghost's pips nor its parent tile (issue 12). */
import { describe, expect, test } from 'vitest';
import { attach, EMPTY_LAYOUT, placeLead, type OpenPoint } from '../../src/engine/line/layout';
import { PRESET_OPTIONS } from '../../src/engine/line/options';
import { Generator, seedRng, shuffleInPlace } from '../../src/engine/core/rng';
import { fullSet, hasPip, type Tile } from '../../src/engine/core/tiles';
import {
  badgeSpot,
  overlaps,
  TAG_GAP,
  TAG_REACH,
  tagSpots,
  type TagRect,
} from '../../src/view/line/badgeSpot';
import { layoutGeometry, type LayoutGeometry } from '../../src/view/line/layout';
import { inside } from '../support/rects';
import { rectsBounds } from '../../src/view/line/layoutFit';

const TAG = { width: 2.4, height: 0.55 };

describe('badgeSpot', () => {
  test('beyond the far end of a ghost played east, north, west or south', () => {
    const rect = { cx: 3, cy: 0, width: 2, height: 1 };
    expect(badgeSpot(rect, { x: 2, y: 0 }, TAG)).toMatchObject({
      cx: 3 + 1 + 1.2 + TAG_GAP,
      cy: 0,
    });
    expect(badgeSpot(rect, { x: 4, y: 0 }, TAG).cx).toBeCloseTo(3 - 2.2 - TAG_GAP);
    const up = { cx: 0, cy: -3, width: 1, height: 2 };
    const above = badgeSpot(up, { x: 0, y: -2 }, TAG);
    expect(above.cx).toBe(0);
    expect(above.cy).toBeCloseTo(-3 - 1 - 0.275 - TAG_GAP);
    expect(badgeSpot(up, null, TAG).cy).toBeGreaterThan(-3);
  });

  test('over many random layouts: never on its ghost (a double across the line too) nor on the tile played on', () => {
    let checked = 0;
    for (const geo of randomGeometries(40, 'badge', 20)) {
      for (const ghost of geo.ghosts) {
        const parent = geo.tiles[ghost.point.node]!;
        const rects = [ghost, ...(ghost.double ? [ghost.double] : [])];
        for (const rect of rects) {
          const tag = badgeSpot(rect, ghost.at, TAG);
          expect(overlaps(tag, rect)).toBe(false);
          expect(overlaps(tag, parent)).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('the lead: a tag beside the ghost, for a double standing too', () => {
    // As litPlaces' leadGhost: lying across the middle, or standing for a double.
    const from = { x: -1, y: 0 };
    for (const rect of [
      { cx: 0, cy: 0, width: 2, height: 1 },
      { cx: 0, cy: 0, width: 1, height: 2 },
    ])
      expect(overlaps(badgeSpot(rect, from, TAG), rect)).toBe(false);
  });

  test('a spot taken by a tile: beside the ghost, level with its far end', () => {
    const ghost = { cx: 3, cy: 0, width: 2, height: 1 };
    const tag = { width: 1.2, height: 0.6 };
    // A tile standing just beyond the far end.
    const blocker = { cx: 4.5, cy: 0, width: 1, height: 2 };
    const spot = badgeSpot(ghost, { x: 2, y: 0 }, tag, { avoid: [blocker] });
    expect(overlaps(spot, blocker)).toBe(false);
    expect(overlaps(spot, ghost)).toBe(false);
    expect(spot.cy).toBeCloseTo(0.5 + 0.3 + TAG_GAP);
    // Its far edge level with the ghost's.
    expect(spot.cx + tag.width / 2).toBeCloseTo(4);
    // Below out of sight too: above.
    const within = { minX: -10, minY: -10, maxX: 10, maxY: 0.6 };
    const up = badgeSpot(ghost, { x: 2, y: 0 }, tag, { avoid: [blocker], within });
    expect(up.cy).toBeCloseTo(-(0.5 + 0.3 + TAG_GAP));
  });

  test('the near spots all taken: a free one further round the ghost, within reach', () => {
    const ghost = { cx: 0, cy: 0, width: 1, height: 2 };
    const tag = { width: 1, height: 0.5 };
    const spots = tagSpots(ghost, { x: 0, y: 1 }, tag);
    const avoid = spots.slice(0, 7);
    const spot = badgeSpot(ghost, { x: 0, y: 1 }, tag, { avoid });
    expect(avoid.some((a) => overlaps(a, spot))).toBe(false);
    expect(overlaps(spot, ghost)).toBe(false);
    // Its gap to the ghost, along x and y.
    const gx = Math.max(0, Math.abs(spot.cx) - (1 + 1) / 2);
    const gy = Math.max(0, Math.abs(spot.cy) - (2 + 0.5) / 2);
    expect(Math.hypot(gx, gy)).toBeLessThanOrEqual(TAG_REACH + 1e-9);
    for (const s of spots) expect(overlaps(s, ghost)).toBe(false);
  });

  test('nowhere free: the spot covering least, never the ghost itself', () => {
    const ghost = { cx: 0, cy: 0, width: 2, height: 1 };
    const tag = { width: 1, height: 0.5 };
    // A wall over everything round the ghost but a sliver on its right.
    const wall = { cx: -10 + 1.4, cy: 0, width: 20, height: 20 };
    const spot = badgeSpot(ghost, { x: -1, y: 0 }, tag, { avoid: [wall] });
    const covered = (r: TagRect): number =>
      Math.max(0, Math.min(r.cx + r.width / 2, 1.4) - (r.cx - r.width / 2)) * r.height;
    const least = Math.min(...tagSpots(ghost, { x: -1, y: 0 }, tag).map(covered));
    expect(covered(spot)).toBeCloseTo(least);
    expect(overlaps(spot, ghost)).toBe(false);
  });
});

/** The geometries of `games` random Horse Race layouts, after each of up to `steps` plays. */
function* randomGeometries(games: number, seed: string, steps: number): Iterable<LayoutGeometry> {
  const options = PRESET_OPTIONS['horse-race'];
  for (let game = 0; game < games; game++) {
    const g = new Generator(seedRng(`${seed}/${game}`));
    const tiles = fullSet(6);
    shuffleInPlace(g, tiles);
    let layout = placeLead(EMPTY_LAYOUT, tiles.pop() as Tile, options);
    for (let step = 0; step < steps; step++) {
      yield layoutGeometry(layout);
      const moves: [Tile, OpenPoint][] = [];
      for (const t of tiles)
        for (const p of layout.open) if (hasPip(t, p.value)) moves.push([t, p]);
      if (moves.length === 0) break;
      const [t, p] = moves[g.int(moves.length)]!;
      tiles.splice(tiles.indexOf(t), 1);
      layout = attach(layout, t, p, options);
    }
  }
}

describe('badges of every place at once (issue 26)', () => {
  test('none on a tile, a lit place or another badge, nor out of sight, when a spot is free', () => {
    const tag = { width: 1.4, height: 0.7 };
    let placed = 0;
    let clear = 0;
    for (const geo of randomGeometries(30, 'places', 24)) {
      const within = rectsBounds([...geo.tiles, ...geo.ghosts]);
      const badges: TagRect[] = [];
      for (const ghost of geo.ghosts) {
        const avoid = [...geo.tiles, ...geo.ghosts, ...badges];
        const spot = badgeSpot(ghost, ghost.at, tag, { avoid, within });
        const free = (s: TagRect): boolean =>
          avoid.every((a) => !overlaps(s, a)) && inside(s, within);
        expect(overlaps(spot, ghost)).toBe(false);
        if (tagSpots(ghost, ghost.at, tag).some(free)) {
          expect(free(spot)).toBe(true);
          clear++;
        }
        badges.push(spot);
        placed++;
      }
    }
    expect(placed).toBeGreaterThan(1000);
    // Nearly always a free spot within reach.
    expect(clear / placed).toBeGreaterThan(0.97);
  });
});
