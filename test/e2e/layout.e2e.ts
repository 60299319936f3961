/**
 * The table looks finished on every screen (issue 12): a 4-player partners game played by
 * keyboard alone at a phone's 390x844 (2x, touch), 360x640, a tablet's 768x1024, a phone on
 * its side (640x360) and a desktop's 1280x720, and practice mode with hints at four of those
 * (the claim panel too on the phones upright, whose compact strip has a tray). While it plays, a
 * sampler in the page reads `window.horseRace.boxes()` every few frames and records every
 * problem: two texts, badges, buttons or panels overlapping (unless one sits in the other),
 * an element spilling out of the panel or button it sits in, anything off screen, a button
 * under 44x44 CSS px on a phone, a layout tile's short side under 26 px at 1280x720. The
 * phone and the desktop play at the fast pace, so score pops and banners are sampled too;
 * the others at the instant pace. The canvas's backing store must be at the device pixel ratio.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { sampled, startSampler, stopSampler } from './sampler';
import {
  claimByKeys,
  drawn,
  focused,
  family,
  openPage,
  practice,
  practiceControl,
  scenes,
  shot,
  snapshot,
  useBrowser,
  waitUntil,
} from './browser';

const browser = useBrowser();
const base = inject('baseURL');

/**
 * Problems seen and not fixed yet, by signature (digits read as #). Empty: the test fails on
 * any problem (the hint badges' old overflow and practice's "+2" tag over the status line at
 * 1280x720 are fixed). Should one ever be listed again, the list only shrinks.
 */
const KNOWN: ReadonlySet<string> = new Set<string>([]);

/** Presses keys once, on a drawn screen, and waits for the scene to be up. */
async function keysToScene(page: Page, keys: readonly string[], scene: string): Promise<void> {
  await drawn(page);
  for (const k of keys) await page.keyboard.press(k);
  await waitUntil(scene, async () => (await scenes(page)).includes(scene), 30_000);
}

async function backingStore(
  page: Page,
): Promise<{ w: number; h: number; cw: number; ch: number; dpr: number }> {
  return page.evaluate(() => {
    const c = document.querySelector('canvas');
    return {
      w: c?.width ?? 0,
      h: c?.height ?? 0,
      cw: c?.clientWidth ?? 0,
      ch: c?.clientHeight ?? 0,
      dpr: window.devicePixelRatio,
    };
  });
}

type State = 'turn' | 'hand-end' | 'over' | 'claim';

async function ready(page: Page): Promise<State> {
  return waitUntil('the person', async () => {
    const [snap, f, p] = [await snapshot(page), await family(page), await practice(page)];
    if (!snap || !f || f.flights.length > 0) return null;
    // Practice's count-it-yourself: the claim panel, once drawn.
    if (p?.claim && p.claimButtons.length > 0) return 'claim';
    if (snap.phase === 'game-over' && f.buttons.some((b) => b.label === 'Rematch')) return 'over';
    if (f.buttons.some((b) => b.label === 'Next')) return 'hand-end';
    const turn = snap.turn === 0 && ['lead', 'play-chain', 'draw'].includes(snap.phase);
    return f.live && turn ? 'turn' : null;
  });
}

/** A key pressed once, and the table's state moving on waited for. */
async function pressAndWait(page: Page, key: string): Promise<void> {
  const key0 = async (): Promise<string> => {
    const s = await snapshot(page);
    const f = await family(page);
    const h = f && { selected: f.chosen, buttons: f.buttons };
    return JSON.stringify([
      s?.phase,
      s?.turn,
      s?.layout.length,
      s?.hand.length,
      s?.boneyard,
      h?.selected,
      h?.buttons.map((b) => b.label),
    ]);
  };
  const before = await key0();
  await page.keyboard.press(key);
  const on = JSON.stringify(await focused(page));
  await waitUntil(
    `${key} taken (the focus on ${on}) at ${before}`,
    async () => (await key0()) !== before,
  );
}

/** Plays by keyboard until `hands` hands have ended or the game is over. */
async function playHands(page: Page, hands: number, name: string): Promise<number> {
  let ended = 0;
  let turns = 0;
  for (let step = 0; step < 600; step++) {
    const state = await ready(page);
    if (state === 'over') {
      await shot(page, `${name}-over`);
      return ended;
    }
    if (state === 'hand-end') {
      ended++;
      if (ended === 1) await shot(page, `${name}-hand-end`);
      if (ended >= hands) return ended;
      await pressAndWait(page, 'Enter');
      continue;
    }
    if (state === 'claim') {
      await claimByKeys(page);
      continue;
    }
    turns++;
    if (turns === 3) await shot(page, `${name}-turn`);
    // Enter chooses the first playable tile; Enter again plays it (or draws, or passes).
    await pressAndWait(page, 'Enter');
  }
  return ended;
}

