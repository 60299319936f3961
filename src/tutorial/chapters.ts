/**
 * The tutorial in short parts (issue 26, item 8): "Lesson 1 of 37" daunted a newcomer, so the
 * lessons are grouped, in their order, into parts of a few each, named for what they teach
 * ("First steps", "A whole hand"). A lesson is numbered within its part, the list shows one
 * part at a time, and a lesson's header says where it is in its part. A lesson no part names
 * (one added later) falls into "More lessons", so nothing is ever left off the list.
 */
import { LESSONS } from './lessons';
import type { Lesson } from './types';

/** The parts, in the lessons' order: each names its lessons by id (the drills go by group). */
const PARTS: readonly { readonly title: string; readonly ids: readonly string[] }[] = [
  {
    title: 'First steps',
    ids: ['matching', 'count', 'doubles', 'spinners', 'arms', 'arms-ends', 'again'],
  },
  { title: 'A whole hand', ids: ['onward', 'drawing', 'blocked', 'bonus', 'race'] },
  { title: 'More players', ids: ['three-deal', 'three', 'three-tie', 'partners'] },
  { title: 'Playing well', ids: ['strategy', 'game'] },
  { title: 'Seven-Toed Pete', ids: ['pete', 'pete-hands', 'pete-spinner', 'pete-tie'] },
  { title: 'Scoring variants', ids: ['celko', 'domino-play'] },
  {
    title: 'Other games',
    ids: [
      'block',
      'heaviest-lead',
      'draw',
      'cross',
      'cross-doubles',
      'muggins',
      'muggins-sleeping',
      'double-nine',
    ],
  },
];

export const DRILLS_PART = 'Drills';
export const MORE_PART = 'More lessons';

export interface Chapter {
  readonly title: string;
  readonly lessons: readonly Lesson[];
}

function partOf(lesson: Lesson): string {
  if (lesson.group === 'drill') return DRILLS_PART;
  return PARTS.find((p) => p.ids.includes(lesson.id))?.title ?? MORE_PART;
}

/** The lessons in parts, in order: a part runs while its lessons follow one another. */
export function chapters(lessons: readonly Lesson[] = LESSONS): Chapter[] {
  const out: { title: string; lessons: Lesson[] }[] = [];
  for (const lesson of lessons) {
    const title = partOf(lesson);
    const last = out[out.length - 1];
    if (last?.title === title) last.lessons.push(lesson);
    else out.push({ title, lessons: [lesson] });
  }
  return out;
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
export function listName(lesson: Lesson): string {
  const bare = lesson.title.replace(/^Drill: /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** A page of the lesson list: a part, or a piece of one too long for the screen. */
export interface ListPage {
  readonly part: number;
  readonly title: string;
  /** The first lesson's place in its part (from 0). */
  readonly from: number;
  readonly lessons: readonly Lesson[];
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
