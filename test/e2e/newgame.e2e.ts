/**
 * The New Game screen in the browser: the game picker shows each game's family and
 * name, Seven-Toed Pete's four players give way to the count chosen before, the
 * choices are remembered, and what is shown is what starts.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { serializeSave } from '../../src/machine/index';
import { playWholeGame } from '../machine/helpers';
import {
  openPage,
  pressButton,
  record,
  scenes,
  shot,
  snapshot,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { playGame, replayRecord } from './drive';

const browser = useBrowser();
const base = inject('baseURL');

/** The value a row shows: the text right after its label. */
async function rowValue(page: Page, label: string): Promise<string> {
  const all = await texts(page);
  const i = all.indexOf(label);
  if (i < 0) throw new Error(`no "${label}" row among ${JSON.stringify(all)}`);
  return all[i + 1] ?? '';
}

/** The game row: the family above the name (which may take two lines). */
async function gameShown(page: Page): Promise<{ family: string; name: string }> {
  const all = await texts(page);
  const i = all.indexOf('Game');
  return { family: all[i + 1] ?? '', name: (all[i + 2] ?? '').replace(/\n/g, ' ') };
}

async function openNewGame(page: Page): Promise<void> {
  await page.goto(`${base}?e2e=1`);
  await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
  await page.keyboard.press('Enter');
  await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
}

