/** The hand-end panel's measures: roomy as it always was, compact and tight for short screens. */
import { describe, expect, test } from 'vitest';
import { handEndFit, handEndNeeded } from '../../src/view/handEndFit';

describe('hand-end panel fit', () => {
  test('roomy: the measures the panel has always had (one column, 24 px lines)', () => {
    const f = handEndFit(760, 4, 'roomy', false);
    expect(f).toMatchObject({ cols: 1, rows: 4, tileH: 40, rowH: 56, head: 96, tail: 154 });
    expect(f).toMatchObject({ scoreY: 84, buttonY: 38, nameW: 110, pipsW: 80, lineFont: 16 });
    // The old sum: 130 + rows × rowH + 6 + lines + 120.
    expect(handEndNeeded(f, [19, 19, 40])).toBe(130 + 4 * 56 + 6 + (24 + 24 + 44) + 120);
    // A narrow panel keeps tiles of at least 30 px.
    expect(handEndFit(300, 2, 'roomy', false).tileH).toBe(30);
  });

  test('compact: two columns of hands, and the hand-end of a 4-player game fits 640x360', () => {
    const f = handEndFit(616, 4, 'compact', false);
    expect(f).toMatchObject({ cols: 2, rows: 2 });
    // Three counting lines at 13 px (one of them wrapped).
    const room = 360 - 24;
    expect(handEndNeeded(handEndFit(616, 4, 'roomy', false), [15, 15, 32])).toBeGreaterThan(room);
    expect(handEndNeeded(f, [15, 15, 32])).toBeLessThanOrEqual(room);
  });

  test('tight: a practice game over at 640x360 with the review row and five lines fits', () => {
    const review = 58;
    const lines = [13, 13, 13, 13, 13];
    const compact = handEndFit(616, 2, 'compact', true);
    const tight = handEndFit(616, 2, 'tight', true);
    expect(tight.lineFont).toBeLessThan(compact.lineFont);
    // Measured at the tight size the lines are shorter still (11 px type, about 13 px high).
    expect(
      handEndNeeded(
        compact,
        lines.map(() => 16),
      ) + review,
    ).toBeGreaterThan(360 - 24);
    expect(handEndNeeded(tight, lines) + review).toBeLessThanOrEqual(360 - 24);
  });
});
