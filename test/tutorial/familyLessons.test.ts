/**
 * The lessons of Mexican Train and Texas 42 through the family contract: each one's scripted
 * solution passes its own success test, every step is a real choice (a move the engine allows
 * more than one of, with a wrong one explained; or a quiz), every expected move is legal where
 * it is asked for, every quiz's answer is the engine's number, and every wrong move or answer
 * is refused with its explanation, leaving the position as it was. Stars and saved progress
 * follow the line lessons' rules.
 */
import { describe, expect, test } from 'vitest';
import { parseTile } from '../../src/engine/core/tiles';
import {
  recordFamilyLessonEnd,
  familyLessonStars,
  familyStarsLine,
} from '../../src/tutorial/familyEnd';
import {
  FAMILY_GROUP_NAMES,
  FAMILY_LESSONS,
  familyLessonById,
  nextFamilyLesson,
} from '../../src/tutorial/familyLessons';
import {
  acceptsKey,
  currentFamilyStep,
  familyAct,
  familyQuizValue,
  FAMILY_LEARNER,
  learnerMoves,
  learnerOnTurn,
  moveKey,
  normalKey,
  startFamilyLesson,
  tileRefusal,
} from '../../src/tutorial/familyRunner';
import {
  familyLessonRules,
  familyOffersChoice,
  familySolutionAction,
  familyWrongAttempts,
  solveFamily,
} from '../../src/tutorial/familySolve';
import { FAMILY_GROUPS } from '../../src/tutorial/familyTypes';

const rows = FAMILY_LESSONS.map((l) => [l.id, l] as const);

