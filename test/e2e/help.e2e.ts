/**
 * How to play loads on demand (its own chunk, not at start): from the menu, and from the
 * table's pause menu, after which Esc goes back to the table where it was.
 */
import { describe, expect, inject, test } from 'vitest';
import { hotspots, openPage, scenes, snapshot, tap, waitUntil, useBrowser } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

describe('How to play', () => {
  test('opens from the menu and from the pause menu, and goes back where it came from', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 390, height: 844 });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url().split('/').pop() ?? ''));
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    expect(fetched.some((f) => f.startsWith('HelpScene-'))).toBe(false);
    const help = page.getByRole('button', { name: 'How to play' });
    await waitUntil('the menu as DOM buttons', async () => (await help.count()) === 1);
    await help.dispatchEvent('click');
    await waitUntil('How to play', async () => (await scenes(page)).includes('Help'));
    await page.keyboard.press('Escape');
    await waitUntil('the menu again', async () => (await scenes(page)).includes('Menu'));

    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=HELP01&speed=fast`);
    await waitUntil('the table', async () => (await scenes(page)).includes('Table'));
    const before = await snapshot(page);
    await page.keyboard.press('Escape');
    const spot = await waitUntil('the pause menu', async () =>
      (await hotspots(page))?.buttons.find((b) => b.label === 'How to play'),
    );
    await tap(page, spot);
    await waitUntil('How to play over the table', async () =>
      (await scenes(page)).includes('Help'),
    );
    await page.keyboard.press('Escape');
    await waitUntil('the table again', async () => !(await scenes(page)).includes('Help'));
    expect((await scenes(page)).includes('Table')).toBe(true);
    expect((await snapshot(page))?.hand).toEqual(before?.hand);
    expect(errors).toEqual([]);
    await context.close();
  });
});
