/**
 * Hostile records (issue 16): names found on Object.prototype, deep nesting, very long
 * strings and out-of-range scores are input errors (status 2) with a short message, never
 * a throw; the same record without the hostile part still replays.
 */
import { describe, expect, test } from 'vitest';
import { replayValue, type ReplayError, type ReplayOutput } from '../../src/engine/index';
import { PRESETS } from '../../src/engine/line/options';
import { excerpt, field, own, quote, QUOTE_MAX } from '../../src/engine/core/quote';

type Rec = Record<string, unknown>;

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);

const good = (): Rec => ({
  format: 'horse-race-record/1',
  preset: 'horse-race',
  players: 2,
  hands: [
    {
      deal: [
        ['6-4', '4-1', '2-2'],
        ['1-3', '5-3'],
      ],
      boneyard: [],
      leader: 0,
      moves: [
        { seat: 0, play: '6-4' },
        { seat: 0, play: '4-1', on: '6-4' },
      ],
    },
  ],
});

/** A record built from JSON text, as `replay` and a save read it (own `__proto__` keys included). */
function fromJson(text: string): unknown {
  return JSON.parse(text) as unknown;
}

function run(value: unknown): { status: number; message: string | null } {
  const { output, status } = replayValue(value) as {
    output: ReplayOutput | ReplayError;
    status: number;
  };
  return { status, message: 'error' in output ? output.error.message : null };
}

