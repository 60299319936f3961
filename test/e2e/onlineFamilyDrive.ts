/**
 * Online tables (every family's: the family table) played in the browser by taps: a game server
 * started in the test's process (`useGameServer`, onlineServer.ts) serves the built game;
 * pages reach it through the online hook (`window.horseRaceOnline`, src/scenes/online/onlineHook.ts)
 * or the Play online screens, and each page's person plays their own seat's turns by taps on
 * the family table. Shared by onlineFamily.e2e.ts and onlineFamilyReload.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RecordJson } from '../../src/engine/core/family';
import type { TableOptions } from '../../src/net/protocol';
import type { OnlineState } from '../../src/net/session';
import type { FamilyHotspots } from '../../src/scenes/family/FamilyTableScene';
import { hi, lo, type Tile } from '../../src/engine/core/tiles';
import type { Box } from '../../src/ui/boxes';
import {
  boxes,
  button,
  family,
  scenes,
  shot,
  tap,
  tapOnce,
  texts,
  useBrowser,
  waitUntil,
  type Watched,
} from './browser';
import { replayRecord } from './drive';
import { onlinePage, useGameServer, type OnlinePage } from './onlineServer';

export const PERSON = { kind: 'person' } as const;
export const COMPUTER = { kind: 'computer', level: 'easy' } as const;

/**
 * One Chromium and one game server for the test file (computers move soon; a hand's end
 * waits for the people's Next): the browser, and a maker of pages at the server's game.
 */
export function useFamilyTables() {
  const browser = useBrowser();
  const origin = useGameServer({ timing: { computerMs: 150, handPauseMs: 120_000 } });
  const page = (size: 'phone' | 'desktop') => onlinePage(browser(), origin(), size);
  return { browser, page };
}

export { button, family } from './browser';
export const online = (page: Page): Promise<OnlineState | null> =>
  page.evaluate(() => window.horseRaceOnline?.state() ?? null);
export const kept = (page: Page): Promise<readonly { record: RecordJson; you: number }[]> =>
  page.evaluate(() => window.horseRaceOnline?.kept() ?? []);

/**
 * Two people at a Mexican Train table (double-nine, two rounds): the host on a phone opens it
 * through the hook, a friend on a desktop joins by its code. Both seated; not started.
 */
export async function twoAtATable(
  page: (size: 'phone' | 'desktop') => Promise<OnlinePage>,
): Promise<{ host: OnlinePage; friend: OnlinePage; code: string }> {
  const host = await page('phone');
  const friend = await page('desktop');
  const options: TableOptions = {
    preset: 'mexican-train',
    players: 2,
    partners: false,
    options: { max_pip: 9, rounds: 2 },
    seats: [PERSON, PERSON],
    away: 'wait',
  };
  const code = (await host.page.evaluate((o) => window.horseRaceOnline?.open(o), options)) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  expect(await friend.page.evaluate((c) => window.horseRaceOnline?.join(c), code)).toBe(true);
  await waitUntil('the friend seated', async () =>
    Boolean((await online(host.page))?.table?.seats.every((seat) => seat.taken)),
  );
  return { host, friend, code };
}

/** Waits for the page to show the family table (the menu and Play online gone). */
export function atTable(p: OnlinePage): Promise<boolean> {
  return waitUntil('the family table', async () => {
    const names = await scenes(p.page);
    return names.includes('FamilyTable') && !names.includes('Menu') && !names.includes('Online');
  });
}

/** Where a page's game stands: changes with every view and every refusal. */
async function where(page: Page): Promise<string> {
  const s = await online(page);
  const v = s?.view;
  return JSON.stringify([v?.handIndex, v?.step, v?.over, v?.ready, s?.problem]);
}

/** What a page showed when a tap on `spot` came to nothing: for the failure's message. */
async function told(page: Page, spot: { x: number; y: number }): Promise<string> {
  const s = await online(page);
  const h = await family(page);
  return JSON.stringify({
    tapped: [Math.round(spot.x), Math.round(spot.y)],
    phase: s?.phase,
    you: s?.table?.you,
    problem: s?.problem,
    view: s?.view && [s.view.handIndex, s.view.step, s.view.phase.kind, s.view.ready],
    buttons: h?.buttons.map((b) => `${b.label}@${Math.round(b.x)},${Math.round(b.y)}`),
    scenes: await scenes(page),
  });
}

