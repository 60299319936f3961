/**
 * Saved tutorial progress: round trips, garbage tolerated, refusing storage survived;
 * a lesson is stored as done only when it passed.
 */
import { describe, expect, test } from 'vitest';
import {
  createProgressStore,
  LESSON_IDS,
  lessonById,
  PROGRESS_KEY,
  readProgress,
  recordLessonEnd,
  solve,
  type Lesson,
  type ProgressStorage,
  type TutorialState,
} from '../../src/tutorial/index';

function memory(
  initial: Record<string, string> = {},
): ProgressStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('progress', () => {
  test('round trip, in lesson order, without duplicates', () => {
    const storage = memory();
    const store = createProgressStore(storage, LESSON_IDS);
    expect(store.caption()).toBe(`${LESSON_IDS.length} short lessons`);
    store.finish('count', 3);
    store.finish('matching', 3);
    store.finish('count', 3);
    expect(store.done()).toEqual(['matching', 'count']);
    expect(store.caption()).toBe(`2/${LESSON_IDS.length} done`);
    const again = createProgressStore(storage, LESSON_IDS);
    expect(again.done()).toEqual(['matching', 'count']);
    expect(again.isDone('count')).toBe(true);
    again.reset();
    expect(readProgress(storage, LESSON_IDS).done).toEqual([]);
  });

  test('Skip moves past a lesson without counting it as done', () => {
    const storage = memory();
    const store = createProgressStore(storage, LESSON_IDS);
    for (const id of LESSON_IDS) store.skip(id);
    expect(store.done()).toEqual([]);
    expect(store.caption()).toBe(`${LESSON_IDS.length} short lessons`);
    expect(store.skipped()).toEqual(LESSON_IDS);
    // Playing a skipped lesson to its end makes it done, and no longer skipped.
    store.finish('count', 2);
    expect(store.done()).toEqual(['count']);
    expect(store.skipped()).not.toContain('count');
    // Skipping a lesson already done leaves it done.
    store.skip('count');
    expect(createProgressStore(storage, LESSON_IDS).isDone('count')).toBe(true);
  });

  test('stars: the best kept, saved, and only 1 to 3', () => {
    const storage = memory();
    const store = createProgressStore(storage, LESSON_IDS);
    store.finish('count', 2);
    store.finish('count', 1);
    expect(store.stars('count')).toBe(2);
    store.finish('count', 3);
    store.finish('doubles', 7);
    store.finish('matching', 0);
    const again = createProgressStore(storage, LESSON_IDS);
    expect(again.stars('count')).toBe(3);
    expect(again.stars('doubles')).toBe(0);
    expect(again.isDone('doubles')).toBe(true);
    expect(again.stars('matching')).toBe(0);
    expect(again.stars('toString')).toBe(0);
    again.reset();
    expect(createProgressStore(storage, LESSON_IDS).stars('count')).toBe(0);
  });

  test.each([
    ['inherited names', '{"done":["count"],"stars":{}}', 'constructor'],
    ['a __proto__ key', '{"done":["count"],"stars":{"__proto__":{"count":3}}}', 'count'],
    ['stars for a lesson not done', '{"done":[],"stars":{"count":3}}', 'count'],
    ['stars out of range', '{"done":["count"],"stars":{"count":9}}', 'count'],
    ['stars not a number', '{"done":["count"],"stars":{"count":"3"}}', 'count'],
  ])('reads only own, valid stars: %s', (_, raw, id) => {
    const store = createProgressStore(memory({ [PROGRESS_KEY]: raw }), LESSON_IDS);
    expect(store.stars(id)).toBe(0);
  });

  test.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["count"]'],
    ['done not a list', '{"done":"count"}'],
    ['mixed junk', '{"done":[1,null,"count","nope",{"a":1},"count"]}'],
    ['skipped junk', '{"done":["count"],"skipped":"count","stars":[3]}'],
  ])('tolerates %s', (_, raw) => {
    const p = readProgress(memory({ [PROGRESS_KEY]: raw }), LESSON_IDS);
    expect(p.done.every((id) => LESSON_IDS.includes(id))).toBe(true);
    expect(p.done.length).toBeLessThanOrEqual(1);
  });

  test('storage that throws, or none at all', () => {
    const broken: ProgressStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = createProgressStore(broken, LESSON_IDS);
    store.finish('race', 1);
    expect(store.isDone('race')).toBe(true);
    const none = createProgressStore(null, LESSON_IDS);
    none.finish('race', 1);
    expect(none.done()).toEqual(['race']);
  });
});

describe('a lesson’s end', () => {
  const count = lessonById('count')!;

  /** The last step of a lesson's scripted solution: the state before it and the state after. */
  function ending(lesson: Lesson): [TutorialState, TutorialState] {
    const states = solve(lesson);
    return [states.at(-2)!, states.at(-1)!];
  }

  test('a lesson that passed is stored as done, with its stars', () => {
    const store = createProgressStore(memory(), LESSON_IDS);
    const [before, after] = ending(count);
    expect(recordLessonEnd(store, before, after)).toBe('passed');
    expect(store.isDone('count')).toBe(true);
    expect(store.stars('count')).toBe(3);
    // The steps before the end, and the end seen again, store nothing more.
    expect(recordLessonEnd(store, before, before)).toBeNull();
    expect(recordLessonEnd(store, after, after)).toBeNull();
  });

  test('a lesson played to its end whose success test failed is not done', () => {
    const failing: Lesson = { ...count, success: () => false };
    const [before, after] = ending(failing);
    expect(after.done).toBe(true);
    expect(after.passed).toBe(false);
    const storage = memory();
    const store = createProgressStore(storage, LESSON_IDS);
    expect(recordLessonEnd(store, before, after)).toBe('failed');
    expect(store.isDone('count')).toBe(false);
    expect(store.stars('count')).toBe(0);
    expect(storage.data.has(PROGRESS_KEY)).toBe(false);
  });
});
