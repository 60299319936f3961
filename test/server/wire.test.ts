/**
 * No hidden tile on the wire: whole games of every family played through the server by
 * real clients (two people, computers and a spectator), every message each client receives
 * recorded. The finished game's record then rebuilds the state behind every view (through
 * the family contract alone), and each message is checked against it: a view is exactly the
 * family's `seatView` for the reader's seat, its events exactly the family's `seatEvents` of
 * the moves since the reader's last view, and no message (events included) shows a tile the
 * reader could not see (`unseen`: the other hands and the boneyard), until the game is over
 * and its record is sent.
 */
import { describe, expect, test } from 'vitest';
import { familyOf, SPECTATOR, type AnyFamily } from '../../src/engine/index';
import type { OnlineTable } from '../../src/net/client';
import type { ServerMessage } from '../../src/net/protocol';
import { leaked, tilesShown } from '../support/tileScan';
import {
  autoPlay,
  EASY,
  FAST,
  must,
  next,
  PERSON,
  recordMessages,
  tableOptions,
  useTestServer,
  until,
} from './harness';

// The computers think in a worker thread, as `npm run server`'s do.
const server = useTestServer(FAST, 1);

/** Every state of a recorded game, by hand and move, with the hand's events so far. */
function statesOf(family: AnyFamily, record: unknown) {
  const game = must(family.record.read(record));
  let state: unknown = must(family.newGame(game.settings));
  const states: { state: unknown; events: unknown[] }[][] = [];
  for (const hand of game.hands) {
    state = must(family.startHand(state, hand.deal));
    let events: unknown[] = [];
    const row = [{ state, events }];
    for (const move of hand.moves) {
      const applied = must(family.apply(state, move));
      state = applied.state;
      events = [...events, ...applied.events];
      row.push({ state, events });
    }
    states.push(row);
  }
  return states;
}

/** JSON's view of a value, as the wire carries it. */
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

function checkWire(family: AnyFamily, record: unknown, seat: number, messages: ServerMessage[]) {
  const states = statesOf(family, record);
  let current: { state: unknown; events: unknown[] } | null = null;
  let over = false;
  let views = 0;
  let last: { hand: number; step: number } | null = null;
  let events = 0;
  let rawLeaks = 0;
  for (const m of messages) {
    if (m.type === 'record') {
      expect(over, 'the record comes once the game is over').toBe(true);
      continue;
    }
    if (m.type === 'view') {
      current = states[m.view.handIndex]?.[m.view.step] ?? null;
      expect(
        current,
        `hand ${m.view.handIndex}, move ${m.view.step} is in the record`,
      ).not.toBeNull();
      expect(plain(m.view.view)).toEqual(
        plain(family.seatView(current!.state, seat, current!.events)),
      );
      // Its events: those of the moves since the last view, as this seat may see them.
      const { handIndex, step, from } = m.view;
      const made = current!.events.slice(states[handIndex]![from]!.events.length);
      expect(plain(m.view.events)).toEqual(plain(family.seatEvents(made, seat)));
      // Connected all along, the client is never left to skip a move (its first view aside).
      if (last) expect(from).toBe(last.hand === handIndex ? last.step : 0);
      last = { hand: handIndex, step };
      events += m.view.events.length;
      // What a leak inside an event would have shown (another seat's drawn tile): the scan
      // below reads the events too, so it would fail.
      rawLeaks += leaked(tilesShown(made), family.unseen(current!.state, seat)).length;
      over = m.view.over;
      views++;
    }
    // Before the first deal nothing is hidden yet; after it, nothing unseen is shown.
    if (current) expect(leaked(tilesShown(m), family.unseen(current.state, seat))).toEqual([]);
  }
  expect(views).toBeGreaterThan(5);
  expect(events).toBeGreaterThan(5);
  return rawLeaks;
}

describe.each([
  ['horse-race', [PERSON, PERSON, EASY], {}],
  ['mexican-train', [PERSON, EASY, PERSON], { max_pip: 9, rounds: 2 }],
  ['texas-42', [PERSON, EASY, PERSON, EASY], { target: 2 }],
] as const)('a whole game of %s through the server', (preset, seats, rules) => {
  test('no client ever receives a tile it could not see', async () => {
    const options = tableOptions({
      preset,
      seats: [...seats],
      options: rules,
      partners: preset === 'texas-42',
    });
    const host = must(await (await server().client()).open(options));
    const friend = must(await (await server().client()).join(host.code));
    const watcher = must(await (await server().client()).join(host.code, true));
    const tables: [OnlineTable, ServerMessage[]][] = [host, friend, watcher].map((t) => [
      t,
      recordMessages(t),
    ]);
    await until(host, () => host.table?.seats.filter((s) => s.taken).length === 2, 'the friend');
    const records = tables.map(([t]) => next(t, 'record', 120_000));
    const players = [autoPlay(host), autoPlay(friend)];
    host.send({ type: 'start' });
    const record = (await Promise.all(records))[0]!;
    players.forEach((p) => p.stop());
    const family = familyOf(preset)!;
    // The record replays, to the scores every client saw last.
    const replayed = family.record.replay(plain(record.record));
    expect(replayed.status).toBe(0);
    let rawLeaks = 0;
    for (const [t, messages] of tables) {
      expect(t.view?.over).toBe(true);
      expect((replayed.output as { scores: number[] }).scores).toEqual([...t.view!.scores]);
      rawLeaks += checkWire(family, record.record, t.table!.you, messages);
    }
    // Texas 42 has nothing to hide in its events; the others' draws had.
    expect(rawLeaks > 0).toBe(preset !== 'texas-42');
    expect(watcher.table?.you).toBe(SPECTATOR);
    await Promise.all([host.leave(), friend.leave(), watcher.leave()]);
  });
});
