/**
 * Mexican Train and Texas 42 online, in a real browser: a game server started here (in this
 * process, on a free loopback port) serves the built game and holds the tables; pages open
 * or join a table through the e2e hook (`window.horseRaceOnline`, as the Play online screens
 * will), and the family table, driven by the server's seat views, is played by taps alone.
 * Two people play Mexican Train on a phone and a desktop; a person plays a hand of Texas 42
 * against three computers. Each page's scores are the server's; the kept record replays to
 * them; the table says what just happened (the server's events); no console errors.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { RecordJson } from '../../src/engine/family';
import type { TableOptions } from '../../src/net/protocol';
import type { OnlineState } from '../../src/net/session';
import type { FamilyHotspots } from '../../src/scenes/FamilyTableScene';
import { startGameServer } from '../../src/server/gameServer';
import { openPage, scenes, shot, tap, texts, useBrowser, waitUntil, type Watched } from './browser';
import { replayRecord } from './drive';
import { onlinePage, useGameServer, type OnlinePage } from './onlineServer';

const browser = useBrowser();
// Computers move soon; a hand's end waits for the people's Next.
const origin = useGameServer({ timing: { computerMs: 150, handPauseMs: 120_000 } });

const family = (page: Page): Promise<FamilyHotspots | null> =>
  page.evaluate(() => window.horseRaceTest?.family() ?? null);
const online = (page: Page): Promise<OnlineState | null> =>
  page.evaluate(() => window.horseRaceOnline?.state() ?? null);
const kept = (page: Page): Promise<readonly { record: RecordJson; you: number }[]> =>
  page.evaluate(() => window.horseRaceOnline?.kept() ?? []);
const button = (h: FamilyHotspots, label: string) => h.buttons.find((b) => b.label === label);

const gamePage = (size: 'phone' | 'desktop') => onlinePage(browser(), origin(), size);

/** Where a page's game stands: changes with every view and every refusal. */
async function where(page: Page): Promise<string> {
  const s = await online(page);
  const v = s?.view;
  return JSON.stringify([v?.handIndex, v?.step, v?.over, v?.ready, s?.problem]);
}

/** Names of the buttons that choose how the table looks, not moves. */
const VIEWS = [
  'Menu',
  'Scores',
  'Hints',
  'Plan my train',
  'Sort by number',
  'Last trick',
  'Reactions',
];

/**
 * One thing for this page's person to do now, by one tap (two for a tile with several
 * places): a hand's Next, a tile, or the first of their buttons. False when there is nothing.
 */
async function act(page: Page, touch: boolean, moves: { n: number }): Promise<boolean> {
  const h = await family(page);
  const state = await online(page);
  if (!h || !state?.view || !state.table) return false;
  const before = await where(page);
  const changed = async () => (await where(page)) !== before;
  const next = button(h, 'Next');
  if (next) {
    if (state.view.ready.includes(state.table.you)) return false;
    await tap(page, next, touch);
    await waitUntil('Next to be taken', changed);
    return true;
  }
  if (!h.live) return false;
  moves.n++;
  const tile = h.hand.find((t) => t.playable);
  if (tile) {
    await tap(page, tile, touch);
    const lit = await waitUntil(`${tile.tile} answered`, async () => {
      const now = await family(page);
      return now && ((await changed()) || now.chosen === tile.tile) ? now : null;
    });
    if (await changed()) return true;
    // Several places: one of the tile's own, as the server's legal moves name them.
    const ids = state.view.legal.flatMap((m) => {
      const move = m as unknown as { tile?: number; train?: number | string; type: string };
      if (move.tile !== tile.tile) return [];
      return [move.type === 'engine' ? 'hub' : `train:${String(move.train)}`];
    });
    const target = lit.targets.find((t) => ids.includes(t.id));
    if (!target) throw new Error(`no lit place for ${tile.tile} among ${ids.join(', ')}`);
    await tap(page, target, touch);
  } else {
    const action = h.buttons.find((b) => !VIEWS.includes(b.label));
    if (!action) throw new Error(`no move among ${h.buttons.map((b) => b.label).join(', ')}`);
    await tap(page, action, touch);
  }
  await waitUntil('the move to be taken', changed);
  return true;
}

/**
 * Plays every page's turns by taps until each shows the game's end: the person's moves, and
 * every text the pages showed when the screenshots were taken.
 */
