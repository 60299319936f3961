/**
 * What a lesson's end saves: the lesson is stored as done (with its stars) only when
 * its success test passed; a lesson played to its end without passing is not done.
 * The lesson scene calls this on every step; it is here, not in the scene, so that a
 * Node test can check it.
 */
import type { ProgressStore } from './progress';
import { lessonStars, type TutorialState } from './runner';

/** How a lesson ended: passed (stored as done) or failed (not stored). */
export type LessonEnd = 'passed' | 'failed';

/**
 * Records the lesson that `after` has just ended (`before` still going): done, with its
 * stars, when it passed. Null when this step did not end the lesson.
 */
export function recordLessonEnd(
  progress: Pick<ProgressStore, 'finish'>,
  before: TutorialState,
  after: TutorialState,
): LessonEnd | null {
  if (!after.done || before.done) return null;
  if (!after.passed) return 'failed';
  progress.finish(after.lesson.id, lessonStars(after));
  return 'passed';
}
