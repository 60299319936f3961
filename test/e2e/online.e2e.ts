/**
 * Play online in two Chromium pages against the game server (issue 27): the test starts the
 * server itself, in this process, on a free loopback port, serving the build (dist/). Page A
 * (a desktop) opens a Horse Race table for two people to 31; page B (a phone, touch) joins by
 * the code typed into the join dialog's field; the host starts; both play the whole game by
 * taps on the table (a lit place, the boneyard, Next hand), each tap made once and its effect
 * waited for; B reloads mid-hand and comes back to its seat. Both end on the same scores, each
 * page's library keeps the game with its own seat, and the record replays to those scores.
 * Page C watches by the same code: the public table, no hand, nothing to play, no Next hand at
 * a hand’s end, the same end.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  boxes,
  hotspots,
  openPage,
  scenes,
  shot,
  tapOnce,
  texts,
  useBrowser,
  waitUntil,
  type Watched,
} from './browser';
import { replayRecord } from './drive';
import { useGameServer } from './onlineServer';

const browser = useBrowser();
const origin = useGameServer();

/** The centre of the button labelled `label`, as drawn now (CSS pixels). */
async function button(page: Page, label: string): Promise<{ x: number; y: number } | null> {
  const b = (await boxes(page)).find(
    (x) => x.kind === 'button' && x.id.endsWith(`button:${label}`),
  );
  return b ? { x: b.x + b.w / 2, y: b.y + b.h / 2 } : null;
}

const showing = async (page: Page, scene: string) => (await scenes(page)).includes(scene);
const saying = async (page: Page, words: string) =>
  (await texts(page)).some((t) => t.includes(words));

async function open(w: Watched): Promise<void> {
  await w.page.goto(`${origin()}/?e2e=1`);
  await waitUntil('the menu', () => showing(w.page, 'Menu'), 60_000);
}

/** Taps a button once and waits for `done`. */
function press(page: Page, label: string, done: () => Promise<boolean>): Promise<void> {
  return tapOnce(page, `"${label}"`, () => button(page, label), done);
}

/** What a page's table shows, to tell one step from the next. */
async function tableKey(page: Page): Promise<string> {
  const h = await hotspots(page);
  return JSON.stringify([h?.hand.map((t) => t.tile), h?.buttons.map((b) => b.label), h?.canDraw]);
}

/**
 * One step of a page's seat when it has one (a lit place, the boneyard, Next hand): tapped
 * once, its effect waited for. False when the page has nothing to do now.
 */
async function step(page: Page, ready: Set<Page>): Promise<boolean> {
  const h = await hotspots(page);
  if (!h?.idle) return false;
  const next = h.buttons.find((b) => b.label === 'Next hand');
  if (next) {
    if (ready.has(page)) return false;
    ready.add(page);
    await tapOnce(
      page,
      'Next hand',
      () => Promise.resolve(next),
      () => saying(page, 'Waiting for the others'),
    );
    return true;
  }
  ready.delete(page);
  const before = await tableKey(page);
  const changed = async () => (await tableKey(page)) !== before;
  const target = h.targets[0];
  if (h.selected !== null && target) {
    await tapOnce(
      page,
      `a play on ${target.on || 'the lead'}`,
      () => Promise.resolve(target),
      changed,
    );
    return true;
  }
  if (h.canDraw && !h.hand.some((t) => t.playable)) {
    await tapOnce(page, 'a draw', () => Promise.resolve(h.boneyard), changed);
    return true;
  }
  return false;
}

const over = async (page: Page) =>
  ((await hotspots(page))?.buttons ?? []).some((b) => b.label === 'Main menu');

