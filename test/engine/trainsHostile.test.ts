/**
 * Hostile Mexican Train records and calls: non-objects, huge numbers, names found on
 * Object.prototype, deep nesting and long strings are input errors (status 2) or refusals
 * with a short message, never a throw; RECORD.md's exit-2 list for this preset, and the
 * exit-1 cases a record can still express (a seat or train that does not exist).
 */
import { describe, expect, test } from 'vitest';
import { replayText, replayValue } from '../../src/engine/index';
import type { Tile } from '../../src/engine/core/tiles';
import { trainsFamily as F, type TrainsMove } from '../../src/engine/trains/trainsFamily';

type Rec = Record<string, unknown>;

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** TV16-07: a complete, legal round. */
const good = (): Rec => ({
  format: 'horse-race-record/1',
  preset: 'mexican-train',
  players: 2,
  options: { max_pip: 9 },
  hands: [
    {
      deal: [
        ['9-9', '9-4', '4-4'],
        ['9-1', '1-2', '8-3'],
      ],
      boneyard: [],
      leader: 0,
      moves: [
        { seat: 0, play: '9-9' },
        { seat: 0, play: '9-4', train: 0 },
        { seat: 0, stop: true },
        { seat: 1, play: '9-1', train: 1 },
        { seat: 1, play: '2-1', train: 1 },
        { seat: 0, play: '4-4', train: 0 },
      ],
    },
  ],
});

function run(value: unknown): { status: number; message: string | null; move?: number } {
  const { output, status } = replayValue(value);
  const error = (output as { error?: { message: string; move?: number } }).error;
  return error ? { status, message: error.message, move: error.move } : { status, message: null };
}

const hand = (r: Rec): Rec => (r.hands as Rec[])[0] as Rec;
const withHand = (r: Rec, patch: Rec): Rec => ({ ...r, hands: [{ ...hand(r), ...patch }] });
const withMove = (r: Rec, i: number, move: unknown): Rec => {
  const moves = [...(hand(r).moves as unknown[])];
  moves[i] = move;
  return withHand(r, { moves });
};

test('the hostile cases start from a record that replays', () => {
  expect(run(good())).toEqual({ status: 0, message: null });
});

