/**
 * Texas 42 records that are not records (exit 2), illegal moves (exit 1) and hostile input:
 * non-objects, huge numbers, names found on Object.prototype, deep nesting and long strings
 * never throw and always answer with a short message (RECORD.md "Texas 42 records").
 */
import { describe, expect, test } from 'vitest';
import { replayValue, tricksFamily } from '../../src/engine/index';

type Rec = Record<string, unknown>;
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);

const good = (): Rec => ({
  format: 'horse-race-record/1',
  preset: 'texas-42',
  players: 4,
  partners: true,
  options: {},
  hands: [
    {
      dealer: 2,
      deal: [
        ['6-4', '4-4', '4-1', '3-2', '2-0', '1-0', '3-0'],
        ['6-1', '5-4', '5-3', '5-2', '4-3', '3-3', '2-1'],
        ['6-0', '5-1', '5-0', '4-2', '4-0', '3-1', '2-2'],
        ['6-6', '6-5', '6-3', '6-2', '5-5', '1-1', '0-0'],
      ],
      moves: [
        { seat: 3, bid: 35 },
        { seat: 0, bid: 'pass' },
        { seat: 1, bid: 'pass' },
        { seat: 2, bid: 'pass' },
        { seat: 3, trump: '6' },
        { seat: 3, play: '5-5' },
        { seat: 0, play: '6-4' },
        { seat: 1, play: '5-2' },
        { seat: 2, play: '5-0' },
      ],
    },
  ],
});

function run(value: unknown): { status: number; message: string | null } {
  const { output, status } = replayValue(value) as {
    output: { error?: { message: string } };
    status: number;
  };
  const message = output.error ? output.error.message : null;
  if (message !== null) expect(message.length).toBeLessThan(200);
  return { status, message };
}

/** The good record with one change made to a copy. */
function edit(change: (r: Rec, hand: Rec, moves: Rec[]) => void): Rec {
  const r = JSON.parse(JSON.stringify(good())) as Rec;
  const hand = (r.hands as Rec[])[0] as Rec;
  change(r, hand, hand.moves as Rec[]);
  return r;
}

test('the good record replays (set after trick 0)', () => {
  expect(run(good())).toEqual({ status: 0, message: null });
});

