/**
 * Generated drills (issue 14): from many seeds, each drill's position asks for
 * its skill, its scripted solution passes, every quiz is the engine's number,
 * a wrong answer or move is refused; the same seed gives the same drill, and
 * opening a drill again deals a new one.
 */
import { describe, expect, test } from 'vitest';
import {
  currentStep,
  DRILL_KINDS,
  drillId,
  drillLesson,
  firstWrongAttempt,
  lessonById,
  LESSONS,
  quizValue,
  solve,
  startLesson,
} from '../../src/tutorial/index';
import { armCount, choicesFor } from '../../src/tutorial/drills';
import { Generator, seedRng } from '../../src/engine/index';

const SEEDS = Array.from({ length: 12 }, (_, i) => String(i));

describe.each(DRILL_KINDS)('drill %s', (kind) => {
  test('from many seeds: solvable, engine-checked, with a wrong try refused', () => {
    for (const seed of SEEDS) {
      const lesson = drillLesson(kind, seed);
      expect(lesson.success(startLesson(lesson).game), seed).toBe(false);
      const states = solve(lesson);
      expect(states[states.length - 1]!.passed, seed).toBe(true);
      for (const s of states) {
        const step = currentStep(s);
        if (step?.kind === 'quiz' && !s.done) {
          expect(quizValue(s), `${seed}: ${step.text}`).toBe(step.answer);
          expect(new Set(step.choices).size).toBe(4);
          expect(step.choices).toContain(step.answer);
        }
      }
      expect(firstWrongAttempt(lesson), seed).not.toBeNull();
    }
  });

  test('the same seed, the same drill; a new seed, a new position', () => {
    expect(JSON.stringify(drillLesson(kind, '3'))).toBe(JSON.stringify(drillLesson(kind, '3')));
    const positions = new Set(SEEDS.map((seed) => JSON.stringify(drillLesson(kind, seed).setup)));
    expect(positions.size).toBeGreaterThan(SEEDS.length / 2);
  });
});

test('counting drills have three or more arms', () => {
  for (const seed of SEEDS) {
    const start = startLesson(drillLesson('count', seed));
    expect(armCount(start.game.hand!.layout)).toBeGreaterThanOrEqual(3);
  }
});

test('opening a drill again deals a new position; the first is the listed one', () => {
  const id = drillId('cover');
  const listed = LESSONS.find((l) => l.id === id)!;
  const first = lessonById(id)!;
  const second = lessonById(id)!;
  expect(first.setup).toEqual(listed.setup);
  expect(second.setup).not.toEqual(first.setup);
});

describe('quiz choices give nothing away', () => {
  /** How often each of the four ranks (or positions) came up, as fractions. */
  const shares = (counts: readonly number[]): number[] => {
    const all = counts.reduce((a, b) => a + b, 0);
    return counts.map((c) => c / all);
  };

  test('over 1,000 seeded drills the right answer’s rank and position are each uniform (±5%)', () => {
    const rank = [0, 0, 0, 0];
    const position = [0, 0, 0, 0];
    /** Answers of 0, 1 or 2: the ranks they can take (fewer than three wrong answers fit below). */
    const small = new Map<number, number[]>();
    let quizzes = 0;
    for (let i = 0; i < 1000; i++) {
      const kind = DRILL_KINDS[i % DRILL_KINDS.length]!;
      const lesson = drillLesson(kind, `choices-${Math.floor(i / DRILL_KINDS.length)}`);
      for (const step of lesson.steps) {
        if (step.kind !== 'quiz') continue;
        quizzes++;
        expect(new Set(step.choices).size).toBe(4);
        expect(step.choices.every((c) => c >= 0)).toBe(true);
        const r = step.choices.filter((c) => c < step.answer).length;
        position[step.choices.indexOf(step.answer)]! += 1;
        if (step.answer >= 3) rank[r]! += 1;
        else {
          const seen = small.get(step.answer) ?? new Array<number>(step.answer + 1).fill(0);
          seen[r]! += 1;
          small.set(step.answer, seen);
        }
      }
    }
    expect(quizzes).toBeGreaterThanOrEqual(1000);
    // Where the answer pins nothing down, each rank a quarter of the time; each button always.
    for (const share of [...shares(rank), ...shares(position)]) {
      expect(share).toBeGreaterThanOrEqual(0.2);
      expect(share).toBeLessThanOrEqual(0.3);
    }
    // A small answer takes each rank it can alike (a 1 has only 0 below it): never always the lowest.
    for (const [answer, seen] of small) {
      const n = seen.reduce((a, b) => a + b, 0);
      if (n < 40) continue;
      for (const share of shares(seen))
        expect(Math.abs(share - 1 / (answer + 1)), `${answer}`).toBeLessThan(0.12);
    }
    // Those are few: most quizzes' answers can take every rank.
    expect(rank.reduce((a, b) => a + b, 0)).toBeGreaterThan(0.75 * quizzes);
  });

  test('wrong answers lie below as well as above; a 0 has none below; the same seed, the same choices', () => {
    const gen = (seed: string): Generator => new Generator(seedRng(seed));
    const lows = Array.from({ length: 200 }, (_, i) => choicesFor(15, [], gen(`c${i}`)))
      .map((c) => c.filter((n) => n < 15).length)
      .reduce((a, b) => a + b, 0);
    // Three wrong answers each time, half of them below on average.
    expect(lows / 600).toBeGreaterThan(0.4);
    expect(lows / 600).toBeLessThan(0.6);
    const zero = choicesFor(0, [2], gen('zero'));
    expect(zero).toContain(0);
    expect(Math.min(...zero)).toBe(0);
    expect(choicesFor(12, [16, 14], gen('same'))).toEqual(choicesFor(12, [16, 14], gen('same')));
  });
});

test('the score drill explains the count a play leaves by its parts, doubles too (500 seeds)', () => {
  let doubles = 0;
  for (let i = 0; i < 500; i++) {
    const lesson = drillLesson('score', `explain-${i}`);
    const quiz = lesson.steps[0]!;
    if (quiz.kind !== 'quiz' || quiz.ask.of !== 'countAfter') throw new Error('no count quiz');
    if (/(\d)-\1/.test(`${quiz.ask.tile} ${quiz.ask.on}`)) doubles++;
    // "After 6-6 on 6-3 the tips of the arms show 3 + 12 (6-6) = 15."
    const said = /show (.+) = (\d+)\.$/.exec(quiz.explain);
    expect(said, quiz.explain).not.toBeNull();
    expect(Number(said![2])).toBe(quiz.answer);
    const terms = said![1]!.split(' + ').map((t) => Number(t.split(' ')[0]));
    expect(
      terms.reduce((a, b) => a + b, 0),
      quiz.explain,
    ).toBe(quiz.answer);
    expect(quiz.explain).not.toMatch(/covers one end and shows its other number/);
  }
  // Doubles are among them: the sentence must hold for them too.
  expect(doubles).toBeGreaterThan(50);
});
