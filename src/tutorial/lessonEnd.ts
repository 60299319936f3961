/**
 * What a lesson's end saves: the lesson is stored as done (with its stars) only when
 * its success test passed; a lesson played to its end without passing is not done.
 * A guided hand's stars are known once the search has judged its decisions
 * (./stars.ts): it is stored as done when it ends, and its stars when they are known
 * (the store keeps the best, so leaving before then only loses this run's stars). The
 * lesson scene calls this on every step; it is here, not in the scene, so that a Node
 * test can check it.
 */
import type { ProgressStore } from './progress';
import type { TutorialState } from './runner';
import { lessonStars } from './stars';

/** How a lesson ended: passed (stored as done) or failed (not stored). */
export type LessonEnd = 'passed' | 'failed';

/** What a lesson's end is read from: the line lessons' state and the family lessons' alike. */
export interface Ending {
  readonly done: boolean;
  readonly passed: boolean;
  readonly lesson: { readonly id: string };
}

/**
 * Records the lesson that `after` has just ended (`before` still going): done, with its
 * stars when they are known, if it passed; and a finished lesson's stars once `after` makes
 * them known. Says how the lesson ended when this step ended it, else null.
 */
export function recordLessonEnd(
  progress: Pick<ProgressStore, 'finish'>,
  before: TutorialState,
  after: TutorialState,
): LessonEnd | null {
  return recordEnd(progress, before, after, lessonStars);
}

/** `recordLessonEnd` for any lesson, its stars (null: not known yet) read by `starsOf`. */
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