describe('not a record (exit 2)', () => {
  test.each([
    ['players 2', edit((r) => (r.players = 2))],
    ['partners false', edit((r) => (r.partners = false))],
    ['an unknown option', edit((r) => (r.options = { first_bidder: 'holder_of_1_0' }))],
    ['plunge "yes"', edit((r) => (r.options = { plunge: 'yes' }))],
    ['splash 1', edit((r) => (r.options = { splash: 1 }))],
    ['mark_bids "doubling"', edit((r) => (r.options = { mark_bids: 'doubling' }))],
    ['doubles_in_suit "own_suit"', edit((r) => (r.options = { doubles_in_suit: 'own_suit' }))],
    ['nello_doubles "middle"', edit((r) => (r.options = { nello: true, nello_doubles: 'middle' }))],
    ['nello_doubles "high" without nello', edit((r) => (r.options = { nello_doubles: 'high' }))],
    ['plunge with points', edit((r) => (r.options = { scoring: 'points', plunge: true }))],
    ['splash with points', edit((r) => (r.options = { scoring: 'points', splash: true }))],
    ['sevens with points', edit((r) => (r.options = { scoring: 'points', sevens: true }))],
    ['a plunge flag "yes"', edit((_r, _h, m) => ((m[0] as Rec).plunge = 'yes'))],
    ['a splash flag null', edit((_r, _h, m) => ((m[0] as Rec).splash = null))],
    ['a plunge on a pass', edit((_r, _h, m) => ((m[1] as Rec).plunge = true))],
    ['a plunge flag on a play', edit((_r, _h, m) => ((m[5] as Rec).plunge = false))],
    ['a splash flag on a trump', edit((_r, _h, m) => ((m[4] as Rec).splash = true))],
    [
      'a plunge and a splash at once',
      edit((_r, _h, m) => Object.assign(m[0] as Rec, { plunge: true, splash: true })),
    ],
    ['a bad option value', edit((r) => (r.options = { all_pass: 'redeal' }))],
    ['nello with points', edit((r) => (r.options = { scoring: 'points', nello: true }))],
    ['decided with points', edit((r) => (r.options = { scoring: 'points', hand_end: 'decided' }))],
    ['target 0', edit((r) => (r.options = { target: 0 }))],
    ['target 2.5', edit((r) => (r.options = { target: 2.5 }))],
    ['scores of 3 teams', edit((r) => (r.scores = [0, 0, 0]))],
    ['scores at the target', edit((r) => (r.scores = [7, 0]))],
    ['a negative score', edit((r) => (r.scores = [-1, 0]))],
    ['a missing dealer', edit((_r, h) => delete h.dealer)],
    ['dealer 4', edit((_r, h) => (h.dealer = 4))],
    ['a boneyard', edit((_r, h) => (h.boneyard = ['6-6']))],
    ['a leader', edit((_r, h) => (h.leader = 3))],
    ['a deal of 3 hands', edit((_r, h) => (h.deal = (h.deal as unknown[]).slice(0, 3)))],
    [
      'a tile twice',
      edit(
        (_r, h) => ((h.deal as string[][])[0] = ['6-4', '6-4', '4-1', '3-2', '2-0', '1-0', '3-0']),
      ),
    ],
    ['a pip 7', edit((_r, h) => (h.deal as string[][])[0]?.splice(0, 1, '7-1'))],
    ['a bid of 30.5', edit((_r, _h, m) => ((m[0] as Rec).bid = 30.5))],
    ['a bid "2m"', edit((_r, _h, m) => ((m[0] as Rec).bid = '2m'))],
    ['a bid true', edit((_r, _h, m) => ((m[0] as Rec).bid = true))],
    ['a trump "seven"', edit((_r, _h, m) => ((m[4] as Rec).trump = 'seven'))],
    ['a trump 5', edit((_r, _h, m) => ((m[4] as Rec).trump = 5))],
    ['a move with draw', edit((_r, _h, m) => ((m[5] as Rec).draw = true))],
    ['a move with pass', edit((_r, _h, m) => ((m[1] as Rec).pass = true))],
    ['a move with on', edit((_r, _h, m) => ((m[6] as Rec).on = '5-5'))],
    ['a move with two kinds', edit((_r, _h, m) => ((m[0] as Rec).play = '6-6'))],
    ['a move with no kind', edit((_r, _h, m) => delete (m[0] as Rec).bid)],
    ['a seat "3"', edit((_r, _h, m) => ((m[0] as Rec).seat = '3'))],
    ['a wrong format', edit((r) => (r.format = 'other/2'))],
  ])('%s', (_name, record) => {
    expect(run(record).status).toBe(2);
  });

  test('2 wins over an illegal move earlier in the record', () => {
    const r = edit((_r, h, m) => {
      (m[0] as Rec).bid = 29;
      h.leader = 1;
    });
    expect(run(r).status).toBe(2);
  });
});

describe('illegal moves (exit 1)', () => {
  test.each([
    ['seat 4', edit((_r, _h, m) => ((m[0] as Rec).seat = 4)), 'there is no seat 4'],
    ['seat -1', edit((_r, _h, m) => ((m[0] as Rec).seat = -1)), 'there is no seat -1'],
    ['a bid of 252', edit((_r, _h, m) => ((m[0] as Rec).bid = 252)), /at most 84/],
    [
      'a play of a tile held by another',
      edit((_r, _h, m) => ((m[5] as Rec).play = '6-4')),
      /does not hold/,
    ],
    ['a move after the set', edit((_r, _h, m) => m.push({ seat: 0, play: '4-4' })), /hand is over/],
    [
      'a trump "sevens" without its option (D17.31)',
      edit((_r, _h, m) => ((m[4] as Rec).trump = 'sevens')),
      'sevens is not played in this game (options.sevens)',
    ],
    [
      'a splash without its option',
      edit((_r, _h, m) => ((m[0] as Rec).splash = true)),
      'splash is not played in this game (options.splash)',
    ],
    [
      'a splash of 35',
      edit((r, _h, m) => ((r.options = { splash: true }), ((m[0] as Rec).splash = true))),
      'a splash here is a bid of 84, not 35',
    ],
    [
      'a plunge of 35',
      edit((r, _h, m) => ((r.options = { plunge: true }), ((m[0] as Rec).plunge = true))),
      'a plunge here is a bid of 168, not 35',
    ],
    [
      'a plunge by a seat with one double',
      edit((r, _h, m) => {
        r.options = { plunge: true };
        m.splice(0, 2, { seat: 3, bid: 'pass' }, { seat: 0, bid: 168, plunge: true });
      }),
      'a plunge needs 4 doubles in hand; seat 0 holds 1',
    ],
  ])('%s', (_name, record, message) => {
    const r = run(record);
    expect(r.status).toBe(1);
    expect(r.message).toMatch(message);
  });
});

