/**
 * The §10 options a record may override, pinned by the RULES.md §11 figures
 * for the non-default readings (TV-04, TV-12, TV-13, TV-14, TV-19, TV-20).
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { replayValue, type ReplayError, type ReplayOutput } from '../../src/engine/index';
import type { CHAIN_RULES } from '../../src/engine/line/options';
import {
  OPTION_NAMES,
  optionOverrides,
  PRESET_OPTIONS,
  resolveOptions,
  type Options,
} from '../../src/engine/line/options';

type Rec = Record<string, unknown>;
type Answer = { output: ReplayOutput | ReplayError; status: number };

function replay(record: Rec): ReplayOutput {
  const { output, status } = replayValue({ format: 'horse-race-record/1', ...record }) as Answer;
  if ('error' in output) throw new Error(`status ${status}: ${output.error.message}`);
  return output;
}

function error(record: Rec): { status: number; message: string; hand?: number; move?: number } {
  const { output, status } = replayValue(record) as Answer;
  if (!('error' in output)) throw new Error('expected an error');
  return { status, ...output.error };
}

// TV-12: A [1|2] and B [0|3] tie on 3 pips; C holds 22; blocked right after C's lead.
const tv12 = (options: Rec): Rec => ({
  players: 3,
  options,
  hands: [
    {
      deal: [['1-2'], ['0-3'], ['4-4', '6-6', '5-5']],
      boneyard: [],
      leader: 2,
      moves: [{ seat: 2, play: '4-4' }],
    },
  ],
});

describe('blocked-hand ties (block_tie, TV-12)', () => {
  test.each([
    ['both_score_losers', [0, 1], [4, 4, 0]],
    ['both_score_others', [0, 1], [5, 5, 0]],
    ['split', [0, 1], [2, 2, 0]],
    ['none', [], [0, 0, 0]],
  ] as const)('%s', (blockTie, winners, bonus) => {
    const hand = replay(tv12({ block_tie: blockTie })).hands[0];
    expect(hand?.end).toBe('blocked');
    expect(hand?.winners).toEqual(winners);
    expect(hand?.bonus).toEqual(bonus);
  });
});

describe('end-of-hand variants', () => {
  test('TV-13 stp_net: A pegs round5(14 - 8) / 5 = 1', () => {
    const record = {
      players: 2,
      options: { hand_scoring: 'stp', stp_net: true },
      hands: [
        {
          deal: [
            ['4-4', '6-2'],
            ['6-5', '3-0'],
          ],
          boneyard: [],
          leader: 0,
          moves: [{ seat: 0, play: '4-4' }],
        },
      ],
    };
    expect(replay(record).hands[0]?.bonus).toEqual([1, 0]);
    expect(replay({ ...record, options: {} }).hands[0]?.bonus).toEqual([3, 0]);
  });

  test('TV-14: aggregate rounding pegs 5, per-hand rounding 4', () => {
    const record = (scope: string): Rec => ({
      players: 3,
      options: { rounding_scope: scope },
      hands: [
        {
          deal: [['2-1'], ['6-6'], ['5-4', '3-0']],
          boneyard: [],
          leader: 0,
          moves: [{ seat: 0, play: '2-1' }],
        },
      ],
    });
    expect(replay(record('aggregate')).hands[0]?.bonus).toEqual([5, 0, 0]);
    expect(replay(record('per_hand')).hands[0]?.bonus).toEqual([4, 0, 0]);
  });

  test('TV-19: with a reserve of one tile, the one tile left does not keep the hand open', () => {
    const record = (options: Rec): Rec => ({
      players: 3,
      options,
      hands: [
        {
          deal: [['1-2'], ['0-3'], ['4-4', '6-6', '5-5']],
          boneyard: ['2-0'],
          leader: 2,
          moves: [{ seat: 2, play: '4-4' }],
        },
      ],
    });
    expect(replay(record({})).hands[0]?.end).toBe('incomplete');
    const reserved = replay(record({ boneyard_reserve: 1 })).hands[0];
    expect(reserved?.end).toBe('blocked');
    expect(reserved?.bonus).toEqual([4, 4, 0]);
    expect(
      replay(record({ boneyard_reserve: 1, reserve_pips_to_winner: true })).hands[0]?.bonus,
    ).toEqual([5, 5, 0]);
  });
});

describe('the count and the chain', () => {
  const sniff = (options: Rec): Rec => ({
    players: 2,
    options,
    hands: [
      {
        deal: [
          ['4-4', '6-4', '0-0'],
          ['4-1', '2-2'],
        ],
        boneyard: [],
        leader: 0,
        moves: [
          { seat: 0, play: '4-4' },
          { seat: 0, play: '6-4', on: '4-4' },
          { seat: 1, play: '4-1', on: '4-4' },
        ],
      },
    ],
  });

  test('TV-04: [4|4], [6|4], [1|4] counts 7 in Horse Race and 15 under sniff_us_exposed_ends', () => {
    expect(replay(sniff({})).hands[0]?.moves.map((m) => ('total' in m ? m.total : null))).toEqual([
      8, 14, 7,
    ]);
    const us = replay(sniff({ sniff_us_exposed_ends: true })).hands[0]?.moves[2];
    expect(us).toMatchObject({ total: 15, points: 3 });
  });

  const chain = (preset: string, options: Rec, moves: Rec[]): Rec => ({
    preset,
    players: 2,
    options,
    hands: [
      {
        deal: [
          ['6-4', '4-1'],
          ['1-3', '5-3'],
        ],
        boneyard: [],
        leader: 0,
        moves,
      },
    ],
  });

  test('five-up (chain_rule none): a scoring lead does not earn another tile', () => {
    const moves = [
      { seat: 0, play: '6-4' },
      { seat: 1, pass: true },
      { seat: 0, play: '4-1', on: '6-4' },
    ];
    expect(replay(chain('five-up', {}, moves)).hands[0]?.moves[0]).toMatchObject({
      total: 10,
      points: 2,
    });
    const wrong = error(
      chain('five-up', {}, [
        { seat: 0, play: '6-4' },
        { seat: 0, play: '4-1', on: '6-4' },
      ]),
    );
    expect(wrong).toMatchObject({
      status: 1,
      hand: 0,
      move: 1,
      message: "it is seat 1's turn, not seat 0's",
    });
  });

  test('continuation_mandatory false: the continuation may be declined with a pass', () => {
    const moves = [
      { seat: 0, play: '6-4' },
      { seat: 0, pass: true },
    ];
    expect(
      replay(chain('horse-race', { continuation_mandatory: false }, moves)).hands[0]?.moves,
    ).toHaveLength(2);
    expect(error(chain('horse-race', {}, moves))).toMatchObject({ status: 1, move: 1 });
  });
});

describe('the target', () => {
  const lead = (scores: number[], options: Rec): Rec => ({
    players: 2,
    scores,
    options,
    hands: [
      {
        deal: [
          ['5-5', '4-1'],
          ['5-2', '6-6'],
        ],
        boneyard: [],
        leader: 0,
        moves: [{ seat: 0, play: '5-5' }],
      },
    ],
  });

  test('TV-20c reading on horse-race: target_check end_of_hand lets play go on past 61', () => {
    const out = replay(lead([59, 0], { target_check: 'end_of_hand' }));
    expect(out).toMatchObject({ scores: [61, 0], over: false, winner: null });
    expect(replay(lead([59, 0], {}))).toMatchObject({ scores: [61, 0], over: true, winner: [0] });
  });

  test('exact_target: points that would overshoot are void', () => {
    const over = replay(lead([60, 0], { exact_target: true }));
    expect(over.hands[0]?.moves[0]).toMatchObject({ total: 10, points: 0 });
    expect(over).toMatchObject({ scores: [60, 0], over: false });
    expect(replay(lead([59, 0], { exact_target: true }))).toMatchObject({
      scores: [61, 0],
      over: true,
    });
  });

  test('a custom target', () => {
    expect(replay(lead([0, 0], { target: 2 }))).toMatchObject({ over: true, winner: [0] });
  });
});

describe('records that are not records (exit 2)', () => {
  const base = {
    players: 2,
    hands: [{ deal: [['6-4'], ['1-3']], boneyard: [], leader: 0, moves: [] }],
  };
  test.each([
    ['unknown preset', { ...base, preset: 'dominoes' }],
    ['unknown tile', { ...base, hands: [{ ...base.hands[0], deal: [['7-4'], ['1-3']] }] }],
    ['a tile twice', { ...base, hands: [{ ...base.hands[0], boneyard: ['4-6'] }] }],
    [
      'malformed move',
      { ...base, hands: [{ ...base.hands[0], moves: [{ seat: 0, play: '6-4', draw: true }] }] },
    ],
    ['partners with 2 players', { ...base, partners: true }],
    ['scores of the wrong length', { ...base, scores: [1, 2, 3] }],
    ['unknown option', { ...base, options: { turbo: true } }],
    ['a bad option value', { ...base, options: { target: 'sixty' } }],
    ['a seat that does not exist', { ...base, hands: [{ ...base.hands[0], leader: 2 }] }],
    ['not an object', [1, 2]],
    ['a deal for the wrong number of seats', { ...base, players: 3 }],
    ['Seven-Toed Pete with 2 players', { ...base, preset: 'seven-toed-pete' }],
  ])('%s', (_name, record) => {
    const e = error(record as Rec);
    expect(e.status).toBe(2);
    expect(e.hand).toBeUndefined();
    expect(e.message.length).toBeGreaterThan(5);
  });
});

describe('one table of options: the type, the names a record uses and their checks', () => {
  test('the record names, snake_case, in the order overrides are written; fixed ones absent', () => {
    expect(OPTION_NAMES.slice(0, 6)).toEqual([
      'max_pip',
      'cross_start',
      'first_lead',
      'draw_limit',
      'in_play_scoring',
      'hand_size',
    ]);
    expect(OPTION_NAMES).toHaveLength(30);
    expect(OPTION_NAMES).toContain('continuation_must_score_if_possible');
    for (const fixed of ['boneyard', 'partners_allowed', 'fixed_players'])
      expect(OPTION_NAMES).not.toContain(fixed);
  });

  test('a numeric choice is read from a number or its text; a value off the list is refused', () => {
    const divisor = (value: unknown) => {
      const r = resolveOptions('horse-race', { in_play_divisor: value });
      return r.ok ? r.options.inPlayDivisor : r.message;
    };
    expect(divisor('1')).toBe(1);
    expect(divisor(1)).toBe(1);
    expect(divisor(5)).toBe(5);
    expect(divisor(2)).toBe('option "in_play_divisor" must be one of 1, 5');
    expect(divisor(true)).toBe('option "in_play_divisor" must be one of 1, 5');
    const chain = resolveOptions('horse-race', { chainRule: 'none' });
    expect(chain.ok && chain.options.chainRule).toBe('none');
    expect(resolveOptions('horse-race', { chain_rule: 5 })).toMatchObject({ ok: false });
    expect(resolveOptions('horse-race', { stp_net: 'yes' })).toMatchObject({ ok: false });
    expect(resolveOptions('horse-race', { hand_size: 51 })).toMatchObject({ ok: false });
  });

  test("a preset's own choices (boneyard, partners, player count) are not a record's to change", () => {
    for (const name of ['boneyard', 'partnersAllowed', 'fixed_players']) {
      const r = resolveOptions('horse-race', { [name]: false });
      expect(r.ok ? 'accepted' : r.message).toMatch(/^unknown option/);
    }
  });

  test('overrides are written in the table order, only where they differ from the preset', () => {
    const base = PRESET_OPTIONS.cross;
    const changed = { ...base, handSize: 6, maxPip: 12, inPlayDivisor: 5 as const };
    expect(Object.keys(optionOverrides('cross', changed))).toEqual([
      'max_pip',
      'hand_size',
      'in_play_divisor',
    ]);
    expect(optionOverrides('cross', base)).toEqual({});
  });

  test('the type read from the table keeps each option to its own values', () => {
    expectTypeOf<Options['inPlayDivisor']>().toEqualTypeOf<1 | 5>();
    expectTypeOf<Options['chainRule']>().toEqualTypeOf<(typeof CHAIN_RULES)[number]>();
    expectTypeOf<Options['boneyard']>().toEqualTypeOf<boolean>();
    expectTypeOf<Options['target']>().toEqualTypeOf<number>();
    expectTypeOf<keyof Options>().toEqualTypeOf<keyof typeof PRESET_OPTIONS.block>();
  });
});
