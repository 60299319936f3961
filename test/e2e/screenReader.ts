/**
 * A screen-reader user's side of a page, for browser tests: the name they chose (Settings'
 * stored preference), everything the voice (the live region, `#game-voice`) has said since
 * they began to listen, and the DOM's game controls, pressed as a screen reader does (a
 * click event on the button).
 */
import type { Page } from 'playwright-core';
import { scenes, waitUntil } from './browser';

declare global {
  interface Window {
    /** Every paragraph the live region has been given since `listen` (it keeps only six). */
    heard?: string[];
  }
}

/** Settings' stored preferences (src/session.ts). */
const PREFS = 'horseRace.settings.prefs';

/** The person's name in Settings, as stored; the page is loaded again to take it in. */
export async function chooseName(page: Page, name: string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    PREFS,
    JSON.stringify({ playerName: name }),
  ] as const);
  await page.reload();
  await waitUntil('the menu', async () => (await scenes(page)).includes('Menu') || null);
  await waitUntil('the online hook', () =>
    page.evaluate(() => window.horseRaceOnline !== undefined),
  );
}

/** Keeps every paragraph the voice says from now on (`heard`). */
export async function listen(page: Page): Promise<void> {
  await waitUntil('the voice', () =>
    page.evaluate(() => document.getElementById('game-voice') !== null),
  );
  await page.evaluate(() => {
    const region = document.getElementById('game-voice');
    const heard: string[] = [];
    window.heard = heard;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) heard.push(n.textContent ?? '');
    }).observe(region!, { childList: true });
  });
}

/** What the voice has said since `listen`, oldest first. */
export const heard = (page: Page): Promise<string[]> =>
  page.evaluate(() => window.heard?.slice() ?? []);

export { controlLabels as controls, pressControl } from './browser';
