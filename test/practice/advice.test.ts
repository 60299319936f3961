/**
 * One search per position: the best move (★) and the hand's review ask the same
 * search with the same seed, so the same position always gets the same advice,
 * whichever path asks first and whether or not the answer was kept.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { informationSet } from '../../src/ai/index';
import { advance, publicHistory } from '../../src/machine/index';
import { advise } from '../../src/practice/advisor';
import { adviceFor, adviceSeed, clearAdviceCache } from '../../src/practice/best';
import { contextBefore, describeMove } from '../../src/practice/review';
import { randomGame, settingsFor } from './helpers';

describe('one search per position', () => {
  const settings = settingsFor('horse-race', 2, 'ADV1CE');
  const contexts = randomGame(settings, 'advice', 80);
  const done = contexts.find((c) => lineState(c).hand?.result) ?? contexts.at(-1);
  if (!done) throw new Error('no game');

  /** The person's decisions in hand 0 (with a choice), each as the table asks for ★. */
  function decisions() {
    const out: { move: number; request: Parameters<typeof advise>[0] }[] = [];
    let ctx = contextBefore(done as NonNullable<typeof done>, 0);
    done?.hands[0]?.moves.forEach((move, m) => {
      const view = informationSet(lineState(ctx), 0, publicHistory(ctx.hands[0]));
      if (move.seat === 0 && view && view.legal.length > 1)
        out.push({
          move: m,
          request: { kind: 'best', view, seed: settings.seed, hand: 0, move: m },
        });
      ctx = advance(ctx, move);
    });
    return out;
  }

  test('the best move and the review agree on every decision of a hand, either order', () => {
    const asked = decisions();
    expect(asked.length).toBeGreaterThan(1);
    // ★ first, cold; then the review, cold: the same choice, value and reason.
    clearAdviceCache();
    const stars = asked.map((d) => advise(d.request));
    clearAdviceCache();
    const review = advise({ kind: 'review', context: done, hand: 0, seat: 0 });
    if (review.kind !== 'review') throw new Error('not a review');
    asked.forEach((d, i) => {
      const star = stars[i];
      const item = review.review.items.find((x) => x.move === d.move);
      if (star?.kind !== 'best' || !star.best || !item) throw new Error('missing advice');
      expect(item.best).toBe(describeMove(star.best.best.move));
      expect(item.bestValue).toBe(star.best.best.value ?? 0);
      expect(item.reason).toBe(star.best.reason);
    });
    // And the answers kept give the very same advice again.
    const again = asked.map((d) => advise(d.request));
    expect(again).toEqual(stars);
  });

  test('the seed comes from the position: the same view, the same seed; another, another', () => {
    const [a, b] = decisions();
    if (a?.request.kind !== 'best' || b?.request.kind !== 'best') throw new Error('too few');
    const copy = JSON.parse(JSON.stringify(a.request.view)) as typeof a.request.view;
    expect(adviceSeed('ADV1CE', copy)).toBe(adviceSeed('ADV1CE', a.request.view));
    expect(adviceSeed('ADV1CE', b.request.view)).not.toBe(adviceSeed('ADV1CE', a.request.view));
    expect(adviceSeed('OTHER1', a.request.view)).not.toBe(adviceSeed('ADV1CE', a.request.view));
    clearAdviceCache();
    expect(adviceFor(copy, 'ADV1CE')).toEqual(adviceFor(a.request.view, 'ADV1CE'));
  });
});
