import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import { informationSet } from '../../src/ai/index';
import { publicHistory } from '../../src/machine/index';
import { bestIndex, bestMove, reasonFor, runnerUp } from '../../src/practice/best';
import { CLOSE_CALL } from '../../src/practice/judge';
import { reviewHand } from '../../src/practice/review';
import { targetHints } from '../../src/practice/targets';
import { badgeText } from '../../src/practice/targets';
import { selectLegal, type GameSnapshot } from '../../src/machine/selectors';
import { applyMove } from '../../src/engine/index';
import { targetMove } from '../../src/practice/targets';
import { randomGame, settingsFor } from './helpers';

const SMALL = { budget: 600, minWorlds: 4, maxWorlds: 8 };

describe('the review and the best move', () => {
  const settings = settingsFor('horse-race', 2, 'REV1EW');
  const contexts = randomGame(settings, 'review', 120);
  const done = contexts.find((c) => lineState(c).hand?.result) ?? contexts.at(-1);
  if (!done) throw new Error('no game');

  test('each decision beside the evaluator choice, with points given away', () => {
    const review = reviewHand(done, 0, 0, SMALL);
    expect(review.items.length).toBeGreaterThan(0);
    for (const item of review.items) {
      expect(item.givenAway).toBeGreaterThanOrEqual(0);
      if (item.same) expect(item.givenAway).toBe(0);
      expect(item.bestValue).toBeGreaterThanOrEqual(item.yourValue - 1e-9);
      expect(item.reason).toMatch(/\.$/);
    }
    expect(review.givenAway).toBeCloseTo(review.items.reduce((s, i) => s + i.givenAway, 0));
  });

  test('the best move is the highest value, with a plain reason', () => {
    let seen = 0;
    for (const ctx of contexts.slice(0, 60)) {
      const hand = lineState(ctx).hand;
      if (!hand || hand.result || hand.turn !== 0) continue;
      const view = informationSet(lineState(ctx), 0, publicHistory(ctx.hands.at(-1)));
      if (!view || view.legal.length < 2) continue;
      const best = bestMove(view, 'seed', SMALL);
      if (!best) throw new Error('no best');
      expect(best.index).toBe(bestIndex(best.evaluations));
      for (const e of best.evaluations)
        expect(e.value ?? -Infinity).toBeLessThanOrEqual(best.best.value ?? 0);
      expect(reasonFor(view, best.best).length).toBeGreaterThan(10);
      // Plain words, and the margin over the next best different move (issue 14).
      expect(best.reason).not.toMatch(/unseen|tiles you cannot see/);
      const next = runnerUp(best.evaluations, best.best);
      if (next) {
        const margin = (best.best.value ?? 0) - (next.value ?? 0);
        expect(margin).toBeGreaterThanOrEqual(0);
        expect(best.reason).toContain(`${margin.toFixed(1)} points better than`);
        // One threshold: a close call here is what the judge does not call a mistake.
        expect(best.reason.includes('A close call')).toBe(margin < CLOSE_CALL);
        const near = { ...next, value: (best.best.value ?? 0) - 0.3 };
        expect(reasonFor(view, best.best, near)).toMatch(/A close call: only 0\.3 points better/);
        const far = { ...next, value: (best.best.value ?? 0) - 0.7 };
        expect(reasonFor(view, best.best, far)).not.toMatch(/close call/);
      }
      seen++;
    }
    expect(seen).toBeGreaterThan(3);
  });

  test('badges carry the engine totals, points and whether the play goes again', () => {
    let seen = 0;
    for (const ctx of contexts) {
      const snap = {
        context: ctx,
        matches: (v: unknown) =>
          typeof v === 'object' && lineState(ctx).hand?.result === null
            ? true
            : v === 'turn' && lineState(ctx).hand?.result === null,
      } as unknown as GameSnapshot;
      const legal = selectLegal(snap);
      if (!legal) continue;
      for (const h of targetHints(lineState(ctx), legal)) {
        const applied = applyMove(lineState(ctx), targetMove(legal.seat, h.tile, h.target));
        if (!applied.ok || applied.value.event.type !== 'play') throw new Error('illegal target');
        expect(h.total).toBe(applied.value.event.total);
        expect(h.points).toBe(applied.value.event.points);
        expect(h.again).toBe(applied.value.event.again);
        expect(badgeText(h).startsWith(String(h.total))).toBe(true);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});
