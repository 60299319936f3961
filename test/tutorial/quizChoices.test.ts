/**
 * The fixed quizzes of every lesson (issue 37, "quizzes that measure"): over all of them,
 * neither the right answer's place among the buttons nor its size among the numbers shown
 * gives it away. A learner who always took the third button, or the largest number, would
 * be right about as often as one who guessed.
 */
import { describe, expect, test } from 'vitest';
import { LESSONS } from '../../src/tutorial/index';
import { FAMILY_LESSONS } from '../../src/tutorial/familyLessons';

interface Quiz {
  readonly id: string;
  readonly answer: number;
  readonly choices: readonly number[];
  /** Words on the buttons: their size is not shown. */
  readonly worded: boolean;
}

/** A step of either kind of lesson, as far as its quiz goes. */
type AnyStep = { readonly kind: string } & Partial<Omit<Quiz, 'id' | 'worded'>> & {
    readonly labels?: readonly string[];
  };

const QUIZZES: readonly Quiz[] = [...LESSONS, ...FAMILY_LESSONS]
  .filter((l) => !l.id.startsWith('drill'))
  .flatMap((l) =>
    (l.steps as readonly AnyStep[]).flatMap((s) =>
      s.kind === 'quiz' && s.answer !== undefined && s.choices
        ? [{ id: l.id, answer: s.answer, choices: s.choices, worded: s.labels !== undefined }]
        : [],
    ),
  );

/** How often each of `n` places (or ranks) came up, as fractions of the quizzes. */
function shares(values: readonly number[], n: number): number[] {
  const counts = new Array<number>(n).fill(0);
  for (const v of values) counts[v]! += 1;
  return counts.map((c) => c / values.length);
}

describe.each([2, 3, 4])('the fixed quizzes of %i choices', (n) => {
  const these = QUIZZES.filter((q) => q.choices.length === n);
  // Few quizzes: each place within a fair margin of 1 in n.
  const margin = n === 4 ? 0.1 : 0.2;

  test('the answer’s place is spread over the buttons', () => {
    expect(these.length).toBeGreaterThanOrEqual(5);
    for (const [place, share] of shares(
      these.map((q) => q.choices.indexOf(q.answer)),
      n,
    ).entries())
      expect(Math.abs(share - 1 / n), `place ${place} of ${n}`).toBeLessThanOrEqual(margin);
  });

  test('the answer’s size among the numbers shown is spread too', () => {
    const numbers = these.filter((q) => !q.worded);
    if (numbers.length < 5) return;
    const ranks = numbers.map((q) => q.choices.filter((c) => c < q.answer).length);
    for (const [rank, share] of shares(ranks, n).entries())
      expect(Math.abs(share - 1 / n), `rank ${rank} of ${n}`).toBeLessThanOrEqual(margin);
  });
});
