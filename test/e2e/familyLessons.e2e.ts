/**
 * The lessons of Mexican Train and Texas 42 at the family table, in a real browser: from the
 * menu's Tutorial to each game's part of the lesson list, then one lesson of each played to
 * its stars, a wrong move (or answer) first, explained on the screen; by taps on a phone
 * (390x844 at 2x, touch) and by keyboard alone on a desktop (1280x720). The layout sampler
 * runs the whole time (nothing overlaps, nothing off screen, thumb-sized buttons on the
 * phone), and the lessons come back ticked and starred in the list. Screenshots for docs/ui.md.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type { FamilyHotspots } from '../../src/scenes/family/FamilyTableScene';
import type { FamilyLessonHotspots } from '../../src/scenes/family/familyDriver';
import type { LessonsHotspots } from '../../src/scenes/lessons/LessonsScene';
import { familyLessonById } from '../../src/tutorial/familyLessons';
import { familyLessonStars } from '../../src/tutorial/familyEnd';
import { familyAct } from '../../src/tutorial/familyRunner';
import { familySolutionAction, solveFamily } from '../../src/tutorial/familySolve';
import {
  boxes,
  family,
  openPage,
  pressButton,
  scenes,
  shot,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { sampled, startSampler, stopSampler } from './sampler';

const browser = useBrowser();
const base = inject('baseURL');

const list = (page: Page): Promise<LessonsHotspots | null> =>
  page.evaluate(() => (window.horseRaceTest?.tutorial() ?? null) as LessonsHotspots | null);

type Mode = 'touch' | 'keyboard';

/** The table's choice id of a lesson's action (view/familyTable.ts, familyLessonDriver.ts). */
function choiceId(action: ReturnType<typeof familySolutionAction>): string {
  if (!action) throw new Error('no action');
  if (action.type === 'answer') return `lesson:answer:${action.value}`;
  if (action.type !== 'move') throw new Error(`no choice for ${action.type}`);
  const m = action.move as {
    type: string;
    tile?: number;
    train?: number | string;
    bid?: number | string;
    special?: string;
    trump?: string;
  };
  if (m.type === 'play') return `${m.tile}@${m.train === undefined ? 'trick' : `train:${m.train}`}`;
  if (m.type === 'bid') return `bid:${m.bid}${m.special ? `:${m.special}` : ''}`;
  if (m.type === 'trump') return `trump:${m.trump}`;
  return m.type;
}

/** The lesson's state as drawn, once it is there. */
type LessonTable = FamilyHotspots & { readonly lesson: FamilyLessonHotspots };

async function lessonNow(page: Page): Promise<LessonTable> {
  return waitUntil('the lesson at the table', async () => {
    const h = await family(page);
    return h?.lesson ? { ...h, lesson: h.lesson } : null;
  });
}

const mark = (h: LessonTable): string =>
  // The feedback too: a move the search judges changes neither the step nor the refusals.
  JSON.stringify([h.lesson.step, h.lesson.mistakes, h.lesson.done, h.step, h.lesson.feedback]);

/** Makes a choice by taps (a tile, then its lit train if it waits for one; or a button) or by keys. */
async function choose(page: Page, mode: Mode, id: string, label: string): Promise<void> {
  const h = await lessonNow(page);
  const before = mark(h);
  if (mode === 'keyboard') await pressHighlight(page, id);
  else if (id.includes('@')) {
    const [tile, target] = id.split('@');
    const spot = h.hand.find((t) => String(t.tile) === tile);
    expect(spot, `tile ${tile} in hand`).toBeDefined();
    await page.touchscreen.tap(spot!.x, spot!.y);
    const lit = await waitUntil('the tap taken', async () => {
      const now = await lessonNow(page);
      return mark(now) !== before || now.targets.length > 0 ? now : null;
    });
    const place = lit.targets.find((t) => t.id === target);
    if (mark(lit) === before && place) await page.touchscreen.tap(place.x, place.y);
  } else {
    // A move that is a button (a bid, a trump) is found by its label on the table.
    const words = label || (h.actions.find((a) => a.id === id)?.label ?? id);
    const b = h.buttons.find((x) => x.label === words);
    expect(b, `button ${words}`).toBeDefined();
    await page.touchscreen.tap(b!.x, b!.y);
  }
  await waitUntil(`"${label}" answered`, async () => mark(await lessonNow(page)) !== before);
}

/**
 * Moves the table's highlight to the choice `id` with the arrows, then takes it with Enter; a
 * quiz's answer by its number key (Enter takes no answer the arrows did not move to).
 */
