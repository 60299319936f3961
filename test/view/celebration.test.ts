/** The table's celebrations (issue 12): how they move, and the rules and words they come from. */
import { describe, expect, test } from 'vitest';
import { PRESET_OPTIONS, type Preset } from '../../src/engine/index';
import { celebrationMotion } from '../../src/view/celebration';
import { stepLines } from '../../src/view/line/handEndWords';
import { tableFacts } from '../../src/view/viewRules';
import { config } from '../support/config';

describe('the rules a celebration follows come from the engine', () => {
  const bigPoints = (preset: Preset, players = 3): number | null =>
    tableFacts(config({ preset, players, options: PRESET_OPTIONS[preset] })).bigPoints;

  test("a big turn's points are what the engine scores for a count of 20", () => {
    expect(bigPoints('horse-race')).toBe(4);
    expect(bigPoints('horse-race-celko')).toBe(20);
    expect(bigPoints('muggins')).toBe(20);
    // Nothing scores in play in the Block family: a turn is big by its plays alone.
    expect(bigPoints('block')).toBeNull();
    expect(bigPoints('draw')).toBeNull();
  });
});

test('motion follows the pace and reduced motion', () => {
  expect(celebrationMotion({ speed: 'instant', reducedMotion: false })).toBe('none');
  expect(celebrationMotion({ speed: 'normal', reducedMotion: true })).toBe('still');
  expect(celebrationMotion({ speed: 'fast', reducedMotion: false })).toBe('full');
});

test('a hand-end count that scores nothing says "no score", never "+0 for …"', () => {
  const step = {
    side: 1,
    seats: [0],
    pips: [2],
    reserve: 0,
    counted: 2,
    rounded: 0,
    bigPoints: 4,
    points: 0,
    subtract: false,
  };
  const lines = stepLines([step] as never, ['You', 'North'], ['You', 'North']);
  expect(lines).toEqual(['You 2 pips → rounded 0: no score']);
});
