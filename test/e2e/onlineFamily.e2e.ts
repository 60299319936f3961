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
import type { TricksView } from '../../src/engine/tricks/tricksFamily';
import type { TableOptions } from '../../src/net/protocol';
import { startGameServer } from '../../src/server/gameServer';
import {
  chooseGameRow,
  controlLabels,
  openPage,
  pressLabelled,
  scenes,
  shot,
  texts,
  waitUntil,
} from './browser';
import {
  atTable,
  button,
  checkEnd,
  COMPUTER,
  face,
  family,
  joinByCode,
  online,
  PERSON,
  playToTheEnd,
  spectatorLook,
  twoAtATable,
  useFamilyTables,
  watch,
} from './onlineFamilyDrive';
import type { OnlinePage } from './onlineServer';
import { chooseName, controls, heard, listen, pressControl } from './screenReader';

const { browser, page: newPage } = useFamilyTables();

/** A move among a page's DOM controls. */
const MOVE = /^Play \d+-\d+|^(Draw|Pass|End turn)$/;

/** Where a page's game stands (changes with every view). */
const standing = async (page: OnlinePage['page']): Promise<string> => {
  const v = (await online(page))?.view;
  return JSON.stringify([v?.handIndex, v?.step, v?.over]);
};

/** A page's controls once they have caught up with the canvas (the same twice, 300 ms apart). */
async function settledControls(page: OnlinePage['page']): Promise<string[]> {
  return waitUntil('the controls settled', async () => {
    const first = (await controls(page)).join('|');
    await new Promise((r) => setTimeout(r, 300));
    const now = await controls(page);
    return now.join('|') === first ? now : null;
  });
}

/**
 * The people at `seats` play by their DOM move buttons alone, as screen-reader users do,
 * until the last page has made three moves and the first one, and has heard the computer
 * move; Next at a hand's end. Before each move of the last page, its voice has said its turn
 * with every choice its buttons offer, in their words. The moves made.
 */
async function playBySeats(
  pages: readonly OnlinePage[],
  seats: readonly number[],
): Promise<{ seat: number; label: string }[]> {
  const pressed: { seat: number; label: string }[] = [];
  const made = (seat: number) => pressed.filter((p) => p.seat === seat).length;
  const reader = seats[seats.length - 1]!;
  const deadline = Date.now() + 4 * 60_000;
  // Until the reader has heard the computer move too.
  const computerHeard = async () => /\bComputer /.test((await heard(pages.at(-1)!.page)).join(' '));
  while (made(reader) < 3 || made(seats[0]!) < 1 || !(await computerHeard())) {
    if (Date.now() > deadline) throw new Error(`only ${JSON.stringify(pressed)} in 4 minutes`);
    let acted = false;
    for (const [k, p] of pages.entries()) {
      const seat = seats[k]!;
      const state = await online(p.page);
      if (state?.view?.over) return pressed;
      const labels = await settledControls(p.page);
      const next = labels.find((l) => l === 'Next');
      if (next && !state?.view?.ready.includes(seat)) {
        await pressControl(p.page, next);
        acted = true;
        continue;
      }
      const moves = labels.filter((l) => MOVE.test(l));
      const label = moves[0];
      if (!label) continue;
      if (seat === reader) {
        const turn = (await heard(p.page)).findLast((t) => /Your (turn|choices)/.test(t)) ?? '';
        for (const m of moves) expect(turn, m).toContain(m);
      }
      const before = await standing(p.page);
      if (!(await pressControl(p.page, label))) continue;
      const moved = await waitUntil(`"${label}" made`, async () => {
        if ((await standing(p.page)) !== before) return 'made';
        return (await controls(p.page)).includes(label) ? null : 'gone';
      });
      if (moved === 'made') pressed.push({ seat, label });
      acted = true;
    }
    if (!acted) await new Promise((r) => setTimeout(r, 100));
  }
  return pressed;
}

/** What the line's caption says of a move pressed as `label`: on its page, and by `name`. */
function lineSays(label: string, name: string): [string, string] {
  const tile = /\d+-\d+/.exec(label)?.[0] ?? '';
  if (label.endsWith('the middle')) return [`You led ${tile}`, `${name} led ${tile}`];
  if (label.startsWith('Play')) return [`You played ${tile}`, `${name} played ${tile}`];
  if (label === 'Pass' || label === 'End turn') return ['You passed', `${name} passed`];
  return ['You drew', `${name} drew a tile`];
}

/** What Mexican Train's caption says of a move pressed as `label`: on its page, and by `name`. */
function trainsSays(label: string, name: string): [string, string] {
  const tile = /\d+-\d+/.exec(label)?.[0] ?? '';
  if (label.endsWith('the hub'))
    return [`You set the engine ${tile}`, `${name} set the engine ${tile}`];
  if (label.startsWith('Play')) return [`You played ${tile}`, `${name} played ${tile}`];
  if (label === 'Pass') return ['You passed', `${name} passed`];
  if (label === 'End turn') return ['You ended the turn', `${name} ended the turn`];
  return ['You drew', `${name} drew a tile`];
}

