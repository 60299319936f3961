/**
 * Every way through a family lesson: where a step accepts more than one move (or the search
 * finds another as good, and the lesson goes on from it), each is followed on its own path to
 * the end. On every path a later step accepts a move the
 * learner can make and refuses the other legal moves with a reason of its own, every quiz's
 * answer is the engine's, and the lesson ends passed with no refusal (a learner who took
 * another accepted move is never stuck, misled or failed for it).
 */
import { describe, expect, test } from 'vitest';
import { FAMILY_LESSONS } from '../../src/tutorial/familyLessons';
import {
  acceptsKey,
  currentFamilyStep,
  familyAct,
  familyQuizValue,
  learnerMoves,
  moveKey,
  startFamilyLesson,
  type FamilyTutorialState,
} from '../../src/tutorial/familyRunner';

/** The states at each lesson's end, one a path; and where a path went wrong, why. */
function walk(s: FamilyTutorialState, ends: FamilyTutorialState[], faults: string[]): void {
  if (ends.length + faults.length > 500) return;
  const step = currentFamilyStep(s);
  if (s.done || !step) {
    ends.push(s);
    return;
  }
  if (step.kind === 'quiz') {
    if (familyQuizValue(s) !== step.answer)
      faults.push(
        `step ${s.step}: the quiz's answer is ${step.answer}, the engine's ${familyQuizValue(s)}`,
      );
    walk(familyAct(s, { type: 'answer', value: step.answer }), ends, faults);
    return;
  }
  const legal = learnerMoves(s);
  const accepted = legal.filter((m) => acceptsKey(s, step, moveKey(s, m)));
  // A legal move the step refuses is refused for a reason of the step's own.
  // One the search finds as good, and the lesson can go on from, is followed too.
  for (const move of legal.filter((m) => !accepted.includes(m))) {
    const next = familyAct(s, { type: 'move', move });
    const said = next.feedback?.text ?? '';
    if (next.step > s.step) walk(next, ends, faults);
    else if (said.includes('asks for something else'))
      faults.push(`step ${s.step}: ${moveKey(s, move)} refused without a reason`);
  }
  if (accepted.length === 0)
    faults.push(`step ${s.step}: no move the learner can make is accepted`);
  for (const move of accepted) {
    const next = familyAct(s, { type: 'move', move });
    if (next.feedback?.tone === 'wrong')
      faults.push(`step ${s.step}: ${moveKey(s, move)} refused: ${next.feedback.text}`);
    else walk(next, ends, faults);
  }
}

describe('every way through a family lesson', () => {
  test.each(FAMILY_LESSONS.map((l) => [l.id, l] as const))('%s', (_, lesson) => {
    const ends: FamilyTutorialState[] = [];
    const faults: string[] = [];
    walk(startFamilyLesson(lesson), ends, faults);
    expect(faults).toEqual([]);
    expect(ends.length).toBeGreaterThan(0);
    const failed = ends.filter((e) => !e.passed || e.mistakes > 0);
    expect(failed.map((e) => `ended at step ${e.step}, passed ${e.passed}`)).toEqual([]);
  });
});