const SIZES = [
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    scale: 2,
    touch: true,
    seed: 'LAY001',
    speed: 'fast',
    hands: 2,
    target: 15,
  },
  {
    name: 'small-phone',
    viewport: { width: 360, height: 640 },
    scale: 1,
    touch: true,
    seed: 'LAY002',
    speed: 'instant',
    hands: 1,
    target: 61,
  },
  {
    name: 'tablet',
    viewport: { width: 768, height: 1024 },
    scale: 1,
    touch: false,
    seed: 'LAY003',
    speed: 'instant',
    hands: 1,
    target: 61,
  },
  {
    name: 'phone-landscape',
    viewport: { width: 640, height: 360 },
    scale: 1,
    touch: true,
    seed: 'LAY005',
    speed: 'instant',
    hands: 1,
    target: 61,
  },
  {
    name: 'desktop',
    viewport: { width: 1280, height: 720 },
    scale: 1,
    touch: false,
    seed: 'LAY004',
    speed: 'fast',
    hands: 1,
    target: 25,
  },
] as const;

const found = new Map<string, string>();

function report(label: string, problems: Record<string, string>): string[] {
  const fresh: string[] = [];
  for (const [sig, detail] of Object.entries(problems)) {
    if (!found.has(sig)) found.set(sig, `${label}: ${detail}`);
    if (!KNOWN.has(sig)) fresh.push(`${sig}   [${label}: ${detail}]`);
  }
  return fresh;
}

describe('layout on every screen', () => {
  test.each(SIZES)('a 4-player partners game by keyboard at $name', async (size) => {
    const { page, context, errors } = await openPage(browser(), size.viewport, {
      touch: size.touch,
      scale: size.scale,
    });
    await page.goto(
      `${base}?e2e=1&preset=horse-race&players=4&partners=1&seed=${size.seed}&speed=${size.speed}&target=${size.target}`,
    );
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
    const store = await backingStore(page);
    expect(store.dpr).toBe(size.scale);
    expect([store.cw, store.ch]).toEqual([size.viewport.width, size.viewport.height]);
    expect([store.w, store.h]).toEqual([
      size.viewport.width * size.scale,
      size.viewport.height * size.scale,
    ]);
    await startSampler(page, {
      phone: size.viewport.width < 500,
      tileMin: size.viewport.width >= 1280 ? 26 : 0,
    });
    const ended = await playHands(page, size.hands, `layout-${size.name}`);
    expect(ended).toBeGreaterThan(0);
    // The hand-end panel (or game over) is sampled too, however quick the hands were.
    await sampled(page, 5);
    const { problems, samples } = await stopSampler(page);
    expect(samples).toBeGreaterThan(5);
    expect(report(size.name, problems)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('practice with hints on phones, sideways and at a desktop; the claim panel on phones', async () => {
    for (const size of [SIZES[0], SIZES[1], SIZES[3], SIZES[4]]) {
      const { page, context, errors } = await openPage(browser(), size.viewport, {
        touch: size.touch,
        scale: size.scale,
      });
      await page.goto(
        `${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=PRAC0${size.scale}&speed=instant`,
      );
      await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
      await startSampler(page, {
        phone: size.viewport.width < 500,
        tileMin: size.viewport.width >= 1280 ? 26 : 0,
      });
      // On the phones, count it yourself: the claim panel opens after each play of the
      // person's. A phone's compact strip has the drill's switch in its tray.
      if (size.touch)
        await practiceControl(page, 'Count: off', async () =>
          Boolean((await family(page))?.buttons.some((b) => b.label === 'Count: on')),
        );
      await playHands(page, 1, `layout-practice-${size.name}`);
      const { problems } = await stopSampler(page);
      expect(report(`practice ${size.name}`, problems)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('the menu, the new game form and the lesson list at a phone', async () => {
    const size = SIZES[0];
    const { page, context, errors } = await openPage(browser(), size.viewport, {
      touch: true,
      scale: 2,
    });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'));
    await startSampler(page, { phone: true, tileMin: 0 });
    await sampled(page, 5);
    await keysToScene(page, ['Enter'], 'NewGame');
    await sampled(page, 5);
    await keysToScene(page, ['Escape'], 'Menu');
    // Down to Tutorial: the lesson list, a page at a time on a phone.
    await keysToScene(page, ['ArrowDown', 'Enter'], 'Lessons');
    await sampled(page, 5);
    await keysToScene(page, ['Escape'], 'Menu');
    const { problems } = await stopSampler(page);
    expect(report('menu phone', problems)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('every problem found is listed (known ones not seen this run are named)', () => {
    const gone = [...KNOWN].filter((k) => !found.has(k));
    console.log(
      `layout problems seen: ${found.size}\n${[...found].map(([k, v]) => `  ${k}   [${v}]`).join('\n')}` +
        `\nknown but not seen this run (fixed? transient?): ${gone.length}\n${gone.map((k) => `  ${k}`).join('\n')}`,
    );
    expect([...found.keys()].filter((k) => !KNOWN.has(k))).toEqual([]);
  });
});