describe('not a record (exit 2)', () => {
  const cases: [string, (r: Rec) => unknown][] = [
    ['1 player', (r) => ({ ...r, players: 1 })],
    ['9 players', (r) => ({ ...r, players: 9 })],
    ['players 1e308', (r) => ({ ...r, players: 1e308 })],
    ['players "2"', (r) => ({ ...r, players: '2' })],
    ['partners true', (r) => ({ ...r, partners: true })],
    ['partners "no"', (r) => ({ ...r, partners: 'no' })],
    ['options null', (r) => ({ ...r, options: null })],
    ['options a list', (r) => ({ ...r, options: [] })],
    ['max_pip 6', (r) => ({ ...r, options: { max_pip: 6 } })],
    ['max_pip "9"', (r) => ({ ...r, options: { max_pip: '9' } })],
    ['rounds 0', (r) => ({ ...r, options: { max_pip: 9, rounds: 0 } })],
    ['rounds 11 on double-nine', (r) => ({ ...r, options: { max_pip: 9, rounds: 11 } })],
    ['rounds 1e308', (r) => ({ ...r, options: { max_pip: 9, rounds: 1e308 } })],
    ['engine_set_aside 1', (r) => ({ ...r, options: { max_pip: 9, engine_set_aside: 1 } })],
    ['first_turn "multiple"', (r) => ({ ...r, options: { max_pip: 9, first_turn: 'multiple' } })],
    ['double_blank -1', (r) => ({ ...r, options: { max_pip: 9, double_blank: -1 } })],
    ['double_blank 2.5', (r) => ({ ...r, options: { max_pip: 9, double_blank: 2.5 } })],
    ['double_blank 1e308', (r) => ({ ...r, options: { max_pip: 9, double_blank: 1e308 } })],
    ['an unknown option', (r) => ({ ...r, options: { max_pip: 9, target: 100 } })],
    ['scores of the wrong length', (r) => ({ ...r, scores: [0, 0, 0] })],
    ['scores 1e308', (r) => ({ ...r, scores: [1e308, 0] })],
    ['scores [-5, 0]', (r) => ({ ...r, scores: [-5, 0] })],
    ['hands not a list', (r) => ({ ...r, hands: {} })],
    ['a hand not an object', (r) => ({ ...r, hands: [7] })],
    ['a deal of one hand', (r) => withHand(r, { deal: [['9-9', '9-4']] })],
    ['a pip beyond the set', (r) => withHand(r, { boneyard: ['10-1'] })],
    ['a tile twice', (r) => withHand(r, { boneyard: ['9-4'] })],
    ['a seat dealt only the engine', (r) => withHand(r, { deal: [['9-9'], ['9-1', '1-2']] })],
    ['a leader out of range', (r) => withHand(r, { leader: 2 })],
    ['an engine that is no tile', (r) => withHand(r, { engine: '10-10' })],
    ['moves not a list', (r) => withHand(r, { moves: 'x' })],
    ['a move not an object', (r) => withMove(r, 0, null)],
    ['a seat "0"', (r) => withMove(r, 0, { seat: '0', play: '9-9' })],
    ['a seat 0.5', (r) => withMove(r, 0, { seat: 0.5, play: '9-9' })],
    ['two kinds', (r) => withMove(r, 0, { seat: 0, play: '9-9', draw: true })],
    ['no kind', (r) => withMove(r, 0, { seat: 0 })],
    ['draw false', (r) => withMove(r, 0, { seat: 0, draw: false })],
    ['stop 1', (r) => withMove(r, 2, { seat: 0, stop: 1 })],
    ['a train with a stop', (r) => withMove(r, 2, { seat: 0, stop: true, train: 0 })],
    ['"on" in a play', (r) => withMove(r, 1, { seat: 0, play: '9-4', train: 0, on: '9-9' })],
    ['a train "0"', (r) => withMove(r, 1, { seat: 0, play: '9-4', train: '0' })],
    ['a train "Mexican"', (r) => withMove(r, 1, { seat: 0, play: '9-4', train: 'Mexican' })],
    ['a train 0.5', (r) => withMove(r, 1, { seat: 0, play: '9-4', train: 0.5 })],
    ['an unknown play tile', (r) => withMove(r, 1, { seat: 0, play: '9-x', train: 0 })],
  ];
  test.each(cases)('%s', (_, make) => {
    const r = run(make(good()));
    expect(r.status).toBe(2);
    expect((r.message ?? '').length).toBeGreaterThan(0);
    expect((r.message ?? '').length).toBeLessThan(200);
  });

  test.each([null, 5, 'record', true, [], [[]]])('%j as a record is refused by the codec', (v) => {
    expect(F.record.replay(v)).toMatchObject({ status: 2 });
    expect(F.record.read(v)).toMatchObject({ ok: false });
  });
});

describe('names found on Object.prototype', () => {
  test.each(PROTO_NAMES)('%s as an option name is an unknown option', (name) => {
    const text = JSON.stringify(good()).replace('"options":{', `"options":{"${name}":1,`);
    const r = run(JSON.parse(text) as unknown);
    expect(r.status).toBe(2);
    expect(r.message).toMatch(/unknown option/);
  });

  test.each(PROTO_NAMES)('%s as a preset is an unknown preset', (name) => {
    expect(run({ ...good(), preset: name })).toMatchObject({
      status: 2,
      message: `unknown preset "${name}"`,
    });
    expect(F.record.replay({ ...good(), preset: name })).toMatchObject({ status: 2 });
  });

  test.each(PROTO_NAMES)('%s as a train is not a record', (name) => {
    expect(run(withMove(good(), 1, { seat: 0, play: '9-4', train: name })).status).toBe(2);
  });

  test.each(PROTO_NAMES)('%s as an extra field of the record and of a move is ignored', (name) => {
    const text = JSON.stringify(good())
      .replace('"players"', `"${name}":{"players":9},"players"`)
      .replace('"play":"9-9"', `"play":"9-9","${name}":true`);
    expect(run(JSON.parse(text) as unknown)).toEqual({ status: 0, message: null });
  });
});

describe('deep nesting and long strings', () => {
  let deep: unknown = 'x';
  for (let i = 0; i < 50_000; i++) deep = [deep];
  const long = 'x'.repeat(5_000_000);
  const cases: [string, (v: unknown) => Rec][] = [
    ['players', (v) => ({ ...good(), players: v })],
    ['an option value', (v) => ({ ...good(), options: { max_pip: v } })],
    [
      'an option name',
      (v) => ({ ...good(), options: { [typeof v === 'string' ? v : 'deep']: v } }),
    ],
    ['the engine', (v) => withHand(good(), { engine: v })],
    ['a move tile', (v) => withMove(good(), 0, { seat: 0, play: v })],
    ['a train', (v) => withMove(good(), 1, { seat: 0, play: '9-4', train: v })],
  ];
  test.each(cases)('in %s: status 2 and a short message', (_, make) => {
    for (const v of [deep, long]) {
      const r = run(make(v));
      expect(r.status).toBe(2);
      expect((r.message ?? '').length).toBeLessThan(200);
    }
  });
});