function nested(depth: number, inner: unknown = 'x'): unknown {
  let v: unknown = inner;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('names found on Object.prototype', () => {
  test.each(PROTO_NAMES)('%s as an option name is an unknown option (status 2)', (name) => {
    const text = JSON.stringify(good()).replace('"players"', `"options":{"${name}":1},"players"`);
    const r = run(fromJson(text));
    expect(r.status).toBe(2);
    expect(r.message).toMatch(/unknown option/);
  });

  test.each(PROTO_NAMES)('%s as a preset is an unknown preset (status 2)', (name) => {
    const r = run({ ...good(), preset: name });
    expect(r).toEqual({ status: 2, message: `unknown preset "${name}"` });
  });

  test.each(PROTO_NAMES)('%s as an extra field of the record and of a move is ignored', (name) => {
    const text = JSON.stringify(good())
      .replace('"players"', `"${name}":{"players":9},"players"`)
      .replace('"play":"6-4"', `"play":"6-4","${name}":true`);
    expect(run(fromJson(text))).toEqual({ status: 0, message: null });
  });

  test.each(PROTO_NAMES)('%s as a move kind is a malformed move (status 2)', (name) => {
    const text = JSON.stringify(good()).replace(
      '{"seat":0,"play":"6-4"}',
      `{"seat":0,"${name}":true}`,
    );
    const r = run(fromJson(text));
    expect(r.status).toBe(2);
    expect(r.message).toMatch(/moves\[0\]/);
  });
});

describe('deep nesting and long strings', () => {
  const deep = nested(50_000);
  const long = 'x'.repeat(5_000_000);
  const cases: [string, (r: Rec) => Rec][] = [
    ['format', (r) => ({ ...r, format: deep })],
    ['preset', (r) => ({ ...r, preset: deep })],
    ['an option value', (r) => ({ ...r, options: { target: deep } })],
    ['scores', (r) => ({ ...r, scores: [deep, 0] })],
    ['a tile in the deal', (r) => withTile(r, deep)],
    ['a move tile', (r) => withMove(r, { seat: 0, play: deep })],
  ];
  const longCases: [string, (r: Rec) => Rec][] = [
    ['format', (r) => ({ ...r, format: long })],
    ['preset', (r) => ({ ...r, preset: long })],
    ['an option name', (r) => ({ ...r, options: { [long]: 1 } })],
    ['a tile in the deal', (r) => withTile(r, long)],
    ['a move tile', (r) => withMove(r, { seat: 0, play: long })],
    ['an "on" tile', (r) => withMove(r, { seat: 0, play: '6-4', on: long })],
  ];

  test.each(cases)('50,000-deep nesting in %s: status 2 and a short message', (_, make) => {
    const r = run(make(good()));
    expect(r.status).toBe(2);
    expect((r.message ?? '').length).toBeLessThan(200);
  });

  test.each(longCases)('a 5 MB string in %s: status 2 and a short message', (_, make) => {
    const r = run(make(good()));
    expect(r.status).toBe(2);
    expect((r.message ?? '').length).toBeLessThan(200);
  });
});

function withTile(r: Rec, tile: unknown): Rec {
  const hands = r.hands as Rec[];
  const hand = hands[0] as Rec;
  return {
    ...r,
    hands: [
      {
        ...hand,
        deal: [
          [tile, '4-1', '2-2'],
          ['1-3', '5-3'],
        ],
      },
    ],
  };
}

function withMove(r: Rec, move: unknown): Rec {
  const hand = (r.hands as Rec[])[0] as Rec;
  return { ...r, hands: [{ ...hand, moves: [move] }] };
}

describe('values read strictly', () => {
  test('"preset": null is an unknown preset, not horse-race', () => {
    expect(run({ ...good(), preset: null })).toEqual({
      status: 2,
      message: 'unknown preset null',
    });
  });

  test('starting scores out of range are input errors (status 2), not hand errors', () => {
    for (const scores of [
      [1e300, 0],
      [-5, 0],
      [0, 1_000_001],
      [0.5, 0],
    ]) {
      const r = run({ ...good(), scores });
      expect(r.status, JSON.stringify(scores)).toBe(2);
      expect(r.message).toMatch(/"scores" must be whole numbers from 0 to 1000000/);
    }
  });

  test('starting scores at the target are a game already won: not a record (status 2)', () => {
    for (const scores of [
      [61, 0],
      [0, 1000],
    ]) {
      const r = run({ ...good(), scores });
      expect(r.status, JSON.stringify(scores)).toBe(2);
      expect(r.message).toMatch(/"scores" must each be below the target, 61/);
    }
    expect(run({ ...good(), hands: [], scores: [60, 0] }).status).toBe(0);
    expect(run({ ...good(), hands: [], options: { target: 100 }, scores: [99, 61] }).status).toBe(
      0,
    );
  });

  test('a preset whose hands subtract may start below 0', () => {
    expect(run({ ...good(), preset: 'horse-race-celko', scores: [-10, 5] }).status).toBe(0);
  });

  test('every preset of the engine reads the same hostile option safely', () => {
    for (const preset of PRESETS) {
      const r = run(fromJson(JSON.stringify({ ...good(), preset, options: { ['__proto__']: 1 } })));
      expect(r.status).toBe(2);
    }
  });
});

describe('quote and own', () => {
  test('quotes are short whatever the value', () => {
    const values: unknown[] = [
      'x'.repeat(10_000_000),
      nested(100_000),
      { a: nested(100_000), b: 'y'.repeat(1e6) },
      Array.from({ length: 1e5 }, () => 'z'),
      Symbol('s'),
      () => 1,
      undefined,
      '😀'.repeat(50),
    ];
    for (const v of values) expect(quote(v).length).toBeLessThanOrEqual(QUOTE_MAX);
  });

  test('a long string is cut inside its quotes', () => {
    expect(quote('x'.repeat(100))).toMatch(/^"x+…"$/);
    expect(quote('x'.repeat(100)).length).toBe(QUOTE_MAX);
    expect(quote('"\\'.repeat(50), 10)).toMatch(/^".*…"$/);
    expect(quote('"\\'.repeat(50), 10).length).toBeLessThanOrEqual(10);
  });

  test('short values are quoted whole, as JSON', () => {
    expect(quote('hello')).toBe('"hello"');
    expect(quote(null)).toBe('null');
    expect(quote(['1-2', 3])).toBe('["1-2", 3]');
    expect(quote({ a: 1 })).toBe('{"a": 1}');
    expect(quote(nested(3))).toBe('[[[…]]]');
  });

  test('excerpt never splits a surrogate pair', () => {
    const cut = excerpt('😀'.repeat(30), 10);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(10);
    expect(cut).not.toMatch(/[\ud800-\udbff]…$/);
  });

  test('own and field see own properties only', () => {
    const table: Record<string, number> = { a: 1 };
    for (const name of PROTO_NAMES) {
      expect(own(table, name)).toBeUndefined();
      expect(field({}, name)).toBeUndefined();
    }
    expect(own(table, 'a')).toBe(1);
    expect(field(JSON.parse('{"__proto__": 5}'), '__proto__')).toBe(5);
  });
});
