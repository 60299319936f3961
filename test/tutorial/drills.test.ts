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
import { armCount } from '../../src/tutorial/drills';

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
