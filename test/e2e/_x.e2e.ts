import { describe, test } from 'vitest';
import { inject } from 'vitest';
import { family, openPage, practice, scenes, shot, snapshot, tap, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

describe('x', () => {
  test('x', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=TBL002&speed=normal&level=medium`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    const b = await waitUntil('count', async () => (await family(page))?.buttons.find((x) => x.label === 'Count: off'));
    await tap(page, b);
    for (let i = 0; i < 12; i++) {
      await new Promise((r) => setTimeout(r, 1500));
      const h = await family(page);
      const p = await practice(page);
      const s = await snapshot(page);
      console.log(i, s?.phase, s?.turn, h?.live, h?.flights.length, h?.highlight, JSON.stringify(p?.claim), h?.status);
      if (h?.live) await page.keyboard.press('Enter');
    }
    await shot(page, '_x-stall');
    console.log(errors);
    await context.close();
  });
});
