/** One vocabulary for speeds and preset names, read by the machine, the menus and the links. */
import { describe, expect, test } from 'vitest';
import {
  PLAYABLE_PRESETS,
  isSpeed,
  makeSettings,
  PACE_MS,
  parseSpeed,
  PRESET_NAMES,
  presetName,
  SPEED,
  SPEEDS,
} from '../../src/machine/index';

describe('speeds', () => {
  test('every speed has a label, a pace and an animation factor, slowest first', () => {
    expect(Object.keys(SPEED).sort()).toEqual([...SPEEDS].sort());
    const paces = SPEEDS.map((s) => SPEED[s].paceMs);
    expect(paces).toEqual([...paces].sort((a, b) => b - a));
    for (const s of SPEEDS) {
      expect(SPEED[s].label).not.toBe('');
      expect(PACE_MS[s]).toBe(SPEED[s].paceMs);
      expect(SPEED[s].animation === 0).toBe(s === 'instant');
    }
  });

  test.each([['slow'], ['normal'], ['fast'], ['instant']])('%s is a speed', (s) => {
    expect(isSpeed(s)).toBe(true);
    expect(parseSpeed(s)).toBe(s);
    expect(makeSettings({ seed: 'ABC123', speed: s }).ok).toBe(true);
  });

  test.each([['warp'], ['Fast'], [''], [3], [null], [undefined]])('%j is not', (s) => {
    expect(isSpeed(s)).toBe(false);
    expect(parseSpeed(s)).toBeNull();
  });
});

describe('preset names', () => {
  test('every playable preset has its names', () => {
    expect(Object.keys(PRESET_NAMES).sort()).toEqual([...PLAYABLE_PRESETS].sort());
    for (const p of PLAYABLE_PRESETS) {
      const n = PRESET_NAMES[p];
      expect([n.name, n.label, n.short].every((t) => t.length > 0)).toBe(true);
      expect(presetName(p)).toBe(n.name);
    }
  });

  test('an unknown preset is shown as written', () => {
    expect(presetName('bogus')).toBe('bogus');
  });
});
