/**
 * The computer players' worker threads (src/server/computers.ts): asked for a seat on turn
 * of each family, a worker answers one of the legal moves, the same one as the room's own
 * thread would (the same seeded generator); a closed pool answers in this thread.
 */
import { afterAll, expect, test } from 'vitest';
import { isOneOf } from '../../src/ai/core/familyAi';
import { parseTableOptions } from '../../src/net/protocol';
import { computerPool } from '../../src/server/computers';
import { join, openTable, start } from '../../src/server/table';
import { answerHere, computerAsk, turnOf } from '../../src/server/tablePlay';
import { must, PERSON } from './harness';

const pool = computerPool(1);
afterAll(async () => {
  await pool.close();
});

test.each([
  ['horse-race', 2, {}],
  ['mexican-train', 3, { rounds: 1 }],
  ['texas-42', 4, { target: 1 }],
] as const)('a worker answers %s as the room would', async (preset, players, rules) => {
  const seats = Array.from({ length: players }, () => PERSON);
  const options = must(
    parseTableOptions({ preset, players, seats, options: rules, partners: players === 4 }),
  );
  let table = must(openTable(options, 'CODE', 'seed', 0));
  for (let i = 0; i < players; i++) table = join(table, `p${i}`, false).table;
  table = must(start(table, 0));
  const turn = turnOf(table);
  if (turn.kind !== 'person') throw new Error('a person is on turn');
  for (const level of ['easy', 'hard'] as const) {
    const ask = computerAsk(table, turn.seat, level)!;
    const move = await pool.answer(ask);
    expect(isOneOf(move, ask.legal)).toBe(true);
    expect(move).toEqual(answerHere(ask));
  }
});

test('a closed pool answers in this thread, never hangs', async () => {
  const closed = computerPool(1);
  await closed.close();
  expect(await closed.answer({} as never)).toBeNull();
});