async function pressHighlight(page: Page, id: string): Promise<void> {
  if (id.startsWith('lesson:answer:')) {
    const answers = (await lessonNow(page)).actions.filter((a) =>
      a.id.startsWith('lesson:answer:'),
    );
    await page.keyboard.press(String(answers.findIndex((a) => a.id === id) + 1));
    return;
  }
  for (let i = 0; i < 40; i++) {
    const h = await lessonNow(page);
    if (h.highlight === id) break;
    await page.keyboard.press('ArrowRight');
    await waitUntil(
      'the highlight moved',
      async () => (await lessonNow(page)).highlight !== h.highlight,
    );
  }
  expect((await lessonNow(page)).highlight).toBe(id);
  await page.keyboard.press('Enter');
}

/**
 * Turns the lesson list a page at a time (its "›" button, one tap or Enter each) to the page
 * of a game's part with the lesson titled `title`, and opens it.
 */
async function openLesson(page: Page, mode: Mode, part: string, title: string): Promise<void> {
  await waitUntil('the lesson list', async () => (await scenes(page)).includes('Lessons'));
  const press = async (label: string, at: { x: number; y: number }): Promise<void> => {
    if (mode === 'keyboard') await pressButton(page, label);
    else await page.touchscreen.tap(at.x, at.y);
  };
  for (let turned = 0; ; turned++) {
    const h = (await list(page))!;
    // A part may take more than one page ("Texas 42", "Texas 42 2"); a row is "6. The plunge".
    const row = h.page.title.startsWith(part)
      ? h.buttons.find((b) => /^\d+\. /.test(b.label) && b.label.endsWith(`. ${title}`))
      : null;
    if (row) {
      await press(row.label, row);
      break;
    }
    const next = h.buttons.find((b) => b.label.endsWith(' ›'));
    if (!next || turned > 30) throw new Error(`no part "${part}" in the lesson list`);
    const at = h.page.at;
    await press(next.label, next);
    await waitUntil('the next page', async () => ((await list(page))?.page.at ?? 0) > at);
  }
  await waitUntil('the lesson', async () => (await family(page))?.lesson);
}

/**
 * Plays a lesson through: its first step's wrong move (or answer) first, whose explanation
 * must show on the screen, then the scripted solution to the end. Returns the stars shown,
 * which are the stars the same play earns in Node (a wrong answer is a refusal; a legal move
 * the step does not name is judged by the family's search).
 */
async function playLesson(page: Page, mode: Mode, id: string, shotName: string): Promise<number> {
  const lesson = familyLessonById(id)!;
  const states = solveFamily(lesson);
  const first = states[0]!;
  const wrong = lesson.steps[0]!;
  const wrongId =
    wrong.kind === 'quiz'
      ? `lesson:answer:${wrong.choices.find((c) => c !== wrong.answer)}`
      : choiceId({
          type: 'move',
          move: first.family.legalMoves(first.game).find((m: object) => {
            const key = choiceId({ type: 'move', move: m });
            return key !== choiceId(familySolutionAction(first));
          }),
        });
  const wrongMove = first.family
    .legalMoves(first.game)
    .find((m: object) => choiceId({ type: 'move', move: m }) === wrongId);
  let expected =
    wrong.kind === 'quiz'
      ? familyAct(first, {
          type: 'answer',
          value: wrong.choices.find((c) => c !== wrong.answer) ?? -1,
        })
      : familyAct(first, { type: 'move', move: wrongMove });
  const triedNode = expected;
  for (let i = 0; i < 50 && !expected.done; i++)
    expected = familyAct(expected, familySolutionAction(expected)!);
  const wrongLabel =
    wrong.kind === 'quiz'
      ? (wrong.labels?.[wrong.choices.findIndex((c) => c !== wrong.answer)] ?? '')
      : '';
  await choose(page, mode, wrongId, wrongLabel);
  const refused = await lessonNow(page);
  expect(refused.lesson.mistakes).toBe(triedNode.mistakes);
  expect(refused.lesson.step).toBe(triedNode.step);
  expect(triedNode.step).toBe(0);
  const said = refused.lesson.feedback ?? '';
  expect(said.length).toBeGreaterThan(10);
  await waitUntil('the refusal on the screen', async () =>
    (await texts(page)).join(' ').replace(/\s+/g, ' ').includes(said.slice(0, 30)),
  );
  await shot(page, `${shotName}-refused`);
  for (const s of states) {
    const action = familySolutionAction(s);
    if (!action) break;
    const step = lesson.steps[s.step]!;
    const label =
      action.type === 'answer' && step.kind === 'quiz'
        ? (step.labels?.[step.choices.indexOf(action.value)] ?? String(action.value))
        : '';
    if (step.kind === 'quiz' && s.step > 0 && s === states.find((x) => x.step === s.step))
      await shot(page, `${shotName}-quiz`);
    await choose(page, mode, choiceId(action), label);
  }
  const end = await waitUntil('the stars', async () => {
    const h = await lessonNow(page);
    return h.lesson.done ? h : null;
  });
  expect(end.lesson.passed).toBe(true);
  const stars = familyLessonStars(expected);
  expect(end.lesson.stars).toBe(stars);
  // A refusal says so; a judged move, what it gave away ("23 points given away over …").
  const why = triedNode.mistakes > 0 ? '.*1 refused' : '.*given away';
  await waitUntil('the stars panel', async () =>
    (await texts(page)).some((t) =>
      new RegExp(`Stars: ${stars} of 3 \\(${why}`).test(t.replace(/\s+/g, ' ')),
    ),
  );
  await shot(page, `${shotName}-stars`);
  return end.lesson.stars ?? 0;
}