describe('hostile input never throws', () => {
  test.each([null, 42, 'texas-42', [], true, undefined, { preset: 'texas-42' }])('%j', (value) => {
    expect(run(value).status).toBe(2);
    expect(tricksFamily.record.replay(value).status).toBe(2);
  });

  test.each([
    ['players', (r: Rec) => (r.players = 1e308)],
    ['scores', (r: Rec) => (r.scores = [1e308, 0])],
    ['target', (r: Rec) => (r.options = { target: 1e308 })],
    ['dealer', (_r: Rec, h: Rec) => (h.dealer = -1e308)],
    ['seat', (_r: Rec, _h: Rec, m: Rec[]) => ((m[0] as Rec).seat = 1e308)],
    ['bid', (_r: Rec, _h: Rec, m: Rec[]) => ((m[0] as Rec).bid = 1e308)],
  ])('a huge %s', (_name, change) => {
    const r = run(edit(change));
    expect([0, 1, 2]).toContain(r.status);
  });

  test('a huge target and scores below it replay', () => {
    const r = run(edit((rec) => ((rec.options = { target: 1e15 }), (rec.scores = [1e14, 0]))));
    expect(r).toEqual({ status: 0, message: null });
  });

  test.each(PROTO_NAMES)('%s as an option name is an unknown option', (name) => {
    const text = JSON.stringify(good()).replace('"options":{}', `"options":{"${name}":1}`);
    const r = run(JSON.parse(text));
    expect(r.status).toBe(2);
    expect(r.message).toMatch(/unknown option/);
  });

  test.each(PROTO_NAMES)('%s as an extra field of the record, hand and move is ignored', (name) => {
    const text = JSON.stringify(good())
      .replace('"players"', `"${name}":{"players":9},"players"`)
      .replace('"dealer"', `"${name}":{"dealer":0},"dealer"`)
      .replace('"bid":35', `"bid":35,"${name}":true`);
    expect(run(JSON.parse(text))).toEqual({ status: 0, message: null });
  });

  test.each(PROTO_NAMES)('%s as a move kind is a malformed move', (name) => {
    const text = JSON.stringify(good()).replace('{"seat":3,"bid":35}', `{"seat":3,"${name}":35}`);
    const r = run(JSON.parse(text));
    expect(r.status).toBe(2);
    expect(r.message).toMatch(/moves\[0\]/);
  });

  test('a deep nest and a long string are quoted briefly', () => {
    let deep: unknown = '6-6';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(run(edit((_r, h) => ((h.deal as unknown[])[0] = deep))).status).toBe(2);
    const long = 'x'.repeat(1_000_000);
    expect(run(edit((_r, _h, m) => ((m[4] as Rec).trump = long))).status).toBe(2);
    expect(run(edit((r) => (r.options = { all_pass: long }))).status).toBe(2);
  });

  test('a preset inherited from the prototype is not texas-42', () => {
    const r = Object.create({ preset: 'texas-42' }) as Rec;
    Object.assign(r, { players: 4, hands: [] });
    expect(run(r).status).toBe(2);
  });
});