describe('family lessons', () => {
  test('unique ids, both groups in order, short steps, at most ten', () => {
    const ids = FAMILY_LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...new Set(FAMILY_LESSONS.map((l) => l.group))]).toEqual([...FAMILY_GROUPS]);
    expect(FAMILY_GROUP_NAMES).toEqual({
      'mexican-train': 'Mexican Train',
      'texas-42': 'Texas 42',
    });
    for (const l of FAMILY_LESSONS) {
      expect(l.record.preset).toBe(l.group);
      expect(l.steps.length, l.id).toBeGreaterThan(0);
      expect(l.steps.length, l.id).toBeLessThanOrEqual(10);
      for (const step of l.steps) expect(step.text.length, step.text).toBeLessThanOrEqual(190);
    }
    expect(familyLessonById('mt-markers')?.title).toBe('Markers');
    expect(nextFamilyLesson('mt-hub')?.id).toBe('mt-markers');
    // The last of a group leads back to the list, not into the other game.
    expect(nextFamilyLesson('mt-score')?.id).toBe('mt-blocked');
    expect(nextFamilyLesson('mt-last-round')).toBeUndefined();
    expect(nextFamilyLesson('t42-marks')?.id).toBe('t42-plunge');
    expect(nextFamilyLesson('t42-nello')).toBeUndefined();
  });

  test.each(rows)('%s: the scripted solution passes the success test', (_, lesson) => {
    const states = solveFamily(lesson);
    const last = states[states.length - 1]!;
    expect(last.done).toBe(true);
    expect(last.passed).toBe(true);
    expect(last.mistakes).toBe(0);
    expect(lesson.success(last.game)).toBe(true);
    expect(familyLessonStars(last)).toBe(3);
    // Texas 42's domino steps are judged by the search: nothing given away there.
    expect(last.givenAway).toBe(0);
    expect(familyStarsLine(last)).toMatch(
      last.judged > 0
        ? /^ Stars: 3 of 3 \(0 points given away over \d+ choices? judged, par [\d.]+\)\.$/
        : /^ Stars: 3 of 3 \(no refusal, par 0\)\.$/,
    );
    // The start position alone does not pass: the learner has something to do.
    expect(lesson.success(startFamilyLesson(lesson).game)).toBe(false);
  });

  test.each(rows)('%s: every step is a real choice, checked against the engine', (_, lesson) => {
    const seen = new Set<number>();
    const start = startFamilyLesson(lesson);
    // What a reason may name: a legal move, a tile the learner holds at the start (another
    // path through the lesson may keep it), or an engine refusal's code.
    const dealt: number[] = start.coach.hand(start.game, FAMILY_LEARNER).map((t: number) => t);
    for (const s of solveFamily(lesson)) {
      const step = currentFamilyStep(s);
      if (!step) continue;
      seen.add(s.step);
      expect(familyOffersChoice(s), `step ${s.step}`).toBe(true);
      if (step.kind === 'quiz') {
        expect(familyQuizValue(s), `step ${s.step}`).toBe(step.answer);
        expect(step.choices).toContain(step.answer);
        if (step.labels) expect(step.labels.length).toBe(step.choices.length);
        continue;
      }
      // The learner is on turn, and every move the step names is one the engine allows.
      expect(learnerOnTurn(s), `step ${s.step}`).toBe(true);
      const max = s.coach.maxPip(s.game);
      const keys = learnerMoves(s).map((m) => moveKey(s, m));
      const tiles = keys.map((k) => k.split(' ')[0]);
      // Or a tile the learner played at an earlier step that offered it among others: on
      // another path through the lesson it is still in hand here.
      const held: readonly number[] = s.coach.hand(s.game, FAMILY_LEARNER);
      for (const k of step.expect) {
        const tile = parseTile(k.split(' ')[0] ?? '', max);
        if (tile !== null && dealt.includes(tile) && !held.includes(tile)) continue;
        expect([...keys, ...tiles], `step ${s.step}: ${k}`).toContain(normalKey(k, max));
      }
      const action = familySolutionAction(s);
      expect(action?.type).toBe('move');
      for (const k of Object.keys(step.why ?? {})) {
        const tile = parseTile(k, max);
        const named =
          keys.includes(normalKey(k, max)) ||
          (tile !== null && dealt.includes(tile)) ||
          /^[a-z-]+$/.test(k);
        expect(named, `step ${s.step}: why "${k}"`).toBe(true);
      }
    }
    expect(seen.size).toBe(lesson.steps.length);
  });

  test.each(rows)('%s: every wrong move or answer is refused and explained', (_, lesson) => {
    for (const s of solveFamily(lesson)) {
      if (s.done) continue;
      const wrong = familyWrongAttempts(s);
      // Another domino the search finds as good: explained in the step's words, no star lost.
      const asGood = learnerMoves(s).filter((move) => {
        const after = familyAct(s, { type: 'move', move });
        return after.feedback?.tone === 'info' && after.mistakes === s.mistakes;
      });
      for (const move of asGood) {
        const after = familyAct(s, { type: 'move', move });
        expect(after.game).toBe(s.game);
        expect(after.feedback?.text).toMatch(
          /\((With every hand open|Over \d+ deals played out .*), .* here: no star lost\. The lesson goes on from .+\.\)$/,
        );
        expect(after.feedback?.text).not.toMatch(/asks for something else/);
      }
      expect(wrong.length + asGood.length, `step ${s.step}`).toBeGreaterThan(0);
      for (const w of wrong) {
        const after = familyAct(s, w.action);
        expect(after.game).toBe(s.game);
        expect(after.step).toBe(s.step);
        // A refusal, or a move the search found gives something away (counted against the par).
        const judged =
          /(With every hand open|Over \d+ deals played out).* (gives away|turns the hand)/.test(
            w.explanation,
          );
        if (judged) {
          expect(after.mistakes).toBe(s.mistakes);
          expect(after.judgedAt).toBe(s.step);
          expect(after.givenAway).toBeGreaterThanOrEqual(s.givenAway);
        } else expect(after.mistakes).toBe(s.mistakes + 1);
        expect(after.feedback?.tone).toBe('wrong');
        // Explained in the lesson's or the rules' own terms, never "asks for something else".
        expect(w.explanation.length).toBeGreaterThan(10);
        expect(w.explanation).not.toMatch(/asks for something else/);
      }
    }
  });

  test.each(rows)('%s: by doing: every rule it tags on a real choice', (_, lesson) => {
    const r = familyLessonRules(lesson);
    expect(r.rules.length).toBeGreaterThan(0);
    expect(r.byDoing).toBe(true);
  });
});