/** Back to the list (the end's Lessons button, by tap or keys): both lessons ticked and starred. */
async function backToList(page: Page, mode: Mode): Promise<void> {
  const h = await lessonNow(page);
  if (mode === 'keyboard') await page.keyboard.press('Escape');
  else {
    const b = h.buttons.find((x) => x.label === 'Lessons')!;
    await page.touchscreen.tap(b.x, b.y);
  }
  await waitUntil('the lesson list', async () => (await scenes(page)).includes('Lessons'));
}

const SIZES = [
  {
    name: 'phone',
    mode: 'touch' as Mode,
    viewport: { width: 390, height: 844 },
    opts: { touch: true, scale: 2 },
    // Texas 42's special contracts, two at each size, and a lesson of issue 37's rules.
    contracts: ['t42-plunge', 't42-sevens'],
    more: [{ part: 'Texas 42', id: 't42-shake' }],
  },
  {
    name: 'desktop',
    mode: 'keyboard' as Mode,
    viewport: { width: 1280, height: 720 },
    opts: {},
    contracts: ['t42-splash', 't42-nello'],
    more: [{ part: 'Mexican Train', id: 'mt-first-turns' }],
  },
];

describe('the family lessons in the browser', () => {
  test.each(SIZES)('$name: Mexican Train and Texas 42 lessons to their stars', async (size) => {
    const { page, context, errors, outside } = await openPage(browser(), size.viewport, size.opts);
    await page.goto(`${base}?e2e=1`);
    await waitUntil('the menu', async () => (await scenes(page)).includes('Menu'), 30_000);
    if (size.mode === 'keyboard') await pressButton(page, 'Tutorial');
    else {
      const menu = await waitUntil('the menu’s Tutorial', async () =>
        (await boxes(page)).find((b) => b.id.includes('button:Tutorial')),
      );
      await page.touchscreen.tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
    }
    await startSampler(page, { phone: size.mode === 'touch', tileMin: 0 });
    // In the list's order: the list's pages turn forward only.
    const runs = [
      { part: 'Mexican Train', id: 'mt-hub' },
      ...size.more,
      { part: 'Texas 42', id: 't42-follow' },
      ...size.contracts.map((id) => ({ part: 'Texas 42', id })),
    ];
    for (const run of runs) {
      const title = familyLessonById(run.id)!.title;
      await openLesson(page, size.mode, run.part, title);
      await shot(page, `lesson-${run.id}-${size.name}-start`);
      const stars = await playLesson(page, size.mode, run.id, `lesson-${run.id}-${size.name}`);
      await backToList(page, size.mode);
      const after = await list(page);
      await shot(page, `lesson-list-${run.id}-${size.name}`);
      expect(after?.done).toContain(run.id);
      expect(
        after?.buttons.some(
          (b) =>
            /^✓ \d+\. /.test(b.label) &&
            b.label.endsWith(`. ${title}  ${'★'.repeat(stars)}${'☆'.repeat(3 - stars)}`),
        ),
      ).toBe(true);
    }
    await sampled(page, 5);
    const { problems, samples } = await stopSampler(page);
    expect(samples).toBeGreaterThan(20);
    expect(Object.entries(problems).map(([k, v]) => `${k}   [${v}]`)).toEqual([]);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });
});
