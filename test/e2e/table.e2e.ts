/**
 * The table's panels and held-back answers (issue 11): Esc toggles one pause
 * menu, the Menu button works over the hand-end panel, the partners' hand-end
 * names only the seat that went out, and "count it yourself" keeps the answer
 * back until the claim is made.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  claimByKeys,
  drawn,
  family,
  openPage,
  practice,
  scenes,
  shot,
  snapshot,
  tap,
  texts,
  waitUntil,
  useBrowser,
} from './browser';
import { enterUntil } from './drive';

const browser = useBrowser();
const base = inject('baseURL');
const TURN = new Set(['lead', 'play-chain', 'draw']);

async function count(page: Page, text: string): Promise<number> {
  return (await texts(page)).filter((t) => t === text).length;
}

/** One tap on the button `label`, once it shows (the caller waits for what it does). */
async function clickLabel(page: Page, label: string): Promise<void> {
  const b = await waitUntil(`a ${label} button`, async () =>
    (await family(page))?.buttons.find((x) => x.label === label),
  );
  await tap(page, b);
}

/** Plays with Enter (the default move, or Next at a hand's end), one press a move, until `done`. */
function playUntil(page: Page, done: () => Promise<boolean>, limitMs = 60_000): Promise<void> {
  return enterUntil(
    page,
    done,
    async (snap) =>
      snap.phase === 'hand-end' ||
      (snap.turn === 0 && TURN.has(snap.phase) && !(await practice(page))?.claim),
    limitMs,
  );
}

const handEnd = async (page: Page): Promise<boolean> =>
  !!(await family(page))?.buttons.some((b) => b.label === 'Next' || b.label === 'Rematch');

describe('the table', () => {
  test('Esc opens one pause menu and closes it; the Menu button works over the hand-end panel', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=TBL001&speed=instant`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    await page.keyboard.press('Escape');
    await waitUntil('the pause menu', async () => (await count(page, 'Paused')) === 1);
    await page.keyboard.press('Escape');
    await waitUntil('no pause menu', async () => (await count(page, 'Paused')) === 0);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await drawn(page);
    expect(await count(page, 'Paused')).toBe(1);
    await page.keyboard.press('Escape');
    await waitUntil('no pause menu', async () => (await count(page, 'Paused')) === 0);

    await playUntil(page, () => handEnd(page));
    await clickLabel(page, 'Menu');
    await waitUntil('the pause menu over the hand-end panel', async () =>
      (await count(page, 'Paused')) === 1 ? true : null,
    );
    await shot(page, 'table-pause-over-hand-end');
    await clickLabel(page, 'Resume');
    await waitUntil('the hand-end panel alone', async () => (await count(page, 'Paused')) === 0);
    expect(await handEnd(page)).toBe(true);
    await clickLabel(page, 'Menu');
    await clickLabel(page, 'Main menu');
    await waitUntil('the main menu', async () => (await scenes(page)).includes('Menu'));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('partners: the hand-end names the one seat that went out, and stars only it', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(
      `${base}?e2e=1&preset=horse-race&players=4&partners=1&seed=TBL004&speed=instant`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    await playUntil(page, () => handEnd(page));
    const shown = await texts(page);
    await shot(page, 'table-partners-hand-end');
    const title = shown.find((t) => t.endsWith('went out: domino!'));
    // This deal ends with a domino (a seed chosen for it); a blocked hand would not test this.
    expect(title, shown.join(' | ')).toBeDefined();
    expect(title).not.toContain('&');
    const starred = shown.filter((t) => t.endsWith(' ★'));
    expect(starred).toEqual([`${title?.replace(' went out: domino!', '') ?? ''} ★`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('practice, count it yourself: no count, pop, pegs or count line before the claim', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(
      `${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=TBL002&speed=normal&level=medium`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    // The pegboard's scores as shown, once nothing is moving.
    const shownScores = async (): Promise<number[] | null> => {
      const h = await family(page);
      return h && h.flights.length === 0 ? h.scores.map((r) => r.total) : null;
    };
    await clickLabel(page, 'Count: off');
    let pegs: readonly number[] = [];
    const scoringClaim = async (): Promise<boolean> => {
      const p = await practice(page);
      if (p?.claim && p.claim.points > 0) return true;
      if (p?.claim) {
        // A claim for a play that scored nothing: answer it and go on.
        await claimByKeys(page, 0);
      }
      pegs = (await shownScores()) ?? pegs;
      return false;
    };
    await playUntil(page, scoringClaim, 120_000);
    // While the question is open: the count is covered, nothing is pegged, popped or said,
    // all the while the play is shown (every text seen on the way is kept).
    const seen = new Set<string>();
    await waitUntil('the play shown', async () => {
      for (const t of await texts(page)) seen.add(t);
      return (await shownScores()) !== null;
    });
    for (const t of await texts(page)) seen.add(t);
    const during = [...seen];
    await shot(page, 'table-claim-open');
    expect(during).toContain('?');
    // The pop-up says "+N" with "T scores!" under it ("+N" alone tags tiles in hand for the next play).
    expect(during.some((t) => / scores!$/.test(t))).toBe(false);
    // The play's words hold its count back too (the question is asked instead).
    expect(during.some((t) => /: count \d+/.test(t))).toBe(false);
    // The count line ("Count: 5 + 3 …"), not the "Count: on" button.
    expect(during.some((t) => t.startsWith('Count: ') && !/^Count: o(n|ff)$/.test(t))).toBe(false);
    expect(await shownScores()).toEqual(pegs);
    await claimByKeys(page);
    const engine = (await snapshot(page))?.scores ?? [];
    await waitUntil('the pegs', async () =>
      JSON.stringify(await shownScores()) === JSON.stringify(engine) ? true : null,
    );
    expect(engine).not.toEqual(pegs);
    expect(await texts(page)).not.toContain('?');
    expect(errors).toEqual([]);
    await context.close();
  });
});
