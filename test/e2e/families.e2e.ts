/**
 * Mexican Train and Texas 42 at the family table, in a real browser: a whole game played by
 * keyboard at a desktop size and one by touch on a phone, each page's record replayed by the
 * replay command to the scores on the screen; screenshots of both for docs/ui.md.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { FamilyHotspots } from '../../src/scenes/family/FamilyTableScene';
import {
  axeProblems,
  button,
  controlLabels,
  family,
  openPage,
  pressButton,
  pressControl,
  record,
  setRow,
  scenes,
  shot,
  tap,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { replayRecord } from './drive';
import { contractsTests } from './contracts42';
import { familyReplayTests } from './familyReplay';

const browser = useBrowser();
const base = inject('baseURL');

/**
 * Plays the person's moves until the game is over: by keyboard (Enter takes the highlighted
 * choice; Enter on an end panel's first button), or by touch (a playable tile, and its lit
 * place when it has several; else the first of the person's buttons).
 */
async function playToTheEnd(
  page: Page,
  mode: 'keyboard' | 'touch',
  shots: string,
): Promise<FamilyHotspots> {
  let moves = 0;
  let shotTaken = false;
  for (let i = 0; i < 4000; i++) {
    // The end of a hand or the game, or the person to move (every tile of the hand in place).
    const h = await waitUntil('the person to have something to do', async () => {
      const now = await family(page);
      return now && (now.live || button(now, 'Rematch') || button(now, 'Next')) ? now : null;
    });
    if (button(h, 'Rematch')) return h;
    const next = button(h, 'Next');
    if (next) {
      if (mode === 'keyboard') await page.keyboard.press('Enter');
      else await tap(page, next, true);
      await waitUntil('the next hand', async () => {
        const after = await family(page);
        return after && !button(after, 'Next') ? after : null;
      });
      continue;
    }
    if (!shotTaken && moves >= 3) {
      await shot(page, shots);
      shotTaken = true;
    }
    moves++;
    const before = h.step;
    if (mode === 'keyboard') {
      expect(h.highlight).not.toBeNull();
      await page.keyboard.press('Enter');
    } else {
      const tile = h.hand.find((t) => t.playable);
      if (tile) {
        // One tap: the tile plays (one place), or its places light up for one tap more.
        await tap(page, tile, true);
        const lit = await waitUntil(`${tile.tile} answered`, async () => {
          const now = await family(page);
          return now && (now.step !== before || (now.live && now.chosen === tile.tile))
            ? now
            : null;
        });
        const target = lit.targets[0];
        if (lit.step === before && target) await tap(page, target, true);
      } else {
        const views = ['Menu', 'Scores', 'Hints', 'Plan my train', 'Sort by number', 'Last trick'];
        const action = h.buttons.find((b) => !views.includes(b.label));
        if (!action) throw new Error(`no move among ${h.buttons.map((b) => b.label).join(', ')}`);
        await tap(page, action, true);
      }
    }
    await waitUntil('the move to be taken', async () => {
      const after = await family(page);
      return after && after.step !== before ? after : null;
    });
  }
  throw new Error('the game did not end');
}

/** New game's game row: the name under the family. */
async function gameShown(page: Page): Promise<string> {
  const all = await texts(page);
  return (all[all.indexOf('Game') + 2] ?? '').replace(/\n/g, ' ');
}

const GAMES = [
  {
    name: 'Mexican Train',
    gameName: 'Mexican Train',
    query: 'preset=mexican-train&players=4&set=9&rounds=2',
    shot: 'mexican-train',
  },
  { name: 'Texas 42', gameName: 'Texas 42', query: 'preset=texas-42&target=2', shot: 'texas-42' },
] as const;

