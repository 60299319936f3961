/**
 * The server's limits at the server's own rate (10 messages a second, 20 at once): a
 * flooding player is told to slow down once and the rest dropped, and the game goes on;
 * (a table nobody acts at closing: idle.test.ts); codes are 40 random bits and
 * read back however they are typed; the HTTP guard refuses an oversized matchmaking body.
 */
import { describe, expect, test } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, readCode } from '../../src/net/protocol';
import { codeFrom, fullBucket, take } from '../../src/server/limits';
import { DEFAULT_TIMING } from '../../src/server/tableRoom';
import { autoPlay, EASY, must, PERSON, tableOptions, useTestServer, until } from './harness';

const server = useTestServer({
  // Paced as people play, within the server's own rate (a person here answers at once).
  computerMs: 150,
  handPauseMs: 50,
  // Long enough for a busy machine's slow turns (idle.test.ts has its own server).
  idleMs: 60_000,
  messages: DEFAULT_TIMING.messages,
});

describe('codes and buckets', () => {
  test('a code is 8 letters of 32: 40 bits, every letter reachable', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(Math.log2(CODE_ALPHABET.length) * CODE_LENGTH).toBeGreaterThanOrEqual(30);
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const seen = new Set<string>();
    for (let i = 0; i < 256; i += 8) for (const c of codeFrom(all.subarray(i, i + 8))) seen.add(c);
    expect(seen.size).toBe(32);
  });

  test.each([
    ['abcd-efgh', 'ABCDEFGH'],
    [' K7MN 2PQR ', 'K7MN2PQR'],
    ['ABCDEFG', null],
    ['ABCDEFG0', null],
    ['ABCDEFGI', null],
    [42, null],
  ])('reads %j as %j', (typed, code) => {
    expect(readCode(typed)).toBe(code);
  });

  test('a bucket allows its burst at once, then its rate', () => {
    const rate = { rate: 10, burst: 20 };
    let bucket = fullBucket(rate, 0);
    let allowed = 0;
    for (let i = 0; i < 100; i++) {
      const r = take(bucket, rate, 0);
      bucket = r.bucket;
      if (r.ok) allowed++;
    }
    expect(allowed).toBe(20);
    expect(take(bucket, rate, 50).ok).toBe(false);
    expect(take(bucket, rate, 100).ok).toBe(true);
  });
});

test('a flooding player is told to slow down, and the game goes on', async () => {
  const options = tableOptions({
    preset: 'horse-race',
    seats: [PERSON, EASY],
    options: { target: 21 },
  });
  const host = must(await (await server().client()).open(options));
  host.send({ type: 'start' });
  await until(host, () => host.view !== null, 'the first deal');
  const refusals: string[] = [];
  host.listen((m) => {
    if (m.type === 'refused') refusals.push(m.code);
  });
  for (let i = 0; i < 500; i++) host.send({ type: 'react', reaction: 'nice' });
  await until(host, () => refusals.includes('too-fast'), 'the warning');
  // Told once a second at most, however many were dropped.
  const warnings = refusals.filter((c) => c === 'too-fast').length;
  expect(warnings).toBeGreaterThanOrEqual(1);
  expect(warnings).toBeLessThanOrEqual(2);
  // Within its rate again, the player plays the game to its end. The flood's tail may still be
  // in the server's queue (a busy machine): a different reaction is sent, once every 300 ms,
  // until the server echoes one, so the tail is drained and the bucket has tokens again.
  const drained = { echoed: false };
  const stopEcho = host.listen((m) => {
    if (m.type === 'reaction' && m.reaction === 'good-game') drained.echoed = true;
  });
  for (let i = 0; i < 200 && !drained.echoed; i++) {
    host.send({ type: 'react', reaction: 'good-game' });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stopEcho();
  expect(drained.echoed).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const player = autoPlay(host);
  const closed = { code: 0 };
  host.onClose((code) => (closed.code = code));
  const hand = host.view?.handIndex ?? 0;
  // The game goes on: the hand in play is played out and the next one dealt (or the game won).
  await until(
    host,
    () => (host.view?.handIndex ?? 0) > hand || host.view?.over === true,
    'the hand played out after the flood',
    120_000,
  ).catch((e: unknown) => {
    // Where the game stood, to tell a stalled table from a slow one.
    const v = host.view;
    const at = v && `hand ${v.handIndex} step ${v.step} ${v.phase.kind} legal ${v.legal.length}`;
    const tail = refusals.slice(-5).join(', ');
    throw new Error(`${String(e)} at ${at}; closed ${closed.code}; refusals ${tail}`);
  });
  player.stop();
  expect(player.moves).toBeGreaterThan(0);
  await host.leave();
}, 180_000);

test('a matchmaking request with an oversized body is refused before it is read', async () => {
  const response = await fetch(`${server().url}/matchmake/create/table`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ preset: 'horse-race', pad: 'x'.repeat(10_000) }),
  });
  expect(response.status).toBe(413);
  const chess = tableOptions({ preset: 'chess', seats: [PERSON, PERSON] });
  const bad = await (await server().client()).open(chess);
  expect(bad.ok ? '' : `${bad.error.code}: ${bad.error.message}`).toBe(
    'refused: chess is not a game this server plays',
  );
});
