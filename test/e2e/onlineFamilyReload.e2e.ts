/**
 * Online Mexican Train in the browser: a reload mid-game and spectators. Two people play a
 * two-round game by taps on a phone and a desktop (the game server started here). In the
 * second round each reloads their page; the page comes back to its seat as a person's does
 * (through Play online, the session's token in session storage), with the same hand and the
 * whole round-by-round score sheet, and plays on to the end; its library keeps the game with
 * its seat. Two pages watch by the table's code through Play online's Watch: a desktop from
 * the lobby, a phone that joins mid-game. A spectator's table says it is watching, shows no
 * hand and nothing to play, never draws a tile any seat holds (checked against both people's
 * hands in the same round), follows the play and sees the game's end.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { Tile } from '../../src/engine/core/tiles';
import { WATCHING } from '../../src/view/onlineFamily';
import { shot, waitUntil } from './browser';
import {
  atTable,
  button,
  checkEnd,
  face,
  family,
  online,
  playToTheEnd,
  saying,
  spectatorLook,
  twoAtATable,
  useFamilyTables,
  watch,
} from './onlineFamilyDrive';
import type { OnlinePage } from './onlineServer';

const { page: newPage } = useFamilyTables();

/** A person's hand now: its round and its tiles' faces, from their page's seat view. */
async function handOf(page: Page): Promise<{ round: number; faces: string[] } | null> {
  const v = (await online(page))?.view?.view as
    { round?: { index: number; hand: Tile[] } } | undefined;
  return v?.round ? { round: v.round.index, faces: v.round.hand.map(face) } : null;
}

/** What a reload must bring back: the seat, the hand, the score sheet round by round. */
async function seatNow(page: Page) {
  const [state, h] = [await online(page), await family(page)];
  return {
    code: state?.code,
    you: state?.table?.you,
    step: state?.view?.step,
    hand: (h?.hand.map((t) => t.tile) ?? []).sort((a, b) => a - b),
    sheet: h?.scores,
  };
}

