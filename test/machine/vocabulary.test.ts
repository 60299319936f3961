/** One vocabulary for speeds, read by the machine, the table, the menus and the links. */
import { describe, expect, test } from 'vitest';
import { isSpeed, makeSettings, PACE_MS, parseSpeed, SPEED, SPEEDS } from '../../src/machine/index';

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
