/**
 * A family lesson's stars and what its end saves. A rule broken or a wrong answer is a
 * refusal, scored as the line lessons' steps are (./ending.ts): none 3 stars, one or two 2,
 * more 1; so is a legal move the step does not name that the search does not weigh (the
 * learner is told so). A choice of play the search judges (./familyRunner.ts: Texas 42's
 * dominoes by the exact solver, its plain bids by the bid advisor's deals, Mexican Train's moves
 * by rounds played out) is scored as the guided hand's play is: the points the moves it found worse
 * gave away, against a par of a close call on each judged step (`playStars`). The lesson's
 * stars are the lower of the two. It is stored as done, with its stars, only when its
 * success test passed (./lessonEnd.ts).
 */
import type { FamilyTutorialState } from './familyRunner';
import { parFor, playStars, pointsWords, recordEnd, starsFor, type LessonEnd } from './ending';
import type { ProgressStore } from './progress';

/** The stars a finished family lesson earned; 0 while it is not over. */
export function familyLessonStars(s: FamilyTutorialState): number {
  if (!s.done) return 0;
  const refusals = starsFor(s.mistakes);
  return s.judged > 0 ? Math.min(refusals, playStars(s.givenAway, s.judged)) : refusals;
}

/** The stars in words for the lesson's end ('' before it, or when it did not pass). */
export function familyStarsLine(s: FamilyTutorialState): string {
  if (!s.done || !s.passed) return '';
  const why: string[] = [];
  if (s.judged > 0) {
    const choices = `${s.judged} choice${s.judged === 1 ? '' : 's'} judged`;
    why.push(`${pointsWords(s.givenAway)} given away over ${choices}, par ${parFor(s.judged)}`);
  }
  const refused = s.mistakes === 0 ? 'no refusal' : `${s.mistakes} refused`;
  if (s.judged === 0) why.push(`${refused}, par 0`);
  else if (s.mistakes > 0) why.push(refused);
  return ` Stars: ${familyLessonStars(s)} of 3 (${why.join('; ')}).`;
}

/** Records the family lesson `after` has just ended: done, with its stars, if it passed. */
export function recordFamilyLessonEnd(
  progress: Pick<ProgressStore, 'finish'>,
  before: FamilyTutorialState,
  after: FamilyTutorialState,
): LessonEnd | null {
  return recordEnd(progress, before, after, familyLessonStars);
}
