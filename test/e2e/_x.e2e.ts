import { describe, test } from 'vitest';
import { inject } from 'vitest';
import { family, openPage, scenes, shot, tap, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

describe('x', () => {
  test.each([[390, 844]])('%ix%i', async (width, height) => {
    const { page, context, errors } = await openPage(browser(), { width, height });
    await page.goto(`${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=PRAC02&speed=instant&level=medium`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    await waitUntil('live', async () => (await family(page))?.live);
    const press = async (label: string) => {
      const b = (await family(page))?.buttons.find((x) => x.label === label);
      console.log(label, JSON.stringify(b));
      if (b) await tap(page, b);
      await new Promise((r) => setTimeout(r, 400));
    };
    await press('Practice');
    await shot(page, '_x-tray');
    console.log(JSON.stringify((await family(page))?.buttons));
    await press('Count: off');
    await shot(page, '_x-tray2');
    console.log(JSON.stringify((await family(page))?.buttons));
    await press('Close');
    await shot(page, '_x-tray3');
    console.log(JSON.stringify((await family(page))?.buttons));
    console.log(errors);
    await context.close();
  });
});
