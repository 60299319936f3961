/** The hand-end panel's place: the final board stays in view beside or above it where it can. */
import { describe, expect, test } from 'vitest';
import { handEndOptions, type HandEndPlace } from '../../src/view/handEndPlace';
import { hudBlocks, overlaps, tableRegions, type Rect } from '../../src/view/tableRegions';

/** The first option a panel `needed` px tall fits, as the scene takes them. */
function place(w: number, h: number, players: number, needed: number): HandEndPlace {
  const r = tableRegions(w, h, players, players === 4 ? 2 : players);
  for (const o of handEndOptions(r, w, h, 60)) {
    const p = o.place(needed);
    if (p) {
      expect(p.panel.w).toBe(o.w);
      return p;
    }
  }
  throw new Error('no option fits');
}

function inside(a: Rect, b: Rect): boolean {
  return (
    a.x >= b.x - 0.5 &&
    a.y >= b.y - 0.5 &&
    a.x + a.w <= b.x + b.w + 0.5 &&
    a.y + a.h <= b.y + b.h + 0.5
  );
}

describe('where the hand-end panel goes', () => {
  test.each([
    [390, 844, 'below'],
    [360, 740, 'below'],
    [768, 1024, 'below'],
    [1280, 720, 'beside'],
    [1920, 1080, 'beside'],
    [1024, 768, 'beside'],
    [640, 360, 'over'],
  ] as const)('%ix%i: %s', (w, h, mode) => {
    for (const players of [2, 3, 4]) {
      const r = tableRegions(w, h, players, players === 4 ? 2 : players);
      const needed = mode === 'over' ? 330 : w < 380 ? 380 : 420;
      const p = place(w, h, players, needed);
      expect(p.mode).toBe(mode);
      const screen = { x: 0, y: 0, w, h };
      expect(inside(p.panel, screen)).toBe(true);
      if (mode === 'over') {
        expect(p.board).toBeNull();
        continue;
      }
      // The whole panel, never squeezed, clear of everything else that stays on the table:
      // the other seats, the count and boneyard, the score display and the Menu button.
      expect(p.panel.h).toBe(needed);
      const board = p.board!;
      expect(board.w).toBeGreaterThan(200 * r.scale);
      expect(board.h).toBeGreaterThan(120 * r.scale);
      expect(overlaps(board, p.panel)).toBe(false);
      // The board takes the layout's area and the hand's (the panel lists the hand's tiles).
      const table = { ...r.layout, h: r.hand.y + r.hand.h - r.layout.y };
      expect(inside(board, table)).toBe(true);
      const { count, boneyard } = hudBlocks(r);
      const menu = { x: r.menu.x - 48, y: r.menu.y - 22, w: 96, h: 44 };
      const seats = r.seats
        .slice(1)
        .map((s) => ({ x: s.x - s.w / 2, y: s.y - s.h / 2, w: s.w, h: s.h }));
      for (const other of [count, boneyard, menu, r.board, ...seats])
        expect(overlaps(p.panel, other)).toBe(false);
    }
  });

  test('a panel too tall for the room beside or below the board goes over the table', () => {
    expect(place(1280, 720, 4, 700).mode).toBe('over');
    expect(place(390, 844, 4, 760).mode).toBe('over');
    // Over the table it starts below `top` when it can, else takes the room above it.
    expect(place(390, 844, 4, 800).panel.y).toBeLessThan(60);
    expect(place(640, 360, 4, 200).panel.y).toBeGreaterThanOrEqual(60);
  });
});
