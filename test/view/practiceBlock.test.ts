/**
 * Practice where nothing scores during play (issue 26, item 12): Block shows no count line
 * ("Count: 5 = 5" meant nothing), and the tray says what each of its controls does.
 */
import { describe, expect, test } from 'vitest';
import { trayLegend } from '../../src/view/practicePlace';
import { playUntil, practiceGame } from '../support/tableGame';

describe('practice in the Block family', () => {
  test('no count line where plays do not score; Horse Race keeps it', async () => {
    const block = practiceGame('PBLK01', true, true, 'block');
    await playUntil(block.driver, (v) => (v.board.layout?.nodes.length ?? 0) >= 3);
    const p = block.driver.view().practice;
    expect(block.driver.view().board.inPlay).toBe(false);
    expect(p?.inPlay).toBe(false);
    expect(p?.options.hints).not.toBe('off');
    expect(p?.countLine).toBe('');
    expect(p?.line).not.toMatch(/Count:/);

    const horse = practiceGame('PBLK01', true, true, 'horse-race');
    await playUntil(horse.driver, (v) => (v.board.layout?.nodes.length ?? 0) >= 3);
    const h = horse.driver.view().practice;
    expect(h?.inPlay).toBe(true);
    expect(h?.countLine).toMatch(/^Count: .+ = \d+/);
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
