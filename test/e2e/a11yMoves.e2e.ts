/**
 * Issue 26, item 14 in the real browser: a screen-reader user plays. The hand's legal moves
 * (and draw, pass) are DOM buttons with spoken labels while it is the person's move; a whole
 * hand of Horse Race is played only through them (no mouse, no keys on the canvas), and axe
 * finds no serious or critical violation on the way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { axeProblems, openPage, scenes, shot, snapshot, useBrowser, waitUntil } from './browser';

const browser = useBrowser();
const base = inject('baseURL');

const MOVE = /^(Lead|Play) \d+-\d+|^Draw$|^Pass$/;

function names(page: Page): Promise<string[]> {
  return page.$$eval('#game-controls button', (bs) => bs.map((b) => b.textContent));
}

function voice(page: Page): Promise<string> {
  return page.evaluate(() => document.getElementById('game-voice')?.textContent ?? '');
}

describe('the legal moves as DOM buttons', () => {
  test('a hand of Horse Race played through them, axe-clean', async () => {
    const { page, context, errors, outside } = await openPage(browser(), {
      width: 1280,
      height: 720,
    });
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=SRMOVE&speed=fast`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    const pressed: string[] = [];
    let axed = false;
    for (let turn = 0; turn < 120; turn++) {
      // The person's move (as buttons), or the hand's end.
      const now = await waitUntil(
        'a move to make, or the hand over',
        async () => {
          const s = await snapshot(page);
          if (s?.phase === 'hand-end' || s?.phase === 'game-over') return { over: true, moves: [] };
          const moves = (await names(page)).filter((n) => MOVE.test(n));
          return moves.length > 0 && s?.turn === 0 ? { over: false, moves } : null;
        },
        60_000,
      );
      if (now.over) break;
      // Every move has its own words; Menu is still there beside them.
      expect(new Set(now.moves).size).toBe(now.moves.length);
      expect(await names(page)).toContain('Menu');
      if (!axed) {
        axed = true;
        // The live region offers what the buttons do.
        expect(await voice(page)).toMatch(/Your choices: /);
        await shot(page, 'a11y-moves-1280x720');
        expect(await axeProblems(page)).toEqual([]);
      }
      // A play when there is one, else the draw or the pass.
      const label = now.moves[0]!;
      const before = JSON.stringify(await snapshot(page));
      // A screen reader activates a button with a click event (the buttons are 1 px: no
      // mouse). Found and clicked in one step in the page: the DOM follows the canvas every
      // 250 ms, and a locator's two steps could click a button it then finds replaced.
      await page.$$eval(
        '#game-controls button',
        (bs, name) => {
          const button = bs.find((b) => b.textContent === name);
          if (button instanceof HTMLElement) button.click();
        },
        label,
      );
      // The DOM follows the canvas every 250 ms: a button pressed just before it caught up
      // (the person plays again) is no longer offered and does nothing; it is looked at again.
      const made = await waitUntil(`"${label}" made`, async () => {
        if (JSON.stringify(await snapshot(page)) !== before) return 'made';
        return (await names(page)).includes(label) ? null : 'gone';
      });
      if (made === 'made') pressed.push(label);
      else expect(made, `after ${pressed.join(' · ')}`).toBe('gone');
    }
    const end = await snapshot(page);
    expect(end?.phase === 'hand-end' || end?.phase === 'game-over').toBe(true);
    expect(pressed.some((l) => /^(Lead|Play) /.test(l))).toBe(true);
    // Between hands no move is offered, only the panel's buttons.
    const after = await waitUntil('Next as a DOM button', async () => {
      const n = await names(page);
      return n.includes('Next') || n.includes('Rematch') ? n : null;
    });
    expect(after.filter((n) => MOVE.test(n))).toEqual([]);
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
