/**
 * The daily puzzle in the browser (issue 14): from the menu (its chunk loaded on demand),
 * today's position is the one Node makes for the same UTC date; the best move is judged
 * best, the streak starts and the share line is copied; the day before is another
 * position, a wrong answer there is told what it gave away and does not feed the streak.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTile } from '../../src/engine/tiles';
import type { Move } from '../../src/engine/index';
import { adviceFor } from '../../src/practice/best';
import { dailyPuzzle, judgePuzzle, shiftDate, type Puzzle } from '../../src/puzzle/daily';
import { PUZZLE_KEY, readRecord, shareLine } from '../../src/puzzle/streak';
import type { PuzzleHotspots } from '../../src/scenes/PuzzleScene';
import { openPage, scenes, shot, tap, tapOnce, texts, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

function spots(page: Page): Promise<PuzzleHotspots | null> {
  return page.evaluate(() => window.horseRaceTest?.puzzle() ?? null);
}

async function made(date: string): Promise<Puzzle> {
  const p = await dailyPuzzle(date, (view, seed) => Promise.resolve(adviceFor(view, seed)));
  if (!p) throw new Error(`no puzzle for ${date}`);
  return p;
}

/** Taps the button `label` once, and waits for `done`. */
function tapLabel(page: Page, label: string, done: () => Promise<boolean>): Promise<void> {
  return tapOnce(
    page,
    `"${label}" taken`,
    async () => (await spots(page))?.buttons.find((b) => b.label === label),
    done,
  );
}

/** Plays `move` on the table: one tap on the tile, then one on its lit place. */
async function answer(page: Page, move: Move): Promise<PuzzleHotspots> {
  if (move.type !== 'play') throw new Error('a puzzle answer is a placement');
  const name = formatTile(move.tile);
  const on = move.on === null ? '' : formatTile(move.on);
  const settled = () =>
    waitUntil('the puzzle settled', async () => {
      const h = await spots(page);
      return h?.hand && h.idle ? h : null;
    });
  const h = await settled();
  if (h.selected !== name) {
    const tile = h.hand?.find((t) => t.tile === name);
    if (!tile) throw new Error(`${name} is not in the puzzle's hand`);
    await tap(page, tile);
    await waitUntil(`${name} chosen`, async () => (await spots(page))?.selected === name);
  }
  const target = (await settled()).targets?.find((t) => t.on === on);
  if (!target) throw new Error(`no lit place on ${on || 'the lead'} for ${name}`);
  await tap(page, target);
  return waitUntil('the answer judged', async () => {
    const now = await spots(page);
    return now?.status === 'answered' ? now : null;
  });
}

async function ready(page: Page, date: string): Promise<PuzzleHotspots> {
  return waitUntil(
    `the puzzle of ${date}`,
    async () => {
      const h = await spots(page);
      return h?.date === date && h.status === 'ready' && h.idle ? h : null;
    },
    60_000,
  );
}

describe('the daily puzzle', () => {
  test.each([
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ])(
    'at $width×$height: today’s puzzle solved, shared; the day before missed',
    async (viewport) => {
      const { page, context, errors, outside } = await openPage(browser(), viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(base).origin,
      });
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url().split('/').pop() ?? ''));
      await page.goto(`${base}?e2e=1`);
      await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
      expect(fetched.some((f) => f.startsWith('PuzzleScene-'))).toBe(false);
      const entry = page.getByRole('button', { name: 'Daily puzzle' });
      await waitUntil('the menu as DOM buttons', async () => (await entry.count()) === 1);
      await entry.dispatchEvent('click');
      const first = await waitUntil('the puzzle scene', async () => spots(page), 30_000);
      const today = first.today;
      const h = await ready(page, today);
      const p = await made(today);
      // The same position as Node's for the same UTC day.
      expect(h.hand?.map((t) => t.tile).sort()).toEqual(
        (p.state.hand?.hands[0] ?? []).map(formatTile).sort(),
      );
      const name = `puzzle-${viewport.width}x${viewport.height}`;
      await shot(page, `${name}-today`);

      const solved = await answer(page, p.best.best.move);
      expect(solved.best).toBe(true);
      expect(solved.verdict).toBe(judgePuzzle(p, p.best.best.move).text);
      const line = shareLine(today, { best: true, lost: 0, onTheDay: true }, 1);
      expect(solved.share).toBe(line);
      expect(solved.streak).toBe(1);
      await shot(page, `${name}-solved`);
      await tapLabel(page, 'Share', async () =>
        (await texts(page)).some((t) => t.startsWith('Copied') || t.startsWith('Copy this line')),
      );
      const copied = await page.evaluate(() => navigator.clipboard.readText()).catch(() => null);
      if (copied !== null) expect(copied).toBe(line);

      // The day before: another position; the runner-up there is not the best.
      const yesterday = shiftDate(today, -1);
      await tapLabel(page, '‹ Earlier', async () => (await spots(page))?.date === yesterday);
      await ready(page, yesterday);
      const q = await made(yesterday);
      expect(q.moves).not.toEqual(p.moves);
      const missed = await answer(page, q.runnerUp);
      expect(missed.best).toBe(false);
      expect(missed.verdict).toBe(judgePuzzle(q, q.runnerUp).text);
      expect(missed.verdict).toMatch(/^Not the best: /);
      expect(missed.streak).toBe(1);
      await shot(page, `${name}-missed`);
      const stored = readRecord(
        await page.evaluate((key) => window.localStorage.getItem(key), PUZZLE_KEY),
      );
      expect(stored.days[today]).toEqual({ best: true, lost: 0, onTheDay: true });
      expect(stored.days[yesterday]?.onTheDay).toBe(false);
      expect(stored.days[yesterday]?.best).toBe(false);

      // Back to today, then the menu.
      await tapLabel(page, 'Later ›', async () => (await spots(page))?.date === today);
      await ready(page, today);
      await page.keyboard.press('Escape');
      await waitUntil('the menu again', async () => (await scenes(page)).includes('Menu'));
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await context.close();
    },
  );
});