describe('online family tables', () => {
  test('two people play Mexican Train (two rounds) by taps, on a phone and a desktop', async () => {
    const { host, friend } = await twoAtATable(newPage);
    await host.page.evaluate(() => window.horseRaceOnline?.start());
    for (const p of [host, friend]) await atTable(p);
    const { moves, said } = await playToTheEnd([host, friend], 'online-mexican-train');
    expect(moves).toBeGreaterThan(4);
    // The page whose person is not on turn says what just happened, from the server's events.
    const caption =
      /^(You|Player [12]) (played \d-\d on|set the engine|drew|passed|ended the turn)/;
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
    // Play online's Open a table offers the rules: doubles low set in its Rules dialog reach
    // the table the server opens. (Left at once: its targets start at 3 marks, too long here.)
    const { page } = person;
    await pressLabelled(page, /^Play online$/);
    await pressLabelled(page, /^Open a table$/);
    await chooseGameRow(page, 'Game: Trick-taking, Texas 42.');
    await pressLabelled(page, /^Rules: None\. Change the rules$/);
    await pressLabelled(page, /^Doubles: High\. Next choice$/);
    await pressLabelled(page, /^Done$/);
    await waitUntil('the row says so', async () =>
      (await controlLabels(page)).includes('Rules: Doubles low. Change the rules'),
    );
    await pressLabelled(page, /^Open the table$/);
    const opened = await waitUntil('the table open', async () => (await online(page))?.table);
    expect(opened.options).toMatchObject({ doubles_in_suit: 'low' });
    await pressLabelled(page, /^Leave$/);
    await waitUntil('the table left', async () => !(await online(page))?.table);
    // The hand itself at a table opened by the hook: to one mark, doubles low.
    const options: TableOptions = {
      preset: 'texas-42',
      players: 4,
      partners: true,
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
    // The phases the spectator's page goes through, noted in the page itself: the test's own
    // looks come between the person's moves, and on a busy machine can miss a whole phase.
    await watcher.page.evaluate(() => {
      const seen = new Set<string>();
      Object.assign(window, { phasesSeen: seen });
      setInterval(() => {
        const phase = window.horseRaceOnline?.state()?.view?.phase;
        if (phase) seen.add(phase.kind === 'turn' ? phase.name : phase.kind);
      }, 20);
    });
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
    const seen = await watcher.page.evaluate(() => [
      ...(window as unknown as { phasesSeen: Set<string> }).phasesSeen,
    ]);
    expect(seen).toContain('bid');
    expect(seen).toContain('trick');
    expect(phases.has('bid')).toBe(true);
    expect(compared).toBeGreaterThan(0);
    await shot(watcher.page, 'online-texas-42-watched-end');
    expect(watcher.errors).toEqual([]);
    await watcher.context.close();
    await person.context.close();
  });

  test.each([
    ['horse-race', { target: 31 }],
    ['mexican-train', { max_pip: 9, rounds: 1 }],
  ] as const)(
    '%s: a screen-reader user at seat 2 hears its own moves as its own, its turn with its choices',
    async (preset, rules) => {
      const ada = await newPage('desktop');
      const sam = await newPage('phone');
      await chooseName(ada.page, 'Ada');
      await chooseName(sam.page, 'Sam');
      const options: TableOptions = {
        preset,
        players: 3,
        partners: false,
        options: rules,
        seats: [PERSON, COMPUTER, PERSON],
        away: 'wait',
      };
      const code = (await ada.page.evaluate((o) => window.horseRaceOnline?.open(o), options)) ?? '';
      // Sam comes through Play online's screens, to seat 2; the lobby names everyone.
      expect(await joinByCode(sam, code)).toBe(2);
      const lobby = ['Ada (host)', 'Computer, easy', 'You (Sam)'];
      await waitUntil('the lobby’s names', async () => {
        const shown = await texts(sam.page);
        return lobby.every((w) => shown.includes(w));
      });
      await shot(sam.page, `online-names-lobby-${preset}`);
      for (const p of [ada, sam]) await listen(p.page);
      await ada.page.evaluate(() => window.horseRaceOnline?.start());
      for (const p of [ada, sam])
        await waitUntil('the table up', async () => (await scenes(p.page)).includes('FamilyTable'));
      const pressed = await playBySeats([ada, sam], [0, 2]);
      const samHeard = (await heard(sam.page)).join(' ');
      const adaHeard = (await heard(ada.page)).join(' ');
      // Each move said by its own page as "You …", by the other as its person's name.
      const line = preset === 'horse-race';
      for (const { seat, label } of pressed) {
        const [own, other] = seat === 2 ? [samHeard, adaHeard] : [adaHeard, samHeard];
        const name = seat === 2 ? 'Sam' : 'Ada';
        const [mine, theirs] = line ? lineSays(label, name) : trainsSays(label, name);
        expect(own, `${label} on its own page`).toContain(mine);
        expect(other, `${label} on the other page`).toContain(theirs);
      }
      expect(samHeard).toMatch(
        /\bComputer (plays|leads|draws|passes|played|led|drew|set|passed|ended)\b/,
      );
      expect(samHeard).not.toMatch(/\b(South|West|North|East)\b/);
      // The table shows them by their names: Sam sees Ada, Ada sees Sam.
      expect(await texts(sam.page)).toContain('Ada');
      expect(await texts(ada.page)).toContain('Sam');
      await shot(sam.page, `online-names-seat-2-${preset}`);
      await shot(ada.page, `online-names-host-${preset}`);
      for (const p of [ada, sam]) expect(p.errors).toEqual([]);
      for (const p of [ada, sam]) await p.context.close();
    },
    300_000,
  );

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
