/**
 * Issue 34, item 8: a clear answer to every bad message. A tile number no set has is a typed
 * refusal (`no-such-tile`) with a sentence, not "seat 0 does not hold undefined-undefined";
 * a JSON text frame and an unknown frame code close the connection with a reason; the
 * message type `*` (Colyseus's wildcard) is refused by name. (An idle table's close says
 * why: idle.test.ts.)
 */
import { Client, type Room } from 'colyseus.js';
import { expect, test } from 'vitest';
import { closeSentence } from '../../src/net/protocol';
import { EASY, must, next, PERSON, tableOptions, until, useTestServer } from './harness';

// The computer waits, so that the person's out-of-range play is its own turn's.
const server = useTestServer({ computerMs: 60_000, handPauseMs: 60_000, graceMs: 60_000 });

const closed = (room: Room) =>
  new Promise<[number, string]>((resolve) =>
    room.onLeave((code: number, reason?: string) => resolve([code, reason ?? ''])),
  );

test('a tile number no set has: a typed refusal with a sentence', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, EASY] });
  const host = must(await (await server().client()).open(options));
  host.send({ type: 'start' });
  await until(host, () => host.view !== null, 'the deal');
  for (const tile of [999, -1, 2.5]) {
    const refused = next(host, 'refused');
    host.send({ type: 'move', move: { type: 'play', tile, on: null } });
    const answer = await refused;
    expect(answer.code).toBe('no-such-tile');
    expect(answer.message).toBe(`${tile} is not a domino: tiles are numbered 0 to 135`);
    expect(answer.message).not.toContain('undefined');
  }
  await host.leave();
});

test('a JSON text frame and an unknown frame code close the connection with a reason', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const host = must(await (await server().client()).open(options));
  const sdk = new Client(server().url);
  const cases: [(room: Room) => void, string][] = [
    [
      (room) =>
        (room.connection.transport as unknown as { ws: WebSocket }).ws.send('{"type":"move"}'),
      'text frames are not part of the protocol',
    ],
    [(room) => room.connection.send(new Uint8Array([99, 1, 2])), 'frame code 99 is unknown'],
  ];
  for (const [send, reason] of cases) {
    const room = await sdk.joinById(host.code, { spectate: true });
    room.onMessage('*', () => undefined);
    const gone = closed(room);
    send(room);
    expect(await gone).toEqual([4002, reason]);
    expect(closeSentence(4002, reason)).toBe(`The server closed the connection: ${reason}.`);
  }
  await host.leave();
});

test("the message type '*' is refused by name", async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const host = must(await (await server().client()).open(options));
  const sdk = new Client(server().url);
  const room = await sdk.joinById(host.code);
  const refused = new Promise<unknown>((resolve) => {
    room.onMessage('refused', (m: unknown) => resolve(m));
  });
  room.onMessage('*', () => undefined);
  room.send('*', { move: { type: 'draw' } });
  const answer = (await refused) as { type: string; code: string; message: string };
  expect([answer.type, answer.code]).toEqual(['refused', 'bad-type']);
  expect(answer.message).toContain('"*"');
  await Promise.all([host.leave(), room.leave()]);
});
