/**
 * Double-twelve layouts of up to 91 tiles (issue 13): every tile placed without overlap, and
 * the whole layout in sight at a size that stays readable, on a phone held upright and on a
 * desktop (the camera fit of layoutView.ts over the family table's board, familyRegions.ts).
 */
import { describe, expect, test } from 'vitest';
import {
  attach,
  EMPTY_LAYOUT,
  placeLead,
  type Layout,
  type OpenPoint,
} from '../../src/engine/line/layout';
import { PRESET_OPTIONS } from '../../src/engine/line/options';
import { Generator, seedRng, shuffleInPlace } from '../../src/engine/core/rng';
import { fullSet, hasPip, type Tile } from '../../src/engine/core/tiles';
import { layoutGeometry } from '../../src/view/line/layout';
import { aspectStep, layoutZoom, tableLayout, rectsBounds } from '../../src/view/line/layoutFit';
import { familyRegions } from '../../src/view/familyRegions';

/** The board of the family table for four players at this size (a hand of seven, Draw and Pass). */
const boardOf = (w: number, h: number) => familyRegions(w, h, 3, 2, 7).board;

/** A random legal play of the whole double-twelve set, until no tile fits. */
function play(seed: string, mode: 'none' | 'first_double' | 'all_doubles'): Layout {
  const options = { ...PRESET_OPTIONS['horse-race'], spinnerMode: mode, maxPip: 12 };
  const g = new Generator(seedRng(seed));
  const tiles = fullSet(12);
  shuffleInPlace(g, tiles);
  let layout = placeLead(EMPTY_LAYOUT, tiles.pop() as Tile, options);
  for (;;) {
    const moves: [Tile, OpenPoint][] = [];
    for (const t of tiles) for (const p of layout.open) if (hasPip(t, p.value)) moves.push([t, p]);
    if (moves.length === 0) return layout;
    const [t, p] = moves[g.int(moves.length)] as [Tile, OpenPoint];
    tiles.splice(tiles.indexOf(t), 1);
    layout = attach(layout, t, p, options);
  }
}
type Box = { minX: number; minY: number; maxX: number; maxY: number };

const MODES = ['none', 'first_double', 'all_doubles'] as const;

describe('double-twelve layouts of up to 91 tiles', () => {
  test.each(MODES)('spinners %s: no tile overlaps another', (mode) => {
    for (let i = 0; i < 6; i++) {
      const layout = play(`BIG${i}`, mode);
      expect(layout.nodes.length).toBeGreaterThan(50);
      const boxes: Box[] = layoutGeometry(layout).tiles.map((t) => ({
        minX: t.cx - t.width / 2,
        minY: t.cy - t.height / 2,
        maxX: t.cx + t.width / 2,
        maxY: t.cy + t.height / 2,
      }));
      for (let a = 0; a < boxes.length; a++)
        for (let b = a + 1; b < boxes.length; b++) {
          const p = boxes[a] as Box;
          const q = boxes[b] as Box;
          const w = Math.min(p.maxX, q.maxX) - Math.max(p.minX, q.minX);
          const h = Math.min(p.maxY, q.maxY) - Math.max(p.minY, q.minY);
          expect(w > 0.01 && h > 0.01, `tiles ${a} and ${b} of ${mode} BIG${i}`).toBe(false);
        }
    }
  });

  // Pixels per half tile when the whole layout is in sight, on the table of its screen
  // (layoutFit.ts, as LayoutView draws it): at least 12 on a phone and 15 on a desktop (on
  // the old line table's layout area: 12.0 at the least over these deals, 14.3 the median, and
  // 15.3; on the fixed 26 × 15 table 14.6). Small halves show their number as a numeral.
  test.each([
    [390, 844, 12],
    [1280, 720, 15],
  ])('%i x %i: the whole layout in sight at %i px or more per half tile', (w, h, least) => {
    const region = boardOf(w, h);
    for (const mode of MODES)
      for (let i = 0; i < 6; i++) {
        const geo = tableLayout(play(`BIG${i}`, mode), aspectStep(region));
        const b = rectsBounds(geo.tiles);
        const zoom = layoutZoom(geo, region);
        expect(zoom).toBeGreaterThanOrEqual(least);
        expect((b.maxX - b.minX) * zoom).toBeLessThanOrEqual(region.w);
        expect((b.maxY - b.minY) * zoom).toBeLessThanOrEqual(region.h);
      }
  });
});