describe('the New Game screen', () => {
  test.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 720 }],
  ] as const)(
    'on a %s: every game by name and family; Seven-Toed Pete and back restores the players',
    async (label, viewport) => {
      const { page, context, errors } = await openPage(browser(), viewport, {
        touch: label === 'phone',
      });
      await openNewGame(page);
      expect(await gameShown(page)).toEqual({ family: 'Horse Race family', name: 'Horse Race' });
      await shot(page, `newgame-${viewport.width}x${viewport.height}`);

      // Every offered game, stepping right round: names for players, never a source.
      const seen: string[] = [];
      for (let i = 0; i < 14; i++) {
        const g = await gameShown(page);
        if (seen.includes(g.name)) break;
        seen.push(g.name);
        expect(g.name).not.toMatch(/pagat|celko/i);
        expect(g.family).toMatch(/family|Fives|Train games|Trick-taking/);
        if (g.name === 'Horse Race, short chains' || g.name === 'Cross with every double')
          await shot(
            page,
            `newgame-${g.name.replace(/\W+/g, '-')}-${viewport.width}x${viewport.height}`,
          );
        await page.keyboard.press('ArrowRight');
      }
      expect(seen).toEqual(
        expect.arrayContaining([
          'Horse Race',
          'Horse Race, full points',
          'Horse Race, short chains',
          'Seven-Toed Pete',
          'Muggins',
          'Block',
          'Draw',
          'Cross',
          'Cross with every double',
          'Mexican Train',
          'Texas 42',
        ]),
      );

      // Players: 3. Then Seven-Toed Pete (4, fixed), then back: 3 again.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      expect(await rowValue(page, 'Players')).toBe('3');
      await page.keyboard.press('ArrowUp');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect((await gameShown(page)).name).toBe('Seven-Toed Pete');
      expect(await rowValue(page, 'Players')).toBe('4');
      expect((await texts(page)).join(' ')).toMatch(/Best score above 100 wins/);
      await shot(page, `newgame-pete-${viewport.width}x${viewport.height}`);
      // Players (fixed) and Partners (none) are greyed and skipped: Down goes to Opponents.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      expect(await rowValue(page, 'Opponents')).toBe('Hard');
      expect(await rowValue(page, 'Players')).toBe('4');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
      expect((await gameShown(page)).name).toBe('Horse Race');
      expect(await rowValue(page, 'Players')).toBe('3');

      // Back and in again: remembered (through the injected storage).
      await page.keyboard.press('Escape');
      await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'));
      await page.keyboard.press('Enter');
      await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
      expect(await rowValue(page, 'Players')).toBe('3');
      const stored = await page.evaluate(() => localStorage.getItem('horseRace.newGame'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ preset: 'horse-race', players: 3 });

      // What is shown is what starts: a three-player Horse Race.
      await pressButton(page, 'Start', 'ArrowUp');
      await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
      const snap = await snapshot(page);
      expect(snap?.handSizes.length).toBe(3);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

/** The game row's name as drawn: its lines, and its type's height beside the row's label. */
async function nameType(page: Page): Promise<{ name: string; lines: number; ratio: number }> {
  const all = await texts(page);
  const raw = all[all.indexOf('Game') + 2] ?? '';
  const boxes = await page.evaluate(() => window.horseRace?.boxes() ?? []);
  const label = boxes.find((b) => b.id === 'NewGame/text:Game');
  const name = boxes.find((b) => b.id === `NewGame/text:${raw.slice(0, 24)}`);
  if (!label || !name)
    throw new Error(`no game row among ${JSON.stringify(boxes.map((b) => b.id))}`);
  const lines = raw.split('\n').length;
  return { name: raw.replace(/\n/g, ' '), lines, ratio: name.h / lines / label.h };
}

describe('the game row on small screens', () => {
  test.each([
    ['a small phone', { width: 360, height: 640 }],
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 720 }],
  ] as const)(
    'on %s every game’s name is readable: wrapped, never shrunk below four fifths of the row’s type',
    async (label, viewport) => {
      const { page, context, errors } = await openPage(browser(), viewport, {
        touch: label !== 'a desktop',
      });
      await openNewGame(page);
      const seen = new Map<string, { lines: number; ratio: number }>();
      for (let i = 0; i < 14; i++) {
        const shown = await nameType(page);
        if (seen.has(shown.name)) break;
        seen.set(shown.name, shown);
        await page.keyboard.press('ArrowRight');
      }
      expect(seen.size).toBeGreaterThanOrEqual(9);
      for (const [name, { ratio, lines }] of seen) {
        // (A line of the name's type against the label's, both bold-free line boxes.)
        expect({ name, small: ratio < 0.75 }).toEqual({ name, small: false });
        expect(lines).toBeLessThanOrEqual(2);
      }
      // The longest name takes two lines on a small phone rather than a smaller type.
      if (viewport.width === 360)
        expect(
          seen.get('Cross with every double')?.lines ?? seen.get('Horse Race, short chains')?.lines,
        ).toBe(2);
      await shot(page, `newgame-names-${viewport.width}x${viewport.height}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('Seven-Toed Pete and back: the count shown before comes back (the default when none was chosen)', async () => {
    const { page, context, errors } = await openPage(
      browser(),
      { width: 360, height: 640 },
      { touch: true },
    );
    await openNewGame(page);
    const before = await rowValue(page, 'Players');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect((await gameShown(page)).name).toBe('Seven-Toed Pete');
    expect(await rowValue(page, 'Players')).toBe('4');
    // On to the next game, not back: Pete's 4 is not kept either.
    await page.keyboard.press('ArrowRight');
    expect((await gameShown(page)).name).not.toBe('Seven-Toed Pete');
    expect(await rowValue(page, 'Players')).toBe(before);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await rowValue(page, 'Players')).toBe(before);
    expect(before).not.toBe('4');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a parlour game from the New Game screen', () => {
  test('Muggins on a double-nine set starts as chosen and plays to the end', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.addInitScript(() =>
      localStorage.setItem(
        'horseRace.settings.prefs',
        JSON.stringify({ speed: 'instant', reducedMotion: false, hints: true }),
      ),
    );
    await openNewGame(page);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await gameShown(page)).toEqual({ family: 'Fives', name: 'Muggins' });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await rowValue(page, 'Set')).toBe('Double-nine');
    await page.keyboard.press('ArrowRight');
    expect(await rowValue(page, 'Set')).toBe('Double-twelve');
    await page.keyboard.press('ArrowLeft');
    expect(await rowValue(page, 'Set')).toBe('Double-nine');
    await shot(page, 'newgame-muggins-nine-1280x720');
    // Up: the game row, Back (round the ring), Start.
    await pressButton(page, 'Start', 'ArrowUp');
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    const started = (await snapshot(page)) as unknown as { preset: string; hand: string[] };
    expect(started.preset).toBe('muggins');
    expect(started.hand.length).toBe(5);
    const { final } = await playGame(page, 'mouse', 'muggins-nine-1280x720');
    expect(final.phase).toBe('game-over');
    const replayed = replayRecord(await record(page));
    expect(replayed.scores).toEqual(final.scores);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the menu’s Continue line', () => {
  test('a game left for the menu can be continued, and the line says whose score is whose', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 390, height: 844 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await page.keyboard.press('Enter');
    await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
    await pressButton(page, 'Start', 'ArrowUp');
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    // The pause menu's last button goes to the main menu.
    await page.keyboard.press('Escape');
    await waitUntil('the pause', async () => (await texts(page)).includes('Main menu'));
    await pressButton(page, 'Main menu', 'ArrowUp');
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'));
    const line = await waitUntil('the Continue line', async () =>
      (await texts(page)).find((t) => /· hand \d+ ·/.test(t)),
    );
    expect(line).toMatch(/^Horse Race · hand 1 · You \d+ – North \d+$/);
    expect(await texts(page)).not.toContain('No saved game yet');
    await shot(page, 'menu-continue-390x844');
    // Continue is focused first, and takes the person back to the same game.
    const before = await snapshot(page);
    await page.keyboard.press('Enter');
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    expect((await snapshot(page))?.seed).toBe(before?.seed);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('after a finished game the menu says how it ended, not "No saved game yet"', async () => {
    const over = await playWholeGame({
      preset: 'horse-race',
      players: 2,
      seed: 'F1N15H',
      target: 31,
    });
    const save = serializeSave(over, new Date(0).toISOString());
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.addInitScript((text) => localStorage.setItem('horseRace.save', text), save);
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const shown = await texts(page);
    const [a, b] = lineState(over).scores;
    expect(shown).toContain(
      `Last game: ${lineState(over).winner?.[0] === 0 ? 'South' : 'North'} won · South ${a} – North ${b}`,
    );
    expect(shown).not.toContain('No saved game yet');
    await shot(page, 'menu-finished-1280x720');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('New game after Practice is a casual game again (issue 26, item 1)', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await pressButton(page, 'Practice');
    await waitUntil(
      'the practice form',
      async () =>
        (await scenes(page)).includes('NewGame') && (await texts(page)).includes('Practice game'),
    );
    await pressButton(page, 'Back');
    await waitUntil('the menu again', async () => (await scenes(page)).includes('Menu'));
    await pressButton(page, 'New game', 'ArrowUp');
    await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
    const shown = await texts(page);
    expect(shown).toContain('New game');
    expect(shown).not.toContain('Practice game');
    expect(errors).toEqual([]);
    await context.close();
  });
});
