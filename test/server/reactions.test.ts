/**
 * Quick reactions through a real server: a seat's reaction reaches everyone at the table, the
 * spectators included, named by its seat; a spectator's is refused (`not-your-seat`) and heard
 * by nobody; a seat's reactions beyond their own rate are dropped (told `too-fast`) while its
 * other messages go on. Each wait ends on a message (a `sync`'s answer comes after every
 * message sent before it), never on a clock.
 */
import { expect, test } from 'vitest';
import type { OnlineTable } from '../../src/net/client';
import type { ServerMessage } from '../../src/net/protocol';
import {
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

// Three reactions at once, then (for this test) practically none: the rate is what is tested.
const server = useTestServer({ ...FAST, reactions: { rate: 0.001, burst: 3 } });

/** Resolves once the server has handled everything `table` sent before (its answer to `sync`). */
async function settled(table: OnlineTable): Promise<void> {
  const answered = next(table, 'table');
  table.send({ type: 'sync' });
  await answered;
}

const reactions = (ms: readonly ServerMessage[]) =>
  ms.flatMap((m) => (m.type === 'reaction' ? [`${m.seat} ${m.reaction}`] : []));
const refusals = (ms: readonly ServerMessage[]) =>
  ms.flatMap((m) => (m.type === 'refused' ? [m.code] : []));

test('reactions: to everyone from a seat, refused from a spectator, dropped beyond their rate', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON, EASY] });
  const host = must(await (await server().client()).open(options));
  const friend = must(await (await server().client()).join(host.code));
  await until(host, () => host.table?.seats[1]?.taken === true, 'the friend seated');
  const watcher = must(await (await server().client()).join(host.code, true));
  await until(watcher, () => watcher.table !== null, 'the spectator told the table');
  expect(watcher.table?.you).toBe(-1);
  const atHost = recordMessages(host);
  const atFriend = recordMessages(friend);
  const atWatcher = recordMessages(watcher);

  // The friend (seat 1) says "Well played": everyone hears it, the spectator too.
  friend.send({ type: 'react', reaction: 'well-played' });
  await until(watcher, () => reactions(atWatcher).length > 0, 'the reaction at the spectator');
  await until(host, () => reactions(atHost).length > 0, 'the reaction at the host');
  expect(reactions(atHost)).toEqual(['1 well-played']);
  expect(reactions(atWatcher)).toEqual(['1 well-played']);

  // The spectator may not: refused to it alone, and nobody hears it.
  watcher.send({ type: 'react', reaction: 'oops' });
  const answered = () => refusals(atWatcher).length > 0 || reactions(atWatcher).length > 1;
  await until(watcher, answered, 'the refusal');
  expect(refusals(atWatcher)).toEqual(['not-your-seat']);
  await settled(host);
  await settled(friend);
  expect(reactions(atHost)).toEqual(['1 well-played']);
  expect(reactions(atFriend)).toEqual(['1 well-played']);

  // The host sends six at once: three (the burst) are heard, the rest dropped with a warning.
  for (let i = 0; i < 6; i++) host.send({ type: 'react', reaction: 'nice' });
  await settled(host);
  expect(reactions(atHost)).toEqual(['1 well-played', '0 nice', '0 nice', '0 nice']);
  expect(refusals(atHost)).toEqual(['too-fast']);
  // Its other messages go on: the host starts the game.
  host.send({ type: 'start' });
  await until(host, () => host.view !== null, 'the first deal');
  await until(watcher, () => reactions(atWatcher).length === 4, 'the three at the spectator');
  expect(reactions(atWatcher).slice(1)).toEqual(['0 nice', '0 nice', '0 nice']);
  for (const t of [host, friend, watcher]) await t.leave();
});
