/**
 * Issue 26, item 15 in the real browser: on a phone (390x844) the menu's title keeps clear
 * of the sound button and Settings' panel fits the screen, border and all; the page has a
 * description for search engines and the site a robots.txt.
 */
import { describe, expect, inject, test } from 'vitest';
import { boxes, openPage, scenes, shot, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

describe('a phone-sized menu and Settings', () => {
  test('the title clear of the sound button, Settings within the screen', async () => {
    const { page, context, errors } = await openPage(
      browser(),
      { width: 390, height: 844 },
      { touch: true },
    );
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const menu = await waitUntil('the title and the sound button', async () => {
      const b = await boxes(page);
      const title = b.find((x) => x.id === 'Menu/text:Horse Race');
      const sound = b.find((x) => x.id === 'Menu/sound');
      return title && sound ? { title, sound } : null;
    });
    await shot(page, 'phone-menu-390x844');
    // At least 8 px between the title's right edge and the button (it was under 1 px).
    expect(menu.sound.x - (menu.title.x + menu.title.w)).toBeGreaterThanOrEqual(8);
    expect(menu.title.x).toBeGreaterThanOrEqual(8);

    await page
      .getByRole('button', { name: 'Settings', exact: true })
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Settings', exact: true }).dispatchEvent('click');
    await waitUntil('Settings', async () => (await scenes(page)).includes('Settings'));
    const panel = await waitUntil('the panel', async () =>
      (await boxes(page)).find((x) => x.id === 'Settings/panel'),
    );
    await shot(page, 'phone-settings-390x844');
    // The whole panel, its bottom border included, is on the screen without scrolling.
    expect(panel.y).toBeGreaterThanOrEqual(0);
    expect(panel.y + panel.h).toBeLessThanOrEqual(844 - 4);
    const back = (await boxes(page)).find((x) => x.id === 'Settings/button:Back');
    expect(back && back.y + back.h).toBeLessThanOrEqual(panel.y + panel.h);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a meta description and a robots.txt', async () => {
    const { page, context } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1`);
    const description = await page.getAttribute('meta[name="description"]', 'content');
    expect(description).toMatch(/dominoes/i);
    expect(description!.length).toBeLessThanOrEqual(170);
    const robots = await page.request.get(new URL('robots.txt', base).href);
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    await context.close();
  });
});
