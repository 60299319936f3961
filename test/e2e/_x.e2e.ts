import { describe, test } from 'vitest';
import { inject } from 'vitest';
import { family, openPage, practice, scenes, shot, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

describe('x', () => {
  test.each([
    [1280, 720],
    [390, 844],
    [844, 390],
    [360, 640],
  ])('%ix%i', async (width, height) => {
    const { page, context, errors } = await openPage(browser(), { width, height });
    await page.goto(`${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=PRAC01&speed=instant&level=medium`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    await waitUntil('live', async () => (await family(page))?.live);
    await new Promise((r) => setTimeout(r, 500));
    await shot(page, `_x-${width}x${height}`);
    console.log(JSON.stringify(await practice(page)).slice(0, 600));
    console.log(JSON.stringify((await family(page))?.buttons));
    console.log(errors);
    await context.close();
  });
});
