/**
 * A quick tap always counts (issue 25): a tap on a button in the very frame its panel was
 * built (before Phaser's next step would make it hit-testable) presses it. The pause menu is
 * opened by Escape; in the first animation frame that shows its Resume button, a click is
 * sent at once, and the menu must close.
 */
import { describe, expect, inject, test } from 'vitest';
import { openPage, scenes, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

describe('a tap in a panel’s first frame', () => {
  test('presses the button it lands on', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=FRAME1&speed=instant`);
    await waitUntil(
      'the table',
      async () => (await scenes(page)).includes('Table') || null,
      30_000,
    );
    await waitUntil(
      'the table settled',
      async () =>
        (await page.evaluate(() => window.horseRaceTest?.hotspots()?.idle ?? false)) || null,
    );
    const tapped = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const canvas = document.querySelector('canvas');
          if (!canvas) return resolve(false);
          window.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', keyCode: 27 }),
          );
          window.dispatchEvent(
            new KeyboardEvent('keyup', { key: 'Escape', code: 'Escape', keyCode: 27 }),
          );
          let frames = 0;
          const look = (): void => {
            const resume = window.horseRaceTest
              ?.hotspots()
              ?.buttons.find((b) => b.label === 'Resume');
            if (!resume) {
              if (++frames > 120) resolve(false);
              else requestAnimationFrame(look);
              return;
            }
            // The frame that built the menu: click on Resume now, before the next step.
            const r = canvas.getBoundingClientRect();
            const at = {
              clientX: r.left + resume.x,
              clientY: r.top + resume.y,
              bubbles: true,
              button: 0,
            };
            canvas.dispatchEvent(new MouseEvent('mousemove', at));
            canvas.dispatchEvent(new MouseEvent('mousedown', at));
            canvas.dispatchEvent(new MouseEvent('mouseup', at));
            resolve(true);
          };
          requestAnimationFrame(look);
        }),
    );
    expect(tapped).toBe(true);
    // The one tap closed the menu: no second tap, no retry.
    await waitUntil(
      'the pause menu closed',
      async () => {
        const buttons =
          (await page.evaluate(() => window.horseRaceTest?.hotspots()?.buttons)) ?? [];
        return buttons.some((b) => b.label === 'Resume') ? null : true;
      },
      3000,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
