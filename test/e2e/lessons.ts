/**
 * The tutorial's screens for browser tests: the lesson list and a lesson as the test hook
 * reads them, and the way from the menu to a lesson, one tap at a time.
 */
import type { Page } from 'playwright-core';
import { formatTile } from '../../src/engine/core/tiles';
import type { LessonsHotspots } from '../../src/scenes/lessons/LessonsScene';
import type { TutorialHotspots } from '../../src/scenes/lessons/tutorialSpots';
import {
  courseChapters,
  LESSONS,
  listName,
  type CourseLesson,
  type TutorialAction,
} from '../../src/tutorial/index';
import { scenes, tap, tapOnce, waitUntil } from './browser';

export type Spots = LessonsHotspots | TutorialHotspots;

/** The lesson list or the lesson, whichever shows. */
export function tutorial(page: Page): Promise<Spots | null> {
  return page.evaluate(() => window.horseRaceTest?.tutorial() ?? null);
}

export async function lessonSpots(page: Page): Promise<TutorialHotspots> {
  const h = await tutorial(page);
  if (!h || !('lesson' in h)) throw new Error('no lesson on screen');
  return h;
}

/** The lesson list, once it shows. */
export function lessonList(page: Page): Promise<LessonsHotspots> {
  return waitUntil('the lesson list', async () => {
    const h = await tutorial(page);
    return h && !('lesson' in h) ? h : null;
  });
}

/** A lesson's row on the list: its number in its part and its name ("2. The count"). */
export function rowLabel(lesson: CourseLesson): string {
  for (const part of courseChapters()) {
    const index = part.lessons.findIndex((l) => l.id === lesson.id);
    if (index >= 0) return `${index + 1}. ${listName(lesson)}`;
  }
  throw new Error(`${lesson.id} is on no part of the list`);
}

/** A row's label without its tick and stars. */
export function bareRow(label: string): string {
  return label.replace(/^✓ /, '').replace(/\s+[★☆]+$/, '');
}

/** Turns the list's page one way ("›" on, "‹" back) by one tap; false if there is none. */
async function turnPage(page: Page, forward: boolean): Promise<boolean> {
  const h = await lessonList(page);
  const turn = h.buttons.find((b) => (forward ? b.label.endsWith(' ›') : b.label.startsWith('‹ ')));
  if (!turn) return false;
  await tapOnce(
    page,
    `the list's page ${forward ? 'after' : 'before'} ${h.page.at}`,
    () => Promise.resolve(turn),
    async () => (await lessonList(page)).page.at !== h.page.at,
  );
  return true;
}

/**
 * The lesson list's row for this lesson (its label without tick and stars), turning the
 * list's pages (a part of the course a page), forward and then back, until it shows.
 */
export async function listButton(
  page: Page,
  lesson: CourseLesson,
): Promise<{ x: number; y: number; label: string }> {
  const label = rowLabel(lesson);
  let forward = true;
  for (let turned = 0; turned < 40; turned++) {
    const h = await lessonList(page);
    const found = h.buttons.find((b) => bareRow(b.label) === label);
    if (found) return found;
    if (!(await turnPage(page, forward))) {
      if (!forward) break;
      forward = false;
    }
  }
  throw new Error(`no "${label}" on any page of the lesson list`);
}

/** Every lesson row's label, part by part (the list turned to its first page, then on). */
export async function everyRow(page: Page): Promise<string[]> {
  while (await turnPage(page, false));
  const rows: string[] = [];
  const here = courseChapters().flatMap((c) => c.lessons.map(rowLabel));
  do {
    const h = await lessonList(page);
    rows.push(...h.buttons.map((b) => b.label).filter((l) => here.includes(bareRow(l))));
  } while (await turnPage(page, true));
  return rows;
}

/** From the menu (New game focused, no save): the lesson list, by the keyboard. */
export async function lessonsFromMenu(page: Page): Promise<LessonsHotspots> {
  await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
  // Continue is disabled (no save), so Down lands on Tutorial.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  return lessonList(page);
}

