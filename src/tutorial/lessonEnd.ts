/**
 * What a lesson's end saves: the lesson is stored as done (with its stars) only when
 * its success test passed; a lesson played to its end without passing is not done.
 * A guided hand's stars are known once the search has judged its decisions
 * (./stars.ts): it is stored then. The lesson scene calls this on every step; it is
 * here, not in the scene, so that a Node test can check it.
 */
import type { ProgressStore } from './progress';
import type { TutorialState } from './runner';
import { lessonStars } from './stars';

/** How a lesson ended: passed (stored as done) or failed (not stored). */
export type LessonEnd = 'passed' | 'failed';

/** Whether a finished lesson's end is settled: failed, or passed with its stars known. */
function settled(s: TutorialState): boolean {
  return s.done && (!s.passed || lessonStars(s) !== null);
}

/**
 * Records the lesson that `after` has just ended, or whose stars `after` has just made known
 * (`before` not yet settled): done, with its stars, when it passed. Null when this step
 * settled nothing.
 */
export function recordLessonEnd(
  progress: Pick<ProgressStore, 'finish'>,
  before: TutorialState,
  after: TutorialState,
): LessonEnd | null {
  if (!settled(after) || settled(before)) return null;
  if (!after.passed) return 'failed';
  progress.finish(after.lesson.id, lessonStars(after) ?? 1);
  return 'passed';
}
