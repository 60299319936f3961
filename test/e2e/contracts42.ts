/**
 * Texas 42's special contracts at the table, in a real browser (issue 35): a hand of each
 * contract (plunge, splash, sevens, nello with doubles low) from a link with the options on,
 * played by keyboard at a desktop size and by touch on a phone with the layout sampler on,
 * each page's record replayed by the replay command to the scores on screen; New game's Rules dialog starting a game with
 * an option on. Registered from families.e2e.ts, whose browser it shares. The seeds deal the
 * person what the contract needs, and the computers let the bid stand (a Node script played
 * each first hand with the same computer players: their choices follow from the seed).
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { FamilyHotspots } from '../../src/scenes/family/FamilyTableScene';
import {
  button,
  controlLabels,
  family,
  openPage,
  pressLabelled,
  chooseGameRow,
  record,
  scenes,
  shot,
  tap,
  texts,
  waitUntil,
} from './browser';
import { replayRecord } from './drive';
import { sampled, startSampler, stopSampler } from './sampler';

const OPTIONS = 'plunge=1&splash=1&sevens=1&nello=1&nello_doubles=low';

interface Contract {
  readonly name: string;
  readonly seed: string;
  /** The person's bid: its button's label and its choice id. */
  readonly bid: readonly [string, string];
  /** The contract the person names, when the person names it (not after a plunge or splash). */
  readonly trump: readonly [string, string] | null;
  /** What the board says the contract asks. */
  readonly goal: RegExp;
  /** What the hand's end says. */
  readonly end: RegExp;
}

const CONTRACTS: readonly Contract[] = [
  {
    name: 'plunge',
    seed: 'CTP0M0',
    bid: ['Plunge (4 marks)', 'bid:168:plunge'],
    trump: null,
    goal: /^You and North must take every trick/,
    end: /needed every trick/,
  },
  {
    name: 'splash',
    seed: 'CTS0F0',
    bid: ['Splash (2 marks)', 'bid:84:splash'],
    trump: null,
    goal: /^You and North must take every trick/,
    end: /needed every trick/,
  },
  {
    name: 'sevens',
    seed: 'CTS030',
    bid: ['42', 'bid:42'],
    trump: ['Sevens', 'trump:sevens'],
    goal: /^You and North must take every trick/,
    end: /^You and North took every trick$/,
  },
  {
    name: 'nello',
    seed: 'CTN030',
    bid: ['42', 'bid:42'],
    trump: ['Nello', 'trump:nello'],
    goal: /^You must lose every trick · North sits out$/,
    // The person plays the first lit domino; the defenders try to hand the bidder a trick.
    end: /^You lost every trick$|^You took trick \d: nello's bidder must lose every trick$/,
  },
];