test('two pages play a Horse Race game online, one reloads mid-hand, both keep it', async () => {
  // The instant pace: this is a test of what is played online, not of how it moves.
  const a = await openPage(browser(), { width: 1280, height: 720 }, { instant: true });
  const b = await openPage(
    browser(),
    { width: 390, height: 844 },
    { touch: true, scale: 2, instant: true },
  );
  await open(a);
  await open(b);
  await shot(b.page, 'online-menu-phone');

  // A opens a table: Horse Race for two, to 31 (the target row, by keys).
  await press(a.page, 'Play online', () => showing(a.page, 'Online'));
  await shot(a.page, 'online-choose-desktop');
  await press(a.page, 'Open a table', () => saying(a.page, 'If away'));
  for (let i = 0; i < 8 && !(await saying(a.page, 'First to 31')); i++) {
    const focused = await a.page.evaluate(() => window.horseRaceTest?.focused() ?? []);
    await a.page.keyboard.press(focused.includes('Target') ? 'ArrowLeft' : 'ArrowDown');
  }
  expect(await saying(a.page, 'First to 31')).toBe(true);
  await shot(a.page, 'online-create-desktop');
  await press(a.page, 'Open the table', () => saying(a.page, 'Table code'));
  const code = await waitUntil('the code', async () =>
    (await texts(a.page)).find((t) => /^[A-Z2-9]{4} [A-Z2-9]{4}$/.test(t)),
  );
  await shot(a.page, 'online-lobby-host-desktop');

  // B joins by the code typed into the field.
  await press(b.page, 'Play online', () => showing(b.page, 'Online'));
  await shot(b.page, 'online-choose-phone');
  await press(
    b.page,
    'Join with a code',
    async () => (await b.page.$('#code-entry-field')) !== null,
  );
  await b.page.fill('#code-entry-field', 'nope');
  await b.page.click('#code-entry button.primary');
  await waitUntil('the bad code said', async () =>
    (await b.page.textContent('#code-entry .note'))?.includes('not a table'),
  );
  await b.page.fill('#code-entry-field', code.toLowerCase().replace(' ', '-'));
  await shot(b.page, 'online-join-phone');
  await b.page.click('#code-entry button.primary');
  await waitUntil('B in the lobby', () => saying(b.page, 'Waiting for the host'));
  await shot(b.page, 'online-lobby-friend-phone');
  await waitUntil('A sees B', () => saying(a.page, 'Everyone is here'));
  // C watches: the same code, Watch.
  const c = await openPage(browser(), { width: 1280, height: 720 }, { instant: true });
  await open(c);
  await press(c.page, 'Play online', () => showing(c.page, 'Online'));
  await press(
    c.page,
    'Join with a code',
    async () => (await c.page.$('#code-entry-field')) !== null,
  );
  await c.page.fill('#code-entry-field', code);
  await c.page.click('#code-entry button:text-is("Watch")');
  await press(a.page, 'Start', () => showing(a.page, 'OnlineTable'));
  await waitUntil('B at the table', () => showing(b.page, 'OnlineTable'));
  // The spectator sees the public table: no hand of its own, and nothing to play.
  await waitUntil('C watching the table', () => showing(c.page, 'OnlineTable'));
  await waitUntil('C drawn', async () => (await hotspots(c.page)) !== null);
  const watched = (await hotspots(c.page))!;
  expect(watched.hand).toEqual([]);
  expect(watched.targets).toEqual([]);
  expect(watched.canDraw).toBe(false);
  await shot(c.page, 'online-spectator-desktop');
  await shot(a.page, 'online-table-desktop');
  await shot(b.page, 'online-table-phone');

  // Both play to the end; B reloads once it has moved a few times.
  const ready = new Set<Page>();
  let bMoves = 0;
  let reloaded = false;
  /** Looks at the spectator's table with a hand's end shown. */
  let spectatorEnds = 0;
  // A deadline, not a count of looks: on a busy machine the pages are often between steps.
  const deadline = Date.now() + 8 * 60_000;
  while (!((await over(a.page)) && (await over(b.page)))) {
    if (Date.now() > deadline) throw new Error('the game did not end in 8 minutes');
    // The first hand's end: the spectator's table shows it before the players deal on (the
    // next deal waits for both players' Next, so looking first cannot miss it on a busy machine).
    if (
      spectatorEnds === 0 &&
      ((await button(a.page, 'Next hand')) || (await button(b.page, 'Next hand')))
    )
      await waitUntil(
        'the spectator at the hand’s end',
        async () => {
          const now = await hotspots(c.page);
          return now?.buttons.some((x) => x.label === 'See board') ?? false;
        },
        60_000,
      );
    const movedA = await step(a.page, ready);
    const movedB = await step(b.page, ready);
    // The spectator has nothing to play and no Next hand: the players deal on.
    const watchedNow = await hotspots(c.page);
    if (watchedNow?.buttons.some((x) => x.label === 'See board')) spectatorEnds++;
    expect(watchedNow?.buttons.filter((x) => x.label === 'Next hand') ?? []).toEqual([]);
    if (movedB) bMoves++;
    if (!reloaded && bMoves >= 3 && !(await button(b.page, 'Next hand'))) {
      reloaded = true;
      ready.delete(b.page);
      await b.page.reload();
      await waitUntil('B back at its seat', () => showing(b.page, 'OnlineTable'), 60_000);
      await shot(b.page, 'online-table-phone-back');
    }
    // Nothing to do on either page now: look again shortly, as waitUntil does.
    if (!movedA && !movedB) await new Promise((resolve) => setTimeout(resolve, 40));
  }
  expect(reloaded).toBe(true);
  expect(spectatorEnds).toBeGreaterThan(0);
  await shot(a.page, 'online-over-desktop');
  await shot(b.page, 'online-over-phone');

  // The same scores on both pages; each library keeps the game, with its own seat.
  const scoresA = (await hotspots(a.page))!.scores;
  const scoresB = (await hotspots(b.page))!.scores;
  expect(scoresB).toEqual(scoresA);
  type Kept = { meta: { you?: number }; hands: unknown[] };
  const kept = (page: Page) =>
    waitUntil('the game kept', async () => {
      const games = (await page.evaluate(() => window.horseRace?.archive())) as Kept[];
      return games.length > 0 ? games : null;
    });
  const [keptA, keptB] = [await kept(a.page), await kept(b.page)];
  expect(keptA).toHaveLength(1);
  expect(keptB).toHaveLength(1);
  expect(keptA[0]!.meta.you ?? 0).toBe(0);
  expect(keptB[0]!.meta.you).toBe(1);
  const record = (k: Kept) => ({ ...k, meta: undefined });
  const recordA = record(keptA[0]!);
  expect(record(keptB[0]!)).toEqual(recordA);
  const replayed = replayRecord(recordA);
  expect(replayed.over).toBe(true);
  expect(replayed.scores).toEqual(scoresA);

  // The Library shows it and replays it.
  await press(b.page, 'Main menu', () => showing(b.page, 'Menu'));
  await press(b.page, 'Your games', () => showing(b.page, 'History'));
  const won = replayed.winner?.includes(1) ?? false;
  await waitUntil('the game listed', () => saying(b.page, won ? 'Won' : 'Lost'));
  await shot(b.page, 'online-library-phone');
  // The spectator saw the same end.
  await waitUntil('C sees the end', async () => {
    const h = await hotspots(c.page);
    return JSON.stringify(h?.scores) === JSON.stringify(scoresA);
  });
  expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  await c.context.close();
  await a.context.close();
  await b.context.close();
}, 600_000);
