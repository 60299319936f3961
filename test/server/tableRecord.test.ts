/**
 * A table as kept in Redis (src/server/tableRecord.ts), pure and without a network: every
 * family's table, kept partway through a game (through JSON, as Redis holds it) and read
 * back, is the same table: the same seats and host, every seat's view and legal moves, the
 * events of the hand so far, the same record; its people are away, with their tokens. A
 * kept table that does not hold together (a deal its seed never made, a move refused,
 * something missing) is refused, never half read.
 */
import { describe, expect, test } from 'vitest';
import { Generator, replayValue, seedRng, SPECTATOR } from '../../src/engine/index';
import { parseTableOptions } from '../../src/net/protocol';
import { join, openTable, start, type Table } from '../../src/server/table';
import { playComputer, playMove, tableView, turnOf } from '../../src/server/tablePlay';
import {
  recordSoFar,
  reopenTable,
  snapshotOf,
  type TableSnapshot,
} from '../../src/server/tableRecord';

const PERSON = { kind: 'person' } as const;
const EASY = { kind: 'computer', level: 'easy' } as const;

function opened(raw: unknown): Table {
  const options = parseTableOptions(raw);
  if (!options.ok) throw new Error(options.error.message);
  const table = openTable(options.value, 'TABLE234', 'seed-kept', 5000);
  if (!table.ok) throw new Error(table.error.message);
  return table.value;
}

/** Plays `moves` moves (people by a seeded choice, computers by their AI), hands' ends included. */
function playSome(table: Table, moves: number): Table {
  const g = new Generator(seedRng('kept/choices'));
  let t = table;
  for (let i = 0; i < moves; i++) {
    const turn = turnOf(t);
    if (turn.kind === 'person') {
      const legal = t.family.legalMoves(t.game);
      const made = playMove(t, turn.seat, legal[g.int(legal.length)]);
      if (!made.ok) throw new Error(made.error.message);
      t = made.value;
    } else if (turn.kind === 'computer') {
      const made = playComputer(t, turn.seat, turn.level);
      if (!made.ok) throw new Error(made.error.message);
      t = made.value;
    } else break;
  }
  return t;
}

const TOKENS = new Map([
  ['host', 'token-of-host'],
  ['friend', 'token-of-friend'],
]);

/** Through JSON, as Redis keeps it. */
const kept = (t: Table): unknown => JSON.parse(JSON.stringify(snapshotOf(t, TOKENS))) as unknown;

function reopen(value: unknown, now = 1000) {
  const back = reopenTable(value, 5000, now);
  if (!back.ok) throw new Error(back.error.message);
  return back.value;
}

const TABLES = [
  { preset: 'horse-race', players: 3, seats: [PERSON, EASY, PERSON], moves: 17 },
  { preset: 'mexican-train', players: 2, seats: [PERSON, PERSON], moves: 23 },
  { preset: 'texas-42', players: 4, seats: [PERSON, EASY, PERSON, EASY], moves: 14 },
];

