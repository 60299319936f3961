/**
 * How a lesson ends, in a module of its own with nothing heavy behind it (the family table
 * loads it without the search): stars from refusals, and what the end saves. A lesson is
 * stored as done, with its stars once they are known, only when its success test passed.
 * ./lessonEnd.ts (the line lessons) and ./familyEnd.ts (the family lessons) use it.
 */
import { CLOSE_CALL } from '../practice/closeCall';
import type { ProgressStore } from './progress';

/** A figure of points as said: whole, or to a tenth ("5 points", "24.5 points"). */
export const pointsWords = (n: number): string =>
  `${Number.isInteger(n) ? n : n.toFixed(1)} point${n === 1 ? '' : 's'}`;

/** A par for play: a close call's worth of points on each judged choice. */
export function parFor(judged: number): number {
  return CLOSE_CALL * judged;
}

/** Stars for play: points given away (by the judge) within par 3, within twice par 2, else 1. */
export function playStars(givenAway: number, judged: number): number {
  const par = parFor(judged);
  const eps = 1e-9;
  return givenAway <= par + eps ? 3 : givenAway <= 2 * par + eps ? 2 : 1;
}

/** Stars from refusals: none 3, one or two 2, more 1. */
export function starsFor(mistakes: number): number {
  return mistakes <= 0 ? 3 : mistakes <= 2 ? 2 : 1;
}

/** How a lesson ended: passed (stored as done) or failed (not stored). */
export type LessonEnd = 'passed' | 'failed';

/** What a lesson's end is read from: the line lessons' state and the family lessons' alike. */
export interface Ending {
  readonly done: boolean;
  readonly passed: boolean;
  readonly lesson: { readonly id: string };
}

/**
 * Records the lesson that `after` has just ended (`before` still going): done, with its stars
 * (`starsOf`; null while not known yet) when they are known, if it passed; and a finished
 * lesson's stars once `after` makes them known. Says how the lesson ended when this step
 * ended it, else null.
 */
export function recordEnd<S extends Ending>(
  progress: Pick<ProgressStore, 'finish'>,
  before: S,
  after: S,
  starsOf: (s: S) => number | null,
): LessonEnd | null {
  if (!after.done) return null;
  const ended = !before.done;
  if (!after.passed) return ended ? 'failed' : null;
  const stars = starsOf(after);
  const known = stars !== null && (ended || starsOf(before) === null);
  // 0 stars: done, stars not counted (yet).
  if (ended || known) progress.finish(after.lesson.id, stars ?? 0);
  return ended ? 'passed' : null;
}
