/**
 * The replay viewer (issue 15): a finished game, opened from Your games, stepped through on
 * the one table with the keyboard, the canvas's buttons and their DOM mirror; at its end the
 * pegs show the record's final scores; axe finds no serious or critical violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { ReplayHotspots } from '../../src/scenes/replay/ReplayScene';
import type { Box } from '../../src/ui/boxes';
import {
  axeProblems,
  boxes,
  drawn,
  openPage,
  scenes,
  shot,
  snapshot,
  tap,
  texts,
  waitUntil,
  useBrowser,
} from './browser';
import { replayRecord } from './drive';

const browser = useBrowser();
const base = inject('baseURL');

function replay(page: Page): Promise<ReplayHotspots | null> {
  return page.evaluate(() => window.horseRaceTest?.replay() ?? null);
}

/** Does `act` once, on the settled viewer, and waits for it to stand where `expected` says. */
async function stepTo(
  page: Page,
  what: string,
  expected: { hand: number; count: number },
  act: (now: ReplayHotspots) => Promise<void>,
): Promise<ReplayHotspots> {
  const now = await waitUntil('the viewer settled', async () => {
    const r = await replay(page);
    return r?.idle ? r : null;
  });
  await act(now);
  return waitUntil(what, async () => {
    const r = await replay(page);
    return r && r.at.hand === expected.hand && r.at.count === expected.count ? r : null;
  });
}

/** A canvas button of the viewer, by its label: one tap where it is now. */
async function tapLabel(page: Page, now: ReplayHotspots, label: string): Promise<void> {
  const b = now.buttons.find((x) => x.label === label);
  if (!b) throw new Error(`no ${label} among ${now.buttons.map((x) => x.label).join(', ')}`);
  await tap(page, b);
}

