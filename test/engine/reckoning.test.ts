/**
 * The rule facts views and lessons used to work out themselves, now the
 * engine's: the count tile by tile, the look-ahead total, points in fives, what
 * a seat subtracts, the target as "above N", points still needed, who went out.
 */
import { describe, expect, test } from 'vitest';
import {
  bonusSteps,
  countLayout,
  countParts,
  finishHand,
  isScoringTotal,
  pipPoints,
  placements,
  playFives,
  playPoints,
  pointsToTarget,
  PRESET_OPTIONS,
  quickTotal,
  targetAbove,
  totalAfter,
  wentOut,
  type NewGame,
  type Tile,
} from '../../src/engine/index';
import { MIXES, randomPositions } from '../ai/positions';
import { config } from '../support/config';

const name = (m: NewGame) => `${m.preset ?? 'horse-race'} ${m.players}${m.partners ? ' p' : ''}`;

describe.each(MIXES.map((m) => [name(m), m] as const))('on random positions: %s', (_n, mix) => {
  const positions = randomPositions(mix, 150, `reckoning/${name(mix)}`);

  test('the count is the sum of its parts, each part positive', () => {
    for (const p of positions) {
      const layout = p.state.hand?.layout;
      if (!layout) continue;
      const b = countParts(layout.nodes, p.state.config.options);
      expect(b.total).toBe(layout.total);
      expect(b.total).toBe(countLayout(layout.nodes, p.state.config.options));
      expect(b.parts.every((part) => part.value > 0)).toBe(true);
    }
  });

  test("the quick total is the engine's totalAfter; points in fives agree with playPoints", () => {
    for (const p of positions) {
      const hand = p.state.hand;
      if (!hand) continue;
      const options = p.state.config.options;
      for (const placement of placements(hand.layout, hand.hands.flat(), options)) {
        const total = totalAfter(hand.layout, placement, options);
        expect(quickTotal(hand.layout, placement, options)).toBe(total);
        expect(playFives(total, options)).toBe(
          (playPoints(total, options) * options.inPlayDivisor) / 5,
        );
        if (playFives(total, options) > 0) expect(isScoringTotal(total, options)).toBe(true);
      }
    }
  });
});

describe('hand ends and targets', () => {
  test("a seat's penalty is what bonusSteps subtracts for it (Celko, domino-play)", () => {
    for (const preset of ['horse-race-celko', 'horse-race-domino-play'] as const) {
      const c = config({ preset, players: 3 });
      const result = finishHand(c, 'blocked', null, [7, 13, 0], 0);
      const steps = bonusSteps(c, result);
      result.pips.forEach((p, seat) => {
        const step = steps.find((s) => s.seats[0] === seat);
        expect(step?.points).toBe(-pipPoints(p, c.options) || 0);
      });
    }
    expect(pipPoints(12, PRESET_OPTIONS['horse-race'])).toBe(2);
    expect(pipPoints(13, PRESET_OPTIONS['horse-race-celko'])).toBe(15);
  });

  test('the target as "above N", and the points still needed', () => {
    expect(targetAbove(PRESET_OPTIONS['seven-toed-pete'].target)).toBe(100);
    expect(targetAbove(PRESET_OPTIONS['horse-race'].target)).toBe(60);
    expect(pointsToTarget(50, PRESET_OPTIONS['horse-race'])).toBe(11);
    expect(pointsToTarget(70, PRESET_OPTIONS['horse-race'])).toBe(0);
  });

  test('who went out: the seats with no tile left', () => {
    const [a, b, c] = [3, 4, 5] as [Tile, Tile, Tile];
    expect(wentOut([[], [a, b], [c]])).toEqual([0]);
    expect(wentOut([[a], [b]])).toEqual([]);
  });
});