/** Names of the buttons that choose how the table looks, not moves. */
export const VIEWS = [
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
  // Where the game stood before the screen was read: a view that comes in meanwhile counts
  // as a change, so a tap on what the screen showed of the last one is never waited on.
  const before = await where(page);
  const changed = async () => (await where(page)) !== before;
  const h = await family(page);
  const state = await online(page);
  if (!h || !state?.view || !state.table) return false;
  const next = button(h, 'Next');
  if (next) {
    // The screen still shows the last hand's end while the next one has begun (the server
    // deals it once its pause runs out): nothing to do until the screen catches up.
    if (state.view.phase.kind !== 'hand-over') return false;
    if (state.view.ready.includes(state.table.you)) return false;
    await tap(page, next, touch);
    await waitUntil('Next to be taken', changed).catch(async (e: Error) => {
      throw new Error(`${e.message}: ${await told(page, next)}`);
    });
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
    // Several places: one of the tile's own, as the server's legal moves name them (a
    // train, the hub); the line's lit places are all the tile's own.
    const ids = state.view.legal.flatMap((m) => {
      const move = m as unknown as { tile?: number; train?: number | string; type: string };
      if (move.tile !== tile.tile) return [];
      if (move.type === 'engine') return ['hub'];
      return move.train === undefined ? [] : [`train:${String(move.train)}`];
    });
    const target = ids.length > 0 ? lit.targets.find((t) => ids.includes(t.id)) : lit.targets[0];
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
 * every text the pages showed when the screenshots were taken. `between` runs before each
 * round of turns, while no page acts (a reload, a look at a spectator's page).
 */
export async function playToTheEnd(
  pages: readonly OnlinePage[],
  shots: string,
  between: () => Promise<void> = () => Promise.resolve(),
) {
  const moves = { n: 0 };
  let shotTaken = false;
  const said: string[] = [];
  // A deadline, not a count of looks: on a busy machine the pages are often between steps.
  const deadline = Date.now() + 8 * 60_000;
  while (Date.now() < deadline) {
    await between();
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
export async function checkEnd(p: Watched, you: number): Promise<number[]> {
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

/** A tile as the table's `boxes()` names it ("9-3"). */
export const face = (t: Tile): string => `${hi(t)}-${lo(t)}`;

export const saying = async (page: Page, words: string): Promise<boolean> =>
  (await texts(page)).some((t) => t.includes(words));

/** Taps a Play online button by its label, once, and waits for `done`. */
async function press(page: Page, label: string, done: () => Promise<boolean>): Promise<void> {
  const at = async () => {
    const b = (await boxes(page)).find((x) => x.kind === 'button' && x.id.endsWith(`:${label}`));
    return b && { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  };
  await tapOnce(page, `"${label}"`, at, done);
}

/** A page comes to a table by its code, as a person does: Play online, Join with a code, then `how`. */
async function enter(p: OnlinePage, code: string, how: 'Join' | 'Watch'): Promise<void> {
  const { page } = p;
  await press(page, 'Play online', async () => (await scenes(page)).includes('Online'));
  await press(page, 'Join with a code', async () => (await page.$('#code-entry-field')) !== null);
  await page.fill('#code-entry-field', code);
  await page.click(`#code-entry button:text-is("${how}")`);
}

/** A page watches a table by its code, as a person does: Play online, Join with a code, Watch. */
export async function watch(p: OnlinePage, code: string): Promise<void> {
  await enter(p, code, 'Watch');
  await waitUntil(
    'a spectator at the table',
    async () => (await online(p.page))?.table?.you === -1,
  );
}

/** A page takes a seat at a table by its code through Play online's screens; its seat. */
export async function joinByCode(p: OnlinePage, code: string): Promise<number> {
  await enter(p, code, 'Join');
  return waitUntil('a seat at the table', async () => {
    const you = (await online(p.page))?.table?.you;
    return you !== undefined && you >= 0 ? you : null;
  });
}

/**
 * What a spectator's page holds and draws at one moment (one look, so the two agree): its
 * session's state, and the faces of the tiles it draws (`boxes()`: the board's and any
 * panel's). It has nothing to play: no hand, no move, no button but the table's own.
 */
export async function spectatorLook(
  page: Page,
): Promise<{ state: OnlineState | null; table: FamilyHotspots | null; faces: string[] }> {
  const seen = await page.evaluate(() => ({
    state: window.horseRaceOnline?.state() ?? null,
    shown: window.horseRace?.boxes() ?? ([] as Box[]),
    table: window.horseRaceTest?.family() ?? null,
  }));
  expect(seen.state?.table?.you).toBe(-1);
  expect(seen.state?.view?.legal ?? []).toEqual([]);
  const h = seen.table;
  if (h) {
    expect(h.hand).toEqual([]);
    expect(h.live).toBe(false);
    expect(h.targets).toEqual([]);
    const allowed = ['Menu', 'Scores', 'Last trick', 'New game', 'Main menu'];
    expect(h.buttons.filter((b) => !allowed.includes(b.label))).toEqual([]);
  }
  // "FamilyTable/tile:9-3 numerals": the scene, the kind, the face.
  const faces = seen.shown
    .filter((b) => b.kind === 'tile' || b.kind === 'face')
    .map((b) => {
      const read = /\/(?:tile|face):(\d+-\d+)/.exec(b.id)?.[1];
      if (!read) throw new Error(`a tile drawn without its face in its name: ${b.id}`);
      return read;
    });
  return { state: seen.state, table: h, faces };
}
