/**
 * The tutorial's lessons, in order. Each is data (see types.ts): a deal, moves
 * already made, steps and a success test. Add one by writing it in a lesson
 * file and listing it here; test/tutorial/lessons.test.ts checks it.
 */
import { again, count, doubles, matching, spinners } from './lessonsBasics';
import { arms, onward } from './lessonsCounting';
import { blocked, bonus, drawing, race, strategy } from './lessonsHand';
import { celko, guidedGame, pete } from './lessonsMore';
import { partners, three } from './lessonsTable';
import { dominoPlay, peteHands } from './lessonsVariants';
import type { Lesson } from './types';

export const LESSONS: readonly Lesson[] = [
  matching,
  count,
  doubles,
  spinners,
  arms,
  again,
  onward,
  drawing,
  blocked,
  bonus,
  race,
  three,
  partners,
  strategy,
  guidedGame,
  pete,
  peteHands,
  celko,
  dominoPlay,
];

export const LESSON_IDS: readonly string[] = LESSONS.map((l) => l.id);

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}

/** The lesson after this one, if any. */
export function nextLesson(id: string): Lesson | undefined {
  const i = LESSONS.findIndex((l) => l.id === id);
  return i < 0 ? undefined : LESSONS[i + 1];
}
