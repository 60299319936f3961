/**
 * What a family gives its lessons besides the contract (./familyRunner.ts): the learner's
 * tiles, the places a tile might be tried (for the engine to explain a refusal), an event and
 * a refusal in the learner's words, and the numbers its quizzes ask for. One coach a family;
 * the runner asks the engine everything else through the family contract.
 */
import type { LessonCoach } from './familyTypes';
import { trainsCoach } from './trainsCoach';
import { tricksCoach } from './tricksCoach';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCoach = LessonCoach<any, any, any>;

/** Each family's coach, by family id (the line of play has its own lessons, ./runner.ts). */
export const COACHES: Readonly<Record<'trains' | 'tricks', AnyCoach>> = {
  trains: trainsCoach,
  tricks: tricksCoach,
};
