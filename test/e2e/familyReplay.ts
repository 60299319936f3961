/**
 * A finished game replayed from Your games at the family table, in a real browser (every
 * family's kept games are: Texas 42's from families.e2e.ts, whose browser it shares, Horse
 * Race's from replay.e2e.ts): forward to its final scores by the keyboard, then by hands (Home,
 * Next hand, Previous hand), Play and Pause, and to its middle by the scrubber; every other
 * seat's tiles face up; on a phone nothing overlapping and every target a finger's size, the
 * game's score display in sight (a pegboard) or over the table behind Scores (a slate).
 */
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeProblems, boxes, family, openPage, scenes, shot, tap, waitUntil } from './browser';
import { replayRecord } from './drive';
import { sampled, startSampler, stopSampler } from './sampler';

/** A game to keep and replay: its name, its link's query and its screenshots' prefix. */
export interface KeptGame {
  readonly name: string;
  readonly query: string;
  readonly shots: string;
  /** Its scores are pegged (kept in sight on a phone, not behind Scores). */
  readonly pegboard?: boolean;
}

export const TEXAS_42: KeptGame = {
  name: 'Texas 42',
  query: 'preset=texas-42&target=2&seed=FAMRP1',
  shots: 'texas-42-replay',
};

export function familyReplayTests(
  browser: () => Browser,
  base: string,
  game: KeptGame = TEXAS_42,
): void {
  describe('the family table, the library', () => {
    test(`a finished ${game.name} game replayed from Your games, move by move to its final scores, then by hands`, async () => {
      const { page, errors, context } = await openPage(browser(), { width: 1280, height: 720 });
      await page.goto(`${base}?e2e=1&${game.query}&speed=instant&watch=1`);
      const kept = await waitUntil(
        'the game in the library',
        async () => {
          const a = await page.evaluate(() => window.horseRace?.archive() ?? Promise.resolve([]));
          return a.length === 1 ? a : null;
        },
        120_000,
      );
      const final = replayRecord(kept[0]);
      await page.evaluate(() => localStorage.removeItem('horseRace.save'));
      await page.goto(`${base}?e2e=1`);
      await waitUntil(
        'the menu',
        async () => (await scenes(page)).includes('Menu') || null,
        30_000,
      );
      const dom = async (name: string | RegExp, scene?: string): Promise<void> => {
        const b = page.getByRole('button', { name });
        await waitUntil(
          `${String(name)} as a DOM button`,
          async () => (await b.count()) === 1 || null,
        );
        await b.dispatchEvent('click');
        if (scene) await waitUntil(scene, async () => (await scenes(page)).includes(scene) || null);
      };
      await dom('Your games', 'History');
      await dom(/Watched/);
      await dom('Replay', 'FamilyTable');
      const first = await waitUntil('the replay', () => family(page));
      expect(first.status).toMatch(/^Replay · hand 1 of \d+ · move 0 of \d+/);
      // Forward to the end with the keyboard: the marks shown are the record's.
      let last = first;
      for (let i = 0; i < 400; i++) {
        await page.keyboard.press('ArrowRight');
        const now = await waitUntil('a step', () => family(page));
        if (now.status === last.status) break;
        last = now;
      }
      expect(last.scores.map((s) => s.total)).toEqual(final.scores);
      // A kept game hides nothing: every other seat's tiles face up, as many as it holds.
      expect(last.faceUp.length).toBeGreaterThan(0);
      for (const seat of last.faceUp) expect(seat.tiles.length).toBe(seat.count);
      await shot(page, `${game.shots}-end`);
      expect(await axeProblems(page)).toEqual([]);
      expect(last.buttons.map((b) => b.label)).toEqual(
        expect.arrayContaining([
          'Back',
          'Play',
          'Forward',
          'Previous hand',
          'Next hand',
          'Library',
        ]),
      );
      // By hands: Home goes to the start, Next hand (Down) to each hand's start, Previous hand
      // (Up) back to the start of the hand shown, then the one before.
      const where = async (): Promise<string> => (await family(page))?.status ?? '';
      await page.keyboard.press('Home');
      await waitUntil('the start', async () => (await where()).includes('hand 1 of') || null);
      const hands = Number(/hand 1 of (\d+)/.exec(await where())?.[1] ?? 0);
      // A game to two marks: two hands or more to jump between.
      expect(hands).toBeGreaterThan(1);
      for (let h = 2; h <= hands; h++) {
        await page.keyboard.press('ArrowDown');
        await waitUntil(`hand ${h}`, async () =>
          /move 0 of/.test(await where()) && (await where()).includes(`hand ${h} of`) ? true : null,
        );
      }
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowUp');
      await waitUntil(
        `hand ${hands}'s start`,
        async () => (await where()).includes(`hand ${hands} of ${hands} · move 0 of`) || null,
      );
      await page.keyboard.press('ArrowUp');
      await waitUntil(
        `hand ${hands - 1}`,
        async () => (await where()).includes(`hand ${hands - 1} of ${hands} · move 0 of`) || null,
      );
      // Play steps on by itself; Pause (its DOM button) stops it where it is.
      await dom('Play');
      const from = await where();
      await waitUntil('autoplay stepping', async () => ((await where()) !== from ? true : null));
      await dom('Pause');
      const paused = await waitUntil('paused', async () => {
        const h = await family(page);
        return h?.buttons.some((b) => b.label === 'Play') ? h.status : null;
      });
      await page.waitForTimeout(1600);
      expect(await where()).toBe(paused);
      // The scrubber over the board: a tap on its middle goes to the game's middle.
      await page.keyboard.press('End');
      await waitUntil('the end', async () =>
        /hand (\d+) of \1 · move (\d+) of \2/.test(await where()) ? true : null,
      );
      const scrub = (await family(page))?.buttons.find((b) => b.label === 'Scrubber');
      expect(scrub).toBeDefined();
      const end = await where();
      await tap(page, scrub ?? { x: 0, y: 0 });
      await waitUntil('a position mid-game', async () => ((await where()) !== end ? true : null));
      expect(await where()).not.toContain('move 0 of');
      await shot(page, `${game.shots}-scrubbed`);
      // On a phone the same: its buttons in two rows, the scrubber over the board, nothing
      // overlapping or off screen, every target a finger's size.
      await page.setViewportSize({ width: 390, height: 844 });
      await startSampler(page, { phone: true, tileMin: 0 });
      await waitUntil('the phone layout', async () =>
        (await family(page))?.buttons.some((b) => b.label === 'Scrubber' && b.x < 390)
          ? true
          : null,
      );
      await sampled(page, 3);
      await shot(page, `${game.shots}-phone`);
      // Horse Race's pegboard stays in sight over the seats (no Scores button); Texas 42's
      // slate opens over the table from Scores, sampled too, and Close puts it away.
      const scores = (await family(page))?.buttons.find((b) => b.label === 'Scores');
      const pegboard = (await boxes(page)).find(
        (b) => b.kind === 'panel' && /\/pegboard(#\d+)?$/.test(b.id),
      );
      expect(Boolean(pegboard)).toBe(game.pegboard === true);
      expect(Boolean(scores)).toBe(game.pegboard !== true);
      if (scores) {
        await tap(page, scores);
        const close = await waitUntil('the scores open', async () =>
          (await family(page))?.buttons.find((b) => b.label === 'Close'),
        );
        await sampled(page, 2);
        await shot(page, `${game.shots}-phone-scores`);
        await tap(page, close);
        await waitUntil('the scores closed', async () =>
          (await family(page))?.buttons.every((b) => b.label !== 'Close'),
        );
      }
      const { problems } = await stopSampler(page);
      expect(Object.entries(problems).map(([k, v]) => `${k}   [${v}]`)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
