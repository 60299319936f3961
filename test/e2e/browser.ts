/**
 * Chromium for the browser tests: Debian's build, headless, with every request
 * that would leave this machine blocked and recorded, and console errors kept.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import type { FamilyHotspots } from '../../src/scenes/family/familyHotspots';
import type { PracticeHotspots } from '../../src/scenes/practice/practiceSpots';
import type { Box } from '../../src/ui/boxes';

export const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-results', 'e2e');
mkdirSync(ARTIFACTS, { recursive: true });

/**
 * One Chromium for a test file: launched before its tests, closed after them. Returns a
 * getter, since the browser exists only once `beforeAll` has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

export interface Watched {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught page errors. */
  readonly errors: string[];
  /** Requests to anywhere but this machine (blocked). */
  readonly outside: string[];
}

/**
 * The game at the instant pace from its first load (and every reload), the person's other
 * settings kept: for tests of what is played, not of how it moves (a page with no link to
 * set its speed, as online play's).
 */
export async function instantPace(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'horseRace.settings.prefs';
    let prefs: unknown;
    try {
      prefs = JSON.parse(localStorage.getItem(key) ?? '{}');
    } catch {
      prefs = {};
    }
    const kept = typeof prefs === 'object' && prefs !== null ? prefs : {};
    localStorage.setItem(key, JSON.stringify({ ...kept, speed: 'instant' }));
  });
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  opts: { touch?: boolean; scale?: number; instant?: boolean } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport,
    hasTouch: opts.touch ?? false,
    isMobile: opts.touch ?? false,
    deviceScaleFactor: opts.scale ?? 1,
  });
  const errors: string[] = [];
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const local =
      ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ||
      url.protocol === 'data:' ||
      url.protocol === 'blob:';
    if (local) void route.continue();
    else {
      outside.push(url.href);
      void route.abort();
    }
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  if (opts.instant) await instantPace(page);
  return { page, context, errors, outside };
}

/** The two sizes issue 26 is checked at: a phone (390x844, 2x, touch) and a desktop. */
export const PHONE_AND_DESKTOP = [
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 2, touch: true },
  { name: 'desktop', viewport: { width: 1280, height: 720 }, scale: 1, touch: false },
] as const;

/** Two boxes on screen share more than a pixel each way. */
export function overlapping(
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
): boolean {
  return (
    Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 1 &&
    Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 1
  );
}

/** The phases in which the seat on turn moves. */
export const TURN_PHASES: ReadonlySet<string> = new Set(['lead', 'play-chain', 'draw']);

export interface Snapshot {
  phase: string;
  turn: number | null;
  scores: number[];
  total: number;
  hand: string[];
  handSizes: number[];
  boneyard: number;
  layout: string[];
  seed: string;
}

export function snapshot(page: Page): Promise<Snapshot | null> {
  return page.evaluate(() => (window.horseRace?.snapshot() ?? null) as Snapshot | null);
}

export function record(page: Page): Promise<unknown> {
  return page.evaluate(() => window.horseRace?.record() ?? null);
}

/** `window.horseRace.boxes()`: every element shown, in CSS pixels. */
export function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => window.horseRace?.boxes() ?? []);
}

/** The family table's hotspots (every game's), or null when it is not showing. */
export function family(page: Page): Promise<FamilyHotspots | null> {
  return page.evaluate(() => window.horseRaceTest?.family() ?? null);
}

/** The family table's button with this label, if it is drawn. */
export const button = (h: FamilyHotspots, label: string) =>
  h.buttons.find((b) => b.label === label);

/** Practice mode as drawn (badges, best move, tracker, claims); null in a casual game. */
export function practice(page: Page): Promise<PracticeHotspots | null> {
  return page.evaluate(() => window.horseRaceTest?.practice() ?? null);
}

export function texts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.horseRaceTest?.texts() ?? []);
}

export function scenes(page: Page): Promise<string[]> {
  return page.evaluate(() => window.horseRaceTest?.scenes() ?? []);
}

export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/**
 * Resolves once the page has drawn a frame since the call, so that what a test has just read
 * is on the screen, as a person sees a thing before tapping it. (The game steps first in each
 * animation frame: its callback was asked for in the frame before, ahead of this one.)
 */
export async function drawn(page: Page, frames = 1): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number): void => {
          requestAnimationFrame(() => (left <= 1 ? resolve() : next(left - 1)));
        };
        next(n);
      }),
    frames,
  );
}

