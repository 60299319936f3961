/**
 * Issue 12, part B in the real browser: celebrations (a win, big turns, dominoes; still under
 * reduced motion, none at the instant pace), auto-draw and the "you must draw" cue, the
 * person's name from Settings on the pegging board, hint badges beside the open ends with
 * their one-time tip (a note with a close button, over nothing), and the words (no "+0 for …", the menu's line after a finished game).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { AUTO_DRAW_PACE } from '../../src/machine/gameMachine';
import { SPEED } from '../../src/machine/vocabulary';
import type { Rect } from '../../src/view/tableRegions';
import { enterUntil } from './drive';
import {
  drawn,
  family,
  openPage,
  record,
  scenes,
  shot,
  snapshot,
  texts,
  useBrowser,
  waitUntil,
} from './browser';

const browser = useBrowser();
const base = inject('baseURL');
const PREFS = 'horseRace.settings.prefs';

/** Stores preferences before the page's scripts run (on every load of the page). */
async function withPrefs(page: Page, prefs: Record<string, unknown>): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    PREFS,
    JSON.stringify(prefs),
  ] as const);
}

type Shown = { kind: string; text: string; motion: string };

async function celebrations(page: Page): Promise<Shown[]> {
  return (await family(page))?.celebrations.slice() ?? [];
}

/**
 * Plays the person's seat by keyboard (Enter: the chosen tile at its first place, a draw, the
 * next hand) until `done` holds, Enter pressed once on an idle table when `mayPress` allows.
 */
