/**
 * The line's lit places (issue 26): each target of a chosen tile at its ghost (a double's for
 * a double, the middle for the lead), and every place any playable tile may go, which the
 * camera keeps in sight, so that choosing a tile never moves the board.
 */
import { describe, expect, test } from 'vitest';
import { isDouble } from '../../src/engine/core/tiles';
import { LESSONS } from '../../src/tutorial/index';
import { layoutGeometry } from '../../src/view/line/layout';
import { rectsBounds } from '../../src/view/line/layoutFit';
import { litPlaces, placesInPlay } from '../../src/view/line/litPlaces';
import { playLesson } from '../support/lineLessons';
import { inside } from '../support/rects';

describe('lit places', () => {
  test("every lesson position: each tile's places lit at their ghosts, all inside what the camera keeps", () => {
    let checked = 0;
    for (const lesson of LESSONS)
      playLesson(lesson, (_, view) => {
        const board = view.board;
        const geo = board.layout ? layoutGeometry(board.layout) : null;
        const ghosts = geo?.ghosts ?? [];
        const moves = { tiles: view.hand.filter((h) => h.targets.length > 0) };
        const reserved = placesInPlay(board, ghosts, moves);
        // The camera's box, as LayoutView fits it: the tiles and every place in play.
        const camera = rectsBounds([...(geo?.tiles ?? []), ...reserved]);
        for (const choice of moves.tiles) {
          const lit = litPlaces(board, ghosts, moves, choice.tile);
          expect(lit.map((p) => p.target.id)).toEqual(choice.targets.map((t) => t.id));
          for (const p of lit) {
            expect(inside(p.rect, camera)).toBe(true);
            if (p.point === null) expect([p.rect.cx, p.rect.cy]).toEqual([0, 0]);
            else if (isDouble(p.tile) && p.ghost.double) expect(p.rect).toBe(p.ghost.double);
            else expect(p.rect).toBe(p.ghost);
            checked++;
          }
        }
        // No tile chosen, or one with no place: nothing lit.
        expect(litPlaces(board, ghosts, moves, null)).toEqual([]);
      });
    expect(checked).toBeGreaterThan(100);
  });
});
