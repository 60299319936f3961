/**
 * Quick reactions at the online tables, in real browsers against a game server started here
 * (serving dist/, on a free loopback port; tables opened through the e2e hook, as the lobby
 * opens them). At a Horse Race table a desktop taps the reactions button and "Well played":
 * the phone sees the bubble by that seat's badge, then sees it go; a spectator sees it too and
 * has no button; the phone answers by touch, the desktop by the keyboard alone (R, the arrows,
 * Enter). At a Mexican Train table the same both ways, and a tap elsewhere closes the chips.
 * Screenshots at 390x844 (2x, touch) and 1280x720 with the chips open and a bubble showing;
 * each bubble covers no word, tile or button, the chips are thumb-sized and apart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { TableOptions } from '../../src/net/protocol';
import type { Box } from '../../src/ui/boxes';
import {
  boxes,
  focused,
  overlapping,
  scenes,
  shot,
  tap,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { onlinePage, useGameServer, type OnlinePage } from './onlineServer';

const browser = useBrowser();
// Nobody moves but the people, who do not: the table stands still while it is looked at.
const origin = useGameServer({ timing: { computerMs: 600_000 } });

type At = OnlinePage;
const gamePage = (size: 'phone' | 'desktop') => onlinePage(browser(), origin(), size);

/** Opens a table for two people at A, B joins, C watches, A starts; each at the table `scene`. */
async function seat(options: TableOptions, scene: string): Promise<[At, At, At]> {
  const a = await gamePage('desktop');
  const b = await gamePage('phone');
  const c = await gamePage('desktop');
  const code = await a.page.evaluate((o) => window.horseRaceOnline?.open(o), options);
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  expect(await b.page.evaluate((k) => window.horseRaceOnline?.join(k), code!)).toBe(true);
  const watching = (k: string) => window.horseRaceOnline?.join(k, undefined, true);
  expect(await c.page.evaluate(watching, code!)).toBe(true);
  await waitUntil('B seated', () =>
    a.page.evaluate(() => window.horseRaceOnline?.state()?.table?.seats[1]?.taken === true),
  );
  await a.page.evaluate(() => window.horseRaceOnline?.start());
  for (const p of [a, b, c])
    await waitUntil(`${scene} up`, async () => (await scenes(p.page)).includes(scene), 60_000);
  return [a, b, c];
}

/** A button's box by its label, as drawn now (CSS pixels). */
async function button(page: Page, label: string): Promise<Box | undefined> {
  return (await boxes(page)).find((x) => x.kind === 'button' && x.id.endsWith(`button:${label}`));
}
const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const bubbleIn = (all: readonly Box[], words: string): Box | undefined =>
  all.find((x) => x.kind === 'panel' && x.id.includes(`reaction:`) && x.id.endsWith(words));
const bubble = async (page: Page, words: string): Promise<Box | undefined> =>
  bubbleIn(await boxes(page), words);

/** Taps a button once (waited for until it shows). */
async function press(p: At, label: string): Promise<void> {
  const b = await waitUntil(`the ${label} button`, () => button(p.page, label));
  await tap(p.page, centre(b), p.touch);
}

/** The chips, open: five thumb-sized buttons apart from each other, on screen. */
async function checkChips(p: At): Promise<void> {
  const chips = await waitUntil('the chips', async () => {
    const all = await boxes(p.page);
    const five = ['Nice!', 'Well played', 'Good game', 'Oops!', 'Thanks'].map((w) =>
      all.find((x) => x.kind === 'button' && x.id.endsWith(`button:${w}`)),
    );
    return five.every(Boolean) ? (five as Box[]) : null;
  });
  const size = p.page.viewportSize()!;
  for (const c of chips) {
    expect(c.h).toBeGreaterThanOrEqual(44);
    expect(c.x >= 0 && c.y >= 0 && c.x + c.w <= size.width && c.y + c.h <= size.height).toBe(true);
    for (const d of chips) if (d !== c) expect(overlapping(c, d)).toBe(false);
  }
}

/**
 * A bubble with `words` shows on `p` by the badge or chip of the seat it names, and covers no
 * word, tile or button but its own words. Returns the seat's name.
 */
