/**
 * Play online in two Chromium pages against the game server (issue 27): the test starts the
 * server itself, in this process, on a free loopback port, serving the build (dist/). Page A
 * (a desktop) opens a Horse Race table for two people to 31; page B (a phone, touch) joins by
 * the code typed into the join dialog's field; the host starts; both play the whole game by
 * taps on the family table (a tile, a lit place, Draw, Next), each tap made once and its
 * effect waited for; B reloads mid-hand and comes back to its seat. Both end on the server's
 * scores, each page's library keeps the game with its own seat, and the record replays to
 * those scores. Page C watches by the same code: the public table, no hand, nothing to play,
 * no Next at a hand’s end (it says the players go on when they are ready), the same end.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  boxes,
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
import {
  atTable,
  button,
  checkEnd,
  family,
  kept,
  online,
  playToTheEnd,
  spectatorLook,
} from './onlineFamilyDrive';
import { useGameServer } from './onlineServer';

const browser = useBrowser();
const origin = useGameServer();

/** The centre of the button labelled `label`, as drawn now (CSS pixels). */
async function at(page: Page, label: string): Promise<{ x: number; y: number } | null> {
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
  return tapOnce(page, `"${label}"`, () => at(page, label), done);
}

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
  await press(a.page, 'Start', () => showing(a.page, 'FamilyTable'));
  const [A, B, C] = [
    { ...a, touch: false },
    { ...b, touch: true },
    { ...c, touch: false },
  ];
  await atTable(B);
  // The spectator sees the public table: no hand of its own, and nothing to play.
  await atTable(C);
  await waitUntil('C drawn', async () => (await family(c.page)) !== null);
  // (The online hook loads on its first read.)
  await waitUntil('C watching', async () => (await online(c.page))?.table?.you === -1);
  await spectatorLook(c.page);
  await shot(c.page, 'online-spectator-desktop');
  await shot(a.page, 'online-table-desktop');
  await shot(b.page, 'online-table-phone');

  // Both play to the end; B reloads once the game is some steps in, mid-hand.
  let reloaded = false;
  /** Looks at the spectator's table with a hand's end shown. */
  let spectatorEnds = 0;
  const between = async () => {
    const state = await online(a.page);
    const view = state?.view;
    // A hand's end: the spectator's table shows it before the players deal on (the next
    // deal waits for both players' Next, so looking now cannot miss it).
    if (view?.phase.kind === 'hand-over' && view.ready.length < 2 && spectatorEnds === 0) {
      await waitUntil(
        'the spectator at the hand’s end',
        () => saying(c.page, 'The players go on when they are ready.'),
        60_000,
      );
      spectatorEnds++;
    }
    const look = await spectatorLook(c.page);
    expect(look.table?.buttons.filter((x) => x.label === 'Next') ?? []).toEqual([]);
    if (!reloaded && view && view.step >= 6 && view.phase.kind === 'turn') {
      reloaded = true;
      await b.page.reload();
      await atTable(B);
      await waitUntil('B back at its seat', async () => (await online(b.page))?.table?.you === 1);
      await shot(b.page, 'online-table-phone-back');
    }
  };
  const { moves } = await playToTheEnd([A, B], 'online-horse-race', between);
  expect(moves).toBeGreaterThan(0);
  expect(reloaded).toBe(true);
  expect(spectatorEnds).toBeGreaterThan(0);
  await shot(a.page, 'online-over-desktop');
  await shot(b.page, 'online-over-phone');

  // The server's scores on both pages; each keeps the game with its own seat, and its record
  // replays to them.
  const scores = await checkEnd(A, 0);
  expect(await checkEnd(B, 1)).toEqual(scores);

  // The Library shows it, won or lost.
  const won = replayRecord((await kept(b.page))[0]?.record).winner?.includes(1) ?? false;
  await press(b.page, 'Main menu', () => showing(b.page, 'Menu'));
  await press(b.page, 'Your games', () => showing(b.page, 'History'));
  await waitUntil('the game listed', () => saying(b.page, won ? 'Won' : 'Lost'));
  await shot(b.page, 'online-library-phone');
  // The spectator saw the same end.
  await waitUntil('C sees the end', async () => {
    const h = await family(c.page);
    return h && button(h, 'Main menu') && h.scores.map((x) => x.total).join() === scores.join();
  });
  expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  await C.context.close();
  await A.context.close();
  await B.context.close();
}, 600_000);