/** One tap at a point (a click, or a touch), once what is there has been drawn. */
export async function tap(
  page: Page,
  at: { readonly x: number; readonly y: number },
  touch = false,
): Promise<void> {
  await drawn(page);
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/**
 * Taps once what `find` finds (waited for until it shows), then waits for `done`: a tap that
 * changes nothing fails, naming `what` (issue 25: a tap is never made twice). Nothing is
 * tapped when `done` holds already.
 */
export async function tapOnce(
  page: Page,
  what: string,
  find: () => Promise<{ x: number; y: number } | null | undefined>,
  done: () => Promise<boolean>,
  ms = 20_000,
): Promise<void> {
  if (await done()) return;
  const at = await waitUntil(`something to tap for ${what}`, find);
  await tap(page, at);
  const where = `(${Math.round(at.x)}, ${Math.round(at.y)})`;
  await waitUntil(`${what} after one tap at ${where}`, async () => (await done()) || null, ms);
}

/** @deprecated A tap is made once (issue 25): `tapOnce`, which this now is. */
export const tapUntil = tapOnce;

/**
 * Opens a phone's practice tray by one tap on Practice, on the person's turn: the hint tags'
 * tip, which has the strip's place until closed (it comes with the turn's first hint tags), is
 * closed first by one tap when it shows.
 */
export async function openTray(page: Page): Promise<void> {
  const shown = async (name: string) =>
    ((await family(page))?.buttons ?? []).find((b) => b.label === name);
  await waitUntil('the person on turn', async () => (await family(page))?.live === true);
  const tipClose = async () => {
    const tip = (await boxes(page)).find((x) => x.id.endsWith('button:✕'));
    return tip && { x: tip.x + tip.w / 2, y: tip.y + tip.h / 2 };
  };
  if (await tipClose())
    await tapOnce(page, 'the tip closed', tipClose, async () => !(await tipClose()));
  await tapOnce(
    page,
    'the tray open',
    () => shown('Practice'),
    async () => Boolean(await shown('Close')),
  );
}

/**
 * Presses a practice control by its label, once, and waits for `done`. On a phone's compact
 * strip the control is in the tray: the tray is opened for it (`openTray`) and closed again
 * after, so the table takes taps. Each of those is one tap, waited on.
 */
export async function practiceControl(
  page: Page,
  label: string,
  done: () => Promise<boolean>,
): Promise<void> {
  const shown = async (name: string) =>
    ((await family(page))?.buttons ?? []).find((b) => b.label === name);
  if (!(await done()) && !(await shown(label))) await openTray(page);
  await tapOnce(page, `"${label}" taken`, () => shown(label), done);
  await tapOnce(
    page,
    'the tray closed',
    () => shown('Close'),
    async () => !(await shown('Close')),
  );
}

/**
 * Answers practice's open claim by the keyboard, once its panel is drawn (keys typed before it
 * are not the claim's): the digits of `points` (the play's own, by default), then Enter; waits
 * for the claim to be judged. Returns the claim answered.
 */
export async function claimByKeys(
  page: Page,
  points?: number,
): Promise<{ points: number; hand: number; move: number }> {
  const open = await waitUntil('the claim panel', async () => {
    const p = await practice(page);
    return p?.claim && p.claimButtons.some((b) => b.label === 'Claim') ? p.claim : null;
  });
  await drawn(page);
  for (const d of String(points ?? open.points)) await page.keyboard.press(d);
  await page.keyboard.press('Enter');
  await waitUntil('the claim judged', async () => {
    const now = (await practice(page))?.claim;
    return !now || now.hand !== open.hand || now.move !== open.move;
  });
  return open;
}

/** The words of the DOM's mirror of the canvas's controls (src/a11y), as a screen reader reads them. */
export function controlLabels(page: Page): Promise<string[]> {
  return page.$$eval('#game-controls button', (bs) => bs.map((b) => b.textContent));
}

/**
 * Presses the DOM mirror's control with these words, as a screen reader's user would (found
 * and clicked in one step: the DOM follows the canvas every 250 ms); false when it is gone.
 */
export function pressControl(page: Page, label: string): Promise<boolean> {
  return page.$$eval(
    '#game-controls button',
    (bs, name) => {
      const b = bs.find((x) => x.textContent === name);
      if (!(b instanceof HTMLElement)) return false;
      b.click();
      return true;
    },
    label,
  );
}

/** Waits for a control whose words match `find`, and presses it: the words pressed. */
export async function pressLabelled(page: Page, find: RegExp): Promise<string> {
  const label = await waitUntil(String(find), async () =>
    (await controlLabels(page)).find((l) => find.test(l)),
  );
  await pressControl(page, label);
  return label;
}

/**
 * Turns a picker row ("Players: 2. Next choice") by its mirrored controls, one step at a time
 * towards `way`, until it shows `wanted`.
 */
export async function setRow(
  page: Page,
  row: string,
  wanted: string,
  way: 'Next' | 'Previous' = 'Next',
): Promise<void> {
  const label = (): Promise<string> =>
    waitUntil(`the ${row} row`, async () =>
      (await controlLabels(page)).find(
        (n) =>
          n.startsWith(`${row}: `) &&
          (n.startsWith(`${row}: ${wanted}.`) || n.endsWith(`${way} choice`)),
      ),
    );
  for (let i = 0; i < 12; i++) {
    const now = await label();
    if (now.startsWith(`${row}: ${wanted}.`)) return;
    await pressControl(page, now);
    await waitUntil(`${row} changed`, async () => ((await label()) !== now ? true : null));
  }
  throw new Error(`the ${row} row never showed ${wanted}`);
}

/** Turns the Game row (New game's or Play online's) to the game whose words start so. */
export async function chooseGameRow(page: Page, start: string): Promise<void> {
  for (let i = 0; i < 14; i++) {
    const labels = await controlLabels(page);
    if (labels.some((l) => l.startsWith(start))) return;
    const before = labels.join();
    await pressLabelled(page, /^Game: .*Next choice$/);
    await waitUntil('the next game', async () => (await controlLabels(page)).join() !== before);
  }
  throw new Error(`no Game row says ${start}`);
}

/** The labels of the buttons the keyboard focus ring is on. */
export function focused(page: Page): Promise<string[]> {
  return page.evaluate(() => window.horseRaceTest?.focused() ?? []);
}

/**
 * Moves the focus ring with `key` until it is on the button `label`, then presses Enter. Each
 * key is checked on the ring, so nothing is pressed while a busy machine is still drawing.
 */
export async function pressButton(page: Page, label: string, key = 'ArrowDown'): Promise<void> {
  for (let i = 0; i < 40 && !(await focused(page)).includes(label); i++) {
    const before = JSON.stringify(await focused(page));
    await page.keyboard.press(key);
    await waitUntil('the focus moved', async () => JSON.stringify(await focused(page)) !== before);
  }
  await waitUntil(`the focus on ${label}`, async () => (await focused(page)).includes(label));
  await page.keyboard.press('Enter');
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** axe's serious and critical findings on the page, as "rule: where" lines. */
export async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
