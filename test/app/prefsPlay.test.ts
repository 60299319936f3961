/** Issue 12's preferences: auto-draw (default off) and the person's name, kept and read back strictly. */
import { describe, expect, test } from 'vitest';
import { createPrefs } from '../../src/prefs';
import { cleanPlayerName, NAME_MAX, sideName, yourLabel } from '../../src/view/names';

function memory(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
}
const stored = (value: unknown) => memory({ 'horseRace.settings.prefs': JSON.stringify(value) });

describe('auto-draw and the player name as preferences', () => {
  test('auto-draw is off and the name is "You" until chosen; both are kept', () => {
    const storage = memory();
    const prefs = createPrefs(storage, () => undefined);
    expect(prefs.get()).toMatchObject({ autoDraw: false, playerName: '' });
    prefs.set({ autoDraw: true, playerName: 'Ada' });
    expect(createPrefs(storage, () => undefined).get()).toMatchObject({
      autoDraw: true,
      playerName: 'Ada',
    });
  });

  test('a stored value that is not one is read as the default', () => {
    const odd = createPrefs(stored({ autoDraw: 'yes', playerName: '<script>' }), () => undefined);
    expect(odd.get()).toMatchObject({ autoDraw: false, playerName: '' });
    const long = createPrefs(stored({ playerName: 'x'.repeat(5000) }), () => undefined);
    expect(long.get().playerName).toBe('');
  });
});

describe('tile faces (issue 26)', () => {
  test('numerals on big sets by default; a choice of coloured pips made before is kept', () => {
    expect(createPrefs(memory(), () => undefined).get().faces).toBe('auto');
    expect(createPrefs(stored({ pipColours: true }), () => undefined).get().faces).toBe('coloured');
    expect(createPrefs(stored({ pipColours: false }), () => undefined).get().faces).toBe('auto');
    expect(createPrefs(stored({ faces: 'pips' }), () => undefined).get().faces).toBe('pips');
    expect(createPrefs(stored({ faces: 'glitter' }), () => undefined).get().faces).toBe('auto');
  });
});

describe('cleanPlayerName', () => {
  test('tidies a name: spaces squeezed and trimmed, any script', () => {
    expect(cleanPlayerName('  Mary   Ann ')).toBe('Mary Ann');
    expect(cleanPlayerName('José')).toBe('José');
    expect(cleanPlayerName("O'Neil-Smith")).toBe("O'Neil-Smith");
    expect(cleanPlayerName('')).toBe('');
  });

  test('refuses what is not a name', () => {
    expect(cleanPlayerName('x'.repeat(NAME_MAX + 1))).toBeNull();
    expect(cleanPlayerName('a<b')).toBeNull();
    expect(cleanPlayerName('{}')).toBeNull();
    expect(cleanPlayerName(42)).toBeNull();
    expect(cleanPlayerName(null)).toBeNull();
  });

  test('the label is the name, or "You"', () => {
    expect(yourLabel('')).toBe('You');
    expect(yourLabel('Ada')).toBe('Ada');
    expect(yourLabel('<bad>')).toBe('You');
  });
});

describe('the name on the labels', () => {
  test('a side\'s label carries the person\'s name; sentences keep "You"', () => {
    expect(sideName(0, 2, false, false, 'Ada')).toBe('Ada');
    expect(sideName(1, 2, false, false, 'Ada')).toBe('North');
    expect(sideName(0, 4, true, false, 'Ada')).toBe('Ada & North');
    expect(sideName(0, 4, true, true, 'Ada')).toBe('South & North');
    expect(sideName(0, 3, false)).toBe('You');
  });
});
