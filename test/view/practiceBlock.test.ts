/**
 * Practice where nothing scores during play (issue 26, item 12): Block shows no count line
 * ("Count: 5 = 5" meant nothing), and the tray says what each of its controls does.
 */
import { describe, expect, test } from 'vitest';
import { trayLegend } from '../../src/view/line/practicePlace';
import type { FamilyTableView } from '../../src/view/familyTable';
import type { LineBoardView } from '../../src/view/line/lineBoard';
import { practiceGame } from '../support/tableGame';

describe('practice in the Block family', () => {
  test('no count line where plays do not score; Horse Race keeps it', async () => {
    const laid = (v: { seat: FamilyTableView<LineBoardView> }) =>
      (v.seat.board.layout?.nodes.length ?? 0) >= 3;
    const block = await practiceGame('PBLK01', true, 'block').playUntil(laid);
    const p = block.p;
    expect(block.seat.board.inPlay).toBe(false);
    expect(p?.inPlay).toBe(false);
    expect(p?.options.hints).not.toBe('off');
    expect(p?.countLine).toBe('');
    expect(p?.line).not.toMatch(/Count:/);

    const horse = await practiceGame('PBLK01', true, 'horse-race').playUntil(laid);
    expect(horse.p?.inPlay).toBe(true);
    expect(horse.p?.countLine).toMatch(/^Count: .+ = \d+/);
  });

  test("the tray's legend: a line for each control, the drill's where nothing scores", () => {
    for (const inPlay of [true, false]) {
      const lines = trayLegend(inPlay);
      expect(lines.map((l) => l.replace(/:.*/, ''))).toEqual([
        'Hints',
        'Best move',
        'Tiles',
        'Open hands',
        'Count',
      ]);
      // One short line each on a phone's tray (13 px, some 330 px wide).
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(54);
    }
    expect(trayLegend(false).at(-1)).toMatch(/nothing scores in play/);
    expect(trayLegend(true).at(-1)).toMatch(/count your own scoring plays/);
  });
});
