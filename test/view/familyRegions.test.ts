/** The family table's regions (src/view/familyRegions.ts), with and without practice's hints. */
import { describe, expect, test } from 'vitest';
import {
  familyRegions,
  HINTS_BAND,
  scoresButton,
  seatChipRects,
} from '../../src/view/familyRegions';
import type { Rect } from '../../src/view/tableRegions';

const SIZES = [
  [390, 844],
  [360, 640],
  [640, 360],
  [768, 1024],
  [1280, 720],
  [1920, 1080],
] as const;

const overlap = (a: Rect, b: Rect): boolean =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

describe('the family table regions', () => {
  test.each(SIZES)('at %ix%i, with the hints: nothing overlaps, all on screen', (w, h) => {
    for (const [others, actions, tiles, rows] of [
      [3, 9, 7, 2],
      [7, 3, 15, 8],
      [1, 2, 0, 2],
    ] as const) {
      for (const [hints, around] of [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ] as const) {
        for (const [strip, faceUp] of [
          [0, false],
          [140, false],
          [0, true],
        ] as const) {
          const r = familyRegions(w, h, others, actions, tiles, {
            hints,
            sheetRows: rows,
            around,
            strip,
            faceUp,
          });
          // A board under 120 px is not drawn (a phone on its side with many buttons).
          const maybe = (name: string, rect: Rect | null, shown = true): [string, Rect][] =>
            rect && shown ? [[name, rect]] : [];
          const all: [string, Rect][] = [
            ['top', r.top],
            // (The strip's badges stand for it.)
            ...r.seatRects.map((s, i): [string, Rect] => [`seat ${i}`, s]),
            ['status', r.status],
            ['hand', r.hand],
            ...maybe('board', r.board, r.board.h >= 120),
            ...maybe('actions', r.actions, actions > 0),
            ...maybe('sheet', r.sheet),
            ...maybe('scores', r.scoreStrip),
            ...maybe('hints', r.hints),
            ...maybe(
              'avatar',
              r.avatar && {
                x: r.avatar.x - r.avatar.w / 2,
                y: r.hand.y,
                w: r.avatar.w,
                h: r.hand.h,
              },
            ),
          ];
          for (const [name, rect] of all) {
            expect(rect.x, name).toBeGreaterThanOrEqual(0);
            expect(rect.y, name).toBeGreaterThanOrEqual(0);
            expect(rect.x + rect.w, name).toBeLessThanOrEqual(w);
            expect(rect.y + rect.h, name).toBeLessThanOrEqual(h);
          }
          for (let i = 0; i < all.length; i++)
            for (let j = i + 1; j < all.length; j++) {
              const [a, ra] = all[i]!;
              const [b, rb] = all[j]!;
              // The top bar spans the sheet's column (Scores sits there on a narrow screen).
              if ([a, b].includes('top') && [a, b].includes('sheet')) continue;
              expect(overlap(ra, rb), `${a} × ${b} at ${w}x${h}`).toBe(false);
            }
          if (!hints) expect(r.hints).toBeNull();
          expect(r.seatRects).toHaveLength(others);
          // A badge is as tall as its name, a row of tile backs and its count.
          for (const s of r.seatRects) expect(s.h).toBeGreaterThanOrEqual(40);
        }
      }
    }
  });

  test('a pegboard kept in sight over the seats on a phone held upright; behind Scores elsewhere', () => {
    for (const [w, h] of [
      [390, 844],
      [360, 640],
    ] as const) {
      const r = familyRegions(w, h, 3, 2, 7, { hints: false, sheetRows: 4, strip: 140 });
      expect(r.scoreStrip).toEqual({ x: 8, y: 58, w: w - 16, h: 140 });
      expect(r.seats.y).toBe(58 + 140 + 6);
      // The board keeps room to be drawn (more than 120 px).
      expect(r.board.h).toBeGreaterThan(120);
      expect(scoresButton(r)).toBe(false);
    }
    for (const [w, h] of [
      [844, 390],
      [1280, 720],
    ] as const) {
      const r = familyRegions(w, h, 3, 2, 7, { hints: false, sheetRows: 4, strip: 140 });
      expect(r.scoreStrip).toBeNull();
    }
    expect(scoresButton(familyRegions(390, 844, 3, 2, 7))).toBe(true);
    expect(scoresButton(familyRegions(1280, 720, 3, 2, 7))).toBe(false);
  });

  test('no hand shown (a watched game, a spectator): the board has its room, a line of words left', () => {
    for (const [w, h] of [
      [1280, 720],
      [390, 844],
    ] as const) {
      const none = familyRegions(w, h, 4, 6, 0);
      const some = familyRegions(w, h, 3, 6, 7);
      expect(none.hand.h).toBe(48);
      expect(none.board.h - some.board.h).toBeGreaterThan(40);
      // A replay's seats, face up: taller badges for larger tiles.
      const shown = familyRegions(w, h, 1, 6, 0, { hints: false, sheetRows: 2, faceUp: true });
      const plain = familyRegions(w, h, 1, 6, 0, { hints: false, sheetRows: 2 });
      expect(shown.seatRects[0]!.h - plain.seatRects[0]!.h).toBe(22);
    }
    // Narrow badges (three a row on a phone) keep their height: their count takes two lines.
    const extra = { hints: false, sheetRows: 2 };
    const narrow = familyRegions(390, 844, 3, 6, 0, { ...extra, faceUp: true });
    expect(narrow.seatRects[0]!.h).toBe(familyRegions(390, 844, 3, 6, 0, extra).seatRects[0]!.h);
  });

  test('a band over the status line on a phone, the sheet’s column on a desktop, none sideways', () => {
    const phone = familyRegions(390, 844, 3, 2, 7, { hints: true, sheetRows: 2 });
    expect(phone.hints?.h).toBe(HINTS_BAND);
    expect(phone.hints!.y + phone.hints!.h).toBeLessThanOrEqual(phone.status.y);
    const plain = familyRegions(390, 844, 3, 2, 7);
    expect(phone.board.h).toBe(plain.board.h - HINTS_BAND - 4);
    const desk = familyRegions(1280, 720, 3, 2, 7, { hints: true, sheetRows: 2 });
    expect(desk.hints?.x).toBe(desk.sheet?.x);
    expect(desk.hints!.y).toBeGreaterThan(desk.sheet!.y + desk.sheet!.h);
    expect(desk.hints!.h).toBeGreaterThan(200);
    expect(desk.board).toEqual(familyRegions(1280, 720, 3, 2, 7).board);
    expect(familyRegions(640, 360, 3, 2, 7, { hints: true, sheetRows: 2 }).hints).toBeNull();
  });

  test('seats around the board on a wide screen when the family asks, in a strip otherwise', () => {
    const around = familyRegions(1280, 720, 3, 2, 7, { hints: false, sheetRows: 2, around: true });
    expect(around.seatRects.map((s) => s.edge)).toEqual(['left', 'top', 'right']);
    const [left, top, right] = [0, 1, 2].map((i) => around.seatRects[i]!);
    expect(left!.x + left!.w).toBeLessThan(around.board.x);
    expect(right!.x).toBeGreaterThan(around.board.x + around.board.w);
    expect(top!.y + top!.h).toBeLessThan(around.board.y);
    // The viewer's left is the next seat round: West for South (seat 0).
    const seats = [0, 1, 2, 3].map((seat) => ({ seat }));
    expect(seatChipRects(seats, 0, around).map((c) => [c.seat, c.rect.edge])).toEqual([
      [1, 'left'],
      [2, 'top'],
      [3, 'right'],
    ]);
    // A phone, or eight seats: a strip.
    const phone = familyRegions(390, 844, 3, 2, 7, { hints: false, sheetRows: 2, around: true });
    expect(phone.seatRects.every((s) => s.edge === 'top')).toBe(true);
    const eight = familyRegions(1280, 720, 7, 2, 7, { hints: false, sheetRows: 8, around: true });
    expect(eight.seatRects.every((s) => s.edge === 'top')).toBe(true);
  });
});