/** Opens the lesson with this id from the list, by one tap on its row. */
export async function openLesson(page: Page, lesson: CourseLesson): Promise<TutorialHotspots> {
  const id = lesson.id;
  const row = await listButton(page, lesson);
  await tapOnce(
    page,
    `lesson ${id} open`,
    () => Promise.resolve(row),
    async () => {
      const h = await tutorial(page);
      return Boolean(h && 'lesson' in h && h.lesson === id);
    },
  );
  return lessonSpots(page);
}

/** What changes when a lesson answers a tap: its step, feedback, choice or hand. */
export function signature(h: TutorialHotspots): string {
  return JSON.stringify([h.lesson, h.step, h.done, h.feedback, h.selected, h.hand.length]);
}

/**
 * The lesson once its table has shown every step and, unless `coach` is false, the coach's
 * word on the last move has landed (its panel may grow and move the board): a tap on the
 * table counts then, where it was read.
 */
export function settledLesson(page: Page, coach = true): Promise<TutorialHotspots> {
  return waitUntil('the lesson settled', async () => {
    const h = await tutorial(page);
    return h && 'lesson' in h && h.idle && (!coach || !h.judging) ? h : null;
  });
}

/** One tap, made by `act`, then the lesson's answer to it: something it shows changed. */
export async function andWait(page: Page, act: () => Promise<void>): Promise<TutorialHotspots> {
  const before = signature(await lessonSpots(page));
  await act();
  return waitUntil('the lesson to answer the tap', async () => {
    const h = await tutorial(page);
    return h && 'lesson' in h && signature(h) !== before ? h : null;
  });
}

/** One tap on the button with this label (or one of these), once it shows. */
export async function tapButton(page: Page, label: string | readonly string[]): Promise<void> {
  const labels = typeof label === 'string' ? [label] : label;
  const b = await waitUntil(`a "${labels.join('" or "')}" button`, async () =>
    (await tutorial(page))?.buttons.find((x) => labels.includes(x.label)),
  );
  await tap(page, b);
}

/** A pass, or the end of a turn after a play (a double or a score) when nothing more fits. */
const PASS = ['Pass', 'End turn'];

/** Makes a tutorial action through the UI: one tap on each tile, lit place, boneyard or button. */
export async function perform(page: Page, action: TutorialAction): Promise<void> {
  switch (action.type) {
    case 'next':
      await andWait(page, () => tapButton(page, 'Continue'));
      return;
    case 'answer': {
      // A quiz may word its choices (a seat's name); the button says the word.
      const h = await lessonSpots(page);
      const step = LESSONS.find((l) => l.id === h.lesson)?.steps[h.step];
      const i = step?.kind === 'quiz' ? step.choices.indexOf(action.value) : -1;
      const label = step?.kind === 'quiz' ? step.labels?.[i] : undefined;
      await andWait(page, () => tapButton(page, label ?? String(action.value)));
      return;
    }
    case 'pass':
      await andWait(page, () => tapButton(page, PASS));
      return;
    case 'draw':
      await settledLesson(page);
      await andWait(page, () => tapButton(page, 'Draw'));
      return;
    case 'play': {
      const h = await settledLesson(page);
      const name = formatTile(action.tile);
      const spot = h.hand.find((t) => t.tile === name);
      if (!spot) throw new Error(`${name} is not in the hand on screen`);
      const after = await andWait(page, () => tap(page, spot));
      if (action.on === undefined || after.selected !== name) return;
      const on = action.on === null ? '' : formatTile(action.on);
      const target = after.targets.find((t) => t.on === on);
      if (!target) throw new Error(`no lit target on ${on} for ${name}`);
      await andWait(page, () => tap(page, target));
      return;
    }
  }
}

/** In the guided game: any legal move, chosen from what the screen offers, one tap each. */
export async function freeMove(page: Page): Promise<void> {
  const h = await settledLesson(page);
  const tile = h.hand.find((t) => t.playable);
  if (tile) {
    const after = await andWait(page, () => tap(page, tile));
    if (after.selected !== tile.tile) return;
    // The lit places glide into view: tapped where they come to rest.
    const target = (await settledLesson(page)).targets[0];
    if (!target) throw new Error(`no lit place for ${tile.tile}`);
    await andWait(page, () => tap(page, target));
    return;
  }
  if (h.buttons.some((b) => PASS.includes(b.label))) {
    await andWait(page, () => tapButton(page, PASS));
    return;
  }
  await andWait(page, () => tapButton(page, 'Draw'));
}
