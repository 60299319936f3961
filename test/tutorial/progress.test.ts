/** Saved tutorial progress: round trips, garbage tolerated, refusing storage survived. */
import { describe, expect, test } from 'vitest';
import {
  createProgressStore,
  LESSON_IDS,
  PROGRESS_KEY,
  readProgress,
  type ProgressStorage,
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
    expect(store.caption()).toBe('13 short lessons');
    store.markDone('count');
    store.markDone('matching');
    store.markDone('count');
    expect(store.done()).toEqual(['matching', 'count']);
    expect(store.caption()).toBe('2/13 done');
    const again = createProgressStore(storage, LESSON_IDS);
    expect(again.done()).toEqual(['matching', 'count']);
    expect(again.isDone('count')).toBe(true);
    again.reset();
    expect(readProgress(storage, LESSON_IDS).done).toEqual([]);
  });

  test.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '["count"]'],
    ['done not a list', '{"done":"count"}'],
    ['mixed junk', '{"done":[1,null,"count","nope",{"a":1},"count"]}'],
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
    store.markDone('race');
    expect(store.isDone('race')).toBe(true);
    const none = createProgressStore(null, LESSON_IDS);
    none.markDone('race');
    expect(none.done()).toEqual(['race']);
  });
});
