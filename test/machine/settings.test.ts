/** Settings and seed codes: what a menu, a save or the command line may hand in. */
import { describe, expect, test } from 'vitest';
import {
  configFor,
  makeSettings,
  nextSeed,
  parseSeed,
  recordOptions,
  seedFromBytes,
  SEED_ALPHABET,
  type SeedCode,
} from '../../src/machine/index';
import { computers, settingsOf } from './helpers';

describe('seed codes', () => {
  test.each([
    ['ABC123', 'ABC123'],
    ['abc123', 'ABC123'],
    [' k7m-2pq ', 'K7M2PQ'],
    ['k7m 2pq', 'K7M2PQ'],
    ['OoIiLl', '001111'],
    ['zzzzzz', 'ZZZZZZ'],
  ])('%j reads as %s', (text, code) => {
    expect(parseSeed(text)).toBe(code);
  });

  test.each([['ABCDE'], ['ABCDEFG'], ['ABCDEU'], ['ABC!23'], [''], [42], [null]])(
    '%j is not a seed code',
    (text) => {
      expect(parseSeed(text)).toBeNull();
    },
  );

  test('codes from random bytes use the whole alphabet and read back as themselves', () => {
    const bytes = Uint8Array.from({ length: 6 * 64 }, (_, i) => (i * 37 + 11) % 256);
    const seen = new Set<string>();
    for (let i = 0; i < bytes.length; i += 6) {
      const code = seedFromBytes(bytes.subarray(i, i + 6));
      expect(parseSeed(code)).toBe(code);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(SEED_ALPHABET.length);
    expect(() => seedFromBytes([1, 2, 3])).toThrow(RangeError);
  });

  test('the next seed code is fixed, valid, and another code', () => {
    const a = 'ABC123' as SeedCode;
    expect(nextSeed(a)).toBe(nextSeed(a));
    expect(parseSeed(nextSeed(a))).toBe(nextSeed(a));
    expect(nextSeed(a)).not.toBe(a);
    expect(nextSeed(nextSeed(a))).not.toBe(nextSeed(a));
  });
});

describe('settings', () => {
  test('defaults: Horse Race, a person against a computer, the preset target, normal speed', () => {
    expect(settingsOf({ seed: 'abc123' })).toEqual({
      preset: 'horse-race',
      maxPip: 6,
      players: 2,
      partners: false,
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }],
      target: 61,
      seed: 'ABC123',
      speed: 'normal',
    });
    expect(settingsOf({ preset: 'seven-toed-pete', seed: 'ABC123' })).toMatchObject({
      players: 4,
      target: 101,
    });
    expect(settingsOf({ preset: 'horse-race-celko', seed: 'ABC123' }).target).toBe(250);
  });

  test('a fallback seed is used only when none is given', () => {
    const fallback = 'ZZZZZZ' as SeedCode;
    expect(makeSettings({}, fallback)).toMatchObject({ ok: true, settings: { seed: 'ZZZZZZ' } });
    expect(makeSettings({ seed: 'abcdef' }, fallback)).toMatchObject({
      ok: true,
      settings: { seed: 'ABCDEF' },
    });
  });

  test.each<[string, unknown, RegExp]>([
    ['not an object', 'horse-race', /object/],
    ['an oracle preset', { preset: 'five-up', seed: 'ABC123' }, /preset/],
    ['five players', { players: 5, seed: 'ABC123' }, /players/],
    ['half a player', { players: 2.5, seed: 'ABC123' }, /players/],
    [
      'Seven-Toed Pete for three',
      { preset: 'seven-toed-pete', players: 3, seed: 'ABC123' },
      /4 players/,
    ],
    ['partners for three', { players: 3, partners: true, seed: 'ABC123' }, /partners/],
    [
      'Seven-Toed Pete with partners',
      { preset: 'seven-toed-pete', partners: true, seed: 'ABC123' },
      /partners/,
    ],
    ['too few seats', { players: 3, seats: computers(2), seed: 'ABC123' }, /seats/],
    ['a seat of nobody', { seats: [{ kind: 'ghost' }, { kind: 'human' }], seed: 'ABC123' }, /seat/],
    [
      'an unknown level',
      { seats: [{ kind: 'human' }, { kind: 'computer', level: 'genius' }], seed: 'ABC123' },
      /level/,
    ],
    ['a target of zero', { target: 0, seed: 'ABC123' }, /target/],
    ['a target in words', { target: 'sixty', seed: 'ABC123' }, /target/],
    ['no seed', {}, /seed/],
    ['a seed with a U', { seed: 'ABCDEU' }, /seed/],
    ['an unknown speed', { speed: 'ludicrous', seed: 'ABC123' }, /speed/],
    ['Horse Race on a double-nine set', { maxPip: 9, seed: 'ABC123' }, /double-six/],
    ['Muggins on a double-ten set', { preset: 'muggins', maxPip: 10, seed: 'ABC123' }, /set/],
    ['a set in words', { preset: 'block', maxPip: 'twelve', seed: 'ABC123' }, /set/],
    [
      'Cross with partners',
      { preset: 'cross', players: 4, partners: true, seed: 'ABC123' },
      /partners/,
    ],
  ])('%s is refused with a reason', (_name, input, reason) => {
    const r = makeSettings(input);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(reason);
  });

  test('the record lists the target only when it is not the preset', () => {
    expect(recordOptions(settingsOf({ seed: 'ABC123' }))).toEqual({});
    const s = settingsOf({ seed: 'ABC123', target: 100 });
    expect(recordOptions(s)).toEqual({ target: 100 });
    expect(configFor(s).options.target).toBe(100);
    expect(configFor(s).options.inPlayDivisor).toBe(5);
  });

  test('a parlour game on a larger set: the engine deals from it and the record names it', () => {
    const s = settingsOf({ preset: 'muggins', players: 4, maxPip: 12, seed: 'ABC123' });
    expect(s.maxPip).toBe(12);
    expect(recordOptions(s)).toEqual({ max_pip: 12 });
    expect(configFor(s).options).toMatchObject({ maxPip: 12, target: 100, boneyardReserve: 2 });
    expect(settingsOf({ preset: 'block', seed: 'ABC123' }).maxPip).toBe(6);
    expect(recordOptions(settingsOf({ preset: 'block', seed: 'ABC123', maxPip: 6 }))).toEqual({});
  });
});
