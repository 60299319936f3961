/**
 * The tutorial in short parts (issue 26, item 8): "Lesson 1 of 37" daunted a newcomer, so the
 * lessons are grouped, in their order, into parts of a few each, named for what they teach
 * ("First steps", "A whole hand"). A lesson is numbered within its part, the list shows one
 * part at a time, and a lesson's header says where it is in its part. A lesson added later
 * joins the part it falls in, so nothing is ever left off the list.
 */
import { FAMILY_GROUP_NAMES, FAMILY_LESSONS } from './familyLessons';
import { FAMILY_GROUPS } from './familyTypes';
import { LESSONS } from './lessons';
import type { Lesson } from './types';

/** What the list needs of a lesson, a line game's or another family's. */
export type CourseLesson = Pick<Lesson, 'id' | 'title'>;

/**
 * The parts, in the lessons' order, each from its first lesson to the next part's first (a
 * lesson added in between joins the part it falls in); the drills go by their group.
 */
const PARTS: readonly { readonly title: string; readonly from: string }[] = [
  { title: 'First steps', from: 'matching' },
  { title: 'A whole hand', from: 'onward' },
  { title: 'More players', from: 'three-deal' },
  { title: 'Playing well', from: 'strategy' },
  { title: 'Seven-Toed Pete', from: 'pete' },
  { title: 'Scoring variants', from: 'celko' },
  { title: 'Other games', from: 'block' },
  { title: 'Muggins and more', from: 'muggins' },
];

export const DRILLS_PART = 'Drills';
/** The part of lessons before any part's first (none now). */
export const MORE_PART = 'More lessons';

export interface Chapter {
  readonly title: string;
  readonly lessons: readonly CourseLesson[];
}

/** The lessons in parts, in order: a part runs from its first lesson to the next part's. */
export function chapters(lessons: readonly Lesson[] = LESSONS): Chapter[] {
  const out: { title: string; lessons: Lesson[] }[] = [];
  let current = MORE_PART;
  for (const lesson of lessons) {
    current = PARTS.find((p) => p.from === lesson.id)?.title ?? current;
    const title = lesson.group === 'drill' ? DRILLS_PART : current;
    const last = out[out.length - 1];
    if (last?.title === title) last.lessons.push(lesson);
    else out.push({ title, lessons: [lesson] });
  }
  return out;
}

/**
 * The whole course's parts: the line games' (`chapters`), then a part for each other family's
 * lessons (Mexican Train's, Texas 42's), played at the family table.
 */
export function courseChapters(): Chapter[] {
  return [
    ...chapters(),
    ...FAMILY_GROUPS.map((g) => ({
      title: FAMILY_GROUP_NAMES[g],
      lessons: FAMILY_LESSONS.filter((l) => l.group === g),
    })),
  ];
}

/** Where a lesson sits: its part (index and title), its place in it, from 0, and the part's size. */
export interface Place {
  readonly part: number;
  readonly parts: number;
  readonly title: string;
  readonly index: number;
  readonly size: number;
}

export function placeOf(id: string, lessons: readonly Lesson[] = LESSONS): Place | null {
  const all = chapters(lessons);
  for (const [part, c] of all.entries()) {
    const index = c.lessons.findIndex((l) => l.id === id);
    if (index >= 0)
      return { part, parts: all.length, title: c.title, index, size: c.lessons.length };
  }
  return null;
}

/** A lesson's name in its part's list: a drill's without the "Drill: " its title starts with. */
export function listName(lesson: CourseLesson): string {
  const bare = lesson.title.replace(/^Drill: /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** A page of the lesson list: a part, or a piece of one too long for the screen. */
export interface ListPage {
  readonly part: number;
  readonly title: string;
  /** The first lesson's place in its part (from 0). */
  readonly from: number;
  readonly lessons: readonly CourseLesson[];
  /** Which piece of its part this page is, and of how many (1 of 1 when it fits). */
  readonly piece: number;
  readonly pieces: number;
}

/** The list's pages: a part to a page, cut into pieces of `slots` rows where it is longer. */
export function listPages(parts: readonly Chapter[], slots: number): ListPage[] {
  const per = Math.max(1, Math.floor(slots));
  return parts.flatMap((c, part) => {
    const pieces = Math.ceil(c.lessons.length / per);
    return Array.from({ length: pieces }, (_, i) => ({
      part,
      title: c.title,
      from: i * per,
      lessons: c.lessons.slice(i * per, (i + 1) * per),
      piece: i + 1,
      pieces,
    }));
  });
}
