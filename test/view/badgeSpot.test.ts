/** Hint badges sit beside the open end, never over the ghost's pips nor its parent tile (issue 12). */
import { describe, expect, test } from 'vitest';
import { attach, EMPTY_LAYOUT, placeLead, type OpenPoint } from '../../src/engine/layout';
import { PRESET_OPTIONS } from '../../src/engine/options';
import { Generator, seedRng, shuffleInPlace } from '../../src/engine/rng';
import { fullSet, hasPip, type Tile } from '../../src/engine/tiles';
import { badgeSpot, overlaps, TAG_GAP } from '../../src/view/badgeSpot';
import { layoutGeometry } from '../../src/view/layout';

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
    const options = PRESET_OPTIONS['horse-race'];
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      const g = new Generator(seedRng(`badge/${game}`));
      const tiles = fullSet(6);
      shuffleInPlace(g, tiles);
      let layout = placeLead(EMPTY_LAYOUT, tiles.pop() as Tile, options);
      for (let step = 0; step < 20; step++) {
        const geo = layoutGeometry(layout);
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
        const moves: [Tile, OpenPoint][] = [];
        for (const t of tiles)
          for (const p of layout.open) if (hasPip(t, p.value)) moves.push([t, p]);
        if (moves.length === 0) break;
        const [t, p] = moves[g.int(moves.length)]!;
        tiles.splice(tiles.indexOf(t), 1);
        layout = attach(layout, t, p, options);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('the lead: a tag beside the ghost, for a double standing too', () => {
    // As layoutView's leadGhost: lying across the middle, or standing for a double.
    const from = { x: -1, y: 0 };
    for (const rect of [
      { cx: 0, cy: 0, width: 2, height: 1 },
      { cx: 0, cy: 0, width: 1, height: 2 },
    ])
      expect(overlaps(badgeSpot(rect, from, TAG), rect)).toBe(false);
  });
});
