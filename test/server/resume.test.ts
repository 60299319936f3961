/**
 * Issue 34, item 7: a connection that goes silent rather than closing. The page's resume()
 * keeps trying through the whole time the server keeps the seat, showing `reconnecting`,
 * and forgets its token only when the server answers that the seat is gone; the server, for
 * its part, hands the seat back at once to its token even while the old connection still
 * looks live (it ends that one). The session's logic is driven here by a fake client.
 */
import { describe, expect, test } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  connectCode,
  connectOnline,
  type ConnectCode,
  type OnlineClient,
  type OnlineTable,
} from '../../src/net/client';
import { TABLE_MOVING } from '../../src/net/protocol';
import {
  lost,
  OnlineSession,
  RESUME_KEY,
  resumeDelay,
  type OnlinePhase,
} from '../../src/net/session';
import { must, PERSON, tableOptions, until, useTestServer } from './harness';

const server = useTestServer();

function memory(token: string | null): Map<string, string> & Storage {
  const map = new Map<string, string>(token ? [[RESUME_KEY, token]] : []);
  return Object.assign(map, {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }) as unknown as Map<string, string> & Storage;
}

/** A table that is there and says nothing. */
function quietTable(code: string): OnlineTable {
  return {
    code,
    reconnectionToken: `${code}:new`,
    table: null,
    view: null,
    record: null,
    send: () => undefined,
    listen: () => () => undefined,
    onClose: () => () => undefined,
    leave: () => Promise.resolve(),
    drop: () => undefined,
  };
}

/** A client whose reconnections answer, in turn, as `answers` says (then the last, forever). */
function fakeClient(answers: readonly (ConnectCode | 'ok')[]): OnlineClient & { tries: number } {
  const client = {
    tries: 0,
    open: () => Promise.reject(new Error('not here')),
    join: () => Promise.reject(new Error('not here')),
    reconnect(token: string) {
      const answer = answers[Math.min(client.tries++, answers.length - 1)];
      if (answer === 'ok')
        return Promise.resolve({ ok: true as const, value: quietTable(token.split(':')[0]!) });
      return Promise.resolve({
        ok: false as const,
        error: {
          code: answer!,
          message: answer === 'refused' ? 'room "X" not found' : 'no server',
        },
      });
    },
  };
  return client;
}

function sessionWith(client: OnlineClient, storage: Storage): OnlineSession {
  return new OnlineSession({
    connect: () => Promise.resolve(client),
    storage,
    keep: () => undefined,
  });
}

describe('the session coming back', () => {
  test('delays grow to every 3 s; a close is a loss below 4000 but 1000', () => {
    expect([0, 1, 2, 3, 10].map(resumeDelay)).toEqual([500, 1000, 2000, 3000, 3000]);
    expect([1006, 1001, 1000, 4000, 4002].map(lost)).toEqual([true, true, false, false, false]);
  });

  test('no answer from the server: it keeps trying, shows reconnecting, and comes back', async () => {
    const storage = memory('ABCDEFGH:secret');
    const client = fakeClient(['unreachable', 'unreachable', 'unreachable', 'unreachable', 'ok']);
    const s = sessionWith(client, storage);
    const phases: OnlinePhase[] = [];
    s.subscribe((state) => phases.push(state.phase));
    expect(await s.resume(60_000, () => 20)).toBe(true);
    expect(client.tries).toBe(5);
    expect(phases).toContain('reconnecting');
    expect(s.state.code).toBe('ABCDEFGH');
    expect(storage.getItem(RESUME_KEY)).toBe('ABCDEFGH:new');
  });

  test('past the window it stops, and keeps the token (the server never said the seat was gone)', async () => {
    const storage = memory('ABCDEFGH:secret');
    const client = fakeClient(['unreachable']);
    const s = sessionWith(client, storage);
    const t0 = Date.now();
    expect(await s.resume(400, () => 50)).toBe(false);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    expect(client.tries).toBeGreaterThan(4);
    expect(s.state.phase).toBe('idle');
    expect(storage.getItem(RESUME_KEY)).toBe('ABCDEFGH:secret');
  });

  test('the server says the seat is gone: the token is forgotten at once', async () => {
    const storage = memory('ABCDEFGH:secret');
    const client = fakeClient(['unreachable', 'refused']);
    const s = sessionWith(client, storage);
    expect(await s.resume(60_000, () => 20)).toBe(false);
    expect(client.tries).toBe(2);
    expect(storage.getItem(RESUME_KEY)).toBeNull();
  });
});

describe('what counts as the server saying no', () => {
  test('the matchmaker, rooms and client errors refuse; busy, moving and server errors do not', () => {
    const codes = [4212, 4214, 4000, 400, 413, 429, 4290, TABLE_MOVING, 503, 502, 1006, 1000, null];
    expect(codes.map(connectCode)).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
      'unreachable',
      'unreachable',
      'unreachable',
      'unreachable',
      'unreachable',
      'unreachable',
      'unreachable',
      'unreachable',
    ]);
  });

  // Colyseus answers every matchmaking request 503 from when its process starts shutting
  // down until it stops listening; a front may send the reconnection there.
  test('a process shutting down answers 503: the page tries again and keeps its token', async () => {
    const shutting = createServer((req, res) => {
      req.resume();
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => shutting.listen(0, '127.0.0.1', resolve));
    const { port } = shutting.address() as AddressInfo;
    try {
      const client = await connectOnline(`http://127.0.0.1:${port}`);
      const answer = await client.reconnect('ABCDEFGH:secret');
      expect(answer.ok ? 'ok' : answer.error.code).toBe('unreachable');
      const storage = memory('ABCDEFGH:secret');
      const s = sessionWith(client, storage);
      expect(await s.resume(300, () => 50)).toBe(false);
      expect(storage.getItem(RESUME_KEY)).toBe('ABCDEFGH:secret');
    } finally {
      shutting.close();
    }
  });
});

test('the server hands a seat back to its token while the old connection is silent', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const host = must(await (await server().client()).open(options));
  const silent = must(await (await server().client()).join(host.code));
  await until(host, () => host.table?.seats[1]?.connected === true, 'the friend seated');
  const ended = new Promise<number>((resolve) => silent.onClose(resolve));
  // The old connection stays open (as far as the server knows): no close, no leave.
  const t0 = Date.now();
  const back = must(await (await server().client()).reconnect(silent.reconnectionToken));
  const ms = Date.now() - t0;
  await until(back, () => back.table !== null, 'the table');
  console.log(`seat handed back to its token in ${ms} ms, the old connection ended`);
  expect(back.table?.you).toBe(1);
  expect(await ended).not.toBe(4000);
  expect(ms).toBeLessThan(2000);
  await Promise.all([host.leave(), back.leave()]);
});