test('Mexican Train online: both people reload in round 2 and play on; two pages watch', async () => {
  const { host, friend, code } = await twoAtATable(newPage);
  // A desktop watches from the lobby; then the host starts.
  const deskWatcher = await newPage('desktop');
  await watch(deskWatcher, code);
  await waitUntil('the lobby says so', () => saying(deskWatcher.page, 'You are watching'));
  await host.page.evaluate(() => window.horseRaceOnline?.start());
  for (const p of [host, friend, deskWatcher]) await atTable(p);

  const people = [host, friend];
  const watchers: OnlinePage[] = [deskWatcher];
  let phoneWatcher: OnlinePage | null = null;
  /** Looks at which a spectator drew tiles, in the same round as both people's hands. */
  let compared = 0;
  const roundsWatched = new Set<number>();
  const reloaded: OnlinePage[] = [];
  /** The spectators whose table said it was watching, and whose round's end said who goes on. */
  const said = new Set<OnlinePage>();
  const waited = new Set<OnlinePage>();
  const size = (p: OnlinePage) => (p.touch ? 'phone' : 'desktop');
  let lastReload = -1;

  /** Each spectator's page: the public table only, nothing to play. */
  const lookAtWatchers = async () => {
    for (const w of watchers) {
      const look = await spectatorLook(w.page);
      const hands = [await handOf(host.page), await handOf(friend.page)];
      const v = look.state?.view?.view as { round?: { index: number; hand: Tile[] } } | undefined;
      expect(v?.round?.hand ?? []).toEqual([]);
      const round = v?.round?.index ?? null;
      // Once a few tiles are down: the table says it is watching (a screenshot of each).
      if (!said.has(w) && look.faces.length >= 4 && (await saying(w.page, WATCHING))) {
        said.add(w);
        await shot(w.page, `online-mexican-train-watching-${size(w)}`);
      }
      if (round === null) continue;
      roundsWatched.add(round);
      // Read before the hands: a tile drawn face up then is public, in no hand after it.
      if (hands.every((x) => x?.round === round) && look.faces.length > 0) {
        const held = new Set(hands.flatMap((x) => x?.faces ?? []));
        expect(look.faces.filter((f) => held.has(f))).toEqual([]);
        compared++;
      }
    }
  };

  /** A person's page reloads and comes back to the same seat, hand and score sheet. */
  const reload = async (p: OnlinePage) => {
    const before = await seatNow(p.page);
    expect(before.sheet?.every((row) => row.entries.length === 1)).toBe(true);
    await p.page.reload();
    await atTable(p);
    const back = await waitUntil('the seat drawn again', async () => {
      const now = await seatNow(p.page);
      return now.step === before.step && now.hand.length > 0 ? now : null;
    });
    expect(back).toEqual(before);
    await shot(p.page, `online-mexican-train-back-${size(p)}`);
    reloaded.push(p);
  };

  /** Where the game stood at the spectators' last look: they are looked at again once it moves. */
  let looked = '';
  const between = async () => {
    const view = (await online(host.page))?.view;
    if (!view) return;
    const now = JSON.stringify([view.handIndex, view.step, view.phase.kind, watchers.length]);
    // A phone starts watching mid-game, by the code.
    if (!phoneWatcher && view.step >= 4) {
      phoneWatcher = await newPage('phone');
      await watch(phoneWatcher, code);
      await atTable(phoneWatcher);
      watchers.push(phoneWatcher);
    }
    if (now !== looked) await lookAtWatchers();
    looked = now;
    // The first round's end: each spectator's panel has no Next and says who goes on.
    if (view.phase.kind === 'hand-over' && !view.over)
      for (const w of watchers.filter((x) => !waited.has(x))) {
        await waitUntil('the round’s end on a spectator', () =>
          saying(w.page, 'The players go on when they are ready'),
        );
        await lookAtWatchers();
        await shot(w.page, `online-mexican-train-watching-round-end-${size(w)}`);
        waited.add(w);
      }
    // In the second round, on someone's turn once the engine is down: the phone reloads,
    // then (a few steps on) the desktop.
    const next = people.find((p) => !reloaded.includes(p));
    const turn = view.phase.kind === 'turn' && !view.over;
    const placed = (view.view as { round?: { placed: boolean } }).round?.placed === true;
    if (next && turn && placed && view.handIndex === 1 && view.step >= lastReload + 3) {
      await reload(next);
      lastReload = view.step;
    }
  };

  const { moves } = await playToTheEnd(people, 'online-mexican-train-watched', between);
  expect(moves).toBeGreaterThan(4);
  expect(reloaded).toEqual(people);
  const a = await checkEnd(host, 0);
  const b = await checkEnd(friend, 1);
  expect(b).toEqual(a);
  // Each reloaded page came back through Play online, whose library keeps the game.
  for (const [you, p] of people.entries()) {
    const games = await waitUntil('the game in the library', async () => {
      const kept = (await p.page.evaluate(() => window.horseRace?.archive())) as {
        meta: { you?: number };
      }[];
      return kept.length > 0 ? kept : null;
    });
    expect(games.map((g) => g.meta.you ?? 0)).toEqual([you]);
  }
  // The spectators followed both rounds and saw the same end.
  for (const w of watchers) {
    await waitUntil('the end on a spectator', async () => {
      const h = await family(w.page);
      return (
        h &&
        button(h, 'Main menu') &&
        JSON.stringify(h.scores.map((s) => s.total)) === JSON.stringify(a)
      );
    });
    await lookAtWatchers();
    await shot(w.page, `online-mexican-train-watched-end-${size(w)}`);
    expect(w.errors).toEqual([]);
    expect(w.outside).toEqual([]);
  }
  expect([...said]).toEqual(watchers);
  expect([...waited]).toEqual(watchers);
  expect([...roundsWatched].sort()).toEqual([0, 1]);
  expect(compared).toBeGreaterThan(0);
  for (const p of [...people, ...watchers]) await p.context.close();
}, 600_000);
