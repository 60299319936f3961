/**
 * A quick tap always counts (issue 25).
 *
 * - A button drawn for the first time takes a tap at once: in the animation frame that first
 *   shows it, before the game's next step. The pause menu, opened by Escape, and the coach's
 *   quiz buttons, built by a timer inside a step (the lesson answers a tap after the tap's
 *   own event), which Phaser only took into its hit test at the next step.
 * - A tile chosen in the guided hand stays chosen when the coach's word on the last move
 *   lands from its worker meanwhile, so the tap on its lit place plays it.
 *
 * And frames drawn only on change (src/ui/renderOnChange.ts): a still screen skips its
 * frames, and the browser tests' pixel check of skipped frames does catch a change the
 * frame signature cannot see (paint put on the canvas from outside the game).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { LESSONS, solutionAction, solve } from '../../src/tutorial/index';
import { drawn, openPage, scenes, tap, useBrowser, waitUntil } from './browser';
import {
  andWait,
  lessonSpots,
  lessonsFromMenu,
  openLesson,
  perform,
  settledLesson,
} from './lessons';

const browser = useBrowser();
const base = inject('baseURL');

/**
 * In the page: waits, frame by frame, for the button `label` to show (in the step `step` of
 * a lesson, when given), and clicks it in the first frame that shows it. True when clicked.
 */
function clickInFirstFrame(page: Page, label: string, step: number | null): Promise<boolean> {
  return page.evaluate(
    ([label, step]) =>
      new Promise<boolean>((resolve) => {
        const canvas = document.querySelector('canvas');
        if (!canvas) return resolve(false);
        let frames = 0;
        const look = (): void => {
          const t = window.horseRaceTest;
          const lesson = t?.tutorial();
          const spots = step === null ? t?.family() : lesson && 'lesson' in lesson ? lesson : null;
          const onStep = step === null || (spots && 'step' in spots && spots.step === step);
          const b = onStep ? spots?.buttons.find((x) => x.label === label) : undefined;
          if (!b) {
            if (++frames > 600) resolve(false);
            else requestAnimationFrame(look);
            return;
          }
          // The frame that first drew it: click now, before the game's next step.
          const r = canvas.getBoundingClientRect();
          const at = { clientX: r.left + b.x, clientY: r.top + b.y, bubbles: true, button: 0 };
          canvas.dispatchEvent(new MouseEvent('mousemove', at));
          canvas.dispatchEvent(new MouseEvent('mousedown', at));
          canvas.dispatchEvent(new MouseEvent('mouseup', at));
          resolve(true);
        };
        requestAnimationFrame(look);
      }),
    [label, step] as const,
  );
}

