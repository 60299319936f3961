/**
 * The online table's host (src/server/table.ts, tablePlay.ts), pure and without a network:
 * the lobby (seats, the host, the start), the refusals a hostile or confused client meets,
 * who plays the seat on turn (a person, a computer, a stand-in after the grace time, or
 * nobody while the table waits), the events each view carries, and whole games of every
 * family whose records replay.
 */
import { describe, expect, test } from 'vitest';
import { Generator, seedRng, SPECTATOR, familyOf } from '../../src/engine/index';
import { parseTableOptions, type TableOptions } from '../../src/net/protocol';
import {
  askNext,
  drop,
  join,
  leave,
  openTable,
  rejoin,
  setSeat,
  start,
  type Table,
} from '../../src/server/table';
import {
  playComputer,
  playMove,
  recordOf,
  tableInfo,
  tableView,
  turnOf,
  type ViewPoint,
} from '../../src/server/tablePlay';
import { leaked, tilesShown } from '../support/tileScan';

function options(raw: unknown): TableOptions {
  const parsed = parseTableOptions(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const PERSON = { kind: 'person' } as const;
const EASY = { kind: 'computer', level: 'easy' } as const;

function table(raw: unknown, graceMs = 5000): Table {
  const opened = openTable(options(raw), 'CODE2345', 'seed-1', graceMs);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

function must(result: { ok: true; value: Table } | { ok: false; error: { message: string } }) {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('the lobby', () => {
  test("the first to sit hosts; friends take the people's seats; the rest watch", () => {
    let t = table({ preset: 'horse-race', players: 3, seats: [PERSON, EASY, PERSON] });
    ({ table: t } = join(t, 'host', false));
    expect(t.host).toBe(0);
    const friend = join(t, 'friend', false);
    expect(friend.seat).toBe(2);
    const late = join(friend.table, 'late', false);
    expect(late.seat).toBe(-1);
    expect(late.table.spectators).toEqual(['late']);
    expect(tableInfo(late.table, 2, 0, 60).seats.map((s) => s.taken)).toEqual([true, false, true]);
  });

  test("only the host sets seats and starts, and only once every person's seat is taken", () => {
    let t = table({ preset: 'horse-race', players: 3, seats: [PERSON, PERSON, PERSON] });
    t = join(t, 'host', false).table;
    t = join(t, 'friend', false).table;
    const early = start(t, 0);
    expect(!early.ok && early.error.code).toBe('seats-open');
    const notHost = setSeat(t, 1, 2, EASY);
    expect(!notHost.ok && notHost.error.code).toBe('not-host');
    const taken = setSeat(t, 0, 1, EASY);
    expect(!taken.ok && taken.error.code).toBe('not-now');
    t = must(setSeat(t, 0, 2, EASY));
    expect(!start(t, 1).ok).toBe(true);
    t = must(start(t, 0));
    expect(t.started).toBe(true);
    expect(tableView(t, 0)?.handIndex).toBe(0);
    const again = start(t, 0);
    expect(!again.ok && again.error.code).toBe('not-now');
  });

  test("a seat left before the start opens again; the host's part passes on", () => {
    let t = table({ preset: 'horse-race', players: 2, seats: [PERSON, PERSON] });
    t = join(t, 'a', false).table;
    t = join(t, 'b', false).table;
    t = leave(t, 'a');
    expect(t.host).toBe(1);
    expect(t.seats[0]?.holder).toBeNull();
    expect(join(t, 'c', false).seat).toBe(0);
  });

  test('each seat carries the name its person chose, to everyone; an opened seat forgets it', () => {
    let t = table({ preset: 'horse-race', players: 3, seats: [PERSON, PERSON, EASY] });
    t = join(t, 'a', false, 'Ada').table;
    t = join(t, 'b', false, 'Sam').table;
    const names = (x: Table, reader: number) =>
      tableInfo(x, reader, 0, 60).seats.map((s) => s.name);
    expect(names(t, 0)).toEqual(['Ada', 'Sam', '']);
    expect(names(t, -1)).toEqual(['Ada', 'Sam', '']);
    // Before the start a seat left opens again, nameless, for the next friend's name.
    const open = leave(t, 'b');
    expect(names(open, 0)).toEqual(['Ada', '', '']);
    expect(names(join(open, 'c', false, 'Cy').table, 0)).toEqual(['Ada', 'Cy', '']);
    // After it, the seat keeps its person's name while a computer plays it.
    t = leave(must(start(t, 0)), 'b');
    expect(names(t, 0)).toEqual(['Ada', 'Sam', '']);
    expect(tableInfo(t, 0, 0, 60).seats[1]?.standIn).toBe(true);
  });

  test.each([
    [{ preset: 'chess', players: 2, seats: [PERSON, EASY] }, 'bad-settings'],
    [{ preset: 'texas-42', players: 3, seats: [PERSON, EASY, EASY] }, 'bad-settings'],
    [
      { preset: 'horse-race', players: 2, seats: [PERSON, EASY], options: { target: -4 } },
      'bad-settings',
    ],
  ])('the rules refuse %j', (raw, code) => {
    const opened = openTable(options(raw), 'X', 's', 0);
    expect(!opened.ok && opened.error.code).toBe(code);
  });
});

describe('moves', () => {
  function started(): Table {
    let t = table({ preset: 'horse-race', players: 2, seats: [PERSON, PERSON] });
    t = join(t, 'a', false).table;
    t = join(t, 'b', false).table;
    return must(start(t, 0));
  }

  test('a client moves only for its own seat, only on its turn, and only legally', () => {
    const t = started();
    const turn = turnOf(t);
    if (turn.kind !== 'person') throw new Error('a person leads');
    const other = 1 - turn.seat;
    const legal = tableView(t, turn.seat)!.legal;
    expect(legal.length).toBeGreaterThan(0);
    expect(tableView(t, other)!.legal).toEqual([]);
    const cases: [number, unknown, string][] = [
      [turn.seat, { ...legal[0], seat: other }, 'not-your-seat'],
      [other, { ...legal[0], seat: other }, 'not-your-turn'],
      [turn.seat, { type: 'play', tile: 999, on: null }, 'no-such-tile'],
      [turn.seat, { type: 'play', tile: 135, on: null }, 'not-in-hand'],
      [turn.seat, 'draw', 'bad-message'],
      [SPECTATOR, legal[0], 'not-your-seat'],
    ];
    for (const [seat, raw, code] of cases) {
      const refused = playMove(t, seat, raw);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.code).toBe(code);
    }
    const noSeat: Record<string, unknown> = { ...legal[0] };
    delete noSeat.seat;
    expect(must(playMove(t, turn.seat, noSeat)).hands[0]!.moves).toHaveLength(1);
  });

  test('an away person: the table waits, or a computer plays after the grace time', () => {
    const t = started();
    const turn = turnOf(t);
    if (turn.kind !== 'person') throw new Error('a person leads');
    const key = t.seats[turn.seat]!.holder!;
    const away = drop(t, key, 1000);
    expect(turnOf(away)).toEqual({ kind: 'waiting', seat: turn.seat });
    const standIn = { ...away, options: { ...away.options, away: 'computer' as const } };
    expect(turnOf(standIn)).toMatchObject({ kind: 'computer', seat: turn.seat, at: 6000 });
    expect(tableInfo(standIn, -1, 5999, 60).seats[turn.seat]!.standIn).toBe(false);
    expect(tableInfo(standIn, -1, 6000, 60).seats[turn.seat]!.standIn).toBe(true);
    expect(turnOf(rejoin(standIn, key))).toEqual(turn);
    expect(turnOf(leave(away, key))).toMatchObject({ kind: 'computer', at: 0 });
  });

  test("a view carries the events since the client's last view, as its seat may see them", () => {
    let t = started();
    const moves = 4;
    for (let i = 0; i < moves; i++) {
      const turn = turnOf(t);
      if (turn.kind !== 'person') throw new Error('people play');
      t = must(playMove(t, turn.seat, tableView(t, turn.seat)!.legal[0]));
    }
    const hand = t.hands[0]!;
    expect(hand.starts).toHaveLength(moves);
    const family = t.family;
    for (const seat of [0, 1, SPECTATOR]) {
      // No view before: nothing to play, the view is drawn.
      expect(tableView(t, seat)).toMatchObject({ step: moves, from: moves, events: [] });
      expect(tableView(t, seat, { hand: 0, step: moves })).toMatchObject({
        from: moves,
        events: [],
      });
      // From a view of this hand: the moves' events since, redacted for the seat.
      for (let since = 0; since <= moves; since++) {
        const view = tableView(t, seat, { hand: 0, step: since })!;
        expect(view.from).toBe(since);
        const made = hand.events.slice(hand.starts[since] ?? hand.events.length);
        expect(view.events).toEqual(family.seatEvents(made, seat));
        expect(view.events).toHaveLength(made.length);
      }
      // From an earlier hand: this hand's from its deal. From a view the table never had: none.
      expect(tableView(t, seat, { hand: -1, step: 9 })).toMatchObject({ from: 0 });
      expect(tableView(t, seat, { hand: 0, step: moves + 1 })).toMatchObject({ from: moves });
      expect(tableView(t, seat, { hand: 1, step: 0 })).toMatchObject({ from: moves, events: [] });
    }
  });
});

/** Plays a table to its end: people by a seeded random legal move, computers by their AI. */
function playOut(t: Table, seed: string): Table {
  const g = new Generator(seedRng(seed));
  // Where each reader's last view stood (the spectator's at the end), as the room keeps it:
  // every reader had the deal's view.
  const at: ViewPoint[] = [...t.seats, null].map(() => ({ hand: 0, step: 0 }));
  const seen: unknown[][] = at.map(() => []);
  for (let i = 0; i < 5000; i++) {
    const turn = turnOf(t);
    if (turn.kind === 'computer') t = must(playComputer(t, turn.seat, turn.level));
    else if (turn.kind === 'person') {
      const legal = tableView(t, turn.seat)!.legal;
      t = must(playMove(t, turn.seat, legal[g.int(legal.length)]));
    } else if (tableView(t, 0)!.phase.kind === 'hand-over') {
      for (let s = 0; s < t.seats.length; s++) if (t.seats[s]!.holder) t = must(askNext(t, s));
    } else break;
    // No view shows a tile its reader cannot see, a spectator's included, nor do its events;
    // the events of every view, one after another, are the hand's, as the seat sees them.
    const h = t.hands.length - 1;
    const hand = t.hands[h]!;
    for (let s = SPECTATOR; s < t.seats.length; s++) {
      const k = s < 0 ? at.length - 1 : s;
      const view = tableView(t, s, at[k])!;
      const shown = tilesShown(view);
      expect(leaked(shown, t.family.unseen(t.game, s))).toEqual([]);
      if (view.handIndex !== at[k]?.hand) seen[k] = [];
      seen[k] = [...seen[k]!, ...view.events];
      at[k] = { hand: view.handIndex, step: view.step };
      expect(seen[k]).toEqual(t.family.seatEvents(hand.events, s));
    }
  }
  return t;
}

describe.each([
  ['horse-race', 2, [PERSON, EASY], {}],
  ['muggins', 3, [PERSON, PERSON, EASY], {}],
  ['mexican-train', 3, [PERSON, EASY, PERSON], { rounds: 2, max_pip: 9 }],
  ['texas-42', 4, [PERSON, EASY, PERSON, EASY], { target: 2 }],
] as const)('a whole game of %s', (preset, players, seats, rules) => {
  test('plays to its end through the host, and its record replays to the same scores', () => {
    let t = table({ preset, players, seats, options: rules, partners: players === 4 });
    for (const [i, s] of seats.entries())
      if (s.kind === 'person') t = join(t, `p${i}`, false).table;
    t = playOut(must(start(t, 0)), preset);
    const view = tableView(t, 0)!;
    expect(view.over).toBe(true);
    const record = recordOf(t);
    expect(record).not.toBeNull();
    const answer = familyOf(preset)!.record.replay(JSON.parse(JSON.stringify(record)));
    expect(answer.status).toBe(0);
    expect((answer.output as { scores: number[] }).scores).toEqual([...view.scores]);
  });
});
