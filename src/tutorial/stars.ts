/**
 * A lesson's stars. Steps with one right answer are scored by refusals (a wrong move or
 * answer each). A guided hand is scored by its play, against a par, as lichess's Learn
 * scores a level against its par: the points its decisions gave away, by the one judge
 * (src/practice/judge.ts, the same search and judgement as the debrief's), against a close
 * call on every choice. Three stars within par, two within twice par, one beyond.
 */
import { debrief } from './debrief';
import { parFor, playStars, starsFor } from './ending';
import type { TutorialState } from './runner';

export { parFor, playStars, starsFor } from './ending';

/**
 * The stars a finished lesson earned: its refusals' stars, and for a guided hand no more
 * than its play's. 0 while the lesson is not over; null while a decision of its guided
 * hand still waits for the search's answer (the stars are not known yet).
 */
export function lessonStars(s: TutorialState): number | null {
  if (!s.done) return 0;
  const refusals = starsFor(s.mistakes);
  if (s.decisions.length === 0) return refusals;
  if (s.decisions.some((_, i) => s.answers[i] === undefined)) return null;
  const d = debrief(s.decisions, s.answers);
  return Math.min(refusals, playStars(d.givenAway, d.judged));
}

/** The stars in words for the lesson's end ('' while not known): " Stars: 2 of 3 (…)." */
export function starsLine(s: TutorialState): string {
  const stars = lessonStars(s);
  if (!s.done || !s.passed || stars === null) return '';
  const why: string[] = [];
  if (s.decisions.length > 0) {
    const d = debrief(s.decisions, s.answers);
    const choices = `${d.judged} choice${d.judged === 1 ? '' : 's'}`;
    why.push(
      `about ${d.givenAway.toFixed(1)} points given away over ${choices}, par ${parFor(d.judged).toFixed(1)}`,
    );
  }
  if (s.mistakes > 0) why.push(`${s.mistakes} refused`);
  return ` Stars: ${stars} of 3${why.length > 0 ? ` (${why.join('; ')})` : ''}.`;
}