describe('the replay viewer', () => {
  test('a kept game stepped forward, back, by hand, to its final scores', async () => {
    const { page, context, errors, outside } = await openPage(browser(), {
      width: 1280,
      height: 720,
    });
    await page.goto(
      `${base}?e2e=1&preset=horse-race&players=2&seed=REPL01&speed=instant&watch=1&target=31`,
    );
    await waitUntil(
      'the game to end',
      async () => (await snapshot(page))?.phase === 'game-over',
      120_000,
    );
    const kept = await waitUntil('the game in the library', async () => {
      const a = await page.evaluate(() => window.horseRace?.archive() ?? Promise.resolve([]));
      return a.length === 1 ? a : null;
    });
    const final = replayRecord(kept[0]);
    expect(final.over).toBe(true);

    // From the menu to Your games and the game's dialog, through the DOM buttons.
    await page.evaluate(() => localStorage.removeItem('horseRace.save'));
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const dom = async (name: string | RegExp, scene?: string): Promise<void> => {
      const button = page.getByRole('button', { name });
      await waitUntil(`${String(name)} as a DOM button`, async () => (await button.count()) === 1);
      await button.dispatchEvent('click');
      if (scene) await waitUntil(scene, async () => (await scenes(page)).includes(scene));
    };
    await dom('Your games', 'History');
    await waitUntil('the game listed', async () =>
      (await texts(page)).join('\n').includes('1 of 1 games'),
    );
    await dom(/Watched/);
    await dom('Replay', 'Replay');

    const start = await waitUntil('the viewer', async () => {
      const r = await replay(page);
      return r?.idle ? r : null;
    });
    expect(start.at).toEqual({ hand: 0, count: 0 });
    expect(start.caption).toMatch(/^Hand 1 of \d+ · move 0 of \d+: dealt, /);
    expect(start.scores).toEqual([0, 0]);
    expect(start.buttons.find((b) => b.label === 'Back')?.enabled).toBe(false);
    // Back, Play and Forward together in the column, one under another (issue 26, item 11).
    const spot = (r: ReplayHotspots, label: string) => r.buttons.find((b) => b.label === label)!;
    const b0 = spot(start, 'Back');
    const p0 = spot(start, 'Play');
    const f0 = spot(start, 'Forward');
    expect(b0.x).toBe(f0.x);
    expect(b0.y < p0.y && p0.y < f0.y && f0.y - b0.y <= 110).toBe(true);
    await shot(page, 'replay-deal-1280x720');

    // Forward with the keyboard, then a tap on Forward, then Back as a DOM button.
    await stepTo(page, 'one move forward', { hand: 0, count: 1 }, () =>
      page.keyboard.press('ArrowRight'),
    );
    const two = await stepTo(page, 'two moves forward', { hand: 0, count: 2 }, (now) =>
      tapLabel(page, now, 'Forward'),
    );
    expect(two.caption).toMatch(/move 2 of \d+: (South|North) (leads|plays|draws|passes)/);
    await waitUntil('the step shown', async () => (await replay(page))?.idle === true);
    await shot(page, 'replay-move-1280x720');
    await stepTo(page, 'one move back', { hand: 0, count: 1 }, () =>
      page.getByRole('button', { name: 'Back', exact: true }).dispatchEvent('click'),
    );
    // By hand: the next hand's deal, and back to the first.
    if (final.hands.length > 1) {
      await stepTo(page, 'the next hand', { hand: 1, count: 0 }, () =>
        page.keyboard.press('ArrowDown'),
      );
      await stepTo(page, 'the first hand again', { hand: 0, count: 0 }, (now) =>
        tapLabel(page, now, 'Previous hand'),
      );
    }
    // Autoplay: Play steps on by itself; Pause stops it where it is.
    const from = (await replay(page))!.at;
    await dom('Play');
    const moving = await waitUntil('autoplay stepping', async () => {
      const now = await replay(page);
      return now && now.at.hand === from.hand && now.at.count >= from.count + 2 ? now : null;
    });
    expect(spot(moving, 'Pause')).toBeDefined();
    await dom('Pause');
    const paused = await waitUntil('paused', async () => {
      const now = await replay(page);
      return now?.buttons.some((b) => b.label === 'Play') && now.idle ? now : null;
    });
    // Paused: no step after as much of the game's clock as autoplay's longest interval
    // (1.2 s, one frame counted as 16 ms at the most), and two frames more.
    await drawn(page, Math.ceil(1200 / 16) + 2);
    expect((await replay(page))?.at).toEqual(paused.at);

    // To the end: the pegs show the record's final scores.
    const last = final.hands.length - 1;
    await page.keyboard.press('End');
    const end = await waitUntil('the last move, shown', async () => {
      const now = await replay(page);
      const atEnd = now?.buttons.some((b) => b.label === 'Forward' && !b.enabled);
      return now && now.at.hand === last && atEnd && now.idle ? now : null;
    });
    expect(end.scores).toEqual(final.scores);
    expect(end.buttons.find((b) => b.label === 'Forward')?.enabled).toBe(false);
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, 'replay-end-1280x720');

    // On a phone held upright: the controls above the table, still working.
    await page.setViewportSize({ width: 390, height: 844 });
    // The viewer laid out again for the phone (its controls within the new width) before a tap.
    await waitUntil('the phone layout', async () => {
      const r = await replay(page);
      const right = r && r.scrubber.x + r.scrubber.w / 2;
      return r?.idle && right !== null && right <= 390 && r.buttons.every((b) => b.x < 390);
    });
    await stepTo(page, 'a step back on a phone', { hand: last, count: end.at.count - 1 }, (now) =>
      tapLabel(page, now, 'Back'),
    );
    await waitUntil('the step shown', async () => (await replay(page))?.idle === true);
    await shot(page, 'replay-390x844');
    // A finger's buttons, clear of the boneyard's label and of each other.
    const shown = await boxes(page);
    const navs = shown.filter((b) =>
      /^Replay\/button:(Back|Play|Forward|Previous hand|Next hand)$/.test(b.id),
    );
    expect(navs).toHaveLength(5);
    const hit = (a: Box, b: Box) =>
      a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const n of navs) {
      expect(n.h).toBeGreaterThanOrEqual(44);
      for (const t of shown.filter((x) => x.kind === 'text' && !x.parent?.includes('button:')))
        expect(hit(n, t), `${n.id} over ${t.id}`).toBe(false);
    }

    // Back to Your games.
    await dom('Your games', 'History');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
