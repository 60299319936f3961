/**
 * The tutorial's parts and words (issue 26, item 8): the lessons in short parts, in their
 * order, each lesson once; a lesson's place in its part; the list's pages; titles without
 * sources' names; and words that fit a touch screen and a mouse alike.
 */
import { describe, expect, test } from 'vitest';
import {
  chapters,
  DRILLS_PART,
  listName,
  listPages,
  MORE_PART,
  placeOf,
} from '../../src/tutorial/chapters';
import { LESSONS } from '../../src/tutorial/lessons';
import type { Lesson } from '../../src/tutorial/types';

describe('the tutorial in parts', () => {
  test('every lesson once, in order, in short parts named for what they teach', () => {
    const parts = chapters();
    expect(parts.flatMap((c) => c.lessons)).toEqual(LESSONS);
    const titles = parts.map((c) => c.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles[0]).toBe('First steps');
    expect(titles[titles.length - 1]).toBe(DRILLS_PART);
    expect(titles).not.toContain(MORE_PART);
    // The first part: from the first lesson to "Play again", eight in all.
    const first = parts[0]?.lessons.map((l) => l.id) ?? [];
    expect([first.length, first[0], first[7]]).toEqual([8, 'matching', 'again']);
  });

  test('a lesson’s place: its part, its number in it, the part’s size', () => {
    expect(placeOf('count')).toEqual({
      part: 0,
      parts: chapters().length,
      title: 'First steps',
      index: 1,
      size: 8,
    });
    expect(placeOf('drill-score')?.title).toBe(DRILLS_PART);
    expect(placeOf('no-such-lesson')).toBeNull();
  });

  test('a lesson added later joins the part it falls in, never off the list', () => {
    const extra: Lesson = { ...LESSONS[0]!, id: 'later-lesson', title: 'A later lesson' };
    const parts = chapters([...LESSONS.slice(0, 3), extra]);
    expect(parts.map((c) => [c.title, c.lessons.length])).toEqual([['First steps', 4]]);
    // Before any part's first lesson: "More lessons".
    expect(placeOf('later-lesson', [extra])?.title).toBe(MORE_PART);
  });

  test('the pages: a part each, in pieces where the screen holds fewer rows', () => {
    const parts = chapters();
    const whole = listPages(parts, 8);
    expect(whole).toHaveLength(parts.length);
    expect(whole.every((p) => p.pieces === 1 && p.from === 0)).toBe(true);
    const cut = listPages(parts, 5);
    expect(cut.flatMap((p) => p.lessons)).toEqual(LESSONS);
    const first = cut.filter((p) => p.title === 'First steps');
    expect(first.map((p) => [p.piece, p.pieces, p.from, p.lessons.length])).toEqual([
      [1, 2, 0, 5],
      [2, 2, 5, 3],
    ]);
  });

  test('titles name what a lesson teaches, not a source; a drill’s name drops "Drill:"', () => {
    for (const l of LESSONS) expect(l.title).not.toMatch(/Celko|domino-play/i);
    expect(listName(LESSONS.find((l) => l.id === 'drill-count')!)).toBe('Count the arms');
    expect(listName(LESSONS.find((l) => l.id === 'celko')!)).toBe('Full points');
    expect(listName(LESSONS.find((l) => l.id === 'domino-play')!)).toBe('Short chains');
  });

  test('the lessons’ words fit a touch screen and a mouse: never "tap" or "click"', () => {
    const words = LESSONS.flatMap((l) =>
      l.steps.flatMap((s) => [
        s.text,
        ...('why' in s && s.why
          ? typeof s.why === 'string'
            ? [s.why]
            : Object.values(s.why)
          : []),
        ...('otherwise' in s && s.otherwise ? [s.otherwise] : []),
      ]),
    );
    expect(words.filter((w) => /\b(tap|taps|tapping|click|clicks)\b/i.test(w))).toEqual([]);
  });

  test('what a turn scored is told apart from the count', () => {
    const said = LESSONS.flatMap((l) => l.steps.map((s) => s.text));
    // "no points … You made 3 points" mixed the tile's count with the turn's score.
    expect(said.filter((t) => /no points.*made \d+ points?/i.test(t))).toEqual([]);
  });
});
