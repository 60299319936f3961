/**
 * Reconnection: a player who drops keeps their seat for the reconnection time and comes
 * back to it with the stored token (what a reload does); meanwhile the table waits, or a
 * computer plays for them after the grace time (the host's choice); past the time the seat
 * is the computer's for good. Both players end on the same scores, which the record replays.
 */
import { expect, test } from 'vitest';
import { familyOf } from '../../src/engine/index';
import type { OnlineTable } from '../../src/net/client';
import { DEFAULT_TIMING } from '../../src/server/tableRoom';
import { autoPlay, FAST, must, next, PERSON, tableOptions, useTestServer, until } from './harness';

// Long enough to come back under a busy machine, short enough to wait out in the last test.
const server = useTestServer({ ...FAST, reconnectSeconds: 6 });

test('a dropped player has 60 seconds by default', () => {
  expect(DEFAULT_TIMING.reconnectSeconds).toBe(60);
});

async function twoPlayers(away: 'wait' | 'computer'): Promise<[OnlineTable, OnlineTable]> {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON], away });
  const host = must(await (await server().client()).open(options));
  const friend = must(await (await server().client()).join(host.code));
  await until(host, () => host.table?.seats[1]?.connected === true, 'the friend');
  host.send({ type: 'start' });
  await until(friend, () => friend.view !== null, 'the first deal');
  return [host, friend];
}

/** Plays until the friend is on turn mid-hand (a few moves in), then stops playing. */
async function friendOnTurn(host: OnlineTable, friend: OnlineTable): Promise<void> {
  const players = [
    autoPlay(host),
    autoPlay(friend, { when: (v) => v.handIndex > 0 || v.step < 3 }),
  ];
  await until(
    friend,
    () => (friend.view?.step ?? 0) >= 3 && (friend.view?.legal.length ?? 0) > 0,
    "the friend's turn mid-hand",
  );
  players.forEach((p) => p.stop());
}

async function playToEnd(a: OnlineTable, b: OnlineTable): Promise<void> {
  const done = [next(a, 'record', 120_000), next(b, 'record', 120_000)];
  const players = [autoPlay(a), autoPlay(b)];
  const [record] = await Promise.all(done);
  players.forEach((p) => p.stop());
  expect(a.view?.scores).toEqual(b.view?.scores);
  const replayed = familyOf('horse-race')!.record.replay(
    JSON.parse(JSON.stringify(record!.record)),
  );
  expect(replayed.status).toBe(0);
  expect((replayed.output as { scores: number[] }).scores).toEqual([...a.view!.scores]);
}

test('the table waits for a dropped player, who comes back to the same seat with the token', async () => {
  const [host, friend] = await twoPlayers('wait');
  await friendOnTurn(host, friend);
  const at = { hand: friend.view!.handIndex, step: friend.view!.step };
  const token = friend.reconnectionToken;
  friend.drop();
  await until(host, () => host.table?.seats[1]?.connected === false, 'the drop to show');
  expect(host.table?.seats[1]?.standIn).toBe(false);
  // A reload: a new client with the stored token.
  const back = must(await (await server().client()).reconnect(token));
  await until(back, () => back.view !== null && back.table !== null, 'the view after coming back');
  expect(back.table?.you).toBe(1);
  expect({ hand: back.view!.handIndex, step: back.view!.step }).toEqual(at);
  expect(back.view!.legal.length).toBeGreaterThan(0);
  await until(host, () => host.table?.seats[1]?.connected === true, 'the return to show');
  await playToEnd(host, back);
  await Promise.all([host.leave(), back.leave()]);
});

test('with "computer", a computer plays for the dropped player after the grace time', async () => {
  const [host, friend] = await twoPlayers('computer');
  await friendOnTurn(host, friend);
  const step = friend.view!.step;
  const token = friend.reconnectionToken;
  friend.drop();
  await until(host, () => host.table?.seats[1]?.standIn === true, 'the stand-in');
  await until(
    host,
    () => (host.view?.step ?? 0) > step || host.view?.handIndex !== friend.view?.handIndex,
    "the stand-in's move",
  );
  const back = must(await (await server().client()).reconnect(token));
  await until(host, () => host.table?.seats[1]?.standIn === false, 'the return');
  await until(back, () => back.table !== null, 'the table after coming back');
  expect(back.table?.you).toBe(1);
  await playToEnd(host, back);
  await Promise.all([host.leave(), back.leave()]);
});

test("past the reconnection time the seat is the computer's for good", async () => {
  const [host, friend] = await twoPlayers('wait');
  await friendOnTurn(host, friend);
  const token = friend.reconnectionToken;
  friend.drop();
  // The table waits, then gives the seat to a computer when the time is up.
  await until(host, () => host.table?.seats[1]?.standIn === true, 'the seat given over', 30_000);
  const late = await (await server().client()).reconnect(token);
  expect(late.ok).toBe(false);
  const player = autoPlay(host);
  await next(host, 'record', 120_000);
  player.stop();
  expect(host.view?.over).toBe(true);
  await host.leave();
});
