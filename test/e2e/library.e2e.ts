/**
 * The game library (issue 15): a finished game is kept in IndexedDB, is still there after a
 * reload, its record replays through the replay command to the final scores shown; the
 * History screen lists it; export → import round-trips, and a bad file changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import {
  ARTIFACTS,
  family,
  openPage,
  pressButton,
  scenes,
  shot,
  snapshot,
  texts,
  waitUntil,
  useBrowser,
} from './browser';
import { replayRecord } from './drive';

const browser = useBrowser();
const base = inject('baseURL');
const root = join(import.meta.dirname, '..', '..');

function archive(page: Page): Promise<{ meta: { seed: string }; hands: unknown[] }[]> {
  return page.evaluate(
    () => window.horseRace?.archive() as Promise<{ meta: { seed: string }; hands: unknown[] }[]>,
  );
}

/** From the menu (no saved game, New game focused) to Your games, by keyboard. */
async function openHistory(page: Page): Promise<void> {
  await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
  // Up from New game wraps round: How to play, Settings, Your games.
  await pressButton(page, 'Your games', 'ArrowUp');
  await waitUntil('the History screen', async () => (await scenes(page)).includes('History'));
  await waitUntil('the games read', async () =>
    /No finished games yet|\d+ of \d+ games/.test((await texts(page)).join('\n')),
  );
}

/**
 * Presses one of History's bottom buttons by keyboard: Up from the first filter wraps round
 * to Back, then Export all (skipped while the list is empty, as disabled buttons are), then
 * Import.
 */
function historyButton(page: Page, label: 'Import' | 'Export all'): Promise<void> {
  return pressButton(page, label, 'ArrowUp');
}

describe('the game library', () => {
  test('a finished game is kept, replays to the scores shown, and survives a reload', async () => {
    const { page, context, errors, outside } = await openPage(browser(), {
      width: 1280,
      height: 720,
    });
    await page.goto(
      `${base}?e2e=1&preset=horse-race&players=2&seed=LIBR01&speed=instant&watch=1&target=31`,
    );
    const final = await waitUntil(
      'the game to end',
      async () => {
        const s = await snapshot(page);
        return s?.phase === 'game-over' ? s : null;
      },
      120_000,
    );
    const kept = await waitUntil('the game in the library', async () => {
      const a = await archive(page);
      return a.length === 1 ? a : null;
    });
    const shown = await waitUntil('the final scores on the board', async () => {
      const h = await family(page);
      return h && h.flights.length === 0 ? h.scores.map((row) => row.total) : null;
    });
    expect(shown).toEqual(final.scores);
    const replayed = replayRecord(kept[0]);
    expect(replayed.over).toBe(true);
    expect(replayed.scores).toEqual(final.scores);

    // A reload: still there, once (the finished game is not kept again).
    await page.evaluate(() => localStorage.removeItem('horseRace.save'));
    await page.goto(`${base}?e2e=1`);
    await openHistory(page);
    expect(await archive(page)).toEqual(kept);
    const listed = await waitUntil('the game listed', async () => {
      const t = (await texts(page)).join('\n');
      return t.includes('1 of 1 games') ? t : null;
    });
    expect(listed).toContain(final.scores.join('–'));
    expect(listed).toContain('Watched');
    await shot(page, 'history-1280x720');

    // Export all: a .jsonl file the replay command reads, to the same scores.
    const download = page.waitForEvent('download');
    await historyButton(page, 'Export all');
    const file = join(ARTIFACTS, 'library-export.jsonl');
    await (await download).saveAs(file);
    const r = spawnSync('npm', ['run', '--silent', 'replay', '--', file], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout.trim()) as { scores: number[] }).scores).toEqual(final.scores);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();

    // Import into another browser's (empty) library: the same records; a bad file changes nothing.
    const other = await openPage(browser(), { width: 390, height: 844 }, { touch: true });
    await other.page.goto(`${base}?e2e=1`);
    await openHistory(other.page);
    const bad = join(ARTIFACTS, 'library-bad.jsonl');
    writeFileSync(bad, `${readFileSync(file, 'utf8')}{"players": 2, "hands": [{"deal": 3}]}\n`);
    const importFile = async (path: string, expected: RegExp, press: () => Promise<void>) => {
      const chooser = other.page.waitForEvent('filechooser');
      await press();
      await (await chooser).setFiles(path);
      await waitUntil(`the import's message`, async () =>
        expected.test((await texts(other.page)).join('\n')),
      );
    };
    await importFile(bad, /Nothing was imported\. Line 2/, () =>
      historyButton(other.page, 'Import'),
    );
    expect(await archive(other.page)).toEqual([]);
    await shot(other.page, 'history-import-refused-390x844');
    // OK closes the message; the focus is back on Import.
    await other.page.keyboard.press('Enter');
    await waitUntil(
      'the message closed',
      async () => !(await texts(other.page)).join('\n').includes('Nothing was imported'),
    );
    await importFile(file, /1 game imported/, () => pressButton(other.page, 'Import', 'ArrowUp'));
    expect(await archive(other.page)).toEqual(kept);
    await waitUntil('the imported game listed', async () =>
      (await texts(other.page)).join('\n').includes('1 of 1 games'),
    );
    await shot(other.page, 'history-390x844');
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});
