/** The hand-end panel's measures: roomy with tiles as large as the width allows, compact and tight for short screens. */
import { describe, expect, test } from 'vitest';
import { handEndFit, handEndNeeded } from '../../src/view/handEndFit';

describe('hand-end panel fit', () => {
  test('roomy: one column, a full hand fills the room between the name and the pips', () => {
    const wide = handEndFit(760, 4, 'roomy', false);
    expect(wide).toMatchObject({ cols: 1, rows: 4, tileH: 52, rowH: 62, nameW: 110, pipsW: 80 });
    // A phone's panel (374 px): narrower columns, so seven tiles of 41 px fit (they were 32).
    const phone = handEndFit(374, 4, 'roomy', false);
    expect(phone).toMatchObject({ nameW: 84, pipsW: 64, tileH: 41 });
    const sevenTiles = 7 * (phone.tileH / 2 + 6);
    expect(phone.nameW + sevenTiles + phone.pipsW).toBeLessThanOrEqual(374 - 40);
    // A narrow panel keeps tiles of at least 30 px.
    expect(handEndFit(300, 2, 'roomy', false).tileH).toBe(30);
    // Head, rows, lines, then the score line and the button rows.
    expect(handEndNeeded(phone, [19, 19, 40], 1, false)).toBe(
      54 + 4 * 51 + 6 + (23 + 23 + 44) + 4 + 54 + 10,
    );
    // A game's end has a subtitle under its title, and may show the score line.
    const over = handEndFit(374, 4, 'roomy', true);
    expect(handEndNeeded(over, [], 2, true) - handEndNeeded(phone, [], 2, false)).toBe(26 + 30);
  });

  test('compact: two columns of hands, and the hand-end of a 4-player game fits 640x360', () => {
    const f = handEndFit(616, 4, 'compact', false);
    expect(f).toMatchObject({ cols: 2, rows: 2 });
    // Three counting lines at 13 px (one of them wrapped), the score line and one button row.
    const room = 360 - 24;
    const lines = [15, 15, 32];
    expect(handEndNeeded(handEndFit(616, 4, 'roomy', false), lines, 1, true)).toBeGreaterThan(room);
    expect(handEndNeeded(f, lines, 1, true)).toBeLessThanOrEqual(room);
  });

  test('tight: a practice game over at 640x360 with two rows of buttons and five lines fits', () => {
    const lines = [13, 13, 13, 13, 13];
    const compact = handEndFit(616, 2, 'compact', true);
    const tight = handEndFit(616, 2, 'tight', true);
    expect(tight.lineFont).toBeLessThan(compact.lineFont);
    // Measured at the tight size the lines are shorter still (11 px type, about 13 px high).
    expect(
      handEndNeeded(
        compact,
        lines.map(() => 16),
        2,
        true,
      ),
    ).toBeGreaterThan(360 - 24);
    expect(handEndNeeded(tight, lines, 2, true)).toBeLessThanOrEqual(360 - 24);
  });
});
