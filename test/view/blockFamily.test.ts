/** The Block family at the table: no count and no points in play, so the words leave them out. */
import { describe, expect, test } from 'vitest';
import { newGame, PRESET_OPTIONS, tileOf, type MoveEvent } from '../../src/engine/index';
import { coachAfter, describeEvent } from '../../src/tutorial/coach';
import { tableRules } from '../../src/view/viewRules';
import { config } from '../support/config';

describe('the Block family', () => {
  test('tableRules: plays score in Horse Race and Muggins, not in the Block family', () => {
    for (const preset of ['block', 'draw', 'cross', 'cross-all-doubles'] as const)
      expect(
        tableRules(config({ preset, players: 2, options: PRESET_OPTIONS[preset] })).inPlay,
      ).toBe(false);
    expect(
      tableRules(config({ preset: 'muggins', players: 2, options: PRESET_OPTIONS.muggins })).inPlay,
    ).toBe(true);
    expect(tableRules(config({ players: 2 })).inPlay).toBe(true);
  });

  test('the coach says what was played, never "count N, no points"', () => {
    const event = {
      type: 'play',
      seat: 1,
      tile: tileOf(6, 3),
      on: tileOf(6, 6),
      total: 15,
      points: 0,
      again: false,
    } as unknown as MoveEvent;
    const game = (preset: 'block' | 'muggins') => {
      const g = newGame({ preset, players: 2, options: PRESET_OPTIONS[preset] });
      if (!g.ok) throw new Error(g.error.message);
      return g.value;
    };
    expect(describeEvent(event, game('block'))).toBe('North played 6-3 on 6-6.');
    expect(describeEvent(event, game('muggins'))).toMatch(/count 15, no points/);
    expect(coachAfter({ ...event, seat: 0 }, game('block'))).not.toMatch(/count|points/);
  });
});