async function checkBubble(
  p: At,
  words: string,
  seatBox: (name: string) => string,
): Promise<string> {
  // The bubble, every box and the page's words read at one moment: a bubble shows for
  // SHOW_MS only, which a loaded machine's few reads after it could outlast.
  const seen = await waitUntil(`"${words}" on the table`, async () => {
    const all = await boxes(p.page);
    const found = bubbleIn(all, words);
    if (!found) return null;
    const shown = await texts(p.page);
    // Its words ("Well played", or "North: Well played" apart from the seat) are the page's.
    return shown.some((t) => t.endsWith(words)) ? { b: found, all } : null;
  });
  const { b, all } = seen;
  const name = /reaction:(.*): /.exec(b.id)?.[1] ?? '';
  // The label's box (one of the boxes of that id: a name is on the score sheet too), the nearest.
  const labels = all.filter(
    (x) => x.id.replace(/^[^/]*\//, '').replace(/#\d+$/, '') === seatBox(name),
  );
  expect(labels.length, `${name}'s label`).toBeGreaterThan(0);
  const gapTo = (l: Box) =>
    Math.max(l.x - (b.x + b.w), b.x - (l.x + l.w), l.y - (b.y + b.h), b.y - (l.y + l.h));
  const gap = Math.min(...labels.map(gapTo));
  expect(gap).toBeLessThanOrEqual(150);
  const covered = all.filter(
    (x) =>
      x.id !== b.id &&
      x.parent !== b.id &&
      ['text', 'button', 'tile', 'face', 'badge'].includes(x.kind) &&
      overlapping(x, b),
  );
  expect(covered.map((x) => x.id)).toEqual([]);
  return name;
}

/** How many of the DOM's game controls (for assistive technology) are the reactions button. */
const mirrored = (page: Page) =>
  page.locator('[aria-label="Game controls"] button', { hasText: /^Reactions$/ }).count();

const gone = (p: At, words: string) =>
  waitUntil(`"${words}" gone`, async () => !(await bubble(p.page, words)), 10_000);

const PERSON = { kind: 'person' } as const;

describe('quick reactions online', () => {
  test('Horse Race: a tap, a touch and the keyboard; the spectator sees them, has no button', async () => {
    const options: TableOptions = {
      preset: 'horse-race',
      players: 2,
      partners: false,
      options: {},
      seats: [PERSON, PERSON],
      away: 'wait',
    };
    const [a, b, c] = await seat(options, 'FamilyTable');
    const badge = (name: string) => `text:${name}`;
    // The spectator has no reactions button; the players have theirs.
    await waitUntil('A’s button', () => button(a.page, 'Reactions'));
    await waitUntil('B’s button', () => button(b.page, 'Reactions'));
    expect(await button(c.page, 'Reactions')).toBeUndefined();
    // A screen reader finds it among the game's controls (a spectator's has none).
    await waitUntil('the button mirrored', async () => (await mirrored(a.page)) === 1);
    expect(await mirrored(c.page)).toBe(0);

    // A (desktop) taps the button, then "Well played".
    await press(a, 'Reactions');
    await checkChips(a);
    await shot(a.page, 'reactions-horse-race-chips-desktop');
    await press(a, 'Well played');
    await waitUntil('A’s chips closed', async () => !(await button(a.page, 'Thanks')));
    // B (the phone) sees it by A's badge; so does the spectator.
    // The spectator's look beside B's screenshot, not after it: a bubble shows for 2.5 s only.
    const name = await checkBubble(b, 'Well played', badge);
    await Promise.all([
      shot(b.page, 'reactions-horse-race-bubble-phone'),
      checkBubble(c, 'Well played', badge),
    ]);
    expect(name).not.toBe('You');
    // …and it goes.
    await gone(b, 'Well played');
    await gone(c, 'Well played');

    // B answers by touch: "Thanks" shows on A's desktop by B's badge.
    await press(b, 'Reactions');
    await checkChips(b);
    await shot(b.page, 'reactions-horse-race-chips-phone');
    await press(b, 'Thanks');
    await checkBubble(a, 'Thanks', badge);
    await shot(a.page, 'reactions-horse-race-bubble-desktop');

    // A by the keyboard alone: R opens the chips on the first, the arrows move, Enter sends.
    await a.page.keyboard.press('r');
    await waitUntil('the focus on Nice!', async () => (await focused(a.page)).includes('Nice!'));
    await a.page.keyboard.press('ArrowDown');
    await a.page.keyboard.press('ArrowDown');
    await waitUntil('the focus on Good game', async () =>
      (await focused(a.page)).includes('Good game'),
    );
    await a.page.keyboard.press('Enter');
    await checkBubble(b, 'Good game', badge);
    // The sender sees its own by its own name, clear of its hand.
    expect(await checkBubble(a, 'Good game', () => 'text:You')).toBe('You');
    await shot(a.page, 'reactions-horse-race-own-desktop');
    // Escape closes the chips and sends nothing.
    await a.page.keyboard.press('r');
    await waitUntil('the chips again', () => button(a.page, 'Oops!'));
    await a.page.keyboard.press('Escape');
    await waitUntil('closed by Escape', async () => !(await button(a.page, 'Oops!')));
    await shot(a.page, 'reactions-horse-race-after-desktop');
    for (const p of [a, b, c]) expect(p.errors).toEqual([]);
    for (const p of [a, b, c]) await p.context.close();
  });

  test('Mexican Train: both ways, a tap elsewhere closes the chips; the spectator sees them', async () => {
    const options: TableOptions = {
      preset: 'mexican-train',
      players: 2,
      partners: false,
      options: { max_pip: 9 },
      seats: [PERSON, PERSON],
      away: 'wait',
    };
    const [a, b, c] = await seat(options, 'FamilyTable');
    const chip = (name: string) => `text:${name}`;
    await waitUntil('B’s button', () => button(b.page, 'Reactions'));
    expect(await button(c.page, 'Reactions')).toBeUndefined();

    // B (the phone) opens the chips; a tap elsewhere closes them and plays nothing.
    await press(b, 'Reactions');
    await checkChips(b);
    await shot(b.page, 'reactions-family-chips-phone');
    const step = () => b.page.evaluate(() => window.horseRaceOnline?.state()?.view?.step);
    const before = await step();
    await tap(b.page, { x: 195, y: 500 }, true);
    await waitUntil('closed by a tap elsewhere', async () => !(await button(b.page, 'Nice!')));
    expect(await step()).toBe(before);
    // Again, and "Nice!": A's desktop and the spectator see it by B's chip.
    await press(b, 'Reactions');
    await press(b, 'Nice!');
    await checkBubble(a, 'Nice!', chip);
    await Promise.all([
      shot(a.page, 'reactions-family-bubble-desktop'),
      checkBubble(c, 'Nice!', chip),
    ]);
    await gone(a, 'Nice!');

    // A (desktop) answers "Good game": the phone sees it by A's chip.
    await press(a, 'Reactions');
    await checkChips(a);
    await shot(a.page, 'reactions-family-chips-desktop');
    await press(a, 'Good game');
    await checkBubble(b, 'Good game', chip);
    await shot(b.page, 'reactions-family-bubble-phone');
    for (const p of [a, b, c]) expect(p.errors).toEqual([]);
    for (const p of [a, b, c]) await p.context.close();
  });
});
