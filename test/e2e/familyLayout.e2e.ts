/**
 * The family table looks finished on every screen (issues 23 and 24): Mexican Train with
 * eight players on double-twelve, and Texas 42, played by keyboard at a phone's 390x844 (2x),
 * 360x640, a phone on its side (640x360), a tablet's 768x1024 and a desktop's 1280x720, with
 * the layout sampler (sampler.ts) running the whole time: nothing overlaps, nothing is off
 * screen, every button on a phone is a thumb's size. On double-twelve every tile in hand and on
 * the board shows numerals (issue 26, item 4).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { FamilyHotspots } from '../../src/scenes/family/FamilyTableScene';
import {
  boxes,
  button,
  family,
  openPage,
  scenes,
  shot,
  tap,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { sampled, startSampler, stopSampler } from './sampler';

const browser = useBrowser();
const base = inject('baseURL');

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2, touch: true },
  { name: 'small-phone', viewport: { width: 360, height: 640 }, scale: 1, touch: true },
  { name: 'phone-landscape', viewport: { width: 640, height: 360 }, scale: 1, touch: true },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, scale: 1, touch: false },
  { name: 'desktop', viewport: { width: 1280, height: 720 }, scale: 1, touch: false },
] as const;

const GAMES = [
  { name: 'mexican-train-8', query: 'preset=mexican-train&players=8&set=12&rounds=1', big: true },
  { name: 'texas-42', query: 'preset=texas-42&target=1', big: false },
] as const;

/**
 * On a set above six, every tile in hand and on the board shows numerals by default (issue 26,
 * item 4): 10, 11 and 12 read at a glance.
 */
async function expectNumerals(page: Page, h: FamilyHotspots): Promise<number> {
  expect(h.hand.filter((t) => !t.numerals).map((t) => t.tile)).toEqual([]);
  const board = (await boxes(page)).filter((b) => b.kind === 'tile');
  expect(board.filter((b) => !b.id.endsWith(' numerals')).map((b) => b.id)).toEqual([]);
  return board.length;
}

/** Enter until the first hand ends (its panel is sampled too): `moves` of the person's at most. */
async function playOneHand(
  page: Page,
  moves: number,
  name: string,
  bigSet: boolean,
  touch: boolean,
): Promise<void> {
  let boardTiles = 0;
  let planShown = false;
  for (let made = 0; made < moves;) {
    // The end of the hand, or the person to move (every tile of the hand in place).
    const h = await waitUntil('the person to have something to do', async () => {
      const now = await family(page);
      const end = now?.buttons.some((b) => ['Next', 'Rematch'].includes(b.label));
      return now && (end || now.live) ? now : null;
    });
    if (h.buttons.some((b) => ['Next', 'Rematch'].includes(b.label))) {
      await shot(page, `${name}-end`);
      // Where the score sheet is behind a button, it opens over the end panel too.
      if (button(h, 'Scores')) {
        await tap(page, button(h, 'Scores')!, touch);
        await waitUntil('the score sheet over the end panel, after one tap', async () =>
          Boolean((await family(page))?.buttons.some((b) => b.label === 'Close')),
        );
        await shot(page, `${name}-end-scores`);
        await page.keyboard.press('Escape');
        await waitUntil('the end panel again', async () => {
          const now = await family(page);
          return now?.buttons.some((b) => ['Next', 'Rematch'].includes(b.label)) ?? false;
        });
      }
      break;
    }
    if (bigSet) boardTiles += await expectNumerals(page, h);
    if (made === 2) await shot(page, `${name}-turn`);
    // Plan my train (issue 36, item 7): the longest train laid sideways, link by link, and
    // kept on while the hand is played (sampled all the while).
    const plan = button(h, 'Plan my train');
    if (plan && !planShown) {
      planShown = true;
      await tap(page, plan, touch);
      // (Live once the hand is at rest.)
      const planned = await waitUntil('the planned train', async () => {
        const now = await family(page);
        return now?.live && button(now, 'Sort by number') ? now : null;
      });
      const links = planned.hand.filter((t) => t.sideways);
      expect(links.length).toBeGreaterThanOrEqual(2);
      expect(planned.hand.slice(0, links.length)).toEqual(links);
      await shot(page, `${name}-plan`);
    }
    // Texas 42's first turn is a bid: the shaker is marked at its place (issue 36, item 5).
    if (made === 0 && name.includes('texas-42')) {
      expect((await texts(page)).some((t) => /\bShaker\b/.test(t))).toBe(true);
      await shot(page, `${name}-bid`);
    }
    made++;
    await page.keyboard.press('Enter');
    await waitUntil('the move', async () => {
      const after = await family(page);
      return after && after.step !== h.step ? after : null;
    });
  }
  if (bigSet) expect(boardTiles).toBeGreaterThan(0);
  if (name.includes('mexican')) expect(planShown).toBe(true);
}

describe.each(GAMES)('the family table: $name', ({ name, query, big }) => {
  test.each(SIZES)('at $name, nothing overlaps', async (size) => {
    const { page, context, errors } = await openPage(browser(), size.viewport, {
      touch: size.touch,
      scale: size.scale,
    });
    await page.goto(`${base}?e2e=1&${query}&seed=FLAY01&speed=instant`);
    await waitUntil('the family table', async () => (await scenes(page)).includes('FamilyTable'));
    await startSampler(page, { phone: size.viewport.width < 500, tileMin: 0 });
    await playOneHand(page, 12, `layout-${name}-${size.name}`, big, size.touch);
    await sampled(page, 5);
    const { problems, samples } = await stopSampler(page);
    expect(samples).toBeGreaterThan(5);
    expect(Object.entries(problems).map(([k, v]) => `${k}   [${v}]`)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
