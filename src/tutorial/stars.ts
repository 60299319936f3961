/**
 * A lesson's stars. Steps with one right answer are scored by refusals (a move against the
 * rules or a wrong answer each). A step with a choice and a guided hand are scored by play,
 * against a par, as lichess's Learn
 * scores a level against its par: the points its decisions gave away, by the one judge
 * (src/practice/judge.ts, the same search and judgement as the debrief's), against a close
 * call on every choice. Three stars within par, two within twice par, one beyond.
 */
import { debrief } from './debrief';
import { parFor, playStars, starsFor } from './ending';
import type { TutorialState } from './runner';
import { trialCharge } from './trials';

export { parFor, playStars, starsFor } from './ending';

/** What the lesson's play gave away by the judge, over how many judged choices; null while waited for. */
export interface Play {
  readonly givenAway: number;
  readonly judged: number;
  /** Trials the search could not judge: each counts as a refusal. */
  readonly unjudged: number;
  /** The guided hand's choices the search could not judge: stars no more than two then. */
  readonly unweighed: number;
}

/**
 * The lesson's play by the one judge: its guided hand's decisions (the debrief's figures) and
 * its scripted steps with a choice (each step met counts as a choice; a step's trial is
 * charged what its worst move tried gives away, ./trials.ts). Null while an answer is awaited.
 */
export function lessonPlay(s: TutorialState): Play | null {
  if (s.decisions.some((_, i) => s.answers[i] === undefined)) return null;
  if (s.trials.some((_, i) => s.trialAnswers[i] === undefined)) return null;
  const d = debrief(s.decisions, s.answers);
  let givenAway = d.givenAway;
  let unjudged = 0;
  s.trials.forEach((t, i) => {
    const charge = trialCharge(t, s.trialAnswers[i] ?? null);
    if (charge === null) unjudged++;
    else givenAway += charge;
  });
  const unweighed = s.decisions.length - d.judged;
  return { givenAway, judged: d.judged + s.choiceSteps, unjudged, unweighed };
}

/**
 * The stars a finished lesson earned: its refusals' stars, and where it had choices no more
 * than its play's against the par. 0 while the lesson is not over; null while a decision or a
 * trial still waits for the search's answer (the stars are not known yet).
 */
export function lessonStars(s: TutorialState): number | null {
  if (!s.done) return 0;
  const play = lessonPlay(s);
  if (!play) return null;
  // Never three stars for play nobody judged.
  const refusals = Math.min(starsFor(s.mistakes + play.unjudged), play.unweighed > 0 ? 2 : 3);
  if (play.judged === 0) return refusals;
  return Math.min(refusals, playStars(play.givenAway, play.judged));
}

/** The stars in words for the lesson's end ('' while not known): " Stars: 2 of 3 (…)." */
export function starsLine(s: TutorialState): string {
  const stars = lessonStars(s);
  const play = lessonPlay(s);
  if (!s.done || !s.passed || stars === null || !play) return '';
  const why: string[] = [];
  if (play.judged > 0) {
    const choices = `${play.judged} choice${play.judged === 1 ? '' : 's'}`;
    why.push(
      `about ${play.givenAway.toFixed(1)} points given away over ${choices}, par ${parFor(play.judged).toFixed(1)}`,
    );
  }
  const refused = s.mistakes + play.unjudged;
  if (refused > 0) why.push(`${refused} refused`);
  const n = play.unweighed;
  if (n > 0) why.push(`${n} choice${n === 1 ? '' : 's'} the search could not judge`);
  return ` Stars: ${stars} of 3${why.length > 0 ? ` (${why.join('; ')})` : ''}.`;
}
