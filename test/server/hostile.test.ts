/**
 * A hostile client cannot stop the game: a player who sends 1,000 malformed, oversized,
 * out-of-turn or other-seat messages between its own moves gets a typed refusal for each,
 * while the game goes on to its end and its record replays; raw garbage frames and a frame
 * over the size limit cost only the sender its connection (a computer then plays its seat).
 */
import { Client } from 'colyseus.js';
import { expect, test } from 'vitest';
import { familyOf } from '../../src/engine/index';
import type { ClientMessage, ServerMessage } from '../../src/net/protocol';
import {
  autoPlay,
  EASY,
  FAST,
  must,
  next,
  PERSON,
  tableOptions,
  useTestServer,
  until,
} from './harness';

// A hand's end waits for every person's "next" (no timer racing the players' own).
const server = useTestServer({ ...FAST, handPauseMs: 600_000 });

const deep = { a: [[[[[[[1]]]]]]] };

/** The bad messages, by the refusal each must get (the hostile client sits in seat 1). */
const BAD: readonly [string, unknown, readonly string[]][] = [
  ['hack', {}, ['bad-type']],
  ['MOVE', { move: { type: 'draw' } }, ['bad-type']],
  ['', null, ['bad-type']],
  ['move', { move: 'draw' }, ['bad-message']],
  ['move', { move: [1, 2, 3] }, ['bad-message']],
  ['move', null, ['bad-message']],
  ['move', { move: { type: 'teleport', seat: 1 } }, ['bad-message']],
  ['move', { move: { type: 'play', seat: 1, tile: 'six', on: null } }, ['bad-message']],
  ['move', { move: { type: 'play', seat: 0, tile: 3, on: null } }, ['not-your-seat']],
  ['move', { move: { type: 'draw', seat: 2 } }, ['not-your-seat']],
  ['move', { move: { type: 'play', seat: 1, tile: 999, on: null } }, ['no-such-tile']],
  ['move', { move: { type: 'play', tile: -5, on: 2 } }, ['no-such-tile']],
  [
    'move',
    { move: { type: 'play', seat: 1, tile: 135, on: null } },
    ['not-your-turn', 'not-in-hand'],
  ],
  ['move', deep, ['too-big']],
  ['move', { move: { pad: 'x'.repeat(200) } }, ['too-big']],
  ['move', { move: { list: new Array(100).fill(0) } }, ['too-big']],
  ['seat', { seat: 2, plan: { kind: 'robot' } }, ['bad-message']],
  ['seat', { seat: -1, plan: { kind: 'person' } }, ['bad-message']],
  ['seat', { seat: 2, plan: { kind: 'computer', level: 'hard' } }, ['not-host']],
  ['start', {}, ['not-host']],
  ['react', { reaction: 'you are terrible' }, ['bad-message']],
  ['react', { reaction: 'x'.repeat(100) }, ['too-big']],
  ['sync', { __proto__: { polluted: true } }, []],
];

test('1,000 bad messages from a player: each refused with its reason, and the game goes on', async () => {
  const options = tableOptions({
    preset: 'horse-race',
    seats: [PERSON, PERSON, EASY],
    away: 'computer',
  });
  const host = must(await (await server().client()).open(options));
  const hostile = must(await (await server().client()).join(host.code));
  await until(host, () => host.table?.seats[1]?.taken === true, 'the second player');
  const refusals: ServerMessage[] = [];
  hostile.listen((m) => {
    if (m.type === 'refused') refusals.push(m);
  });
  const done = next(host, 'record', 120_000);
  const players = [autoPlay(host), autoPlay(hostile)];
  host.send({ type: 'start' });
  await until(hostile, () => hostile.view !== null, 'the first deal');
  // The bad messages, 50 at a time, each batch after one more view: spread over the game.
  let sent = 0;
  const expected: (readonly string[])[] = [];
  while (sent < 1000) {
    for (let i = 0; i < 50; i++, sent++) {
      const [type, payload, codes] = BAD[sent % BAD.length]!;
      if (codes.length > 0) expected.push(codes);
      else expected.push(['none']);
      hostile.send({ type, ...(payload as object) } as unknown as ClientMessage);
    }
    if (!host.view?.over) await next(host, 'view');
  }
  const wanted = expected.filter((c) => c[0] !== 'none').length;
  await until(hostile, () => refusals.length >= wanted, 'every refusal');
  const { record } = await done;
  players.forEach((p) => p.stop());
  expect(sent).toBe(1000);
  expect(refusals.length).toBe(wanted);
  // Every refusal names one of the reasons its message deserved, in order.
  const codes = refusals.map((r) => (r.type === 'refused' ? r.code : ''));
  const reasons = expected.filter((c) => c[0] !== 'none');
  codes.forEach((code, i) => {
    const allowed = reasons[i]!;
    // Out of turn or illegal depends on whose turn it was; after the end, moves are "not now".
    expect([...allowed, 'not-now']).toContain(code);
  });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // The game went on to its end, and its record replays to the scores the players saw.
  expect(host.view?.over).toBe(true);
  const replayed = familyOf('horse-race')!.record.replay(JSON.parse(JSON.stringify(record)));
  expect(replayed.status).toBe(0);
  expect((replayed.output as { scores: number[] }).scores).toEqual([...host.view!.scores]);
  await Promise.all([host.leave(), hostile.leave()]);
});

test('garbage frames and an oversized message cost the sender its connection, not the game', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON], away: 'computer' });
  const host = must(await (await server().client()).open(options));
  const sdk = new Client(server().url);
  const frames: number[][] = [
    [13],
    [13, 0xd9, 0xff, 1],
    [13, 0xc1],
    [14, 0xd9],
    [99, 1, 2],
    [10, 0],
  ];
  for (const frame of frames) {
    const spectator = await sdk.joinById(host.code, { spectate: true });
    spectator.onMessage('*', () => undefined);
    spectator.connection.send(new Uint8Array(frame));
  }
  const rude = await sdk.joinById(host.code);
  rude.onMessage('*', () => undefined);
  await until(host, () => host.table?.seats[1]?.connected === true, 'the second player');
  host.send({ type: 'start' });
  await until(host, () => host.view !== null, 'the first deal');
  const closed = new Promise<number>((resolve) => rude.onLeave((code) => resolve(code)));
  rude.send('move', { move: { pad: 'x'.repeat(5000) } });
  expect(await closed).not.toBe(4000);
  // Its seat waits the grace time, then a computer plays it; the host plays on to the end.
  const player = autoPlay(host);
  await next(host, 'record', 120_000);
  player.stop();
  expect(host.table?.seats[1]?.standIn).toBe(true);
  await host.leave();
});
