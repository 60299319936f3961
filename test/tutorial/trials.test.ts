/**
 * A scripted step's other legal moves, judged by the one judge (issue 37): refused in the
 * step's words, no refusal counted; the search's answer says what the move gives away
 * against the step's own, and a lesson's stars set that against the par of its choices.
 */
import { describe, expect, test } from 'vitest';
import { legalMoves, parseTile, type Tile } from '../../src/engine/index';
import { adviceFor } from '../../src/practice/best';
import {
  accepts,
  act,
  currentStep,
  lessonById,
  lessonStars,
  LESSONS,
  solutionAction,
  solve,
  starsLine,
  type TutorialState,
} from '../../src/tutorial/index';
import { lessonPlay, playStars } from '../../src/tutorial/stars';
import { trialCharge, trialSeed } from '../../src/tutorial/trials';

const tile = (t: string): Tile => parseTile(t, 6)!;

/** The lesson's scripted state at step `step`. */
function at(id: string, step: number): TutorialState {
  return solve(lessonById(id)!).find((s) => s.step === step)!;
}

/** The search's answer for the last trial, as the table's worker reports it. */
function judged(s: TutorialState): TutorialState {
  const i = s.trials.length - 1;
  const answer = adviceFor(s.trials[i]!.view, trialSeed(s.lesson.id));
  return act(s, { type: 'judgedTrial', trial: i, answer });
}

/** Plays the rest of the lesson by its script. */
function finish(s: TutorialState): TutorialState {
  let t = s;
  while (!t.done) t = act(t, solutionAction(t)!);
  return t;
}

describe('a scripted step’s other moves, judged', () => {
  test('a worse move: refused in the step’s words, charged what the search says it gives away', () => {
    const s = at('spinners', 2);
    const tried = act(s, { type: 'play', tile: tile('6-1'), on: tile('6-6') });
    expect(tried.feedback?.tone).toBe('wrong');
    expect(tried.feedback?.text).toMatch(/^6-1 on 6-6 makes 12 \+ 1 = 13/);
    expect([tried.step, tried.game, tried.mistakes]).toEqual([s.step, s.game, 0]);
    expect(tried.trials).toHaveLength(1);
    // Not known until the search answers: no stars yet at the end either.
    expect(lessonStars(finish(tried))).toBeNull();
    const told = judged(tried);
    expect(told.feedback?.text).toMatch(
      /By the search, 6-1 on 6-6 gives away about [\d.]+ points against 6-3 on 6-6\.$/,
    );
    const charge = trialCharge(told.trials[0]!, told.trialAnswers[0] ?? null)!;
    expect(charge).toBeGreaterThan(1);
    const end = finish(told);
    const play = lessonPlay(end)!;
    // Every scripted step met where another placement was legal is a judged choice.
    expect(play).toEqual({ givenAway: charge, judged: end.choiceSteps, unjudged: 0, unweighed: 0 });
    expect(end.choiceSteps).toBeGreaterThan(0);
    expect(lessonStars(end)).toBe(playStars(charge, end.choiceSteps));
    expect(lessonStars(end)).toBeLessThan(3);
    expect(starsLine(end)).toMatch(/points given away over \d+ choices, par/);
  });

  test('a move as good as the step’s own: no star lost', () => {
    const s = at('spinners', 4);
    const told = judged(act(s, { type: 'play', tile: tile('4-3'), on: tile('6-3') }));
    expect(told.feedback?.text).toMatch(/does as well as 6-1 on 6-6 here: no star lost\.$/);
    expect(told.mistakes).toBe(0);
    expect(lessonStars(finish(told))).toBe(3);
  });

  test('the answer already in: the word comes with the refusal; a move tried again adds nothing', () => {
    const s = at('count', 1);
    const first = judged(act(s, { type: 'play', tile: tile('6-1'), on: null }));
    const second = act(first, { type: 'play', tile: tile('4-2'), on: null });
    expect(second.feedback?.text).toMatch(/By the search, leading 4-2 gives away about/);
    const again = act(second, { type: 'play', tile: tile('4-2'), on: null });
    expect(again.trials).toEqual(second.trials);
    expect(again.trials[0]!.tried).toHaveLength(2);
    // The step's charge is its worst move's, once.
    const answer = again.trialAnswers[0] ?? null;
    const one = { ...again.trials[0]!, tried: [again.trials[0]!.tried[0]!] };
    expect(trialCharge(again.trials[0]!, answer)).toBeGreaterThanOrEqual(trialCharge(one, answer)!);
  });

  test('no answer from the search: the move counts as a refusal, never three stars for nothing', () => {
    const s = at('spinners', 2);
    const tried = act(s, { type: 'play', tile: tile('6-1'), on: tile('6-6') });
    const failed = act(tried, { type: 'judgedTrial', trial: 0, answer: null });
    expect(failed.feedback?.text).toMatch(/could not judge that move: it counts as a refusal/);
    const end = finish(failed);
    expect(lessonStars(end)).toBe(2);
    expect(starsLine(end)).toMatch(/1 refused/);
  });

  test('a drill asks the count as a move: a legal miss is a refusal, as a wrong answer is', () => {
    const lesson = lessonById('drill-score')!;
    for (const s of solve(lesson)) {
      const step = currentStep(s);
      if (step?.kind !== 'play') continue;
      const other = legalMoves(s.game).find(
        (m) => m.type === 'play' && !accepts(step, m.tile, m.on),
      );
      if (other?.type !== 'play') continue;
      const after = act(s, { type: 'play', tile: other.tile, on: other.on });
      expect([after.mistakes, after.trials]).toEqual([s.mistakes + 1, []]);
      return;
    }
    throw new Error('drill-score offers no other legal placement');
  });

  test('the search judges every legal move a lesson’s scripted step does not name', () => {
    let positions = 0;
    for (const lesson of LESSONS.filter((l) => l.group !== 'drill'))
      for (const s of solve(lesson)) {
        const step = currentStep(s);
        if (step?.kind !== 'play' || step.wholeTurn) continue;
        let t = s;
        for (const m of legalMoves(s.game))
          if (m.type === 'play' && !accepts(step, m.tile, m.on))
            t = act(t, { type: 'play', tile: m.tile, on: m.on });
        if (t.trials.length === 0) continue;
        positions++;
        const answer = adviceFor(t.trials[0]!.view, trialSeed(lesson.id));
        expect(trialCharge(t.trials[0]!, answer), `${lesson.id} step ${s.step}`).not.toBeNull();
      }
    expect(positions).toBeGreaterThan(25);
  });
});
