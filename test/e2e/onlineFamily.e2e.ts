/**
 * Mexican Train and Texas 42 online, in a real browser: a game server started here (in this
 * process, on a free loopback port) serves the built game and holds the tables; pages open
 * or join a table through the e2e hook (`window.horseRaceOnline`, as the Play online screens
 * do), and the family table, driven by the server's seat views, is played by taps alone.
 * Two people play Mexican Train on a phone and a desktop; a person plays a hand of Texas 42
 * against three computers while a desktop watches it by the code (Play online's Watch). Each
 * page's scores are the server's; the kept record replays to them; the table says what just
 * happened (the server's events); no console errors. The reload and the Mexican Train
 * spectators: onlineFamilyReload.e2e.ts.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { TricksView } from '../../src/engine/tricksFamily';
import type { TableOptions } from '../../src/net/protocol';
import { startGameServer } from '../../src/server/gameServer';
import { openPage, scenes, shot, texts, waitUntil } from './browser';
import {
  atTable,
  button,
  checkEnd,
  COMPUTER,
  face,
  family,
  online,
  PERSON,
  playToTheEnd,
  spectatorLook,
  twoAtATable,
  useFamilyTables,
  watch,
} from './onlineFamilyDrive';

const { browser, page: newPage } = useFamilyTables();

describe('online family tables', () => {
  test('two people play Mexican Train (two rounds) by taps, on a phone and a desktop', async () => {
    const { host, friend } = await twoAtATable(newPage);
    await host.page.evaluate(() => window.horseRaceOnline?.start());
    for (const p of [host, friend]) await atTable(p);
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
    const person = await newPage('phone');
    const options: TableOptions = {
      preset: 'texas-42',
      players: 4,
      partners: true,
      // A rule option beyond straight 42: the table's head says it (the server's seat view).
      options: { target: 1, doubles_in_suit: 'low' },
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
    await waitUntil('the options in play said', async () =>
      (await texts(person.page)).some((t) => t.includes('Also played: doubles low')),
    );
    // A move for another seat: refused, said on the table, and play goes on.
    await person.page.evaluate(() => {
      const bid = { type: 'bid', seat: 1, bid: 30 };
      window.horseRaceOnline?.send(bid);
    });
    await waitUntil('the refusal shown', async () =>
      (await texts(person.page)).some((t) => /only for their own seat/.test(t)),
    );
    // A desktop watches by the code, mid-hand: the public table only (no hand, no bids).
    const watcher = await newPage('desktop');
    await watch(watcher, (await online(person.page))?.code ?? '');
    await waitUntil('the spectator at the table', async () =>
      (await scenes(watcher.page)).includes('FamilyTable'),
    );
    let compared = 0;
    const phases = new Set<string>();
    /** The spectator's tiles are the tricks' (the person's page at the same step): no hand's. */
    const lookAtWatcher = async () => {
      const look = await spectatorLook(watcher.page);
      const seen = look.state?.view;
      const theirs = (await online(person.page))?.view;
      const phase = seen && (seen.phase.kind === 'turn' ? seen.phase.name : seen.phase.kind);
      if (phase && look.table && !phases.has(phase)) {
        phases.add(phase);
        if (phase === 'bid' || phase === 'trick')
          await shot(watcher.page, `online-texas-42-watching-${phase}`);
      }
      expect((seen?.view as TricksView | undefined)?.hand?.own ?? []).toEqual([]);
      const hand = (theirs?.view as TricksView | undefined)?.hand;
      if (!seen || !theirs || !hand || seen.step !== theirs.step) return;
      if (seen.handIndex !== theirs.handIndex) return;
      const played = [...hand.tricks.flatMap((t) => t.plays), ...hand.current].map((p) =>
        face(p.tile),
      );
      expect(look.faces.filter((f) => !played.includes(f))).toEqual([]);
      expect(look.faces.filter((f) => hand.own.map(face).includes(f))).toEqual([]);
      if (look.faces.length > 0) compared++;
    };
    const { moves } = await playToTheEnd([person], 'online-texas-42', lookAtWatcher);
    expect(moves).toBeGreaterThan(0);
    await shot(person.page, 'online-texas-42-end');
    await checkEnd(person, 0);
    // The spectator followed the bidding and the play, and saw the same end.
    const scores = (await online(person.page))?.view?.scores;
    await waitUntil('the end on the spectator', async () => {
      const h = await family(watcher.page);
      return h && button(h, 'Main menu') && h.scores.map((s) => s.total).join() === scores?.join();
    });
    await lookAtWatcher();
    // It came during the bidding (the person had not bid yet) and watched the tricks.
    expect(phases.has('bid')).toBe(true);
    expect(phases.has('trick')).toBe(true);
    expect(compared).toBeGreaterThan(0);
    await shot(watcher.page, 'online-texas-42-watched-end');
    expect(watcher.errors).toEqual([]);
    await watcher.context.close();
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