async function playToTheEnd(pages: readonly OnlinePage[], shots: string) {
  const moves = { n: 0 };
  let shotTaken = false;
  const said: string[] = [];
  // A deadline, not a count of looks: on a busy machine the pages are often between steps.
  const deadline = Date.now() + 8 * 60_000;
  while (Date.now() < deadline) {
    const ends = await Promise.all(pages.map(async (p) => (await online(p.page))?.view?.over));
    const shown = await Promise.all(pages.map(async (p) => await family(p.page)));
    if (ends.every(Boolean) && shown.every((h) => h && button(h, 'Main menu')))
      return { moves: moves.n, said };
    let acted = false;
    for (const p of pages) acted = (await act(p.page, p.touch, moves)) || acted;
    if (!shotTaken && moves.n >= 6) {
      for (const [k, p] of pages.entries()) {
        await shot(p.page, `${shots}-${k}`);
        said.push(...(await texts(p.page)));
      }
      shotTaken = true;
    }
    // Nobody to move here: the computers, or the other page's person, are on.
    if (!acted) await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error('the game did not end in 8 minutes');
}

/** Each page's score sheet is the server's, and the kept record replays to it. */
async function checkEnd(p: Watched, you: number): Promise<number[]> {
  const state = await online(p.page);
  const h = await family(p.page);
  const scores = state?.view?.scores ?? [];
  expect(h?.scores.map((s) => s.total)).toEqual(scores);
  const games = await waitUntil('the record kept', async () => {
    const k = await kept(p.page);
    return k.length > 0 ? k : null;
  });
  expect(games.map((g) => g.you)).toEqual([you]);
  const replayed = replayRecord(games[0]?.record);
  expect(replayed.over).toBe(true);
  expect(replayed.scores).toEqual(scores);
  expect(p.errors).toEqual([]);
  expect(p.outside).toEqual([]);
  return replayed.scores;
}

const PERSON = { kind: 'person' } as const;
const COMPUTER = { kind: 'computer', level: 'easy' } as const;

describe('online family tables', () => {
  test('two people play Mexican Train (two rounds) by taps, on a phone and a desktop', async () => {
    const host = await gamePage('phone');
    const friend = await gamePage('desktop');
    const options: TableOptions = {
      preset: 'mexican-train',
      players: 2,
      partners: false,
      options: { max_pip: 9, rounds: 2 },
      seats: [PERSON, PERSON],
      away: 'wait',
    };
    const code = await host.page.evaluate((o) => window.horseRaceOnline?.open(o), options);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await friend.page.evaluate((c) => window.horseRaceOnline?.join(c), code ?? '')).toBe(
      true,
    );
    await waitUntil('the friend seated', async () => {
      const s = await online(host.page);
      return s?.table?.seats.every((seat) => seat.taken) ?? false;
    });
    await host.page.evaluate(() => window.horseRaceOnline?.start());
    for (const p of [host, friend])
      await waitUntil('the family table', async () => {
        const names = await scenes(p.page);
        return names.includes('FamilyTable') && !names.includes('Menu');
      });
    const { moves, said } = await playToTheEnd([host, friend], 'online-mexican-train');
    expect(moves).toBeGreaterThan(4);
    // The page whose person is not on turn says what just happened, from the server's events.
    const caption = /^(You|North) (played \d-\d on|set the engine|drew|passed|ended the turn)/;
    expect(
      said.filter((t) => caption.test(t)),
      said.join(' | '),
    ).not.toEqual([]);
    for (const p of [host, friend])
      await shot(p.page, `online-mexican-train-end-${p.touch ? 0 : 1}`);
    const a = await checkEnd(host, 0);
    const b = await checkEnd(friend, 1);
    expect(b).toEqual(a);
    expect((await online(host.page))?.view?.handIndex).toBe(1);
    await host.context.close();
    await friend.context.close();
  }, 600_000);

  test('a person and three computers play a hand of Texas 42 by taps on a phone', async () => {
    const person = await gamePage('phone');
    const options: TableOptions = {
      preset: 'texas-42',
      players: 4,
      partners: true,
      options: { target: 1 },
      seats: [PERSON, COMPUTER, COMPUTER, COMPUTER],
      away: 'wait',
    };
    await person.page.evaluate(async (o) => {
      const hook = window.horseRaceOnline;
      if ((await hook?.open(o)) !== null) hook?.start();
    }, options);
    await waitUntil('the family table', async () =>
      (await scenes(person.page)).includes('FamilyTable'),
    );
    // A move for another seat: refused, said on the table, and play goes on.
    await person.page.evaluate(() => {
      const bid = { type: 'bid', seat: 1, bid: 30 };
      window.horseRaceOnline?.send(bid);
    });
    await waitUntil('the refusal shown', async () =>
      (await texts(person.page)).some((t) => /only for their own seat/.test(t)),
    );
    const { moves } = await playToTheEnd([person], 'online-texas-42');
    expect(moves).toBeGreaterThan(0);
    await shot(person.page, 'online-texas-42-end');
    await checkEnd(person, 0);
    await person.context.close();
  });

  test('a table that closes mid-hand returns to the menu, which says so', async () => {
    // A server of its own, shut down under the table.
    const own = await startGameServer({
      port: 0,
      host: '127.0.0.1',
      dist: join(import.meta.dirname, '..', '..', 'dist'),
      redis: null,
      timing: { computerMs: 60_000 },
      requests: { rate: 1000, burst: 1000 },
      computerThreads: 0,
    });
    const watched = await openPage(browser(), { width: 1280, height: 720 });
    const { page } = watched;
    await page.goto(`http://127.0.0.1:${own.port}/?e2e=1`);
    await waitUntil('the online hook', () =>
      page.evaluate(() => window.horseRaceOnline !== undefined),
    );
    const options: TableOptions = {
      preset: 'mexican-train',
      players: 2,
      partners: false,
      options: {},
      seats: [PERSON, COMPUTER],
      away: 'wait',
    };
    await page.evaluate(async (o) => {
      const hook = window.horseRaceOnline;
      if ((await hook?.open(o)) !== null) hook?.start();
    }, options);
    await waitUntil('the family table', async () => (await scenes(page)).includes('FamilyTable'));
    await own.close();
    await waitUntil('the menu', async () => {
      const names = await scenes(page);
      return names.includes('Menu') && !names.includes('FamilyTable');
    });
    await waitUntil('the message', async () =>
      (await texts(page)).some((t) => /closed|connection/i.test(t)),
    );
    await shot(page, 'online-closed');
    await watched.context.close();
  });
});
