/**
 * The coach's panel never covers what a step is about (issue 26, item 8): every step of a few
 * lessons of the line of play, at a phone's 390x844 (2x, touch) and a desktop's 1280x720,
 * played by their scripts one tap at a time. At each step, once the table is still, the
 * coach's panel (`FamilyTable/coach`) covers no tile of the layout, no glowing tile the step
 * asks about and no tile of the hand, and the layout's tiles keep a readable size; the layout
 * sampler runs throughout (nothing overlapping, off screen, or a button under 44 px on the
 * phone). Screenshots of the tallest panel of each lesson go to test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { Box } from '../../src/ui/boxes';
import { LESSONS, solve, solutionAction } from '../../src/tutorial/index';
import {
  boxes,
  openPage,
  overlapping,
  PHONE_AND_DESKTOP,
  scenes,
  shot,
  tapOnce,
  useBrowser,
  waitUntil,
} from './browser';
import {
  freeMove,
  lessonsFromMenu,
  lessonSpots,
  openLesson,
  perform,
  settledLesson,
} from './lessons';
import { sampled, startSampler, stopSampler } from './sampler';

const browser = useBrowser();
const base = inject('baseURL');

const SIZES = PHONE_AND_DESKTOP;

/**
 * Lessons with the longest words, quizzes on the table's tiles, three and four players, a
 * draw, a big set, and the guided hand with its debrief.
 */
const CHOSEN = [
  'count',
  'drawing',
  'domino-play',
  'three-deal',
  'three-tie',
  'partners',
  'celko',
  'double-nine',
  'game',
];

/** What the coach's panel covers at this step, as "what: where" lines. */
async function covered(page: Page): Promise<{ problems: string[]; panel: Box | null }> {
  const all = await boxes(page);
  const panel = all.find((b) => b.id === 'FamilyTable/coach') ?? null;
  if (!panel) return { problems: [], panel };
  const h = await lessonSpots(page);
  const problems: string[] = [];
  for (const t of all.filter((b) => b.kind === 'tile'))
    if (overlapping(panel, t)) problems.push(`the layout's ${t.id}`);
  for (const g of h.halos) if (overlapping(panel, g)) problems.push('a glowing tile');
  for (const t of h.hand) {
    const box = { x: t.x - t.half / 2, y: t.y - t.half, w: t.half, h: 2 * t.half };
    if (overlapping(panel, box)) problems.push(`the hand's ${t.tile}`);
  }
  return { problems, panel };
}

describe.each(SIZES)('the coach’s panel at $name', (size) => {
  test('covers nothing a step is about, step by step', async () => {
    const { page, context, errors } = await openPage(browser(), size.viewport, {
      touch: size.touch,
      scale: size.scale,
    });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    await lessonsFromMenu(page);
    await startSampler(page, { phone: size.touch, tileMin: 0 });
    const found: string[] = [];
    let steps = 0;
    let paged = 0;
    for (const id of CHOSEN) {
      const lesson = LESSONS.find((l) => l.id === id);
      if (!lesson) throw new Error(`no lesson ${id}`);
      await openLesson(page, lesson);
      const script = solve(lesson);
      let tallest = 0;
      for (let guard = 0; guard < 120; guard++) {
        const h = await settledLesson(page);
        // The camera's glide to the step's tiles takes up to 300 ms.
        await new Promise((r) => setTimeout(r, 350));
        const { problems, panel } = await covered(page);
        steps++;
        for (const p of problems) found.push(`${id} step ${h.step}: the panel covers ${p}`);
        if (panel && panel.h > tallest) {
          tallest = panel.h;
          await shot(page, `coach-${size.name}-${id}`);
        }
        // Words too long for the room come a page at a time, the panel keeping its height.
        const more = h.buttons.find((b) => b.label.startsWith('More '));
        if (more && panel) {
          paged++;
          const label = async () =>
            (await lessonSpots(page)).buttons.find((b) => b.label.startsWith('More '))?.label;
          await tapOnce(
            page,
            'the next page',
            () => Promise.resolve(more),
            async () => (await label()) !== more.label,
          );
          await shot(page, `coach-${size.name}-${id}-page-2`);
          const after = (await covered(page)).panel;
          expect(after?.h).toBeCloseTo(panel.h, 0);
        }
        if (h.done) break;
        if (h.kind === 'game') {
          await freeMove(page);
          continue;
        }
        const state = script.find((s) => s.step === h.step && !s.done);
        const action = state ? solutionAction(state) : null;
        if (!action) throw new Error(`${id}: no scripted action at step ${h.step}`);
        await perform(page, action).catch(async (e: unknown) => {
          await shot(page, `coach-${size.name}-failure`);
          const at = JSON.stringify({ id, action, h: await lessonSpots(page) });
          throw new Error(`${(e as Error).message} at ${at}`, { cause: e });
        });
      }
      await page.keyboard.press('Escape');
      await waitUntil('the list', async () => (await scenes(page)).includes('Lessons'));
    }
    expect(steps).toBeGreaterThan(CHOSEN.length * 3);
    // The guided hand's debrief takes more than the phone's room: it is paged there.
    if (size.touch) expect(paged).toBeGreaterThan(0);
    expect(found).toEqual([]);
    await sampled(page, 3);
    const { problems } = await stopSampler(page);
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
