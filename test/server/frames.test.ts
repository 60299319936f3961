/**
 * Issue 34, item 1: a flood of frames Colyseus cannot decode (a message type that is not
 * UTF-8) stalls no other table. The first such frame costs its sender the connection (a
 * player's seat then waits for it, as after any drop), nothing after it is read, and the log
 * gains a line per connection at most, never one per frame; an oversized frame logs one
 * short line, and every line is rate-limited.
 */
import { Client, type Room } from 'colyseus.js';
import { expect, test } from 'vitest';
import type { OnlineTable } from '../../src/net/client';
import { checkFrame } from '../../src/server/frames';
import { LOG_RATE } from '../../src/server/log';
import { FAST, must, next, PERSON, tableOptions, until, useTestServer } from './harness';

const lines: string[] = [];
const log = {
  error: (l: string) => lines.push(l),
  warn: (l: string) => lines.push(l),
  info: (l: string) => lines.push(l),
};
const server = useTestServer(FAST, 0, { log });

/** The frame of issue 34: ROOM_DATA, a 4-byte type of bytes that are not UTF-8. */
const UNDECODABLE = new Uint8Array([0x0d, 0xa4, 0xff, 0xff, 0xff, 0xff]);

test.each([
  [[0x0d, 0xa4, 0xff, 0xff, 0xff, 0xff], true, 'close'],
  [[0x0d, 0xa4, 0x6d, 0x6f], true, 'close'],
  [[0x0d, 0xa1, 0x2a], true, 'refuse'],
  [[0x0d, 0xa4, 0x73, 0x79, 0x6e, 0x63], true, 'pass'],
  [[0x0d, 0xa0], true, 'refuse'],
  [[0x0d, 0xc1], true, 'close'],
  [[0x63, 0x01], true, 'close'],
  [[0x7b, 0x7d], false, 'close'],
  [[0x0a], true, 'pass'],
])('the frame %j (binary %s) is %s', (bytes, binary, kind) => {
  expect(checkFrame(Uint8Array.from(bytes), binary).kind).toBe(kind);
});

/** Round trips of `sync` on a quiet table (ms each), 20 ms apart (within its rate), for `ms`. */
async function roundTrips(table: OnlineTable, ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end && times.length < 2000) {
    const t0 = performance.now();
    const answered = next(table, 'table', 5000);
    table.send({ type: 'sync' });
    await answered;
    times.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times.sort((a, b) => a - b);
}

const closed = (room: Room) =>
  new Promise<number>((resolve) => room.onLeave((code: number) => resolve(code)));

test('a flood of undecodable frames: the sender is closed, other tables go on, the log stays short', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const quiet = must(await (await server().client()).open(options));
  const target = must(await (await server().client()).open(options));
  const sdk = new Client(server().url);
  const logged = lines.length;
  // The first flooder takes a player's seat; the rest watch. 10 connections, 2,000 frames each.
  const flood = async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const room = await sdk.joinById(target.code, { spectate: i > 0 });
      room.onMessage('*', () => undefined);
      const gone = closed(room);
      for (let f = 0; f < 2000; f++) room.connection.send(UNDECODABLE);
      codes.push(await gone);
      if (i === 0)
        await until(target, () => target.table?.seats[1]?.connected === false, 'the seat waiting');
    }
    return codes;
  };
  const [codes, times] = await Promise.all([flood(), roundTrips(quiet, 3000)]);
  const p50 = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(
    `flood: ${times.length} round trips, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
  );
  expect(codes).toEqual(new Array(10).fill(4002));
  expect(p50).toBeLessThan(100);
  // The flooded player's seat is still theirs, waiting for them to come back.
  expect(target.table?.seats[1]?.taken).toBe(true);
  // 20,000 frames; a line per closed connection at most.
  expect(lines.length - logged).toBeLessThanOrEqual(10);
  expect(lines.every((l) => !l.includes('\n'))).toBe(true);
  await Promise.all([quiet.leave(), target.leave()]);
}, 60_000);

test('oversized frames: one short line each, and the lines are rate-limited', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const host = must(await (await server().client()).open(options));
  const sdk = new Client(server().url);
  const logged = lines.length;
  const t0 = Date.now();
  for (let i = 0; i < 40; i++) {
    const room = await sdk.joinById(host.code, { spectate: true });
    room.onMessage('*', () => undefined);
    const gone = closed(room);
    room.send('move', { pad: 'x'.repeat(5000) });
    await gone;
  }
  const seconds = (Date.now() - t0) / 1000;
  const added = lines.slice(logged);
  console.log(`oversized: 40 frames, ${added.length} lines in ${seconds.toFixed(1)} s`);
  expect(added.every((l) => !l.includes('\n'))).toBe(true);
  expect(added.length).toBeLessThanOrEqual(LOG_RATE.burst + Math.ceil(seconds * LOG_RATE.rate) + 1);
  await host.leave();
}, 60_000);
