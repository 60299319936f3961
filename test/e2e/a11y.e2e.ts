/**
 * A voice for screen readers (issue 15): the live region speaks as moves are played, the
 * canvas's buttons are real DOM buttons that work, and axe-core finds no serious or
 * critical violation on the menu, the table and the hand-end panel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { axeProblems, openPage, scenes, shot, waitUntil, useBrowser } from './browser';
import { makeMoves } from './drive';

const browser = useBrowser();
const base = inject('baseURL');

function voice(page: Page): Promise<string> {
  return page.evaluate(() => document.getElementById('game-voice')?.textContent ?? '');
}

describe('a voice for screen readers', () => {
  test('the menu, a game spoken move by move, the hand-end panel', async () => {
    const { page, context, errors, outside } = await openPage(browser(), {
      width: 1280,
      height: 720,
    });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    // The menu's buttons are DOM buttons for assistive technology.
    const newGame = page.getByRole('button', { name: 'New game' });
    await waitUntil('the menu as DOM buttons', async () => (await newGame.count()) === 1);
    expect(await page.getByRole('button', { name: 'Your games' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    // Pressing one presses the canvas's button.
    // (A screen reader activates a button with a click event; the button is 1 px, so no mouse.)
    await newGame.dispatchEvent('click');
    await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
    // The DOM mirror follows the canvas on its next sync: wait for the form's pickers.
    const players = page.getByRole('button', { name: /^Players: \d+\. Next choice$/ });
    await waitUntil('the form as DOM buttons', async () => (await players.count()) === 1);

    // A game: the live region speaks the deal, each move and whose turn it is.
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=VOICE1&speed=fast`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    const first = await waitUntil('the deal spoken', async () => {
      const v = await voice(page);
      return /Dealt: (You|North) leads?/.test(v) ? v : null;
    });
    await makeMoves(page, 2);
    const later = await waitUntil('the moves spoken', async () => {
      const v = await voice(page);
      return v !== first && /(You|North) (played|led|drew) /.test(v) ? v : null;
    });
    expect(later).toMatch(/count \d+/);
    expect(await axeProblems(page)).toEqual([]);

    // Play on to the end of the hand: the hand-end panel, spoken, and its Next button.
    await makeMoves(page, 200, true);
    await waitUntil('the hand spoken as over, with the scores', async () =>
      /Scores: You \d+, North \d+/.test(await voice(page)),
    );
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await waitUntil('Next as a DOM button', async () => (await next.count()) === 1);
    await shot(page, 'a11y-hand-end-1280x720');
    expect(await axeProblems(page)).toEqual([]);
    await next.dispatchEvent('click');
    // The live region keeps its last few sayings: the new deal is said after the scores.
    await waitUntil('hand 2 dealt', async () => /Scores: [^]*Dealt: /.test(await voice(page)));
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });

  test('every control of New Game and Settings is a DOM button that works', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 390, height: 844 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const names = (): Promise<string[]> =>
      page.$$eval('#game-controls button', (bs) => bs.map((b) => b.textContent));
    const press = async (name: RegExp | string, scene?: string): Promise<void> => {
      const button = page.getByRole('button', { name, exact: typeof name === 'string' });
      await waitUntil(`${String(name)} as a DOM button`, async () => (await button.count()) === 1);
      await button.dispatchEvent('click');
      if (scene) await waitUntil(scene, async () => (await scenes(page)).includes(scene));
    };
    await press('New game', 'NewGame');
    const form = await waitUntil('the form as DOM buttons', async () => {
      const n = await names();
      return n.includes('Start') ? n : null;
    });
    // The game row, the Deal row, every picker (both ways), Back and Start.
    const game = form.find((n) => /^Game: .+, .+\. Next choice$/.test(n));
    expect(game).toBeDefined();
    expect(form).toContain(game!.replace('Next choice', 'Previous choice'));
    expect(form).toContain('Deal: Random. Enter a deal code');
    for (const row of ['Players', 'Opponents', 'Target'])
      expect(form.some((n) => n.startsWith(`${row}: `) && n.endsWith('Next choice'))).toBe(true);
    expect(form).toContain('Back');
    // The game row's DOM button steps the game.
    await press(game!);
    await waitUntil('another game chosen', async () => !(await names()).includes(game!));
    expect(await axeProblems(page)).toEqual([]);
    // The Deal row opens the code entry, whose erase key has a name.
    await press('Deal: Random. Enter a deal code');
    await waitUntil('the code entry', async () => (await names()).includes('Erase'));
    expect(await axeProblems(page)).toEqual([]);
    await press('Cancel');
    await press('Back', 'Menu');

    await press('Settings', 'Settings');
    const settings = await waitUntil('Settings as DOM buttons', async () => {
      const n = await names();
      return n.includes('Back') ? n : null;
    });
    for (const row of ['Sound', 'Volume', 'Game speed', 'Light hints', 'Seat colours'])
      expect(settings.some((n) => n.startsWith(`${row}: `) && n.endsWith('Next choice'))).toBe(
        true,
      );
    const sound = settings.find((n) => /^Sound: On\. Next choice$/.test(n));
    expect(sound).toBeDefined();
    await press(sound!);
    await waitUntil('sound turned off', async () =>
      (await names()).includes('Sound: Off. Next choice'),
    );
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
