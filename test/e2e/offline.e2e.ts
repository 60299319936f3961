/**
 * Installable and offline (issue 15): the manifest and its icons, a service worker that
 * precaches every file of the build, and after one visit the game starts and plays with
 * the network off, the lazy tutorial included.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { openPage, scenes, snapshot, texts, waitUntil, useBrowser } from './browser';
import { makeMoves } from './drive';

const browser = useBrowser();
const base = inject('baseURL');
const dist = join(import.meta.dirname, '..', '..', 'dist');

describe('installable and offline', () => {
  test('one visit, then the network off: it starts, plays and opens the tutorial', async () => {
    const { page, context, errors, outside } = await openPage(browser(), {
      width: 1280,
      height: 720,
    });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);

    // The manifest: names, colours, the 192 and 512 px icons and a maskable one, all served.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) return null;
      const m = (await (await fetch(link.href)).json()) as {
        name: string;
        short_name: string;
        theme_color: string;
        background_color: string;
        display: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      const served = await Promise.all(
        m.icons.map(async (i) => (await fetch(new URL(i.src, link.href))).ok),
      );
      return { ...m, served };
    });
    expect(manifest).not.toBeNull();
    expect(manifest?.short_name).toBe('Horse Race');
    expect(manifest?.theme_color).toMatch(/^#/);
    expect(manifest?.display).toBe('standalone');
    expect(manifest?.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest?.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    expect(manifest?.served.every(Boolean)).toBe(true);

    // The service worker is registered after start-up; once it is active, every file of the
    // build is cached: the lazy chunks (tutorial, advisor, search), workers and sounds too.
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const r of await cache.keys()) urls.push(new URL(r.url).pathname);
      }
      return urls;
    });
    const built = readdirSync(join(dist, 'assets'));
    expect(built.filter((f) => !cached.some((u) => u.endsWith(`/assets/${f}`)))).toEqual([]);
    expect(built.some((f) => /^(tutorial|search|advisor)-/.test(f))).toBe(true);

    // Network off; the page comes back from the cache, a game starts and is played.
    await context.setOffline(true);
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=OFFL01&speed=instant`);
    await waitUntil('the table, offline', async () => (await scenes(page)).includes('FamilyTable'));
    await makeMoves(page, 2);
    // The computer player (its worker came from the cache) answered.
    await waitUntil('a computer move', async () => {
      const s = await snapshot(page);
      return s && s.layout.length >= 2 ? s : null;
    });

    // The tutorial, a chunk of its own, opens offline too.
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu, offline', async () => (await scenes(page)).includes('Menu'));
    // Really offline: a file the cache does not hold cannot be fetched. (Chromium 150 leaves
    // navigator.onLine true under Playwright's offline emulation, so that is not asked.)
    expect(
      await page.evaluate(() =>
        fetch(`/not-cached-${Date.now()}.txt`).then(
          () => 'reached',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    // That probe's own console line is not an error of the game's.
    const probed = errors.lastIndexOf(
      'console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
    );
    if (probed >= 0) errors.splice(probed, 1);
    const shown = (await texts(page)).join('\n');
    expect(shown).toContain('Tutorial');
    // Continue has the focus (the game above is saved); Tutorial is next.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitUntil('the lessons, offline', async () => (await scenes(page)).includes('Lessons'));

    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
