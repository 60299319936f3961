/**
 * A family lesson's stars and what its end saves. Its steps each have one right answer, so it
 * is scored as the line lessons' are (./ending.ts): against a par of no refusal, none earns 3
 * stars, one or two 2, more 1. It is stored as done, with its stars, only when its success
 * test passed (./lessonEnd.ts).
 */
import type { FamilyTutorialState } from './familyRunner';
import { recordEnd, starsFor, type LessonEnd } from './ending';
import type { ProgressStore } from './progress';

/** The stars a finished family lesson earned; 0 while it is not over. */
export function familyLessonStars(s: FamilyTutorialState): number {
  return s.done ? starsFor(s.mistakes) : 0;
}

/** The stars in words for the lesson's end ('' before it, or when it did not pass). */
export function familyStarsLine(s: FamilyTutorialState): string {
  if (!s.done || !s.passed) return '';
  const refused = s.mistakes === 0 ? 'no refusal' : `${s.mistakes} refused`;
  return ` Stars: ${familyLessonStars(s)} of 3 (${refused}, par 0).`;
}

/** Records the family lesson `after` has just ended: done, with its stars, if it passed. */
export function recordFamilyLessonEnd(
  progress: Pick<ProgressStore, 'finish'>,
  before: FamilyTutorialState,
  after: FamilyTutorialState,
): LessonEnd | null {
  return recordEnd(progress, before, after, familyLessonStars);
}
