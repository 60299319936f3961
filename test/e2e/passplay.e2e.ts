/**
 * Pass-and-play (issue 15): two people at one device, chosen on New Game through its DOM
 * buttons; hints are asked once (kept off); between their turns a cover hides the table
 * ("Pass to North") and shows no tiles; after "Show North's tiles" the hand at the bottom is
 * the hand of the person on turn.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import {
  family,
  openPage,
  scenes,
  shot,
  snapshot,
  tap,
  tapOnce,
  waitUntil,
  useBrowser,
} from './browser';
import { moveButtons } from './drive';
import { formatTile } from '../../src/engine/core/tiles';

const browser = useBrowser();
const base = inject('baseURL');
const TURN = new Set(['lead', 'play-chain', 'draw']);

async function dom(page: Page, name: string | RegExp): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await waitUntil(`${String(name)} as a DOM button`, async () => (await button.count()) === 1);
  await button.dispatchEvent('click');
}

type Seen = { kind: 'cover'; label: string; x: number; y: number; hand: number } | { kind: 'turn' };

/** The next thing the table waits for: a cover's button, or the person on turn (settled). */
async function next(page: Page): Promise<Seen> {
  return waitUntil('a cover or a turn', async () => {
    const [s, h] = [await snapshot(page), await family(page)];
    if (!s || !h || h.flights.length > 0) return null;
    const b = h.buttons.find((x) => /^Show \w+'s tiles$|^Keep hints off$/.test(x.label));
    if (b) return { kind: 'cover', label: b.label, x: b.x, y: b.y, hand: h.hand.length };
    if (s.turn !== null && TURN.has(s.phase) && h.live) return { kind: 'turn' };
    return null;
  });
}

describe('pass-and-play', () => {
  test('two people at one device: a cover between their turns, each sees their own tiles', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await dom(page, 'New game');
    await waitUntil('the form', async () => (await scenes(page)).includes('NewGame'));
    // Two players, the second a person too.
    const label = async (row: string): Promise<string> =>
      waitUntil(row, async () => {
        const names = await page.$$eval('#game-controls button', (bs) =>
          bs.map((b) => b.textContent),
        );
        return names.find((n) => n.startsWith(`${row}: `) && n.endsWith('Next choice')) ?? null;
      });
    /** Steps a picker through its DOM button until it shows `wanted`, one change at a time. */
    const choose = async (row: string, wanted: string): Promise<void> => {
      for (let i = 0; i < 8; i++) {
        const now = await label(row);
        if (now.startsWith(`${row}: ${wanted}.`)) return;
        await dom(page, now);
        await waitUntil(`${row} changed`, async () => (await label(row)) !== now);
      }
    };
    await choose('Players', '2');
    await choose('People', 'Everyone');
    expect(await label('People')).toBe('People: Everyone. Next choice');
    // Every seat a person's: no computer opponents to choose (issue 26, item 13).
    await waitUntil('Opponents greyed', async () => {
      const off = await page.$$eval('#game-controls button', (bs) =>
        bs
          .filter((b) => b.textContent.startsWith('Opponents'))
          .map((b) => b instanceof HTMLButtonElement && b.disabled),
      );
      return off.length > 0 && off.every((d) => d) ? true : null;
    });
    await dom(page, 'Start');
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));

    const passedTo: string[] = [];
    let asked = 0;
    for (let moves = 0; passedTo.length < 3 && moves < 60;) {
      const seen = await next(page);
      if (seen.kind === 'cover') {
        if (seen.label === 'Keep hints off') asked++;
        else {
          passedTo.push(seen.label);
          // Under a cover no tiles are shown but those of the person who just played.
          if (passedTo.length === 1) expect(seen.hand).toBe(0);
          if (passedTo.length === 2) await shot(page, 'pass-cover-1280x720');
        }
        await tapOnce(
          page,
          `the cover answered (${seen.label})`,
          async () => (await family(page))?.buttons.find((x) => x.label === seen.label),
          async () => !(await family(page))?.buttons.some((x) => x.label === seen.label),
        );
        continue;
      }
      // The person on turn sees their own tiles, and no hints (not agreed).
      const s = (await snapshot(page))!;
      const h = (await family(page))!;
      expect(h.hand.map((t) => formatTile(t.tile)).sort()).toEqual(s.hand.slice().sort());
      expect(h.hand.length).toBe(s.handSizes[s.turn!]);
      const before = JSON.stringify([s, h.chosen]);
      const tile = h.hand.find((t) => t.playable);
      const move = h.targets[0] && h.chosen !== null ? h.targets[0] : moveButtons(h)[0];
      // One tap: a play or a draw, or a tile chosen; with none, the table passes by itself.
      const spot = move ?? tile;
      if (spot) await tap(page, spot);
      await waitUntil('the turn answered', async () => {
        const now = JSON.stringify([await snapshot(page), (await family(page))?.chosen]);
        return now !== before;
      });
      if (move) moves++;
    }
    expect(asked).toBe(1);
    expect(passedTo.length).toBe(3);
    // The device went from one person to the other and back.
    expect(new Set(passedTo).size).toBe(2);
    expect(passedTo[0]).not.toBe(passedTo[1]);
    await shot(page, 'pass-table-1280x720');
    expect(errors).toEqual([]);
    await context.close();
  });
});
