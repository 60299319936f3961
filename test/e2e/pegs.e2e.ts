/**
 * The score pegs keep to their own lanes: in a 4-player partners game of Horse Race at the
 * slow pace, at a phone (390x844, 2x, touch: the names over the lanes) and a desktop
 * (1280x720: the names beside them), every animation frame's pegs (badges `peg:<side>` in
 * `boxes()`) are checked against every text on the table: a moving peg never crosses a
 * partnership's name ("West & East"), a score or any other words. A frame with a peg in the
 * air is kept as a screenshot (`pegs-<size>-mid-hop.png`), and a crossing, should one happen,
 * as it is seen (`pegs-<size>-crossing.png`). To 25, so that the phone's holes, and its pegs,
 * are large enough for a hop to reach the name over the lane (it did before `pegHop`).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import {
  ARTIFACTS,
  boxes,
  family,
  openPage,
  PHONE_AND_DESKTOP,
  scenes,
  shot,
  useBrowser,
  waitUntil,
} from './browser';
import { enterUntil } from './drive';

const browser = useBrowser();
const base = inject('baseURL');

interface Watch {
  /** Frames in which a peg was in the air (drawn larger than at rest). */
  hops: number;
  /** A peg over a text, once per pair: "peg:1 × text:West & East". */
  crossings: string[];
}

/** Checks every frame, in the page, where the pegs are against the table's texts. */
async function watchPegs(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { hops: 0, crossings: [] as string[] };
    (window as unknown as { __pegs: typeof seen }).__pegs = seen;
    const tick = (): void => {
      const all = window.horseRace?.boxes() ?? [];
      const pegs = all.filter((b) => b.id.startsWith('FamilyTable/peg:'));
      const texts = all.filter((b) => b.id.startsWith('FamilyTable/text:'));
      const rest = Math.min(...pegs.map((p) => p.w));
      if (pegs.some((p) => p.w > rest * 1.05)) seen.hops++;
      for (const p of pegs)
        for (const t of texts) {
          const ox = Math.min(p.x + p.w, t.x + t.w) - Math.max(p.x, t.x);
          const oy = Math.min(p.y + p.h, t.y + t.h) - Math.max(p.y, t.y);
          const pair = `${p.id.replace(/#\d+$/, '')} × ${t.id}`;
          if (ox > 1 && oy > 1 && !seen.crossings.includes(pair)) seen.crossings.push(pair);
        }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function watched(page: Page): Promise<Watch> {
  return page.evaluate(() => (window as unknown as { __pegs: Watch }).__pegs);
}

/** True while a peg is drawn larger than at rest: in the air. */
function midHop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const pegs = (window.horseRace?.boxes() ?? []).filter((b) =>
      b.id.startsWith('FamilyTable/peg:'),
    );
    const rest = Math.min(...pegs.map((p) => p.w));
    return pegs.some((p) => p.w > rest * 1.15);
  });
}

/** The pegboard alone, as drawn now, and the whole screen beside it. */
async function board(page: Page, name: string): Promise<void> {
  const b = (await boxes(page)).find((x) => x.id === 'FamilyTable/pegboard');
  if (b) {
    const clip = { x: b.x, y: b.y, width: b.w, height: b.h };
    await page.screenshot({ path: join(ARTIFACTS, `${name}-board.png`), clip });
  }
  await shot(page, name);
}

describe('the score pegs', () => {
  test.each(PHONE_AND_DESKTOP)('never cross a name or a number at $name', async (size) => {
    const { page, context, errors } = await openPage(browser(), size.viewport, {
      touch: size.touch,
      scale: size.scale,
    });
    await page.goto(
      `${base}?e2e=1&preset=horse-race&players=4&partners=1&seed=PEGS01&speed=slow&target=25`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    await watchPegs(page);
    let shots = 0;
    let crossed = false;
    // The person plays by Enter; between moves, a peg in the air is photographed once.
    await enterUntil(
      page,
      async () => {
        if (shots === 0 && (await midHop(page))) {
          await board(page, `pegs-${size.name}-mid-hop`);
          shots++;
        }
        // A crossing, should there be one, is photographed as it happens, for the failure.
        if (!crossed && (await watched(page)).crossings.length > 0) {
          await board(page, `pegs-${size.name}-crossing`);
          crossed = true;
        }
        const h = await family(page);
        return Boolean(h?.buttons.some((b) => b.label === 'Next'));
      },
      (snap) =>
        Promise.resolve(snap.turn === 0 && ['lead', 'play-chain', 'draw'].includes(snap.phase)),
      240_000,
    );
    const seen = await watched(page);
    expect(seen.hops, 'frames with a peg in the air').toBeGreaterThan(5);
    expect(seen.crossings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
