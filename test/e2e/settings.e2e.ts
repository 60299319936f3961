/**
 * Settings on every screen: all twelve rows (practice's three included) and Back are on
 * screen where there is room, and on a 360x640 phone the screen scrolls to them: the keyboard
 * focus brings the row it lands on into view, and a drag scrolls without stepping the picker
 * it started or ended on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, pressButton, scenes, shot, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

interface Seen {
  readonly id: string;
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

function boxes(page: Page): Promise<Seen[]> {
  return page.evaluate(() => (window.horseRace?.boxes() ?? []) as Seen[]);
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${base}?e2e=1`);
  await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
  const settings = page.getByRole('button', { name: 'Settings' });
  await waitUntil('the menu as DOM buttons', async () => (await settings.count()) === 1);
  await settings.dispatchEvent('click');
  await waitUntil('the Settings screen', async () =>
    (await boxes(page)).some((b) => b.id === 'Settings/button:Back'),
  );
}

function offScreen(seen: Seen[], w: number, h: number): string[] {
  return seen
    .filter((b) => b.kind !== 'panel')
    .filter((b) => b.x < -0.5 || b.y < -0.5 || b.x + b.w > w + 0.5 || b.y + b.h > h + 0.5)
    .map((b) => b.id);
}

const ROWS = ['Sound', 'Tile faces', 'Practice hints', 'Count it yourself', 'Open hands'];

describe('Settings', () => {
  test.each([
    [390, 844],
    [768, 1024],
    [1280, 720],
  ])('at %ix%i every row and Back are on screen at once', async (w, h) => {
    const { page, context, errors } = await openPage(browser(), { width: w, height: h });
    await openSettings(page);
    const seen = await boxes(page);
    for (const row of ROWS) expect(seen.map((b) => b.id)).toContain(`Settings/picker:${row}`);
    expect(offScreen(seen, w, h)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a 360x640 phone the screen scrolls: the focus brings Back into view, a drag steps nothing', async () => {
    const w = 360;
    const h = 640;
    const { page, context, errors } = await openPage(
      browser(),
      { width: w, height: h },
      { touch: false, scale: 2 },
    );
    await openSettings(page);
    const at = async (id: string): Promise<Seen | undefined> =>
      (await boxes(page)).find((b) => b.id === id);
    const onScreen = (b: Seen | undefined): boolean =>
      b !== undefined && b.y >= 0 && b.y + b.h <= h;
    // Too tall for the phone: Back starts below the fold.
    expect(onScreen(await at('Settings/button:Back'))).toBe(false);
    // Up from the first row wraps the focus to Back, which scrolls into view.
    await page.keyboard.press('ArrowUp');
    await waitUntil('Back in view', async () => onScreen(await at('Settings/button:Back')));
    expect(onScreen(await at('Settings/picker:Sound'))).toBe(false);
    await shot(page, 'settings-360-scrolled');

    // A drag down the screen scrolls back to the top; the rows it crossed keep their values.
    const before = await page.evaluate(() => JSON.stringify(localStorage));
    await page.mouse.move(w / 2, 150);
    await page.mouse.down();
    await page.mouse.move(w / 2, 560, { steps: 12 });
    await page.mouse.up();
    await waitUntil('Sound in view again', async () => onScreen(await at('Settings/picker:Sound')));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before);

    // A tap still works: Back, found by the keyboard, returns to the menu.
    await pressButton(page, 'Back', 'ArrowUp');
    await waitUntil('the menu again', async () => (await scenes(page)).includes('Menu'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
