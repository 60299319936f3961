/**
 * What a family gives its lessons besides the contract (./familyRunner.ts): the learner's
 * tiles, the places a tile might be tried (for the engine to explain a refusal), an event and
 * a refusal in the learner's words, and the numbers its quizzes ask for. One coach a family;
 * the runner asks the engine everything else through the family contract.
 */
import type { FamilyId } from '../engine/core/family';
import type { LessonCoach } from './familyTypes';
import { trainsCoach } from './trains/trainsCoach';
import { tricksCoach } from './tricks/tricksCoach';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCoach = LessonCoach<any, any, any>;

/**
 * Each family's coach, by family id (a family missing is a type error); null for the line of
 * play, whose lessons have their own runner (./runner.ts).
 */
export const COACHES: { readonly [F in FamilyId]: AnyCoach | null } = {
  line: null,
  trains: trainsCoach,
  tricks: tricksCoach,
};
