/** The keyboard's choice on the table: always legal, and Enter's default action. */
import { describe, expect, test } from 'vitest';
import type { LegalView, PlayTarget } from '../../src/machine/selectors';
import { tileOf, type Tile } from '../../src/engine/tiles';
import {
  defaultAction,
  normalize,
  NO_SELECTION,
  stepTarget,
  stepTile,
} from '../../src/view/selection';

const t = (a: number, b: number): Tile => tileOf(a, b);
const target = (points: number, on: Tile | null = t(6, 6)): PlayTarget => ({
  on,
  slot: null,
  point: null,
  total: points * 5,
  points,
});

const legal: LegalView = {
  seat: 0,
  tiles: [
    { tile: t(6, 1), targets: [target(0), target(2, t(1, 1))] },
    { tile: t(6, 3), targets: [target(1)] },
  ],
  canDraw: false,
  canPass: false,
};
const hand = [t(2, 2), t(6, 3), t(5, 5), t(6, 1)];

describe('selection', () => {
  test('defaults to the first playable tile in hand order and its best-scoring point', () => {
    expect(normalize(NO_SELECTION, legal, hand)).toEqual({ tile: t(6, 3), target: 0 });
    const sel = normalize({ tile: t(6, 1), target: 0 }, legal, hand);
    expect(sel).toEqual({ tile: t(6, 1), target: 0 });
    expect(stepTile({ tile: t(6, 3), target: 0 }, 1, legal, hand)).toEqual({
      tile: t(6, 1),
      target: 1,
    });
  });

  test('Left/Right wrap over playable tiles only; Up/Down wrap over points', () => {
    let sel = normalize(NO_SELECTION, legal, hand);
    sel = stepTile(sel, 1, legal, hand);
    expect(sel.tile).toBe(t(6, 1));
    sel = stepTile(sel, 1, legal, hand);
    expect(sel.tile).toBe(t(6, 3));
    sel = stepTile(sel, -1, legal, hand);
    expect(sel.tile).toBe(t(6, 1));
    expect(stepTarget({ tile: t(6, 1), target: 1 }, 1, legal).target).toBe(0);
    expect(stepTarget({ tile: t(6, 1), target: 0 }, -1, legal).target).toBe(1);
  });

  test('a tile no longer playable is replaced by a legal one', () => {
    expect(normalize({ tile: t(5, 5), target: 3 }, legal, hand)).toEqual({
      tile: t(6, 3),
      target: 0,
    });
    expect(normalize({ tile: t(6, 1), target: 9 }, legal, hand)).toEqual({
      tile: t(6, 1),
      target: 1,
    });
  });

  test('Enter plays the chosen tile, else draws or passes when that is the only action', () => {
    const sel = normalize(NO_SELECTION, legal, hand);
    expect(defaultAction(sel, legal)).toMatchObject({ kind: 'play', tile: t(6, 3) });
    const drawOnly: LegalView = { seat: 0, tiles: [], canDraw: true, canPass: false };
    expect(defaultAction(normalize(sel, drawOnly, hand), drawOnly)).toEqual({ kind: 'draw' });
    const passOnly: LegalView = { seat: 0, tiles: [], canDraw: false, canPass: true };
    expect(defaultAction(NO_SELECTION, passOnly)).toEqual({ kind: 'pass' });
    expect(defaultAction(NO_SELECTION, null)).toEqual({ kind: 'none' });
  });
});