const MODES = [
  { mode: 'keyboard', size: 'desktop', viewport: { width: 1280, height: 720 }, touch: false },
  { mode: 'touch', size: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

/** The person's choice of a button: by its label (a tap) or its id (arrows, then Enter). */
async function choose(
  page: Page,
  h: FamilyHotspots,
  [label, id]: readonly [string, string],
  touch: boolean,
): Promise<void> {
  const at = button(h, label);
  expect(at, `${label} among ${h.buttons.map((b) => b.label).join(', ')}`).toBeDefined();
  if (touch && at) {
    await tap(page, at, true);
    return;
  }
  let now = h;
  for (let i = 0; i < 40 && now.highlight !== id; i++) {
    const before = now.highlight;
    await page.keyboard.press('ArrowRight');
    now = await waitUntil('the highlight moved', async () => {
      const after = await family(page);
      return after && after.highlight !== before ? after : null;
    });
  }
  expect(now.highlight).toBe(id);
  await page.keyboard.press('Enter');
}

/** Plays the person's part of the first hand to its end; returns the table at the end. */
async function playHand(
  page: Page,
  c: Contract,
  m: (typeof MODES)[number],
): Promise<FamilyHotspots> {
  let tricks = 0;
  for (let i = 0; i < 60; i++) {
    const h = await waitUntil('the person to move, or the hand over', async () => {
      const now = await family(page);
      return now && (now.live || button(now, 'Next') || button(now, 'Rematch')) ? now : null;
    });
    if (!h.live) return h;
    const before = h.step;
    // The person's bid (the dealer, after three passes, has no Pass), then the contract.
    if (button(h, c.bid[0]) && !h.hand.some((t) => t.playable)) {
      if (c.trump === null) {
        // Offered only with the doubles that allow it, which are lit, and said why.
        const lit = h.hand.filter((t) => t.lit);
        expect(lit.length).toBeGreaterThanOrEqual(c.name === 'plunge' ? 4 : 3);
        expect(h.status).toMatch(/^Your \d doubles \(lit\) allow /);
        if (c.name === 'plunge') await shot(page, `contracts-plunge-bidding-${m.size}`);
      }
      await choose(page, h, c.bid, m.touch);
    } else if (c.trump && button(h, c.trump[0])) {
      await choose(page, h, c.trump, m.touch);
    } else {
      const playable = h.hand.filter((t) => t.playable);
      expect(playable.length).toBeGreaterThan(0);
      const words = await texts(page);
      expect(words.some((w) => c.goal.test(w))).toBe(true);
      if (c.name === 'sevens') {
        // Each domino shows its distance from 7; only the nearest are lit (playable).
        expect(h.hand.every((t) => t.tag !== null)).toBe(true);
        const nearest = Math.min(...h.hand.map((t) => Number(t.tag)));
        for (const t of h.hand) expect(t.playable).toBe(Number(t.tag) === nearest);
        if (tricks === 2) await shot(page, `contracts-sevens-${m.size}`);
      }
      if (c.name === 'nello') {
        // The partner sits out, his tiles face down at his place.
        expect(words).toContain('North sits out');
        if (tricks === 1) await shot(page, `contracts-nello-${m.size}`);
      }
      if (c.trump === null && tricks === 0)
        expect(words.some((w) => /· North: .+/.test(w))).toBe(true);
      tricks++;
      if (m.touch) await tap(page, playable[0] ?? { x: 0, y: 0 }, true);
      else await page.keyboard.press('Enter');
    }
    await waitUntil('the move taken', async () => (await family(page))?.step !== before);
  }
  throw new Error('the hand did not end');
}

/** The tests, in the browser of the file that registers them. */
export function contractsTests(browser: () => Browser, base: string): void {
  describe.each(MODES)('Texas 42’s contracts by $mode on a $size', (m) => {
    test.each(CONTRACTS)(
      'a hand of $name from a link; the record replays to the scores',
      async (c) => {
        const { page, errors, context } = await openPage(browser(), m.viewport, {
          touch: m.touch,
          scale: m.touch ? 2 : 1,
        });
        await page.goto(
          `${base}?e2e=1&preset=texas-42&target=7&seed=${c.seed}&speed=instant&${OPTIONS}`,
        );
        await waitUntil('the family table', () => family(page), 30_000);
        // The layout sampler the whole hand: nothing overlaps, nothing is off screen (tags,
        // lit doubles, the sitting-out seat's tiles, the options in play and the end panel).
        await startSampler(page, { phone: m.touch, tileMin: 0 });
        const end = await playHand(page, c, m);
        await sampled(page, 3);
        const { problems } = await stopSampler(page);
        expect(Object.entries(problems).map(([k, v]) => `${k}   [${v}]`)).toEqual([]);
        expect(button(end, 'Next')).toBeDefined();
        const panel = await texts(page);
        expect(
          panel.some((w) => c.end.test(w)),
          panel.join(' | '),
        ).toBe(true);
        if (c.name === 'plunge') await shot(page, `contracts-plunge-end-${m.size}`);
        const replayed = replayRecord(await record(page));
        expect(end.scores.map((s) => s.total)).toEqual(replayed.scores);
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  });

  test.each([
    ...MODES,
    { size: 'phone-sideways', viewport: { width: 844, height: 390 }, touch: true },
  ])('New game’s Rules on a $size: Texas 42 started with the plunge on', async (m) => {
    const { page, errors, context } = await openPage(browser(), m.viewport, {
      touch: m.touch,
      scale: m.touch ? 2 : 1,
    });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu') || null, 30_000);
    await page.keyboard.press('Enter');
    await waitUntil('New game', async () => (await scenes(page)).includes('NewGame') || null);
    const labels = (): Promise<string[]> => controlLabels(page);
    const press = (find: RegExp) => pressLabelled(page, find);
    await chooseGameRow(page, 'Game: Trick-taking, Texas 42.');
    await press(/^Rules: None\. Change the rules$/);
    // The dialog, sampled: nothing overlaps, spills or leaves the screen; targets of 44 px.
    await startSampler(page, { phone: m.touch, tileMin: 0 });
    await press(/^Plunge: Off\. Next choice$/);
    await waitUntil('the plunge on', async () =>
      (await labels()).includes('Plunge: On. Previous choice'),
    );
    await shot(page, `contracts-rules-${m.size}`);
    await sampled(page, 3);
    const { problems } = await stopSampler(page);
    expect(Object.entries(problems).map(([k, v]) => `${k}   [${v}]`)).toEqual([]);
    await press(/^Done$/);
    await waitUntil('the row says so', async () =>
      (await labels()).includes('Rules: Plunge. Change the rules'),
    );
    await press(/^Start$/);
    await waitUntil('the family table', () => family(page), 30_000);
    await waitUntil('the options in play said', async () =>
      (await texts(page)).some((t) => t.includes('Also played: plunge')),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
}