function playUntil(
  page: Page,
  done: () => Promise<boolean>,
  ms = 150_000,
  mayPress: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<void> {
  return enterUntil(
    page,
    done,
    async (s) => (s.turn === 0 || s.phase === 'hand-end') && (await mayPress()),
    ms,
  );
}

describe('celebrations', () => {
  test('a win: big turns and dominoes flourish, the game ends with the full celebration', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await withPrefs(page, { reducedMotion: false });
    await page.goto(
      `${base}?e2e=1&preset=horse-race&players=2&seed=CELEB2&speed=fast&target=21&level=easy`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    let shotTaken = false;
    await playUntil(page, async () => {
      const c = await celebrations(page);
      const end = c.find((x) => x.kind === 'win' || x.kind === 'loss');
      if (end && !shotTaken) {
        shotTaken = true;
        await shot(page, 'polish-celebration-1280x720');
      }
      return end !== undefined;
    });
    const shown = await celebrations(page);
    expect(shown.at(-1)).toEqual({ kind: 'win', text: 'You win!', motion: 'full' });
    expect(shown.some((c) => c.kind === 'chain' && c.text.startsWith('Big turn!'))).toBe(true);
    expect(shown.some((c) => c.kind === 'domino')).toBe(true);
    // The celebration is over before the game-over panel opens, and says the same.
    await waitUntil('the game-over panel', async () =>
      (await texts(page)).includes('You win the game!'),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reduced motion keeps them still; the instant pace shows none', async () => {
    for (const [prefs, speed, motion] of [
      [{ reducedMotion: true }, 'fast', 'still'],
      [{ reducedMotion: false }, 'instant', 'none'],
    ] as const) {
      const { page, context, errors } = await openPage(browser(), { width: 390, height: 844 });
      await withPrefs(page, prefs);
      await page.goto(
        `${base}?e2e=1&preset=horse-race&players=3&seed=CALM01&speed=${speed}&target=11&watch=1`,
      );
      const shown = await waitUntil(
        'the end of the game',
        async () => {
          const c = await celebrations(page);
          return c.some((x) => x.kind === 'loss') ? c : null;
        },
        120_000,
      );
      // Watching computers play, nobody is "you": the end is the quiet one.
      expect(shown.map((c) => c.motion)).toEqual(shown.map(() => motion));
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** The person is offered Draw now. */
async function canDraw(page: Page): Promise<boolean> {
  const h = await family(page);
  return h !== null && h.live && h.buttons.some((b) => b.label === 'Draw');
}

/** How many tiles the person (seat 0) has drawn in this game, from its record. */
async function personDraws(page: Page): Promise<number> {
  const rec = (await record(page)) as { hands?: { moves?: { seat: number; draw?: boolean }[] }[] };
  return (rec.hands ?? [])
    .flatMap((h) => h.moves ?? [])
    .filter((m) => m.seat === 0 && m.draw === true).length;
}

describe('drawing', () => {
  test('without auto-draw, the person is told clearly to draw', async () => {
    const { page, context, errors } = await openPage(
      browser(),
      { width: 390, height: 844 },
      {
        touch: true,
      },
    );
    await withPrefs(page, { autoDraw: false });
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=DRAW01&speed=fast`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    await playUntil(
      page,
      async () => await canDraw(page),
      150_000,
      async () => !(await canDraw(page)),
    );
    const shown = await texts(page);
    expect(shown).toContain('No tile fits: draw one');
    expect(shown).toContain('Draw');
    await shot(page, 'polish-must-draw-390x844');
    // Nothing is drawn for the person: the table waits. The game's auto-draw timer (set when
    // the person came to have to draw) has had its turn once a timer set now for as long has.
    const before = await personDraws(page);
    const pace = SPEED.fast.paceMs * AUTO_DRAW_PACE;
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), pace);
    await drawn(page);
    expect(await personDraws(page)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with auto-draw on, the machine draws for the person, no key pressed', async () => {
    const { page, context, errors } = await openPage(
      browser(),
      { width: 390, height: 844 },
      {
        touch: true,
      },
    );
    await withPrefs(page, { autoDraw: true });
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=DRAW01&speed=fast`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    // Enter is pressed only on an idle table where a tile fits (so it plays, never draws):
    // every draw of the person's is the machine's.
    await playUntil(
      page,
      async () => {
        const h = await family(page);
        const s = await snapshot(page);
        return (await personDraws(page)) > 0 && s?.turn === 0 && h?.live === true;
      },
      150_000,
      async () => !(await canDraw(page)),
    );
    expect(await personDraws(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('your name', () => {
  test('set in Settings, kept, and shown on your lane of the pegging board and by your avatar', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 390, height: 844 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const settings = page.getByRole('button', { name: 'Settings' });
    await waitUntil('the menu as DOM buttons', async () => (await settings.count()) === 1);
    await settings.dispatchEvent('click');
    const row = page.getByRole('button', { name: 'Your name: You' });
    await waitUntil('the Your name row', async () => (await row.count()) === 1);
    await row.dispatchEvent('click');
    const field = page.locator('#name-entry-field');
    await field.waitFor();
    await field.fill('<nope>');
    await field.press('Enter');
    // Refused, explained, nothing saved.
    await waitUntil('the refusal', async () =>
      (await page.locator('#name-entry').innerText()).includes('only'),
    );
    await shot(page, 'polish-name-390x844');
    await field.fill('Ada');
    await field.press('Enter');
    await waitUntil('the new name on the row', async () =>
      (await texts(page)).includes('Your name: Ada'),
    );
    const stored = await page.evaluate((key) => localStorage.getItem(key), PREFS);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ playerName: 'Ada' });
    // Settings still answers keys after the dialog: Esc goes back to the menu.
    await page.keyboard.press('Escape');
    await waitUntil('the menu again', async () => (await scenes(page)).includes('Menu'));

    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=NAME01&speed=fast`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    await waitUntil('Ada on the pegging board', async () => (await texts(page)).includes('Ada'));
    // On a wide screen her avatar, left of her hand, goes by it too ("A"), and North has its
    // own beside its name (a phone upright keeps the hand's row for the tiles).
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitUntil('her avatar', () =>
      page.evaluate(() =>
        (window.horseRace?.boxes() ?? []).some((b) => b.id === 'FamilyTable/avatar:Ada'),
      ),
    );
    const avatars = await page.evaluate(() =>
      (window.horseRace?.boxes() ?? []).filter((b) => b.id.startsWith('FamilyTable/avatar:')),
    );
    expect(avatars.map((b) => b.id).sort()).toEqual([
      'FamilyTable/avatar:Ada',
      'FamilyTable/avatar:North',
    ]);
    expect(avatars.every((b) => b.kind === 'badge' && b.w >= 20 && b.h >= 20)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The one-time tip is a note in a band of its own: nothing on screen but its own text and
 * close button (layout tiles, seats, the count, the ghosts and their tags) touches it.
 * Checked on one consistent reading of an idle table with badges; false when the table
 * was not (it moved on meanwhile), to be read again.
 */
async function tipChecked(page: Page): Promise<boolean> {
  const { boxes, h } = await page.evaluate(() => ({
    boxes: window.horseRace?.boxes() ?? [],
    h: window.horseRaceTest?.family() ?? null,
  }));
  const targets = [...(h?.badgeBoxes ?? []), ...(h?.ghostBoxes ?? [])];
  const note = boxes.find((b) => b.id === 'FamilyTable/tip');
  if (!h?.live || h.badgeBoxes.length === 0 || !note) return false;
  const inNote = (b: { id: string; parent?: string }): boolean =>
    b.id === note.id ||
    b.parent === note.id ||
    boxes.some((p) => p.id === b.parent && p.parent === note.id);
  const over = (b: Rect): boolean =>
    Math.min(b.x + b.w, note.x + note.w) - Math.max(b.x, note.x) > 1 &&
    Math.min(b.y + b.h, note.y + note.h) - Math.max(b.y, note.y) > 1;
  expect(boxes.filter((b) => !inNote(b) && over(b)).map((b) => b.id)).toEqual([]);
  expect(targets.filter(over)).toEqual([]);
  expect(boxes.some((b) => b.id === 'FamilyTable/button:✕' && b.parent === note.id)).toBe(true);
  return true;
}

describe('hint badges', () => {
  const apart = (a: Rect, b: Rect) =>
    a.x + a.w <= b.x + 0.5 ||
    b.x + b.w <= a.x + 0.5 ||
    a.y + a.h <= b.y + 0.5 ||
    b.y + b.h <= a.y + 0.5;

  test('a tag beside each open end, never on its ghost; explained once, in a note that covers nothing', async () => {
    for (const size of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      const { page, context, errors } = await openPage(browser(), size);
      await withPrefs(page, { hints: true });
      await page.goto(`${base}?e2e=1&preset=horse-race&players=3&seed=BADGE1&speed=fast`);
      await waitUntil(
        'the table',
        async () => (await scenes(page)).includes('FamilyTable'),
        30_000,
      );
      let checked = 0;
      let tip = false;
      let shotTaken = false;
      await playUntil(
        page,
        async () => {
          const h = await family(page);
          if (h?.live && h.flights.length === 0 && h.badgeBoxes.length > 0) {
            expect(h.badgeBoxes.length).toBe(h.ghostBoxes.length);
            h.badgeBoxes.forEach((badge, i) => expect(apart(badge, h.ghostBoxes[i]!)).toBe(true));
            if (!tip && (await texts(page)).some((t) => t.startsWith('Hint tags:'))) {
              if (!(await tipChecked(page))) return false;
              tip = true;
              if (size.width === 390) await shot(page, 'polish-tip-390x844');
              // Closed with its button (here its DOM twin): gone, and the layout has its room back.
              await page.getByRole('button', { name: 'Close the tip' }).dispatchEvent('click');
              await waitUntil('the tip closed', async () =>
                (await texts(page)).every((t) => !t.startsWith('Hint tags:')),
              );
            }
            if (!shotTaken && h.badgeBoxes.length > 1) {
              shotTaken = true;
              await shot(page, `polish-badges-${size.width}x${size.height}`);
            }
            checked++;
          }
          // The tip comes with the first tags, drawn a moment after them on a busy machine.
          return checked >= 6 && tip;
        },
        150_000,
      );
      expect(tip).toBe(true);
      // Once seen, the tip does not come back.
      await page.reload();
      await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
      const resume = page.getByRole('button', { name: /^Continue/ });
      await waitUntil('Continue as a DOM button', async () => (await resume.count()) > 0);
      await resume.first().dispatchEvent('click');
      await waitUntil(
        'the table again',
        async () => (await scenes(page)).includes('FamilyTable'),
        30_000,
      );
      await waitUntil('badges again', async () => {
        const h = await family(page);
        return (h?.badgeBoxes.length ?? 0) > 0;
      });
      expect((await texts(page)).some((t) => t.startsWith('Hint tags:'))).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
