/** The page as a whole (issue 5): a clean start, resuming after a reload, and a corrupted save. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import type { Route } from 'playwright-core';
import {
  openPage,
  pressButton,
  scenes,
  shot,
  snapshot,
  texts,
  waitUntil,
  useBrowser,
} from './browser';
import { makeMoves } from './drive';

const browser = useBrowser();
const base = inject('baseURL');

describe('the page', () => {
  test('the menu opens on a phone with no errors and no request leaving the machine', async () => {
    const { page, context, errors, outside } = await openPage(
      browser(),
      { width: 390, height: 844 },
      { touch: true },
    );
    // What the page fetches to start: no search, advisor, tutorial, table, game session, engine
    // or sound (those come later: once the menu sits idle, or when a game is opened).
    const scripts: string[] = [];
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (file.endsWith('.js') || file.endsWith('.wav')) scripts.push(file);
    });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const atStart = scripts.slice();
    expect(atStart.some((f) => f.startsWith('index-'))).toBe(true);
    expect(
      atStart.filter((f) =>
        /^(search|advisor|tutorial|TutorialScene|LessonsScene|table|playTables|families|session|link|xstate)-|\.wav$/.test(
          f,
        ),
      ),
    ).toEqual([]);
    const shown = (await texts(page)).join('\n');
    expect(shown).toContain('Horse Race');
    expect(shown).toContain('New game');
    // Left idle, the menu fetches the table's chunks ahead of the first game.
    await waitUntil('the table fetched ahead', () =>
      Promise.resolve(
        scripts.some((f) => f.startsWith('table-')) &&
          scripts.some((f) => f.startsWith('playTables-')),
      ),
    );
    await shot(page, 'menu-390x844');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });

  test('a reload mid-hand resumes the same position', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&preset=horse-race&players=3&seed=RELOAD&speed=instant`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    // Make two moves of the person's, so the save is mid-hand.
    const before = await makeMoves(page, 2);
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    expect((await texts(page)).join('\n')).toMatch(/hand 1/);
    // With a save, the menu puts the focus on Continue.
    await page.keyboard.press('Enter');
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    const after = await snapshot(page);
    expect(after).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a corrupted save gets a clear message, is kept aside, and a new game can start', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1`);
    await page.evaluate(() =>
      localStorage.setItem('horseRace.save', '{"version": 1, "record": [oops'),
    );
    await page.reload();
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const shown = await waitUntil('the message', async () => {
      const all = (await texts(page)).join('\n');
      return /could not be read/i.test(all) ? all : null;
    });
    expect(shown).toMatch(/new game/i);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('horseRace.save.unreadable.')),
    );
    expect(kept.length).toBe(1);
    await shot(page, 'corrupted-save-1280x720');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a save whose summary reads but whose game does not: Continue says why, and is gone', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 390, height: 844 });
    await page.goto(`${base}?e2e=1`);
    // A summary the menu can show at start, over a record only the full reading finds damaged.
    await page.evaluate(() => {
      const summary = {
        ...{ preset: 'horse-race', players: 2, partners: false, watching: false },
        ...{ practice: false, hand: 2, scores: [3, 1], winner: null },
      };
      const save = { version: 1, settings: {}, record: {}, savedAt: 'x', summary };
      localStorage.setItem('horseRace.save', JSON.stringify(save));
    });
    await page.reload();
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    expect((await texts(page)).join('\n')).toMatch(/Horse Race · hand 2/);
    // Continue (the focus is on it): the session reads the save, and the menu says why not.
    await page.keyboard.press('Enter');
    const shown = await waitUntil('the message', async () => {
      const all = (await texts(page)).join('\n');
      return /damaged/i.test(all) ? all : null;
    });
    expect(shown).toMatch(/copy of it is kept/i);
    expect(shown).not.toMatch(/Horse Race · hand 2/);
    expect(await scenes(page)).not.toContain('FamilyTable');
    await shot(page, 'summary-damaged-save-390x844');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('no chunk imports the tables’ chunk: only the start loads it (a retry can then load it afresh)', () => {
    const dir = join(import.meta.dirname, '..', '..', 'dist', 'assets');
    const importers = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /from"\.\/playTables-[\w-]+\.js"/.test(readFileSync(join(dir, f), 'utf8')));
    expect(importers).toEqual([]);
  });

  test("the table's chunk not arriving: Start says so and starts nothing; once it comes, it plays", async () => {
    const { page, context } = await openPage(browser(), { width: 1280, height: 720 });
    const refuse = (route: Route): Promise<void> => route.abort();
    // The chunk under any query too: a retry asks for it afresh (`importAgain`).
    const tableChunk = /\/assets\/playTables-[\w-]+\.js(\?.*)?$/;
    await page.route(tableChunk, refuse);
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await page.keyboard.press('Enter');
    await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
    await pressButton(page, 'Start', 'ArrowUp');
    await waitUntil('the message', async () =>
      (await texts(page)).some((t) => /The table could not be loaded/.test(t)),
    );
    expect(await scenes(page)).not.toContain('FamilyTable');
    expect(await snapshot(page)).toBeNull();
    // The network back: Start again loads it and the game starts.
    await page.unroute(tableChunk, refuse);
    await pressButton(page, 'Start', 'ArrowUp');
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    expect((await snapshot(page))?.phase).toBeTruthy();
    await context.close();
  });
});
