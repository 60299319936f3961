/**
 * The table's moments on a phone (390x844 at 2x, touch) and a desktop (1280x720), sampled by
 * the layout sampler (`sampler.ts`: nothing overlapping, spilling out, off screen or under
 * 44 px on a phone) while they show (issue 26, items 6, 10, 11 and 13):
 * - a 4-player partners game played by keyboard at the fast pace to its end: the "plays
 *   again" banners (the seat named is the seat lit, frame by frame), the hand's end (its beat
 *   called out, then the panel beside or below the final board, none of whose tiles it covers;
 *   See board and See scores), and the game's end (every button the same size and label size);
 * - the replay viewer of a kept game: every hand face up, the scrubber, autoplay;
 * - pass-and-play's cover, with what the other person did since this one's last turn.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { Box } from '../../src/ui/boxes';
import {
  boxes,
  family,
  openPage,
  pressButton,
  scenes,
  shot,
  snapshot,
  tap,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { sampled, startSampler, stopSampler } from './sampler';

const browser = useBrowser();
const base = inject('baseURL');

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2, touch: true },
  { name: 'desktop', viewport: { width: 1280, height: 720 }, scale: 1, touch: false },
] as const;

type Size = (typeof SIZES)[number];

const TURN = new Set(['lead', 'play-chain', 'draw']);
/** The pass-and-play cover's buttons: show the next person's tiles, or keep hints off. */
const COVER = /^Show \w+'s tiles$|^Keep hints off$/;

function hit(a: Box, b: Box): boolean {
  return a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;
}

async function open(size: Size, query: string) {
  const watched = await openPage(browser(), size.viewport, {
    touch: size.touch,
    scale: size.scale,
  });
  await watched.page.goto(`${base}?e2e=1${query}`);
  return watched;
}

/**
 * Counts, frame by frame in the page, the frames a seat's "plays again" note shows (issue
 * 26, item 10: the seat that plays again is named by its own badge, the one lit on turn).
 */
