/**
 * Every lesson through the engine (issue 7): its scripted solution passes its own
 * success test, each expected move is legal where it is asked for, each quiz's
 * answer is what the engine computes, and a wrong move is refused with the
 * lesson's explanation without changing the position.
 */
import { describe, expect, test } from 'vitest';
import { legalMoves, parseTile } from '../../src/engine/index';
import {
  act,
  currentStep,
  firstWrongAttempt,
  LESSON_IDS,
  LESSONS,
  lessonById,
  lessonStars,
  nextLesson,
  quizValue,
  solve,
  solutionAction,
  starsFor,
  startLesson,
} from '../../src/tutorial/index';

const rows = LESSONS.map((l) => [l.id, l] as const);

describe('lessons', () => {
  test('lessons with unique ids, every group, short step texts', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(13);
    expect(new Set(LESSON_IDS).size).toBe(LESSONS.length);
    expect(new Set(LESSONS.map((l) => l.group))).toEqual(
      new Set(['rules', 'game', 'variant', 'drill']),
    );
    for (const l of LESSONS) {
      for (const step of l.steps) {
        // One or two short sentences.
        expect(step.text.length, `${l.id}: ${step.text}`).toBeLessThanOrEqual(190);
      }
    }
    // Short levels with one goal each: none longer than ten steps (Pete's old two-hand lesson
    // had 15, "three" 12, "arms" 11, before they were split).
    for (const l of LESSONS) expect(l.steps.length, l.id).toBeLessThanOrEqual(10);
    expect(lessonById('count')?.title).toBe('The count');
    expect(nextLesson('matching')?.id).toBe('count');
    expect(nextLesson(LESSON_IDS[LESSON_IDS.length - 1]!)).toBeUndefined();
  });

  test.each(rows)('%s: the scripted solution passes the success test', (_, lesson) => {
    const states = solve(lesson);
    const last = states[states.length - 1]!;
    expect(last.done).toBe(true);
    expect(last.passed).toBe(true);
    expect(lesson.success(last.game)).toBe(true);
    // The start position alone does not pass: the learner has something to do.
    expect(lesson.success(startLesson(lesson).game)).toBe(false);
  });

  test.each(rows)(
    '%s: every expected move is legal and every quiz is the engine’s number',
    (_, lesson) => {
      for (const s of solve(lesson)) {
        const step = currentStep(s);
        if (!step || s.done) continue;
        if (step.kind === 'play') {
          const action = solutionAction(s);
          expect(action?.type).toBe('play');
          const legal = legalMoves(s.game);
          expect(
            legal.some(
              (m) => m.type === 'play' && action?.type === 'play' && m.tile === action.tile,
            ),
          ).toBe(true);
          const e = step.expect;
          if ('tile' in e) expect(parseTile(e.tile, lesson.maxPip ?? 6)).not.toBeNull();
        }
        if (step.kind === 'draw') expect(legalMoves(s.game).map((m) => m.type)).toEqual(['draw']);
        if (step.kind === 'pass') expect(legalMoves(s.game).map((m) => m.type)).toEqual(['pass']);
        if (step.kind === 'quiz') {
          expect(quizValue(s)).toBe(step.answer);
          expect(step.choices).toContain(step.answer);
          expect(new Set(step.choices).size).toBe(step.choices.length);
        }
      }
    },
  );

  test.each(rows)('%s: a wrong move is refused with the lesson’s explanation', (_, lesson) => {
    const found = firstWrongAttempt(lesson);
    expect(found).not.toBeNull();
    const s = solve(lesson).find((x) => x.step === found!.step)!;
    const after = act(s, found!.attempt.action);
    expect(after.feedback).toEqual({ tone: 'wrong', text: found!.attempt.explanation });
    expect(after.step).toBe(s.step);
    expect(after.game).toBe(s.game);
    // A legal move the step does not name is kept for the search to judge, not counted.
    const judged = after.trials !== s.trials;
    expect(after.mistakes).toBe(judged ? s.mistakes : s.mistakes + 1);
    if (judged) expect(after.feedbackTrial?.trial).toBe(after.trials.length - 1);
  });

  test('lesson-specific explanations are used', () => {
    const bonus = act(startLesson(lessonById('bonus')!), { type: 'next' });
    const six4 = parseTile('6-4', 6)!;
    const six2 = parseTile('6-2', 6)!;
    expect(act(bonus, { type: 'play', tile: six4, on: six2 }).feedback?.text).toMatch(/4 \+ 2 = 6/);
    // An illegal play is refused in the lesson's words (the tile has no matching number).
    const drawing = act(startLesson(lessonById('drawing')!), { type: 'answer', value: 1 });
    const r = act(drawing, { type: 'play', tile: parseTile('2-1', 6)! });
    expect(r.feedback?.text).toMatch(/2-1 has no 6 or 5/);
    // Drawing while a tile fits is refused.
    const count = act(startLesson(lessonById('count')!), { type: 'next' });
    expect(act(count, { type: 'draw' }).feedback?.tone).toBe('wrong');
    // Seven-Toed Pete's lead restriction, in the lesson's words.
    const pete = act(startLesson(lessonById('pete')!), { type: 'next' });
    const lead = act(pete, { type: 'play', tile: parseTile('6-2', 6)! });
    expect(lead.feedback?.text).toMatch(/5 or 10 pips/);
  });

  test('stars from the mistakes the runner counts', () => {
    expect([0, 1, 2, 3, 9].map(starsFor)).toEqual([3, 2, 2, 1, 1]);
    const lesson = lessonById('count')!;
    const clean = solve(lesson).at(-1)!;
    expect(lessonStars(clean)).toBe(3);
    // One wrong answer on the way: two stars; not finished: none.
    const at = solve(lesson).find((x) => currentStep(x)?.kind === 'quiz')!;
    const step = currentStep(at);
    const wrong = step?.kind === 'quiz' ? step.choices.find((c) => c !== step.answer)! : -1;
    let s = act(at, { type: 'answer', value: wrong });
    expect(lessonStars(s)).toBe(0);
    while (!s.done) s = act(s, solutionAction(s)!);
    expect(s.mistakes).toBe(1);
    expect(lessonStars(s)).toBe(2);
  });

  test('a quiz hides its number until answered', () => {
    const states = solve(lessonById('count')!);
    const quiz = states.find((s) => currentStep(s)?.kind === 'quiz')!;
    expect(quiz.feedback?.text).not.toMatch(/10/);
  });
});
