/**
 * Every family animates (issue 33, item 4): on a table of computers at the normal pace, a
 * tile played is seen between its start and its place in at least three frames (the line of
 * play, Mexican Train, Texas 42); at the instant pace no frame shows one in flight while the
 * game goes on. Frames are sampled in the page, one per animation frame.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { Flight } from '../../src/scenes/table/flights';
import { openPage, shot, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

const FAMILIES = [
  { name: 'Horse Race', query: 'preset=horse-race&players=4' },
  { name: 'Mexican Train', query: 'preset=mexican-train&players=4&set=9' },
  { name: 'Texas 42', query: 'preset=texas-42&target=7' },
] as const;

interface Sample {
  readonly step: number;
  readonly flights: readonly Flight[];
}

/** The pieces in flight and the table's step in each animation frame for `ms`. */
function sample(page: Page, ms: number): Promise<Sample[]> {
  return page.evaluate(
    (ms) =>
      new Promise<Sample[]>((resolve) => {
        const out: Sample[] = [];
        const end = performance.now() + ms;
        const frame = (): void => {
          const h = window.horseRaceTest?.family();
          out.push({ step: h?.step ?? -1, flights: h?.flights ?? [] });
          if (performance.now() < end) requestAnimationFrame(frame);
          else resolve(out);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

/** How far along its way a piece is (0 at its start, 1 at its place). */
function along(f: Flight): number {
  const whole = Math.hypot(f.to.x - f.from.x, f.to.y - f.from.y);
  return whole === 0 ? 1 : Math.hypot(f.x - f.from.x, f.y - f.from.y) / whole;
}

/** The most frames any one tile was seen strictly between its start and its place. */
function framesBetween(samples: readonly Sample[]): number {
  const seen = new Map<string, number>();
  for (const s of samples)
    for (const f of s.flights) {
      if (!f.what.startsWith('tile:')) continue;
      const a = along(f);
      if (a <= 0.02 || a >= 0.98) continue;
      const key = `${f.what} ${f.from.x},${f.from.y}→${f.to.x},${f.to.y}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  return Math.max(0, ...seen.values());
}

describe.each(FAMILIES)('$name animates its moves', ({ name, query }) => {
  test('at the normal pace a played tile is seen on its way; at the instant pace never', async () => {
    const errors: string[] = [];
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 720 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const opened = await openPage(browser(), viewport, { touch: size === 'phone' });
      const { page } = opened;
      await page.goto(`${base}?e2e=1&${query}&seed=MOTION&speed=normal&watch=1`);
      await waitUntil(`${name}'s table`, () => page.evaluate(() => window.horseRaceTest?.family()));
      // Computers play on (about a move a second): sample until a tile has been seen flying.
      let best = 0;
      for (let round = 0; round < 8 && best < 3; round++)
        best = Math.max(best, framesBetween(await sample(page, 1500)));
      expect(best, `${name} at ${size}: frames with a tile on its way`).toBeGreaterThanOrEqual(3);
      // The picture mid-move, for docs/ui.md.
      await waitUntil('a tile in flight', () =>
        page.evaluate(
          () =>
            window.horseRaceTest?.family()?.flights.some((f) => f.what.startsWith('tile:')) || null,
        ),
      );
      await shot(page, `motion-${name.toLowerCase().replace(/ /g, '-')}-${size}`);
      errors.push(...opened.errors);
      await opened.context.close();
    }
    // The instant pace: the game goes on, and no frame shows a piece in flight.
    const fresh = await openPage(browser(), { width: 390, height: 844 }, { touch: true });
    await fresh.page.goto(`${base}?e2e=1&${query}&seed=MOTION&speed=instant&watch=1`);
    const samples = await sample(fresh.page, 3000);
    // (The computers may play the whole hand before the first frame is sampled.)
    expect(Math.max(...samples.map((s) => s.step))).toBeGreaterThan(3);
    expect(samples.flatMap((s) => s.flights)).toEqual([]);
    expect([...errors, ...fresh.errors]).toEqual([]);
    await fresh.context.close();
  });
});
