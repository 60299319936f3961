/**
 * How to play loads on demand (its own chunk, not at start): from the menu, and from the
 * table's pause menu, after which Esc goes back to the table where it was; Settings and How
 * to play from the family table's pause menu too.
 */
import { describe, expect, inject, test } from 'vitest';
import {
  button,
  family,
  openPage,
  pressButton,
  scenes,
  shot,
  snapshot,
  tap,
  useBrowser,
  waitUntil,
} from './browser';

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
    await shot(page, 'help-horse-race-390x844');
    // Every game's page from the menu: its tab, with its pictures (docs/ui.md).
    for (const game of ['Mexican Train', 'Texas 42']) {
      await page
        .getByRole('button', { name: `How to play ${game}`, exact: true })
        .dispatchEvent('click');
      const shown = page.getByRole('button', { name: `How to play ${game} (shown)` });
      await waitUntil(`${game}'s page`, async () => (await shown.count()) === 1);
      await shot(page, `help-${game.replace(' ', '-').toLowerCase()}-390x844`);
    }
    // Left and right choose the pages too; the desktop's look at the Mexican Train page.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.keyboard.press('ArrowLeft');
    const trains = page.getByRole('button', { name: 'How to play Mexican Train (shown)' });
    await waitUntil(
      'Mexican Train’s page by the keyboard',
      async () => (await trains.count()) === 1,
    );
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    await shot(page, 'help-mexican-train-1280x720');
    await page.keyboard.press('Escape');
    await waitUntil('the menu again', async () => (await scenes(page)).includes('Menu'));

    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=HELP01&speed=fast`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    const before = await snapshot(page);
    await page.keyboard.press('Escape');
    const spot = await waitUntil('the pause menu', async () =>
      (await family(page))?.buttons.find((b) => b.label === 'How to play'),
    );
    await tap(page, spot);
    await waitUntil('How to play over the table', async () =>
      (await scenes(page)).includes('Help'),
    );
    await page.keyboard.press('Escape');
    await waitUntil('the table again', async () => !(await scenes(page)).includes('Help'));
    expect((await scenes(page)).includes('FamilyTable')).toBe(true);
    expect((await snapshot(page))?.hand).toEqual(before?.hand);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the family table’s pause menu', () => {
  test('Mexican Train (touch, phone) and Texas 42 (keyboard): Settings and How to play over the table, and back to the same step', async () => {
    for (const [query, touch] of [
      ['preset=mexican-train&players=2&set=6&rounds=1', true],
      ['preset=texas-42&target=1', false],
    ] as const) {
      const viewport = touch ? { width: 390, height: 844 } : { width: 1280, height: 720 };
      const { page, errors, context } = await openPage(browser(), viewport, { touch });
      await page.goto(`${base}?e2e=1&${query}&seed=PAUSE1&speed=instant`);
      // The person's turn: nothing moves on while they look at the menus.
      const first = await waitUntil(
        'the person to move',
        async () => ((await family(page))?.live ? family(page) : null),
        30_000,
      );
      for (const [label, scene] of [
        ['Settings', 'Settings'],
        ['How to play', 'Help'],
      ] as const) {
        if (touch) await tap(page, button(first, 'Menu') ?? { x: 0, y: 0 }, true);
        else await page.keyboard.press('Escape');
        const paused = await waitUntil('the pause menu', async () => {
          const h = await family(page);
          return h && button(h, label) ? h : null;
        });
        expect(paused.buttons.map((b) => b.label)).toEqual(
          expect.arrayContaining(['Resume', 'Settings', 'How to play', 'Main menu']),
        );
        if (touch) await tap(page, button(paused, label) ?? { x: 0, y: 0 }, true);
        else await pressButton(page, label);
        await waitUntil(`${label} over the table`, async () =>
          (await scenes(page)).includes(scene),
        );
        await shot(
          page,
          `family-pause-${scene.toLowerCase()}-${viewport.width}x${viewport.height}`,
        );
        await page.keyboard.press('Escape');
        await waitUntil('the table again', async () => !(await scenes(page)).includes(scene));
        const back = await waitUntil('the table drawn again', () => family(page));
        expect(back.step).toBe(first.step);
        expect(back.hand.map((t) => t.tile)).toEqual(first.hand.map((t) => t.tile));
        expect(back.buttons.some((b) => b.label === 'Resume')).toBe(false);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