describe('the family runner', () => {
  const hub = familyLessonById('mt-hub')!;

  test('garbage, another seat’s move or an answer out of place changes nothing', () => {
    const s = startFamilyLesson(hub);
    for (const move of [null, 42, { type: 'play' }, { type: 'play', seat: 1, tile: 47, train: 1 }])
      expect(familyAct(s, { type: 'move', move }).game).toBe(s.game);
    expect(familyAct(s, { type: 'answer', value: 3 })).toBe(s);
    // A tile not in hand is no tap.
    expect(familyAct(s, { type: 'tap', tile: parseTile('8-8', 9)! })).toBe(s);
  });

  test('a tile with no place is explained by the engine’s rule, a legal one is no refusal', () => {
    const s = startFamilyLesson(familyLessonById('mt-markers')!);
    const refusal = tileRefusal(s, parseTile('8-5', 9)!);
    expect(refusal?.refusal.code).toBe('no-marker');
    expect(tileRefusal(s, parseTile('4-0', 9)!)).toBeNull();
    const tapped = familyAct(s, { type: 'tap', tile: parseTile('8-5', 9)! });
    expect(tapped.feedback?.text).toMatch(/North’s train, but it has no marker/);
  });

  test('a quiz keeps back its number: the move before it does not say who took the trick', () => {
    const follow = familyLessonById('t42-follow')!;
    const states = solveFamily(follow);
    const atQuiz = states.find((s) => currentFamilyStep(s)?.kind === 'quiz' && s.step === 2)!;
    expect(atQuiz.feedback?.text).toBe('You play 5-1.');
    expect(acceptsKey(atQuiz, follow.steps[1]!, '5-1')).toBe(true);
  });

  test('stars by refusals; stored as done only when passed', () => {
    let s = startFamilyLesson(hub);
    // A rule broken (a legal move the step does not name is judged by the search instead).
    const wrong = familyWrongAttempts(s).find((w) => !w.legal)!;
    s = familyAct(s, wrong.action);
    expect(s.mistakes).toBe(1);
    const before = s;
    for (let i = 0; i < 20 && !s.done; i++) s = familyAct(s, familySolutionAction(s)!);
    expect(s.passed).toBe(true);
    expect(familyLessonStars(s)).toBe(2);
    // Its choices of play, judged by the rounds played out, gave nothing away.
    expect(familyStarsLine(s)).toBe(
      ' Stars: 2 of 3 (0 points given away over 3 choices judged, par 1.5; 1 refused).',
    );
    const finished: [string, number][] = [];
    const progress = { finish: (id: string, stars: number) => void finished.push([id, stars]) };
    let last = before;
    for (let i = 0; i < 20 && !last.done; i++) {
      const next = familyAct(last, familySolutionAction(last)!);
      const ended = recordFamilyLessonEnd(progress, last, next);
      if (next.done) expect(ended).toBe('passed');
      last = next;
    }
    expect(finished).toEqual([['mt-hub', 2]]);
    // The same play against a success test that fails: not done.
    const failing = { ...hub, success: () => false };
    let f = startFamilyLesson(failing);
    const stored: string[] = [];
    for (let i = 0; i < 20 && !f.done; i++) {
      const next = familyAct(f, familySolutionAction(f)!);
      const ended = recordFamilyLessonEnd({ finish: (id) => void stored.push(id) }, f, next);
      if (next.done) expect(ended).toBe('failed');
      f = next;
    }
    expect(f.done && !f.passed).toBe(true);
    expect(stored).toEqual([]);
  });
});
