/** The end-of-hand arithmetic shown on screen adds up to the engine's bonus. */
import { describe, expect, test } from 'vitest';
import { bonusSteps, finishHand, PRESET_OPTIONS, type NewGame } from '../../src/engine/index';
import { config } from '../support/config';

describe('bonus steps', () => {
  test('pagat domino (TV-14): the others 12 + 12 = 24, rounded 25, ÷ 5 = 5', () => {
    const c = config({ players: 3 });
    const result = finishHand(c, 'domino', 0, [0, 12, 12], 0);
    expect(bonusSteps(c, result)).toEqual([
      {
        side: 0,
        seats: [1, 2],
        pips: [12, 12],
        counted: 24,
        rounded: 25,
        divisor: 5,
        points: 5,
        subtract: false,
        reserve: 0,
      },
    ]);
  });

  test('partners: the team counts only the opponents (TV-15)', () => {
    const c = config({ players: 4, partners: true });
    const result = finishHand(c, 'domino', 0, [0, 12, 9, 12], 0);
    expect(bonusSteps(c, result)).toEqual([
      {
        side: 0,
        seats: [1, 3],
        pips: [12, 12],
        counted: 24,
        rounded: 25,
        divisor: 5,
        points: 5,
        subtract: false,
        reserve: 0,
      },
    ]);
  });

  test('Celko: every seat subtracts its own pips rounded (TV-12b)', () => {
    const c = config({ preset: 'horse-race-celko', players: 3 });
    const result = finishHand(c, 'blocked', null, [3, 3, 22], 0);
    const steps = bonusSteps(c, result);
    expect(steps.map((s) => s.points)).toEqual([-5, -5, -20]);
    expect(steps.map((s) => s.rounded)).toEqual([5, 5, 20]);
  });

  test('the steps add up to the bonus across random pip counts and presets', () => {
    const settings: NewGame[] = [
      { players: 2 },
      { players: 3 },
      { players: 4, partners: true },
      { preset: 'horse-race-celko', players: 3 },
      { preset: 'horse-race-domino-play', players: 4 },
      { preset: 'seven-toed-pete', players: 4 },
      { players: 3, options: { ...PRESET_OPTIONS['horse-race'], roundingScope: 'per_hand' } },
    ];
    let x = 7;
    for (const s of settings) {
      const c = config(s);
      for (let i = 0; i < 300; i++) {
        const pips = Array.from(
          { length: c.players },
          () => ((x = (x * 1103515245 + 12345) % 2147483648) >> 8) % 40,
        );
        const domino = i % 2 === 0;
        if (domino) pips[i % c.players] = 0;
        const result = finishHand(
          c,
          domino ? 'domino' : 'blocked',
          domino ? i % c.players : null,
          pips,
          0,
        );
        const bySide = result.bonus.map(() => 0);
        for (const step of bonusSteps(c, result))
          bySide[step.side] = (bySide[step.side] ?? 0) + step.points;
        expect(bySide).toEqual(result.bonus);
        for (const step of bonusSteps(c, result)) {
          if (step.points > 0) expect(step.points).toBe(step.rounded / step.divisor);
        }
      }
    }
  });
});
