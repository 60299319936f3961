/**
 * Practice at the family table and the families' statistics, in a real browser at a phone's
 * 390x844 (2x, touch) and a desktop's 1280x720, with the layout sampler running: a Texas 42
 * practice hand played to its end, its hints standing on the table on the person's turns,
 * and the review with every hand open opening by itself, its words equal to the review
 * worked out in Node from the page's record; then the Stats screen with a Mexican Train and
 * a Texas 42 game kept, its figures equal to those worked out in Node from the library.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { statsLines } from '../../src/archive/describe';
import { parseJsonl } from '../../src/archive/jsonl';
import { computeStats } from '../../src/archive/stats';
import { newTricksGame, readTricksRecord, startTricksHand } from '../../src/engine/index';
import { reviewTricks } from '../../src/practice/tricksReview';
import type { FamilyHotspots } from '../../src/scenes/family/FamilyTableScene';
import { seatName } from '../../src/view/names';
import { tricksReviewWords } from '../../src/view/tricks/tricksReviewWords';
import {
  family,
  openPage,
  pressButton,
  record,
  scenes,
  shot,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { startSampler, stopSampler } from './sampler';

const browser = useBrowser();
const base = inject('baseURL');

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2, touch: true },
  { name: 'desktop', viewport: { width: 1280, height: 720 }, scale: 1, touch: false },
] as const;

type Size = (typeof SIZES)[number];

/** Buttons that show something rather than make a move. */
const VIEWS = ['Menu', 'Scores', 'Hints', 'Plan my train', 'Sort by number', 'Last trick'];

/** The person's move: Enter on the highlighted choice, or a tap on a playable tile or a move's button. */
async function move(page: Page, h: FamilyHotspots, touch: boolean): Promise<void> {
  if (!touch) {
    await page.keyboard.press('Enter');
  } else {
    const tile = h.hand.find((t) => t.playable);
    const action = h.buttons.find((b) => !VIEWS.includes(b.label));
    const at = tile ?? action;
    if (at) await page.touchscreen.tap(at.x, at.y);
  }
  await waitUntil('the move taken', async () => {
    const after = await family(page);
    return after && after.step !== h.step ? after : null;
  });
}

/**
 * Plays the person's moves (Enter, and Next at a hand's end) until the game is over: the
 * words of the standing hints seen on the way.
 */
