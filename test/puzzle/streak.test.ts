/** The daily puzzle's record: read strictly, the first answer kept, the streak, the share line. */
import { describe, expect, test } from 'vitest';
import {
  EMPTY_RECORD,
  readRecord,
  shareLine,
  streak,
  withAnswer,
  type DayResult,
} from '../../src/puzzle/streak';

const WIN: DayResult = { best: true, lost: 0, onTheDay: true };
const LOSS: DayResult = { best: false, lost: 2.5, onTheDay: true };

describe('the puzzle record', () => {
  test('anything but a well-formed record reads as empty; bad days are left out', () => {
    for (const junk of [null, '', '{', '[]', '"x"', '{"days": 3}', '{"__proto__": {"days": {}}}'])
      expect(readRecord(junk)).toEqual(EMPTY_RECORD);
    const r = readRecord(
      JSON.stringify({
        days: {
          '2026-11-20': WIN,
          '2026-02-30': WIN,
          '2026-11-21': { best: 'yes', lost: 0, onTheDay: true },
          '2026-11-22': { best: false, lost: -1, onTheDay: true },
          '2026-11-23': LOSS,
        },
      }),
    );
    expect(Object.keys(r.days).sort()).toEqual(['2026-11-20', '2026-11-23']);
  });

  test('a day keeps its first answer', () => {
    const r = withAnswer(withAnswer(EMPTY_RECORD, '2026-11-23', LOSS), '2026-11-23', WIN);
    expect(r.days['2026-11-23']).toEqual(LOSS);
  });

  test('the streak: days in a row solved on the day, today or (unplayed) up to yesterday', () => {
    let r = EMPTY_RECORD;
    for (const d of ['2026-11-20', '2026-11-21', '2026-11-22']) r = withAnswer(r, d, WIN);
    expect(streak(r, '2026-11-23')).toBe(3);
    expect(streak(withAnswer(r, '2026-11-23', WIN), '2026-11-23')).toBe(4);
    expect(streak(withAnswer(r, '2026-11-23', LOSS), '2026-11-23')).toBe(0);
    expect(streak(r, '2026-11-24')).toBe(0);
    // Solved late (not on its day): no streak from it.
    const late = withAnswer(EMPTY_RECORD, '2026-11-22', { ...WIN, onTheDay: false });
    expect(streak(late, '2026-11-23')).toBe(0);
  });

  test('the share line tells the result and the streak, not the answer', () => {
    expect(shareLine('2026-11-23', WIN, 4)).toBe(
      'Horse Race daily puzzle 2026-11-23: ★ found the best turn · streak 4',
    );
    expect(shareLine('2026-11-23', LOSS, 0)).toBe(
      'Horse Race daily puzzle 2026-11-23: ✗ 2.5 points short of the best turn',
    );
  });
});
