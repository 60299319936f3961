import { describe, expect, test } from 'vitest';
import { createPrefs } from '../../src/prefs';
import { colours, css, setSidePalette, SIDE_PALETTES } from '../../src/ui/theme';

function memory(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
}

describe('preferences for access', () => {
  test("reduced motion follows the system's setting until the person chooses", () => {
    expect(
      createPrefs(memory(), () => undefined, { reducedMotion: true }).get().reducedMotion,
    ).toBe(true);
    const chosen = memory({ 'horseRace.settings.prefs': JSON.stringify({ reducedMotion: false }) });
    expect(createPrefs(chosen, () => undefined, { reducedMotion: true }).get().reducedMotion).toBe(
      false,
    );
  });

  test('the colour-blind palette is kept, read back, and recolours the sides', () => {
    const storage = memory();
    const prefs = createPrefs(storage, () => undefined);
    expect(prefs.get().palette).toBe('standard');
    prefs.set({ palette: 'colour-blind' });
    expect(createPrefs(storage, () => undefined).get().palette).toBe('colour-blind');
    const odd = memory({ 'horseRace.settings.prefs': JSON.stringify({ palette: 'neon' }) });
    expect(createPrefs(odd, () => undefined).get().palette).toBe('standard');

    setSidePalette('colour-blind');
    expect(colours.sides).toEqual(SIDE_PALETTES['colour-blind']);
    expect(css.sides[0]).toBe('#f0e442');
    setSidePalette('standard');
    expect(colours.sides).toEqual(SIDE_PALETTES.standard);
    expect(css.sides[1]).toBe('#6fb7ff');
  });
});
