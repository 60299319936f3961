/**
 * Practice on a small phone (360x640, touch): the compact strip and its tray. The hint tags'
 * tip has the strip's place until closed; Practice opens the tray with the other controls;
 * Close, Esc and a tap beside the tray close it (the tap plays nothing); the keyboard's focus
 * ring and the DOM's buttons follow the tray; a phone on its side keeps the tray, a desktop's
 * column has every control.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  boxes,
  family,
  focused,
  openPage,
  record,
  scenes,
  shot,
  drawn,
  tap,
  tapOnce,
  useBrowser,
  waitUntil,
} from './browser';

const browser = useBrowser();
const base = inject('baseURL');

const TRAY = ['Hints: best', 'Best move', 'Tiles', 'Open hands', 'Count: off', 'Close'];

const labels = async (page: Page): Promise<string[]> =>
  ((await family(page))?.buttons ?? []).map((b) => b.label);

/** The DOM's mirror of the canvas's buttons (for assistive technology), by label. */
const mirrored = (page: Page): Promise<string[]> =>
  page.$$eval('#game-controls button', (list) => list.map((b) => b.textContent));

async function tapLabel(page: Page, label: string, done: () => Promise<boolean>) {
  await tapOnce(
    page,
    `"${label}" taken`,
    async () => (await family(page))?.buttons.find((b) => b.label === label),
    done,
  );
}

const trayOpen = async (page: Page) => (await labels(page)).includes('Close');

describe('practice on a small phone', () => {
  test('the compact strip, its tray, and every way to close it', async () => {
    const { page, context, errors } = await openPage(
      browser(),
      { width: 360, height: 640 },
      { touch: true },
    );
    await page.goto(
      `${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=TRAY01&speed=instant`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    // The hint tags' tip in a band of its own over the board, the strip's row beside it.
    const tip = await waitUntil('the tip', async () =>
      (await boxes(page)).find((b) => b.id.endsWith('button:✕')),
    );
    // What is shown, as the DOM's mirror of the visible buttons has it.
    const shown = async (): Promise<string[]> =>
      (await mirrored(page)).map((l) => l.replace(/:.*/, ''));
    await waitUntil('the mirror', async () => (await shown()).includes('Close the tip'));
    await waitUntil('the row in the mirror', async () => (await shown()).includes('Practice'));
    expect(await shown()).toContain('Undo');
    await tapOnce(
      page,
      'the tip closed',
      () => Promise.resolve({ x: tip.x + tip.w / 2, y: tip.y + tip.h / 2 }),
      async () => !(await shown()).includes('Close the tip'),
    );
    // The tray's controls are not shown (nor mirrored) while it is closed.
    for (const l of TRAY) expect(await mirrored(page)).not.toContain(l);
    for (const l of TRAY)
      expect((await boxes(page)).some((b) => b.id.endsWith(`button:${l}`))).toBe(false);
    await shot(page, 'tray-360-strip');

    // Open: the tray's controls, and only they, on the canvas and in the DOM.
    await tapLabel(page, 'Practice', () => trayOpen(page));
    expect(await labels(page)).toEqual(expect.arrayContaining(TRAY));
    await waitUntil('the DOM mirror', async () => (await mirrored(page)).includes('Close'));
    expect((await mirrored(page)).sort()).toEqual([...TRAY].sort());
    await shot(page, 'tray-360-open');
    // A tap on the panel itself (its title, a gap between buttons) leaves it open.
    const panel = (await boxes(page)).find((b) => b.id.endsWith('practice-tray'));
    if (!panel) throw new Error('no tray panel');
    await tap(page, { x: panel.x + panel.w / 2, y: panel.y + 8 });
    await tap(page, { x: panel.x + 4, y: panel.y + panel.h - 4 });
    // Two frames on, whatever the taps would do (at once, or by a timer of the next step) is done.
    await drawn(page, 2);
    expect(await trayOpen(page)).toBe(true);
    // The keyboard: the focus ring on the first control; Enter presses it.
    expect(await focused(page)).toEqual(['Hints: best']);
    await page.keyboard.press('Enter');
    await waitUntil('hints off', async () => (await labels(page)).includes('Hints: off'));
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual(['Best move']);
    // Esc closes it, and the table is the person's again.
    await page.keyboard.press('Escape');
    await waitUntil('the tray closed', async () => !(await trayOpen(page)));
    expect(await labels(page)).not.toContain('Resume');

    // A tap beside the tray (on a tile of the hand) closes it, and chooses or plays nothing.
    const chosen = (await family(page))?.chosen;
    const hand = (await family(page))?.hand.find((t) => t.tile !== chosen);
    await tapLabel(page, 'Practice', () => trayOpen(page));
    const before = JSON.stringify(await record(page));
    if (!hand) throw new Error('no hand');
    await tap(page, hand);
    await waitUntil('the tray closed', async () => !(await trayOpen(page)));
    await drawn(page, 2);
    expect(JSON.stringify(await record(page))).toBe(before);
    expect((await family(page))?.chosen).toBe(chosen);

    // By the keyboard through the DOM's buttons (Tab, Enter), as a screen reader's user
    // would: the tray opens, hints go back on, Close closes it.
    const dom = (name: string) => page.locator('#game-controls button', { hasText: name });
    await dom('Practice: hints').press('Enter');
    await waitUntil('the tray open', () => trayOpen(page));
    await dom('Hints: off').press('Enter');
    await waitUntil('hints on', async () => (await labels(page)).includes('Hints: totals'));
    await dom('Close').press('Enter');
    await waitUntil('the tray closed', async () => !(await trayOpen(page)));

    // Open when the screen turns: the tray goes. A phone on its side keeps a tray too (its
    // column is short); a desktop's column has every control.
    await tapLabel(page, 'Practice', () => trayOpen(page));
    await page.setViewportSize({ width: 640, height: 360 });
    await waitUntil(
      'the column with the tray button',
      async () => {
        const now = await labels(page);
        return !now.includes('Close') && now.includes('Practice') && !now.includes('Tiles');
      },
      10_000,
    );
    await tapLabel(page, 'Practice', () => trayOpen(page));
    expect(await labels(page)).toEqual(expect.arrayContaining(TRAY.slice(1)));
    await shot(page, 'tray-640x360-open');
    await tapLabel(page, 'Close', async () => !(await trayOpen(page)));
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitUntil(
      'every control in the column',
      async () => {
        const now = await labels(page);
        return !now.includes('Practice') && now.includes('Tiles');
      },
      10_000,
    );
    expect(await labels(page)).toEqual(
      expect.arrayContaining(['Hints: totals', 'Best move', 'Undo', 'Tiles', 'Open hands']),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
