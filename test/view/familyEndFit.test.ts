/**
 * The family table's end panel (familyEndFit.ts): a line too long for a phone's panel at the
 * smallest type wraps, and the panel is tall enough for its rows; eight players' short lines
 * go in two columns on a short screen; every hand turned up takes a row over the lines.
 */
import { describe, expect, test } from 'vitest';
import {
  endRows,
  familyEndRect,
  HAND_ROW,
  handColumns,
  WRAP_SIZE,
  wrapRows,
} from '../../src/view/familyEndFit';
import { tileOf } from '../../src/engine/core/tiles';
import type { FamilyPanel } from '../../src/view/familyTable';

const ARITHMETIC = 'You 9 + North 9 + East 13 = 31 pips → rounded 30 → 30 ÷ 5 = +6 for West';
const hands: FamilyPanel = {
  title: 'West went out: domino!',
  lines: ['You: 3-0 2-0 4-0 (9 pips)', 'West: out (0 pips)', 'North: 2-1 5-1 (9 pips)', ARITHMETIC],
  won: false,
};

describe('the end panel’s lines', () => {
  test('a long line wraps on a phone and not at a desktop', () => {
    expect(wrapRows(ARITHMETIC, 390 - 16 - 32)).toBe(2);
    expect(wrapRows(ARITHMETIC, 560 - 32)).toBe(1);
    expect(ARITHMETIC.length * WRAP_SIZE * 0.6).toBeGreaterThan(390 - 48);
  });

  test('between the seats at the sides where they reach down beside it', () => {
    const at = (edge: 'left' | 'right' | 'top', x: number, y: number) =>
      ({ edge, x, y, w: 124, h: 220 }) as const;
    // A desktop's four seats: West and East at the sides, North over the board.
    const seats = [at('left', 272, 440), at('top', 578, 60), at('right', 884, 440)];
    const plain = familyEndRect({ handEnd: hands, gameOver: null }, 1280, 720);
    const fitted = familyEndRect({ handEnd: hands, gameOver: null }, 1280, 720, seats);
    if (!plain || !fitted) throw new Error('no panel');
    expect(fitted.x).toBeGreaterThanOrEqual(272 + 124 + 8);
    expect(fitted.x + fitted.w).toBeLessThanOrEqual(884 - 8);
    expect(fitted.w).toBeLessThan(plain.w);
    // Seats that end above it, or too narrow a gap, leave it as it was.
    const high = seats.map((s) => ({ ...s, y: 20 }));
    expect(familyEndRect({ handEnd: hands, gameOver: null }, 1280, 720, high)).toEqual(plain);
    const close = [at('left', 460, 440), at('right', 700, 440)];
    expect(familyEndRect({ handEnd: hands, gameOver: null }, 1280, 720, close)).toEqual(plain);
  });

  test('the panel is a row taller on a phone for the wrapped line, and stays on the screen', () => {
    const phone = familyEndRect({ handEnd: hands, gameOver: null }, 390, 844);
    const wide = familyEndRect({ handEnd: hands, gameOver: null }, 1280, 720);
    if (!phone || !wide) throw new Error('no panel');
    expect(phone.h - wide.h).toBe(21);
    expect(phone.y).toBeGreaterThan(0);
    expect(phone.y + phone.h).toBeLessThanOrEqual(844);
  });

  test('eight short lines go in two columns on a short screen, one column on a tall one', () => {
    const eight: FamilyPanel = {
      title: 'Round 3: West went out',
      lines: Array.from({ length: 8 }, (_, i) => `Seat ${i + 1}: +12 (total 40)`),
      won: false,
    };
    expect(endRows(eight, 560, 600)).toBe(4);
    expect(endRows(eight, 560, 900)).toBe(8);
  });

  test('every hand turned up takes a row of its tiles over the lines', () => {
    const turned: FamilyPanel = {
      title: 'West went out: domino!',
      hands: [
        { name: 'You', tiles: [tileOf(3, 0), tileOf(2, 0)], note: '9 pips', star: false },
        { name: 'West', tiles: [], note: 'out', star: true },
        { name: 'North', tiles: [tileOf(5, 4)], note: '9 pips', star: false },
      ],
      lines: [ARITHMETIC],
      won: false,
    };
    const plain = { ...turned, hands: undefined };
    for (const [w, h] of [
      [390, 844],
      [1280, 720],
    ] as const) {
      const rows = familyEndRect({ handEnd: turned, gameOver: null }, w, h);
      const none = familyEndRect({ handEnd: plain, gameOver: null }, w, h);
      if (!rows || !none) throw new Error('no panel');
      expect(rows.h - none.h).toBe(3 * HAND_ROW);
      expect(rows.y + rows.h).toBeLessThanOrEqual(h);
    }
    // A phone on its side: two hands a row.
    expect(handColumns(turned, 560, 390)).toBe(2);
    const side = familyEndRect({ handEnd: turned, gameOver: null }, 844, 390);
    const sideNone = familyEndRect({ handEnd: plain, gameOver: null }, 844, 390);
    expect((side?.h ?? 0) - (sideNone?.h ?? 0)).toBe(2 * HAND_ROW);
  });
});
