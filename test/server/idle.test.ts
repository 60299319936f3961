/**
 * A table nobody acts at closes after the server's idle time, saying why (close code 4000,
 * reason `idle`, a sentence for the page); an empty table is gone. Its own
 * file, so its own server (Colyseus's matchmaker is one per process) with a short idle time,
 * while the other tests' servers keep a long one for a busy machine's slow turns.
 */
import { expect, test } from 'vitest';
import { CLOSE_REASONS, closeSentence } from '../../src/net/protocol';
import { DEFAULT_TIMING } from '../../src/server/tableRoom';
import { must, PERSON, tableOptions, useTestServer } from './harness';

const server = useTestServer({ idleMs: 1500, messages: DEFAULT_TIMING.messages });

test('a table nobody acts at closes; an empty one is gone', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const idle = must(await (await server().client()).open(options));
  const closed = new Promise<[number, string]>((resolve) =>
    idle.onClose((code, reason) => resolve([code, reason])),
  );
  // The close says why, and the page has a sentence for it.
  const [code, reason] = await closed;
  expect([code, reason]).toEqual([4000, 'idle']);
  expect(closeSentence(code, reason)).toBe(CLOSE_REASONS.idle);
  expect((await (await server().client()).join(idle.code)).ok).toBe(false);
  const left = must(await (await server().client()).open(options));
  await left.leave();
  const late = await (await server().client()).join(left.code);
  expect(!late.ok && late.error.code).toBe('refused');
});
