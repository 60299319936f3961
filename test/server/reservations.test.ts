/**
 * Issue 34, item 4: reservations cannot lock a table. `joinById` reserves a place before the
 * client connects; strangers' reservations that never connect (to watch or to play, from
 * many addresses) never keep a friend with the code out, an address holds only a few at
 * once, and each lasts a second here (5 by default).
 */
import { expect, test } from 'vitest';
import { DEFAULT_TIMING } from '../../src/server/tableRoom';
import { FAST, must, PERSON, tableOptions, until, useTestServer } from './harness';

// Behind a "proxy" on loopback, so that each request may claim its own address.
const server = useTestServer({ ...FAST, reservationSeconds: 1 }, 0, {
  trustProxy: new Set(['127.0.0.1']),
});

/** A reservation that never connects: whether the server granted it. */
async function reserve(code: string, address: string, spectate: boolean): Promise<boolean> {
  const response = await fetch(`${server().url}/matchmake/joinById/${code}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Real-IP': address },
    body: JSON.stringify({ spectate }),
  });
  const answer = (await response.json()) as { sessionId?: string };
  return typeof answer.sessionId === 'string';
}

test('strangers reserving never keep a friend with the code out', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const host = must(await (await server().client()).open(options));
  const granted: boolean[] = [];
  for (let i = 0; i < 9; i++) granted.push(await reserve(host.code, `198.51.100.${i}`, true));
  for (let i = 0; i < 9; i++) granted.push(await reserve(host.code, `198.51.100.${50 + i}`, false));
  // Watchers stop at the table's spectators (8); would-be players are not counted against seats.
  expect(granted.filter(Boolean).length).toBe(DEFAULT_TIMING.spectators + 9);
  const friend = must(await (await server().client()).join(host.code));
  await until(friend, () => friend.table !== null, 'the friend at the table');
  expect(friend.table?.you).toBe(1);
  await Promise.all([host.leave(), friend.leave()]);
});

test('one address holds a few reservations at a time, each for a second', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const host = must(await (await server().client()).open(options));
  const first: boolean[] = [];
  for (let i = 0; i < 10; i++) first.push(await reserve(host.code, '192.0.2.7', i % 2 === 0));
  const held = first.filter(Boolean).length;
  expect(held).toBe(DEFAULT_TIMING.reservationsPerAddress);
  // Unconnected, they lapse after the reservation time; the address may reserve again.
  const t0 = Date.now();
  let again = false;
  while (!again && Date.now() - t0 < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    again = await reserve(host.code, '192.0.2.7', false);
  }
  const lapsed = Date.now() - t0;
  console.log(
    `10 reservations from one address: ${held} held; a new one granted after ${lapsed} ms`,
  );
  expect(again).toBe(true);
  expect(lapsed).toBeLessThan(2500);
  const friend = must(await (await server().client()).join(host.code));
  await until(friend, () => friend.table !== null, 'the friend at the table');
  expect(friend.table?.you).toBe(1);
  await Promise.all([host.leave(), friend.leave()]);
});
