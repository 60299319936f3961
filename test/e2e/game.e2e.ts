/**
 * Whole games against computer players through the UI (issue 5): with the
 * mouse, with the keyboard alone, and by touch on a phone held upright. The
 * scores on screen must equal the game record replayed by the replay command.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { family, openPage, record, scenes, shot, texts, waitUntil, useBrowser } from './browser';
import { newGameFromMenu, playGame, replayRecord } from './drive';

const browser = useBrowser();
const base = inject('baseURL');

async function checkFinal(page: Page, final: { scores: number[] }): Promise<void> {
  const replayed = replayRecord(await record(page));
  expect(replayed.over).toBe(true);
  expect(replayed.scores).toEqual(final.scores);
  const h = await family(page);
  expect(h?.scores.map((row) => row.total)).toEqual(final.scores);
  // The game-over panel prints every side's score.
  const shown = (await texts(page)).join('\n');
  for (const s of final.scores) expect(shown).toContain(String(s));
}

describe('a whole game through the UI', () => {
  test.each([
    ['mouse', { width: 1280, height: 720 }, 'horse-race', 2, 'E2EM01', ''],
    ['touch', { width: 390, height: 844 }, 'horse-race', 3, 'E2ET01', '&target=31'],
  ] as const)('with the %s', async (mode, viewport, preset, players, seed, extra) => {
    const { page, context, errors, outside } = await openPage(browser(), viewport, {
      touch: mode === 'touch',
    });
    await page.goto(
      `${base}?e2e=1&preset=${preset}&players=${players}&seed=${seed}&speed=instant&level=medium${extra}`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    const { final, moves } = await playGame(
      page,
      mode,
      `${mode}-${viewport.width}x${viewport.height}`,
    );
    expect(moves).toBeGreaterThan(5);
    expect(final.phase).toBe('game-over');
    await checkFinal(page, final);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });

  test('with the keyboard alone, from the menu', async () => {
    const { page, context, errors, outside } = await openPage(browser(), {
      width: 1280,
      height: 720,
    });
    await page.addInitScript(() => {
      localStorage.setItem(
        'horseRace.settings.prefs',
        JSON.stringify({ speed: 'instant', reducedMotion: false, hints: true }),
      );
    });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await shot(page, 'menu-1280x720');
    // New game is focused first; Enter opens the new-game form.
    await newGameFromMenu(page);
    const { final } = await playGame(page, 'keyboard', 'keyboard-1280x720');
    expect(final.phase).toBe('game-over');
    await checkFinal(page, final);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