async function watchBanners(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __again?: { frames: number } };
    const seen = { frames: 0 };
    w.__again = seen;
    const tick = (): void => {
      const shown = window.horseRaceTest?.texts() ?? [];
      if (shown.some((t) => t.includes('plays again'))) seen.frames++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Plays by Enter (the person's default move) until `done` holds for an idle table; `seen`
 * looks at the screen on the way.
 */
async function playUntil(
  page: Page,
  what: string,
  done: () => Promise<boolean>,
  seen: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const until = Date.now() + 180_000;
  for (;;) {
    // The table idle: done, or the person's turn (one Enter, waited on), or the others' turns.
    const now = await waitUntil(
      what,
      async () => {
        await seen();
        const [s, h] = [await snapshot(page), await family(page)];
        if (!s || !h || h.flights.length > 0) return null;
        if (await done()) return 'done';
        const mine = s.turn === 0 && TURN.has(s.phase) && h.live;
        return mine ? JSON.stringify(s) : null;
      },
      Math.max(1, until - Date.now()),
    );
    if (now === 'done') return;
    await page.keyboard.press('Enter');
    await waitUntil('the move Enter made', async () => {
      await seen();
      return JSON.stringify(await snapshot(page)) !== now;
    });
  }
}

const labels = async (page: Page): Promise<string[]> =>
  ((await family(page))?.buttons ?? []).map((b) => b.label);

/** The layout's tiles under the hand's end panel or its bar: none may be. */
async function tilesUnder(page: Page, panelId: string): Promise<string[]> {
  const all = await boxes(page);
  const panel = all.find((b) => b.id === `FamilyTable/${panelId}`);
  expect(panel, `the ${panelId} panel`).toBeDefined();
  const tiles = all.filter((b) => b.kind === 'tile');
  expect(tiles.length).toBeGreaterThan(0);
  return tiles.filter((t) => hit(t, panel!)).map((t) => t.id);
}

describe('the moments of a game, sampled', () => {
  test.each(SIZES)('plays again, the hand end, the board, the game end at $name', async (size) => {
    const { page, context, errors } = await open(
      size,
      '&preset=horse-race&players=4&partners=1&seed=LAY001&speed=fast&target=15',
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    await watchBanners(page);
    await startSampler(page, { phone: size.touch, tileMin: 0 });

    // The first "plays again" banner and the hand end's beat, as they show.
    const shots = new Set<string>();
    const shoot = async (): Promise<void> => {
      const words = await texts(page);
      for (const [name, re] of [
        ['again', /plays again|^Play again/],
        ['beat', /^(Domino!|Blocked!) /],
      ] as const)
        if (!shots.has(name) && words.some((t) => re.test(t))) {
          shots.add(name);
          await shot(page, `moments-${size.name}-${name}`);
        }
      // A big turn's celebration, as it shows.
      const chain = (await family(page))?.celebrations.some((c) => c.kind === 'chain');
      if (chain && !shots.has('celebration')) {
        shots.add('celebration');
        await shot(page, `moments-${size.name}-celebration`);
      }
    };
    await playUntil(page, 'the hand end', async () => (await labels(page)).includes('Next'), shoot);
    const ends = (await family(page))!.celebrations.filter(
      (c) => c.kind === 'domino' || c.kind === 'blocked',
    );
    expect(ends.length, 'the hand end called out').toBeGreaterThan(0);
    // The final board stays in view: its tiles are listed (no shade over them), none under
    // the panel.
    expect(await tilesUnder(page, 'panel:family')).toEqual([]);
    await sampled(page, 3);
    await shot(page, `moments-${size.name}-hand-end`);
    // The board is in view above the panel: no See board here (a phone on its side has it).
    expect(await labels(page)).not.toContain('See board');
    await pressButton(page, 'Next', 'ArrowRight');

    await playUntil(page, 'the game end', async () => (await labels(page)).includes('Rematch'));
    await sampled(page, 3);
    await shot(page, `moments-${size.name}-game-over`);
    const shown = await boxes(page);
    expect(await tilesUnder(page, 'panel:family')).toEqual([]);
    // One size and one label size for every button of the panel (Menu is the table's).
    const panelButtons = shown.filter(
      (b) =>
        b.kind === 'button' &&
        b.id.startsWith('FamilyTable/button:') &&
        !['FamilyTable/button:Menu', 'FamilyTable/button:Scores'].includes(b.id),
    );
    expect(panelButtons.map((b) => b.id.slice('FamilyTable/button:'.length))).toEqual([
      'Rematch',
      'New game',
      'Main menu',
    ]);
    for (const b of panelButtons) {
      expect(b.w).toBeCloseTo(panelButtons[0]!.w, 3);
      expect(b.h).toBeCloseTo(panelButtons[0]!.h, 3);
    }
    const labelHeights = shown
      .filter((b) => b.kind === 'text' && panelButtons.some((p) => p.id === b.parent))
      .map((b) => Math.round(b.h));
    expect(labelHeights).toHaveLength(3);
    expect(new Set(labelHeights).size).toBe(1);
    expect((await texts(page)).some((t) => /wins? the game/.test(t))).toBe(true);
    // The celebrations were shown while the sampler looked: a big turn, the hand's end, and
    // the game's end (a win or a loss, as the person's plays went).
    const kinds = new Set((await family(page))!.celebrations.map((c) => c.kind));
    expect(kinds.has('chain') && kinds.has('domino')).toBe(true);
    expect(kinds.has('win') !== kinds.has('loss')).toBe(true);

    const { problems, samples } = await stopSampler(page);
    expect(samples).toBeGreaterThan(20);
    expect(problems).toEqual({});
    const again = await page.evaluate(
      () => (window as unknown as { __again: { frames: number } }).__again,
    );
    expect(again.frames, 'a "plays again" note was seen').toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function dom(page: Page, name: string | RegExp, scene?: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await waitUntil(`${String(name)} as a DOM button`, async () => (await button.count()) === 1);
  await button.dispatchEvent('click');
  if (scene) await waitUntil(scene, async () => (await scenes(page)).includes(scene));
}

describe('the replay viewer, sampled', () => {
  test.each(SIZES)('every hand face up, the scrubber and autoplay at $name', async (size) => {
    const { page, context, errors } = await open(
      size,
      '&preset=horse-race&players=4&seed=REPL04&speed=instant&watch=1&target=31',
    );
    await waitUntil(
      'the watched game to end',
      async () => (await snapshot(page))?.phase === 'game-over',
      180_000,
    );
    await waitUntil('the game kept', async () => {
      const kept = await page.evaluate(() => window.horseRace?.archive() ?? Promise.resolve([]));
      return kept.length === 1;
    });
    await page.evaluate(() => localStorage.removeItem('horseRace.save'));
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await dom(page, 'Your games', 'History');
    await dom(page, /Watched/);
    await dom(page, 'Replay', 'FamilyTable');
    const where = async (): Promise<string> => (await family(page))?.status ?? '';
    await waitUntil('the viewer', async () => /^Replay · hand 1 of/.test(await where()) || null);
    await startSampler(page, { phone: size.touch, tileMin: 0 });

    // Autoplay a few moves, then pause.
    await dom(page, 'Play');
    await waitUntil('autoplay', async () => /move ([3-9]|\d\d) of/.test(await where()) || null);
    await dom(page, 'Pause');
    // The scrubber, a finger's height: a tap on its middle goes to the game's middle.
    const scrub = (await family(page))?.buttons.find((b) => b.label === 'Scrubber');
    expect(scrub).toBeDefined();
    await tap(page, scrub ?? { x: 0, y: 0 }, size.touch);
    const at = await waitUntil('a later hand', async () => {
      const now = await family(page);
      return now && !/hand 1 of/.test(now.status) ? now : null;
    });
    // Every seat's tiles face up (a watched game: none is the person's), as many as it holds.
    expect(at.faceUp.length).toBe(4);
    for (const seat of at.faceUp) expect(seat.tiles.length).toBe(seat.count);
    expect(at.faceUp.some((s) => s.tiles.length > 0)).toBe(true);
    await sampled(page, 3);
    await shot(page, `moments-${size.name}-replay`);
    const { problems } = await stopSampler(page);
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pass-and-play, sampled', () => {
  test.each(SIZES)('the cover says what the other did at $name', async (size) => {
    const { page, context, errors } = await open(size, '');
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await dom(page, 'New game', 'NewGame');
    // A picker's DOM button is named "Row: value. Next choice": stepped to the value wanted.
    const choose = async (row: string, wanted: string): Promise<void> => {
      const now = async (): Promise<string> =>
        waitUntil(row, async () => {
          const all = await page.$$eval('#game-controls button', (bs) =>
            bs.map((b) => b.textContent),
          );
          return all.find((n) => n.startsWith(`${row}: `) && n.endsWith('Next choice')) ?? null;
        });
      for (let i = 0; i < 8; i++) {
        const label = await now();
        if (label.startsWith(`${row}: ${wanted}.`)) return;
        await dom(page, label);
        await waitUntil(`${row} changed`, async () => (await now()) !== label);
      }
    };
    await choose('Players', '2');
    await choose('People', 'Everyone');
    await dom(page, 'Start', 'FamilyTable');
    await startSampler(page, { phone: size.touch, tileMin: 0 });
    // Covers are answered (hints kept off) and each person plays a first move, until a cover
    // has something to tell: one tap or key a step, waited on until the table moves on.
    const settled = async () => {
      const [s, h] = [await snapshot(page), await family(page)];
      // A cover to answer, or the person on turn with their hand at rest.
      const covered = h?.buttons.some((b) => COVER.test(b.label));
      if (!s || !h || h.flights.length > 0 || !(covered || h.live)) return null;
      const labels = h.buttons.map((b) => b.label).join('|');
      return { s, h, key: `${s.turn}/${s.phase}/${s.layout.length}/${s.boneyard}/${labels}` };
    };
    let told: string[] | null = null;
    for (let i = 0; i < 40; i++) {
      const now = await waitUntil('the table settled', settled, 60_000);
      const cover = now.h.buttons.find((b) => COVER.test(b.label));
      const words = await texts(page);
      if (cover?.label.startsWith('Show') && words.some((t) => t.startsWith('Since '))) {
        told = words;
        break;
      }
      if (cover) await page.mouse.click(cover.x, cover.y);
      else if (now.s.turn !== null && TURN.has(now.s.phase) && now.h.live)
        await page.keyboard.press('Enter');
      await waitUntil(
        'the step taken',
        async () => {
          const next = await settled();
          return next && next.key !== now.key;
        },
        60_000,
      );
    }
    if (!told) throw new Error('no cover told what the others did');
    const recap = told.find((t) => t.startsWith('• ')) ?? '';
    expect(recap).toMatch(/^• (South|North) (led|played|drew|passed)/);
    await sampled(page, 3);
    await shot(page, `moments-${size.name}-pass-cover`);
    const { problems } = await stopSampler(page);
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
