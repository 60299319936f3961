/** The menu's list of lesson ids is the lessons' own. */
import { expect, test } from 'vitest';
import { LESSON_IDS } from '../../src/tutorial/lessons';
import { LESSON_ID_LIST } from '../../src/tutorial/lessonIds';

test('the light id list equals the lessons in order', () => {
  expect(LESSON_ID_LIST).toEqual(LESSON_IDS);
});
