/** The person's legal moves as DOM buttons' words and actions (issue 26, item 14). */
import { describe, expect, test } from 'vitest';
import { parseTile, type Tile } from '../../src/engine/tiles';
import type { LinePlace, TargetId } from '../../src/view/lineBoard';
import { moveControls } from '../../src/view/moveControls';
import type { TableTarget, TableView } from '../../src/view/tableView';

const t = (text: string): Tile => parseTile(text, 6)!;

function target(id: string, points = 0, badge: string | null = null, best = false): TableTarget {
  return { id: id as TargetId, total: 10, points, again: false, badge, best };
}

/** A view with only what the moves' words read: the moves and where their places lie. */
function viewOf(
  tiles: { tile: Tile; targets: TableTarget[] }[],
  places: Record<string, LinePlace>,
  more: { canDraw?: boolean; canPass?: boolean } = {},
): TableView {
  return {
    moves: { tiles, canDraw: more.canDraw ?? false, canPass: more.canPass ?? false },
    board: { places },
  } as unknown as TableView;
}

const point = (node: number, edge: number, value: number) => ({ node, edge, value });

describe('the legal moves in words', () => {
  test('a lead, and nothing when it is not the person’s move', () => {
    const view = viewOf([{ tile: t('5-5'), targets: [target('lead', 2, '10 → +2')] }], {
      lead: { on: null, slot: null, point: null },
    });
    expect(moveControls(view)).toEqual([
      {
        label: 'Lead 5-5 for 2 points',
        action: { type: 'play', tile: t('5-5'), target: 'lead' },
      },
    ]);
    expect(moveControls({ ...view, moves: null })).toEqual([]);
  });

  test('a play on the 0-0 is a play on the 0, not a lead (tile 0 is a tile like any other)', () => {
    const places = { '0.1': { on: t('0-0'), slot: null, point: point(0, 1, 0) } };
    const view = viewOf([{ tile: t('1-0'), targets: [target('0.1')] }], places);
    expect(moveControls(view).map((c) => c.label)).toEqual(['Play 1-0 on the 0']);
  });

  test('points only where a hint badge shows them; the best move marked', () => {
    const places = { '0.0': { on: t('6-2'), slot: null, point: point(0, 0, 6) } };
    const hinted = viewOf(
      [{ tile: t('6-4'), targets: [target('0.0', 1, '15 → +1', true)] }],
      places,
    );
    expect(moveControls(hinted).map((c) => c.label)).toEqual([
      'Play 6-4 on the 6 for 1 point (best move)',
    ]);
    const plain = viewOf([{ tile: t('6-4'), targets: [target('0.0', 1)] }], places);
    expect(moveControls(plain).map((c) => c.label)).toEqual(['Play 6-4 on the 6']);
  });

  test('places told apart: by number, by the tile played on, by a double’s edge', () => {
    const places: Record<string, LinePlace> = {
      '0.0': { on: t('6-6'), slot: 'S1', point: point(0, 0, 6) },
      '0.1': { on: t('6-6'), slot: 'S2', point: point(0, 1, 6) },
      '1.1': { on: t('6-2'), slot: null, point: point(1, 1, 2) },
      '2.1': { on: t('4-1'), slot: null, point: point(2, 1, 1) },
      '3.1': { on: t('3-1'), slot: null, point: point(3, 1, 1) },
    };
    const view = viewOf(
      [
        { tile: t('6-2'), targets: [target('0.0'), target('0.1'), target('1.1')] },
        { tile: t('1-0'), targets: [target('2.1'), target('3.1')] },
      ],
      places,
      { canDraw: true },
    );
    const controls = moveControls(view);
    expect(controls.map((c) => c.label)).toEqual([
      'Play 6-2 on the 6 of 6-6, first side',
      'Play 6-2 on the 6 of 6-6, second side',
      'Play 6-2 on the 2',
      'Play 1-0 on the 1 of 4-1',
      'Play 1-0 on the 1 of 3-1',
      'Draw from the boneyard',
    ]);
    expect(controls.map((c) => c.action)).toEqual([
      { type: 'play', tile: t('6-2'), target: '0.0' },
      { type: 'play', tile: t('6-2'), target: '0.1' },
      { type: 'play', tile: t('6-2'), target: '1.1' },
      { type: 'play', tile: t('1-0'), target: '2.1' },
      { type: 'play', tile: t('1-0'), target: '3.1' },
      { type: 'draw' },
    ]);
  });

  test('nothing fits: pass', () => {
    expect(moveControls(viewOf([], {}, { canPass: true }))).toEqual([
      { label: 'Pass', action: { type: 'pass' } },
    ]);
  });
});
