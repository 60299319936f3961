/**
 * What a lesson's end saves: the lesson is stored as done (with its stars) only when
 * its success test passed; a lesson played to its end without passing is not done.
 * A guided hand's stars are known once the search has judged its decisions
 * (./stars.ts): it is stored as done when it ends, and its stars when they are known
 * (the store keeps the best, so leaving before then only loses this run's stars). The
 * lesson scene calls this on every step; it is here, not in the scene, so that a Node
 * test can check it.
 */
import { recordEnd, type LessonEnd } from './ending';
import type { ProgressStore } from './progress';
import type { TutorialState } from './runner';
import { lessonStars } from './stars';

export type { LessonEnd } from './ending';

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
