/**
 * The lessons of the other families, in order: Mexican Train's, then Texas 42's (the special
 * contracts' last, ./tricks/lessonsContracts42.ts). Each is data (./familyTypes.ts) played at the
 * family table; test/tutorial/familyLessons.test.ts checks every one. The lesson list shows them in their own groups, after the line lessons.
 */
import type { FamilyGroup, FamilyLesson } from './familyTypes';
import { CONTRACT_LESSONS } from './tricks/lessonsContracts42';
import { TRAINS_LESSONS } from './trains/lessonsTrains';
import { TRICKS_COURSE } from './tricks/lessonsTricksMore';

export const FAMILY_LESSONS: readonly FamilyLesson[] = [
  ...TRAINS_LESSONS,
  ...TRICKS_COURSE,
  ...CONTRACT_LESSONS,
];

/** The groups' names in the lesson list. */
export const FAMILY_GROUP_NAMES: Readonly<Record<FamilyGroup, string>> = {
  'mexican-train': 'Mexican Train',
  'texas-42': 'Texas 42',
};

export function familyLessonById(id: string): FamilyLesson | undefined {
  return FAMILY_LESSONS.find((l) => l.id === id);
}

/** The lesson after this one in its group, if any. */
export function nextFamilyLesson(id: string): FamilyLesson | undefined {
  const i = FAMILY_LESSONS.findIndex((l) => l.id === id);
  const next = i < 0 ? undefined : FAMILY_LESSONS[i + 1];
  return next?.group === FAMILY_LESSONS[i]?.group ? next : undefined;
}