describe('a table kept and reopened', () => {
  test.each(TABLES)('$preset: the same table, its people away', ({ moves, ...raw }) => {
    let t = opened({ ...raw, away: 'computer' });
    t = join(t, 'host', false, 'Ada').table;
    t = join(t, 'friend', false, 'Sam').table;
    const started = start(t, 0);
    if (!started.ok) throw new Error(started.error.message);
    t = playSome(started.value, moves);
    const { table: back, tokens } = reopen(kept(t), 1000);
    expect(back.hands.length).toBe(t.hands.length);
    expect(back.hands.map((h) => h.moves)).toEqual(t.hands.map((h) => h.moves));
    expect(back.hands.map((h) => h.events)).toEqual(t.hands.map((h) => h.events));
    expect(back.game).toEqual(t.game);
    expect(back.host).toBe(0);
    expect(back.options).toEqual(t.options);
    // Once its people are back (`rejoin`), every seat sees what it saw.
    const returned = { ...back, seats: t.seats };
    for (const seat of [...t.seats.keys(), SPECTATOR])
      expect(tableView(returned, seat)).toEqual(tableView(t, seat));
    expect(recordSoFar(back)).toEqual(recordSoFar(t));
    expect(replayValue(recordSoFar(back)).status).toBe(0);
    expect([...tokens]).toEqual([...TOKENS]);
    // The names the people chose come back with their seats.
    expect(back.seats.map((s) => s.name)).toEqual(t.seats.map((s) => s.name));
    expect(back.seats.map((s) => s.name).filter((n) => n)).toEqual(['Ada', 'Sam']);
    // Everyone who sat is away from the reopening: a computer stands in after the grace time.
    expect(back.seats.map((s) => [s.holder, s.connected, s.awaySince])).toEqual(
      t.seats.map((s) => [s.holder, false, s.holder === null ? null : 1000]),
    );
    const turn = turnOf(back);
    if (turn.kind === 'computer' && t.seats[turn.seat]?.plan.kind === 'person')
      expect(turn.at).toBe(1000 + 5000);
  });

  test('a lobby: the seats as the host set them, nobody dealt', () => {
    let t = opened({ preset: 'horse-race', players: 3, seats: [PERSON, PERSON, PERSON] });
    t = join(t, 'host', false).table;
    t = { ...t, seats: t.seats.map((s, i) => (i === 2 ? { ...s, plan: EASY } : s)) };
    const { table: back } = reopen(kept(t));
    expect(back.started).toBe(false);
    expect(back.hands).toEqual([]);
    expect(back.seats.map((s) => s.plan)).toEqual([PERSON, PERSON, EASY]);
    expect(back.seats.map((s) => s.holder)).toEqual(['host', null, null]);
  });
});

describe('a kept table that does not hold together is refused', () => {
  const base = (): TableSnapshot => {
    let t = opened({ preset: 'horse-race', players: 2, seats: [PERSON, PERSON] });
    t = join(t, 'host', false).table;
    t = join(t, 'friend', false).table;
    const started = start(t, 0);
    if (!started.ok) throw new Error(started.error.message);
    return JSON.parse(JSON.stringify(snapshotOf(playSome(started.value, 6), TOKENS))) as never;
  };
  type Hand = { deal: string[][]; boneyard: string[]; moves: unknown[] };
  const hands = (s: TableSnapshot) => s.record.hands as Hand[];

  const swapFirstTiles = (): TableSnapshot => {
    const s = base();
    const h = hands(s)[0]!;
    [h.deal[0]![0], h.deal[1]![0]] = [h.deal[1]![0]!, h.deal[0]![0]!];
    return s;
  };
  const illegalMove = (): TableSnapshot => {
    const s = base();
    hands(s)[0]!.moves.push({ seat: 1, play: '6-6', on: '0-0' });
    return s;
  };
  const otherRules = () => ({ ...base(), record: { ...base().record, preset: 'muggins' } });
  const rows: readonly (readonly [string, () => unknown, string])[] = [
    ['not an object', () => 'nothing', 'is not an object'],
    ['another format', () => ({ ...base(), format: 'horse-race-table/0' }), 'is not'],
    ['a bad code', () => ({ ...base(), code: 'lower' }), 'no code'],
    ['a seat missing', () => ({ ...base(), seats: base().seats.slice(1) }), 'no seat'],
    ['a host past the seats', () => ({ ...base(), host: 5 }), 'no host'],
    ['a deal its seed never made', swapFirstTiles, 'its seed did not deal'],
    ['a move refused', illegalMove, 'a move refused'],
    ['a record of other rules', otherRules, 'other rules'],
    ['hands dealt before the start', () => ({ ...base(), started: false }), 'before its start'],
  ];
  test.each(rows)('%s', (_why, make, said) => {
    const back = reopenTable(make(), 5000, 0);
    expect(back.ok ? 'reopened' : back.error.message).toContain(said);
  });
});
