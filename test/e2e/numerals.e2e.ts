/**
 * Double-twelve on a phone (issue 13), with Settings' tile faces on pips (by default a big
 * set shows numerals at every size: layoutTable.e2e.ts): once a 4-player Block hand on a
 * double-twelve set has grown until the layout's halves are drawn under 22 CSS px (the table
 * of a phone held upright, 390x844 at 2x), every tile of the layout shows its numbers as numerals
 * (`numeralsAt` in src/view/pips.ts; the tile's id in `window.horseRace.boxes()` says
 * "numerals"), and while the halves are larger every tile shows pips. The person plays by
 * keyboard (Enter plays the first legal move); a screenshot of the moment is kept.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { Box } from '../../src/ui/boxes';
import { NUMERALS_BELOW_4_ROWS } from '../../src/view/pips';
import {
  family,
  openPage,
  scenes,
  shot,
  snapshot,
  TURN_PHASES,
  useBrowser,
  waitUntil,
} from './browser';

const browser = useBrowser();
const base = inject('baseURL');

/** The layout's tiles as drawn: id and half in CSS px. */
async function layoutTiles(page: Page): Promise<{ id: string; half: number }[]> {
  const boxes = await page.evaluate(() => window.horseRace?.boxes() ?? []);
  return boxes
    .filter((b: Box) => b.kind === 'tile')
    .map((b: Box) => ({ id: b.id, half: Math.min(b.w, b.h) }));
}

describe('numerals on small double-twelve tiles', () => {
  test('a long Block hand on a phone: numerals below 22 px per half, pips above', async () => {
    const { page, context, errors } = await openPage(
      browser(),
      { width: 390, height: 844 },
      { touch: true, scale: 2 },
    );
    await page.addInitScript(() =>
      localStorage.setItem('horseRace.settings.prefs', JSON.stringify({ faces: 'pips' })),
    );
    await page.goto(`${base}?e2e=1&preset=block&players=4&set=12&seed=QZ4R41&speed=instant`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    let pipsSeen = 0;
    let numeralsSeen = 0;
    for (let step = 0; step < 400 && numeralsSeen === 0; step++) {
      // The table still (every step shown, the camera at rest), the person to press a key.
      const { snap, next } = await waitUntil('the person to have something to do', async () => {
        const [snap, h] = [await snapshot(page), await family(page)];
        if (!snap || !h || h.flights.length > 0) return null;
        const next = h.buttons.some((b) => b.label === 'Next');
        const turn = h.live && snap.turn === 0 && TURN_PHASES.has(snap.phase);
        return snap.phase === 'game-over' || next || turn ? { snap, next } : null;
      });
      if (snap.phase === 'game-over') break;
      // In sight (no hand-end panel over it): the layout's tiles.
      const tiles = next ? [] : await layoutTiles(page);
      const small = tiles.filter((t) => t.half < NUMERALS_BELOW_4_ROWS - 0.5);
      const large = tiles.filter((t) => t.half > NUMERALS_BELOW_4_ROWS + 0.5);
      const layoutHasTen = tiles.some((t) => /1[0-2]/.test(t.id));
      if (layoutHasTen && small.length === tiles.length && tiles.length > 0) {
        expect(tiles.filter((t) => !t.id.endsWith(' numerals'))).toEqual([]);
        numeralsSeen = tiles.length;
        await shot(page, 'numerals-phone-double-twelve');
        break;
      }
      if (large.length === tiles.length && tiles.length > 0) {
        expect(tiles.filter((t) => t.id.endsWith(' numerals'))).toEqual([]);
        pipsSeen++;
      }
      const was = JSON.stringify(snap);
      await page.keyboard.press('Enter');
      await waitUntil('the key answered', async () => JSON.stringify(await snapshot(page)) !== was);
    }
    expect(pipsSeen).toBeGreaterThan(0);
    expect(numeralsSeen).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
