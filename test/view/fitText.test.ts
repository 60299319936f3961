/** Labels that fit their box at a readable size: wrapped before they are shrunk. */
import { describe, expect, test } from 'vitest';
import { fitText, wrapWords } from '../../src/view/fitText';
import { GAMES } from '../../src/machine/games';

/** About how wide bold sans-serif text is: 0.6 em a character. */
const measure = (text: string, size: number): number => text.length * size * 0.6;

describe('fitText', () => {
  test('a short label keeps its size on one line', () => {
    expect(fitText('Block', { width: 180, size: 20, minSize: 16, maxLines: 2 }, measure)).toEqual({
      size: 20,
      lines: ['Block'],
    });
  });

  test('a long label wraps onto two lines at full size before it shrinks', () => {
    const fit = fitText(
      'Cross with every double',
      { width: 180, size: 20, minSize: 16, maxLines: 2 },
      measure,
    );
    expect(fit).toEqual({ size: 20, lines: ['Cross with', 'every double'] });
  });

  test('it shrinks only as far as the minimum size', () => {
    const fit = fitText(
      'Supercalifragilisticexpialidocious dominoes',
      { width: 120, size: 20, minSize: 16, maxLines: 2 },
      measure,
    );
    expect(fit.size).toBe(16);
  });

  test('every game name fits a phone-sized picker at 16 px or more', () => {
    // The New Game screen's game row on a 390 px phone gives the name about 170 px.
    for (const g of GAMES) {
      const fit = fitText(g.name, { width: 170, size: 20, minSize: 16, maxLines: 2 }, measure);
      expect(fit.size, g.name).toBeGreaterThanOrEqual(16);
      expect(fit.lines.length, g.name).toBeLessThanOrEqual(2);
      for (const l of fit.lines) expect(measure(l, fit.size), g.name).toBeLessThanOrEqual(170);
    }
  });

  test('wrapWords keeps a word longer than the line on its own line', () => {
    expect(wrapWords('a verylongword b', 30, 10, measure)).toEqual(['a', 'verylongword', 'b']);
  });
});
