/**
 * The tutorial's lesson list in the browser tests: a part of the course a page
 * (src/tutorial/chapters.ts), a lesson's row named by its number in its part.
 */
import type { Page } from 'playwright-core';
import type { LessonsHotspots } from '../../src/scenes/LessonsScene';
import type { TutorialHotspots } from '../../src/scenes/TutorialScene';
import { LESSONS, listName, placeOf, type Lesson } from '../../src/tutorial/index';
import { waitUntil } from './browser';

function tutorial(page: Page): Promise<LessonsHotspots | TutorialHotspots | null> {
  return page.evaluate(() => window.horseRaceTest?.tutorial() ?? null);
}

/** A lesson's row on the list: its number in its part and its name ("2. The count"). */
export function rowLabel(lesson: Lesson): string {
  return `${(placeOf(lesson.id)?.index ?? 0) + 1}. ${listName(lesson)}`;
}

/** A row's label without its tick and stars. */
function bare(label: string): string {
  return label.replace(/^✓ /, '').replace(/\s+[★☆]+$/, '');
}

/**
 * The lesson list's row for this lesson, turning the list's pages (a part of the course a
 * page) forward, then back, until it shows.
 */
export async function listButton(page: Page, lesson: Lesson): Promise<{ x: number; y: number }> {
  let last = 0;
  let back = false;
  return waitUntil(`the list's ${lesson.id}`, async () => {
    const h = (await tutorial(page)) as LessonsHotspots | null;
    const found = h?.buttons.find((b) => bare(b.label) === rowLabel(lesson));
    if (found) return found;
    const next = h?.buttons.find((b) => b.label.endsWith(' ›'));
    const prev = h?.buttons.find((b) => b.label.startsWith('‹ '));
    if (!next) back = true;
    const turn = back ? prev : next;
    if (turn && Date.now() - last > 700) {
      last = Date.now();
      await page.mouse.click(turn.x, turn.y);
    }
    return null;
  });
}

/** Every lesson row's label, part by part (the list turned to its first page, then on). */
export async function everyRow(page: Page): Promise<string[]> {
  const at = async (): Promise<LessonsHotspots> =>
    waitUntil('the list', async () => {
      const h = await tutorial(page);
      return h && !('lesson' in h) ? h : null;
    });
  let h = await at();
  while (h.page.at > 1) {
    const prev = h.buttons.find((b) => b.label.startsWith('‹ '));
    if (!prev) break;
    const from = h.page.at;
    await page.mouse.click(prev.x, prev.y);
    h = await waitUntil('the page before', async () => {
      const now = await at();
      return now.page.at < from ? now : null;
    });
  }
  const rows: string[] = [];
  for (;;) {
    const here = LESSONS.map(rowLabel);
    rows.push(...h.buttons.map((b) => b.label).filter((l) => here.includes(bare(l))));
    const next = h.buttons.find((b) => b.label.endsWith(' ›'));
    if (!next) return rows;
    const from = h.page.at;
    await page.mouse.click(next.x, next.y);
    h = await waitUntil('the page after', async () => {
      const now = await at();
      return now.page.at > from ? now : null;
    });
  }
}
