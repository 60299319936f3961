/**
 * The best move's reason in plain words (issue 14): no "unseen tiles" jargon,
 * and the margin over the next best different move, a close call under a point.
 */
import { describe, expect, test } from 'vitest';
import { informationSet } from '../../src/ai/index';
import { publicHistory } from '../../src/machine/index';
import { bestMove, reasonFor, runnerUp } from '../../src/practice/best';
import { randomGame, settingsFor } from './helpers';

const SMALL = { budget: 600, minWorlds: 4, maxWorlds: 8 };

describe('the best move’s reason', () => {
  const contexts = randomGame(settingsFor('horse-race', 2, 'REASON'), 'reason', 120);

  test('plain words and the margin over the next best move', () => {
    let seen = 0;
    for (const ctx of contexts.slice(0, 60)) {
      const hand = ctx.game.hand;
      if (!hand || hand.result || hand.turn !== 0) continue;
      const view = informationSet(ctx.game, 0, publicHistory(ctx.hands.at(-1)));
      if (!view || view.legal.length < 2) continue;
      const best = bestMove(view, 'seed', SMALL);
      if (!best) throw new Error('no best');
      expect(best.reason).not.toMatch(/unseen/);
      const next = runnerUp(best.evaluations, best.best);
      if (next) {
        expect(next).not.toBe(best.best);
        const margin = (best.best.value ?? 0) - (next.value ?? 0);
        expect(margin).toBeGreaterThanOrEqual(0);
        expect(best.reason).toContain(`${margin.toFixed(1)} points better than`);
        expect(best.reason.includes('A close call')).toBe(margin < 1);
        // The same best with a near-tie beside it reads as a close call.
        const near = { ...next, value: (best.best.value ?? 0) - 0.3 };
        expect(reasonFor(view, best.best, near)).toMatch(/A close call: only 0\.3 points better/);
      }
      seen++;
    }
    expect(seen).toBeGreaterThan(3);
  });
});