describe('a tap in a panel’s first frame', () => {
  test('presses the pause menu’s Resume, opened by Escape', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1&preset=horse-race&players=2&seed=FRAME1&speed=instant`);
    await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
    await waitUntil('the table settled', async () => {
      const h = await page.evaluate(() => window.horseRaceTest?.family());
      return h?.live === true;
    });
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Escape');
      expect(await clickInFirstFrame(page, 'Resume', null)).toBe(true);
      // The one tap closed the menu: no second tap.
      await waitUntil('the pause menu closed', async () => {
        const h = await page.evaluate(() => window.horseRaceTest?.family());
        return h?.buttons.some((b) => b.label === 'Resume') === false;
      });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('presses a quiz’s answer the coach has just built', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    await page.goto(`${base}?e2e=1`);
    await lessonsFromMenu(page);
    // Lesson 2 asks two questions in a row: the second's buttons are built when the lesson
    // takes the first answer, in a timer of the game's step.
    const index = LESSONS.findIndex((l) => l.id === 'count');
    const lesson = LESSONS[index]!;
    await openLesson(page, lesson);
    const script = solve(lesson);
    const quizzes = lesson.steps.flatMap((s, i) => (s.kind === 'quiz' ? [i] : []));
    const second = quizzes.find((i) => quizzes.includes(i - 1));
    if (second === undefined) throw new Error('lesson 2 has no two questions in a row');
    const answer = (step: number): string => {
      const state = script.find((s) => s.step === step && !s.done);
      const action = state && solutionAction(state);
      const quiz = lesson.steps[step];
      if (action?.type !== 'answer' || quiz?.kind !== 'quiz') throw new Error('not a quiz');
      const i = quiz.choices.indexOf(action.value);
      return quiz.labels?.[i] ?? String(action.value);
    };
    while ((await lessonSpots(page)).step < second - 1) {
      const h = await lessonSpots(page);
      const state = script.find((s) => s.step === h.step && !s.done);
      const action = state && solutionAction(state);
      if (!action) throw new Error(`no scripted action at step ${h.step}`);
      await perform(page, action);
    }
    // The first question answered by one tap; the second, in the frame its buttons first show.
    const first = await settledLesson(page);
    const b = first.buttons.find((x) => x.label === answer(second - 1));
    if (!b) throw new Error(`no "${answer(second - 1)}" on ${JSON.stringify(first.buttons)}`);
    const [clicked] = await Promise.all([
      clickInFirstFrame(page, answer(second), second),
      tap(page, b),
    ]);
    expect(clicked).toBe(true);
    const after = await waitUntil('the second question answered', async () => {
      const h = await lessonSpots(page);
      return h.step > second ? h : null;
    });
    expect(after.step).toBeGreaterThan(second);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('keeps a tile chosen while the coach’s word on the last move lands', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 720 });
    // The advisor's answers are held in the page until let go, so one lands just when wanted.
    await page.addInitScript(() => {
      const Real = window.Worker;
      const held: (() => void)[] = [];
      let open = false;
      const gate = { open: () => ((open = true), held.splice(0).forEach((f) => f())), held };
      (window as unknown as { answers: typeof gate }).answers = gate;
      window.Worker = class extends Real {
        override set onmessage(fn: ((e: MessageEvent) => void) | null) {
          super.onmessage = fn && ((e) => (open ? fn(e) : void held.push(() => fn(e))));
        }
        override get onmessage(): ((e: MessageEvent) => void) | null {
          return super.onmessage;
        }
      };
    });
    type Gate = { answers: { open(): void; held: unknown[] } };
    const held = () => page.evaluate(() => (window as unknown as Gate).answers.held.length);
    await page.goto(`${base}?e2e=1`);
    await lessonsFromMenu(page);
    const index = LESSONS.findIndex((l) => l.id === 'game');
    await openLesson(page, LESSONS[index]!);
    await perform(page, { type: 'next' });
    const myTurn = () =>
      waitUntil('the learner to move', async () => {
        // Not waiting for the coach's word: this test holds it back on purpose.
        const h = await settledLesson(page, false);
        if (h.done || h.kind !== 'game')
          throw new Error(`the guided hand is over: ${JSON.stringify(h)}`);
        return h.hand.some((t) => t.playable) ? h : null;
      });
    // A first move (one tap where the tile has one place): its answer is asked, and held.
    const tile = (await myTurn()).hand.find((t) => t.playable)!;
    const tapped = await andWait(page, () => tap(page, tile));
    if (tapped.selected === tile.tile) {
      const first = (await settledLesson(page, false)).targets[0]!;
      await andWait(page, () => tap(page, first));
    }
    // The next tile chosen by the keyboard (its places lit); then the answer lands.
    await myTurn();
    await page.keyboard.press('ArrowRight');
    const chosen = (
      await waitUntil('a tile chosen', async () => {
        const h = await settledLesson(page, false);
        return h.lit !== null && h.targets.length > 0 ? h : null;
      })
    ).lit;
    await waitUntil('the answer on the first move', async () => (await held()) > 0);
    await page.evaluate(() => (window as unknown as Gate).answers.open());
    await drawn(page);
    const h = await settledLesson(page);
    expect(h.lit).toBe(chosen);
    expect(h.targets.length).toBeGreaterThan(0);
    // One tap on its lit place plays it.
    const before = h.hand.length;
    await tap(page, h.targets[0]!);
    await waitUntil('the tile played', async () => (await lessonSpots(page)).hand.length < before);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('frames drawn only on change', () => {
  test('a still menu skips its frames; a change the signature misses is caught and redrawn', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 390, height: 844 });
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    const gate = () => page.evaluate(() => window.horseRaceTest?.frameGate() ?? null);
    // Once the menu is still (the tile faces carved in the background are done): in a
    // second's steps a few are drawn (the pixel check, once a second), the rest skipped.
    await waitUntil('a still menu skipping its frames', async () => {
      const before = await gate();
      await page.waitForTimeout(1000);
      const after = await gate();
      if (!before || !after) throw new Error('no frame gate');
      expect(after.stale).toBe(0);
      return (
        after.probes > before.probes &&
        after.skipped - before.skipped > 3 * (after.drawn - before.drawn)
      );
    });
    // Paint the game knows nothing of: the next check draws the frame again and finds it changed.
    const corner = () =>
      page.evaluate(() => {
        const c = document.querySelector('canvas')?.getContext('2d');
        return c ? Array.from(c.getImageData(2, 2, 1, 1).data) : [];
      });
    const drawnCorner = await corner();
    // Painted again until a check sees it: the menu may still be drawing its own changes
    // (tile faces carved in the background), which would paint over it first.
    await waitUntil('the stale frame found', () =>
      // One evaluation, so no step runs between reading the count and painting.
      page.evaluate(() => {
        if ((window.horseRaceTest?.frameGate()?.stale ?? 0) > 0) return true;
        const c = document.querySelector('canvas')?.getContext('2d');
        if (c) {
          c.fillStyle = 'rgb(255, 0, 255)';
          c.fillRect(0, 0, 40, 40);
        }
        return false;
      }),
    );
    await drawn(page, 2);
    expect(await corner()).toEqual(drawnCorner);
    expect(errors).toEqual([
      'console: A frame changed that the frame signature called unchanged (Menu)',
    ]);
    await context.close();
  });
});
