/** The menu's lists of lesson ids are the lessons' own. */
import { expect, test } from 'vitest';
import { FAMILY_LESSONS } from '../../src/tutorial/familyLessons';
import { LESSON_IDS } from '../../src/tutorial/lessons';
import {
  COURSE_ID_LIST,
  FAMILY_LESSON_ID_LIST,
  LESSON_ID_LIST,
} from '../../src/tutorial/lessonIds';

test('the light id lists equal the lessons in order', () => {
  expect(LESSON_ID_LIST).toEqual(LESSON_IDS);
  expect(FAMILY_LESSON_ID_LIST).toEqual(FAMILY_LESSONS.map((l) => l.id));
  expect(COURSE_ID_LIST).toEqual([...LESSON_IDS, ...FAMILY_LESSON_ID_LIST]);
  expect(new Set(COURSE_ID_LIST).size).toBe(COURSE_ID_LIST.length);
});