describe.each(GAMES)('$name at the family table', ({ query, shot: name, gameName }) => {
  test('a whole game by keyboard on a desktop; the record replays to the scores shown', async () => {
    const { page, errors, context } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&${query}&seed=FAMT01&speed=instant`);
    await waitUntil(
      'the family table',
      async () => (await scenes(page)).includes('FamilyTable') || null,
      30_000,
    );
    const end = await playToTheEnd(page, 'keyboard', `${name}-desktop`);
    await shot(page, `${name}-desktop-end`);
    const replayed = replayRecord(await record(page));
    expect(replayed.over).toBe(true);
    expect(end.scores.map((s) => s.total)).toEqual(replayed.scores);
    // The game's end celebrated as the line table's: won when the person's side has the best
    // score (Mexican Train's lowest, 42's most marks); each Mexican Train round called out.
    const [mine = 0, ...others] = replayed.scores;
    const won = gameName === 'Texas 42' ? mine > (others[0] ?? 0) : others.every((s) => mine <= s);
    const kinds = end.celebrations.map((c) => c.kind).join(' ');
    expect(kinds).toMatch(
      gameName === 'Texas 42' ? /^(win|loss)$/ : /^(domino|blocked) (win|loss)$/,
    );
    expect(end.celebrations.at(-1)?.text === 'You win!').toBe(won);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('New game starts it at the family table', async () => {
    const { page, errors, context } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu') || null, 30_000);
    await page.keyboard.press('Enter');
    await waitUntil('New game', async () => (await scenes(page)).includes('NewGame') || null);
    for (let i = 0; i < 14 && (await gameShown(page)) !== gameName; i++) {
      const before = await gameShown(page);
      await page.keyboard.press('ArrowRight');
      await waitUntil('the next game', async () =>
        (await gameShown(page)) !== before ? true : null,
      );
    }
    expect(await gameShown(page)).toBe(gameName);
    await pressButton(page, 'Start', 'ArrowUp');
    const h = await waitUntil('the family table', () => family(page), 30_000);
    expect(h.family).toBe(gameName === 'Texas 42' ? 'tricks' : 'trains');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a reload mid-hand resumes at the same step through Continue', async () => {
    const { page, errors, context } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&${query}&seed=FAMT03&speed=instant`);
    await waitUntil(
      'the family table',
      async () => (await scenes(page)).includes('FamilyTable') || null,
      30_000,
    );
    // Two of the person's moves (or fewer, should the hand end first: a reload then resumes
    // at the hand's end).
    const settled = async (): Promise<FamilyHotspots | null> => {
      const now = await family(page);
      return now && (now.live || button(now, 'Next')) ? now : null;
    };
    for (let made = 0; made < 2; made++) {
      const h = await waitUntil('the person', settled, 30_000);
      if (!h.live) break;
      await page.keyboard.press('Enter');
      await waitUntil('the move', async () =>
        (await family(page))?.step !== h.step ? true : null,
      );
    }
    const before = await waitUntil('the person', settled, 30_000);
    await page.reload();
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu') || null, 30_000);
    await pressButton(page, 'Continue');
    const after = await waitUntil('the family table again', settled, 30_000);
    expect(after.step).toBe(before.step);
    expect(after.hand.map((t) => t.tile)).toEqual(before.hand.map((t) => t.tile));
    expect(after.status).toBe(before.status);
    expect(after.live).toBe(before.live);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a whole game by touch on a phone', async () => {
    const { page, errors, context } = await openPage(
      browser(),
      { width: 390, height: 844 },
      { touch: true, scale: 2 },
    );
    await page.goto(`${base}?e2e=1&${query}&seed=FAMT02&speed=instant`);
    await waitUntil(
      'the family table',
      async () => (await scenes(page)).includes('FamilyTable') || null,
      30_000,
    );
    const end = await playToTheEnd(page, 'touch', `${name}-phone`);
    await shot(page, `${name}-phone-end`);
    const replayed = replayRecord(await record(page));
    expect(end.scores.map((s) => s.total)).toEqual(replayed.scores);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Texas 42’s Last trick', () => {
  test.each([
    { width: 1280, height: 720, touch: false, scale: 1 },
    { width: 390, height: 844, touch: true, scale: 2 },
  ])(
    'at $width×$height, on the person’s turn: shows the last trick and plays nothing',
    async ({ width, height, touch, scale }) => {
      const { page, errors, context } = await openPage(
        browser(),
        { width, height },
        { touch, scale },
      );
      await page.goto(`${base}?e2e=1&preset=texas-42&target=7&seed=LAST42&speed=instant`);
      await waitUntil('the family table', () => family(page), 30_000);
      let pressed = false;
      for (let i = 0; i < 200; i++) {
        const h = await waitUntil('the person to move, or the hand over', async () => {
          const now = await family(page);
          return now && (now.live || button(now, 'Next') || button(now, 'Rematch')) ? now : null;
        });
        if (button(h, 'Rematch')) break;
        const last = button(h, 'Last trick');
        if (last && h.hand.some((t) => t.playable) && h.highlight !== null) {
          // The button sits inside the trick's area, where a tap plays the highlighted domino.
          await tap(page, last, touch);
          await waitUntil('the last trick shown', async () =>
            (await texts(page)).includes('The last trick'),
          );
          const after = await family(page);
          expect(after?.step).toBe(h.step);
          expect(after?.hand.map((t) => t.tile)).toEqual(h.hand.map((t) => t.tile));
          await shot(page, `texas-42-last-trick-${width}x${height}`);
          pressed = true;
          break;
        }
        await page.keyboard.press('Enter');
        await waitUntil('the move taken', async () => (await family(page))?.step !== h.step);
      }
      expect(pressed).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the family table for a screen reader', () => {
  test('Texas 42 played by the DOM buttons alone (bids, trumps, plays), axe-clean', async () => {
    const { page, errors, context } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&preset=texas-42&target=1&seed=FAMSR1&speed=instant`);
    await waitUntil('the family table', () => family(page), 30_000);
    const names = (): Promise<string[]> => controlLabels(page);
    let axed = false;
    let made = 0;
    for (let i = 0; i < 400 && made < 12; i++) {
      const h = await waitUntil('the person', async () => {
        const now = await family(page);
        return now && (now.live || button(now, 'Next') || button(now, 'Rematch')) ? now : null;
      });
      if (!h.live) break;
      // The person's choices as DOM buttons: the canvas's buttons and each tile play.
      const offered = await waitUntil('the DOM buttons', async () => {
        const views = ['Menu', 'Scores', 'Last trick', 'Hints', 'Plan my train', 'Sort by number'];
        const all = (await names()).filter((n) => !views.includes(n));
        // The DOM follows the canvas every 250 ms: wait for this turn's kind of choice.
        const playing = h.hand.some((t) => t.playable);
        return all.some((n) => n.startsWith('Play ')) === playing && all.length > 0 ? all : null;
      });
      if (!axed) {
        axed = true;
        expect(await axeProblems(page)).toEqual([]);
      }
      const plays = offered.filter((n) => n.startsWith('Play '));
      const label = plays[0] ?? offered[0] ?? '';
      await pressControl(page, label);
      // The DOM follows the canvas every 250 ms: a button pressed as it was replaced is looked at again.
      const moved = await waitUntil(`"${label}"`, async () => {
        const now = await family(page);
        if (now && now.step !== h.step) return 'moved';
        return (await names()).includes(label) ? null : 'gone';
      });
      if (moved === 'moved') made++;
    }
    expect(made).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the family table, pass-and-play', () => {
  test('Mexican Train for two people at one device: a cover between their turns', async () => {
    const { page, errors, context } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu') || null, 30_000);
    await page.keyboard.press('Enter');
    await waitUntil('New game', async () => (await scenes(page)).includes('NewGame') || null);
    for (let i = 0; i < 14 && (await gameShown(page)) !== 'Mexican Train'; i++) {
      const before = await gameShown(page);
      await page.keyboard.press('ArrowRight');
      await waitUntil('the next game', async () =>
        (await gameShown(page)) !== before ? true : null,
      );
    }
    await setRow(page, 'Players', '2');
    await setRow(page, 'People', 'Everyone');
    await pressButton(page, 'Start', 'ArrowUp');
    const passedTo: string[] = [];
    for (let i = 0; i < 200 && passedTo.length < 3; i++) {
      const h = await waitUntil(
        'a cover or a turn',
        async () => {
          const now = await family(page);
          return now && (now.live || now.buttons.some((b) => /^Show .+ tiles$/.test(b.label)))
            ? now
            : null;
        },
        30_000,
      );
      const show = h.buttons.find((b) => /^Show .+ tiles$/.test(b.label));
      if (show) {
        passedTo.push(show.label);
        // From the second cover on, what the other person did since this one's last turn.
        if (passedTo.length > 1) {
          const said = (await texts(page)).join('\n');
          expect(said).toMatch(/Since (the deal|.+'s last turn)/);
          expect(said).toMatch(/• .+ (played|set the engine|drew|passed|ended the turn)/);
          if (passedTo.length === 2) await shot(page, 'family-pass-cover-recap-1280x720');
        }
        // Under the cover, no move can be made.
        expect(h.live).toBe(false);
        await tap(page, show);
        await waitUntil('the cover gone', async () =>
          (await family(page))?.buttons.some((b) => b.label === show.label) ? null : true,
        );
        continue;
      }
      await page.keyboard.press('Enter');
      await waitUntil('the move', async () =>
        (await family(page))?.step !== h.step ? true : null,
      );
    }
    expect(passedTo.length).toBe(3);
    expect(new Set(passedTo).size).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// A Texas 42 game replayed from Your games, in this file's browser (test/e2e/familyReplay.ts).
familyReplayTests(browser, base);

// Texas 42's special contracts, in this file's browser (test/e2e/contracts42.ts).
contractsTests(browser, base);

describe('Skip to my turn', () => {
  test('eight at Mexican Train on a phone: one tap, and the computers play on to the person’s turn', async () => {
    const { page, errors, context } = await openPage(
      browser(),
      { width: 390, height: 844 },
      { touch: true, scale: 2 },
    );
    const query = 'preset=mexican-train&players=8&set=12&rounds=1&seed=SKIP8E&speed=normal';
    await page.goto(`${base}?e2e=1&${query}`);
    await waitUntil('the family table', () => family(page), 30_000);
    // The person moves until the computers are on turn and the button is offered.
    const offered = await waitUntil(
      'Skip to my turn offered',
      async () => {
        const h = await family(page);
        if (h && button(h, 'Skip to my turn')) return h;
        if (h?.live) await page.keyboard.press('Enter');
        return null;
      },
      60_000,
    );
    await shot(page, 'mexican-train-8-skip-390x844');
    await tap(page, button(offered, 'Skip to my turn')!, true);
    const back = await waitUntil('the person’s turn again', async () => {
      const h = await family(page);
      return h?.live ? h : null;
    });
    expect(back.step).toBeGreaterThan(offered.step + 1);
    // The tap took: the machine began a skip (not merely the computers finishing anyway).
    expect(back.skips).toBe(offered.skips + 1);
    expect(button(back, 'Skip to my turn')).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