describe('what a record may say but the rules refuse (exit 1)', () => {
  test('a seat or a train that does not exist, even a huge one', () => {
    for (const seat of [2, -1, 1e308]) {
      expect(run(withMove(good(), 0, { seat, play: '9-9' }))).toMatchObject({ status: 1, move: 0 });
    }
    for (const train of [2, -1, 1e308]) {
      const r = run(withMove(good(), 1, { seat: 0, play: '9-4', train }));
      expect(r).toMatchObject({ status: 1, move: 1 });
      expect(r.message).toMatch(/no train/);
    }
  });

  test('a play without a train after the engine; the engine on a train', () => {
    expect(run(withMove(good(), 1, { seat: 0, play: '9-4' }))).toMatchObject({
      status: 1,
      move: 1,
    });
    expect(run(withMove(good(), 0, { seat: 0, play: '9-9', train: 0 }))).toMatchObject({
      status: 1,
      move: 0,
    });
  });

  test('a hand after an incomplete one', () => {
    const r = good();
    const h = { ...hand(r), moves: [] };
    const second = { ...hand(r), moves: [] };
    expect(replayValue({ ...r, hands: [h, second] }).output).toEqual({
      error: { hand: 1, move: 0, message: 'the previous hand is incomplete; no further hands' },
    });
  });

  test('the engine neither dealt nor in the boneyard', () => {
    const r = withHand(good(), {
      deal: [
        ['8-8', '9-4'],
        ['9-1', '1-2'],
      ],
      moves: [],
    });
    expect(run(r)).toMatchObject({ status: 1, move: 0 });
  });

  test('exit 2 wins over exit 1 in one input', () => {
    const illegal = JSON.stringify(withMove(good(), 1, { seat: 1, play: '9-1', train: 1 }));
    const text = [illegal, JSON.stringify({ ...good(), players: 9 })].join('\n');
    expect(replayText(text).exitCode).toBe(2);
    expect(replayText(illegal).exitCode).toBe(1);
  });
});

describe('the family refuses bad calls and never throws', () => {
  const made = F.newGame({ preset: 'mexican-train', players: 2, options: { max_pip: 9 } });
  if (!made.ok) throw new Error(made.error.message);
  const fresh = made.value;

  test('settings', () => {
    for (const settings of [
      { preset: 'horse-race', players: 2 },
      { preset: 'mexican-train', players: 9 },
      { preset: 'mexican-train', players: 2, partners: true },
      { preset: 'mexican-train', players: 2, options: { __proto__: null, rounds: 99 } },
      { preset: 'mexican-train', players: 2, scores: [1] },
    ]) {
      expect(F.newGame(settings)).toMatchObject({ ok: false, error: { code: 'settings' } });
    }
  });

  test('deals', () => {
    const tile = (n: number): Tile => n as Tile;
    for (const hands of [
      [[tile(54), tile(1)]],
      [[tile(999)], [tile(1)]],
      [[tile(54)], [tile(2), tile(2)]],
      [[tile(-1)], [tile(1.5)]],
    ]) {
      expect(F.startHand(fresh, { hands, boneyard: [], leader: 0 })).toMatchObject({ ok: false });
    }
  });

  test('moves', () => {
    const dealt = F.dealNext(fresh, { s: [1, 2, 3, 4] });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const started = F.startHand(fresh, dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value;
    const seat = F.phase(s).kind === 'turn' ? (F.phase(s) as { seat: number }).seat : 0;
    const bad: unknown[] = [
      { type: 'bogus', seat },
      { type: 'play', seat, tile: 9999, train: 0 },
      { type: 'play', seat, tile: -1, train: 'mexican' },
      { type: 'draw', seat: Number.NaN },
      { type: 'pass', seat: 1e308 },
      { type: 'engine', seat, tile: 0.5 },
    ];
    for (const move of bad) {
      const applied = F.apply(s, move as TrainsMove);
      expect(applied.ok).toBe(false);
    }
    expect(F.apply(fresh, { type: 'draw', seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'no-round' },
    });
    expect(F.legalMoves(fresh)).toEqual([]);
    expect(F.phase(fresh)).toEqual({ kind: 'deal' });
  });
});