async function playToTheEnd(page: Page): Promise<Set<string>> {
  const hints = new Set<string>();
  for (let i = 0; i < 3000; i++) {
    const h = await waitUntil('the family table', () => family(page));
    h.hints.forEach((t) => hints.add(t));
    if (h.buttons.some((b) => b.label === 'Rematch')) return hints;
    if (h.live || h.buttons.some((b) => b.label === 'Next')) await move(page, h, false);
    else await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('the game did not end');
}

/** The review's words as the panel shows them, worked out in Node from the page's record. */
function expectedReview(rec: unknown): string[] {
  const read = readTricksRecord(rec);
  if (!read.ok) throw new Error(read.error.message);
  const game = newTricksGame(read.value.settings);
  const hand = read.value.hands[0];
  if (!game.ok || !hand) throw new Error('no hand');
  const start = startTricksHand(game.value, hand.deal);
  if (!start.ok) throw new Error(start.error.message);
  const review = reviewTricks(start.value, hand.moves, 0);
  const names = [0, 1, 2, 3].map((s) => seatName(s, 4, false));
  const words = tricksReviewWords(review, names);
  return [words.heading, ...words.lines.flatMap((l) => (l.text ? [l.title, l.text] : [l.title]))];
}

const open = async (size: Size) => {
  const watched = await openPage(browser(), size.viewport, {
    touch: size.touch,
    scale: size.scale,
  });
  await startSampler(watched.page, { phone: size.touch, tileMin: 0 });
  return watched;
};

describe.each(SIZES)('at the $name size', (size) => {
  test('a Texas 42 practice hand: hints on the table, then its review with every hand open', async () => {
    const { page, errors, context } = await open(size);
    await page.goto(`${base}?e2e=1&practice=1&preset=texas-42&target=1&seed=FPR421&speed=instant`);
    await waitUntil('the family table', async () => (await scenes(page)).includes('FamilyTable'));
    const seen = new Set<string>();
    let shotTaken = false;
    let h = await waitUntil('the family table', () => family(page));
    for (let i = 0; i < 400 && !h.buttons.some((b) => b.label === 'Rematch'); i++) {
      if (h.live) {
        // The person's turn: the hints stand on the table once worked out.
        h = await waitUntil('the hints', async () => {
          const now = await family(page);
          return now && now.hints.length > 0 && !now.hints.join().includes('working') ? now : null;
        });
        h.hints.forEach((t) => seen.add(t.split(':')[0] ?? ''));
        if (!shotTaken && h.hints.some((t) => t.startsWith('Count still out'))) {
          await shot(page, `family-practice-42-${size.name}`);
          shotTaken = true;
          // The Hints button: the same hints in a panel (the strip keeps what fits).
          const hints = h.buttons.find((b) => b.label === 'Hints');
          if (hints) await page.mouse.click(hints.x, hints.y);
          const panel = await waitUntil('the hints panel', async () => {
            const now = await family(page);
            return now?.panel[0] === 'Hints' ? now.panel : null;
          });
          expect(panel).toEqual(expect.arrayContaining(['Count still out', 'Sure winners']));
          await page.keyboard.press('Escape');
          h = await waitUntil('the panel closed', async () => {
            const now = await family(page);
            return now?.live ? now : null;
          });
        }
        await move(page, h, size.touch);
      } else await new Promise((r) => setTimeout(r, 30));
      h = await waitUntil('the family table', () => family(page));
    }
    // Bidding and the play both had their hints.
    expect([...seen]).toEqual(expect.arrayContaining(['Bid advisor', 'Count still out']));
    // The hand's end: the review opens by itself, as worked out in Node from the record.
    const expected = expectedReview(await record(page));
    expect(expected[0]).toBe('Hand 1 with every hand open');
    const review = await waitUntil('the review', async () => {
      const now = await family(page);
      return now?.panel[0] === expected[0] ? now : null;
    });
    expect(review.panel).toEqual(expected);
    await shot(page, `family-review-42-${size.name}`);
    // Closed, it leaves the end panel; its Review button opens it again.
    await page.keyboard.press('Escape');
    const end = await waitUntil('the end panel', async () => {
      const now = await family(page);
      return now?.buttons.some((b) => b.label === 'Review') ? now : null;
    });
    const again = end.buttons.find((b) => b.label === 'Review');
    if (again) await page.mouse.click(again.x, again.y);
    const reopened = await waitUntil('the review again', async () => {
      const now = await family(page);
      return now?.panel[0] === expected[0] ? now : null;
    });
    expect(reopened.panel).toEqual(expected);
    const { problems } = await stopSampler(page);
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the Stats screen with a Mexican Train and a Texas 42 game kept', async () => {
    const { page, errors, context } = await open(size);
    const archive = (): Promise<unknown[]> =>
      page.evaluate(() => window.horseRace?.archive() ?? Promise.resolve([]));
    // The Mexican Train game in practice: its hints stand on the table too.
    const seen: string[] = [];
    for (const [query, kept] of [
      ['preset=texas-42&target=1&seed=ST42A1', 1],
      ['practice=1&preset=mexican-train&players=2&set=9&rounds=1&seed=STMT01', 2],
    ] as const) {
      await page.goto(`${base}?e2e=1&${query}&speed=instant`);
      await waitUntil('the family table', async () => (await scenes(page)).includes('FamilyTable'));
      seen.push(...(await playToTheEnd(page)));
      await waitUntil('the game kept', async () => (await archive()).length === kept);
    }
    expect(seen.some((t) => t.startsWith('Your longest train'))).toBe(true);
    const read = parseJsonl((await archive()).map((r) => JSON.stringify(r)).join('\n'), new Date());
    if (!read.ok) throw new Error(read.message);
    const { lines, families } = statsLines(computeStats(read.games));
    expect(families.some((l) => l.startsWith('Texas 42: 1 game'))).toBe(true);
    expect(families.some((l) => l.startsWith('Mexican Train: 1 game'))).toBe(true);
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    // Statistics is on the menu itself (beside Your games), and Back comes back to it.
    await pressButton(page, 'Statistics', 'ArrowUp');
    const shown = await waitUntil('the statistics', async () => {
      const all = (await texts(page)).join('\n');
      return all.includes('Mexican Train: 1 game') ? all : null;
    });
    for (const line of [...lines, ...families]) expect(shown).toContain(line);
    // The chart says what it shows: its scale, its colours and which way time runs.
    for (const words of ['by the final margin', 'won', 'lost', '← older', 'newer →', '0'])
      expect(shown.split('\n')).toEqual(expect.arrayContaining([expect.stringContaining(words)]));
    expect(shown).toMatch(/^\+\d+$/m);
    await shot(page, `family-stats-${size.name}`);
    await page.keyboard.press('Escape');
    await waitUntil('the menu again', async () => (await scenes(page)).includes('Menu'));
    const { problems } = await stopSampler(page);
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
