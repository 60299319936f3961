/**
 * The line of play's lessons at the family table (Node): every lesson played to its end
 * through the table's choices alone (the view's moves, a tap on a tile with no lit place),
 * as the browser plays it; a quiz's answers, Continue and the lesson's end are the table's
 * buttons; a quiz about the count covers it and keeps the newest points off the pegs; the
 * step's glows are view data; a new hand is a jump, a move a step.
 */
import { describe, expect, test } from 'vitest';
import { formatTile, parseTile, type Tile } from '../../src/engine/core/tiles';
import {
  LESSONS,
  lessonById,
  solutionAction,
  solve,
  startLesson,
  type TutorialState,
} from '../../src/tutorial/index';
import { HINTS, type FamilyTableView } from '../../src/view/familyTable';
import { familySourceView, type FamilyBoard } from '../../src/view/familyTables';
import type { LineBoardView } from '../../src/view/line/lineBoard';
import { lessonFeed, lineLessonDriver } from '../../src/view/line/lineLessonDriver';
import { choiceFor, playLesson } from '../support/lineLessons';
import {
  lineCoachWords,
  lineLessonSource,
  lineLessonView,
} from '../../src/view/line/lineLessonView';

const viewOf = (s: TutorialState, log: Parameters<typeof lineLessonSource>[1] = []) =>
  lineLessonView(familySourceView(lineLessonSource(s, log)), s);

const board = (v: FamilyTableView<FamilyBoard>): LineBoardView => v.board as LineBoardView;

/** Plays the lesson through its driver with the table's choices; the exits it was offered. */
function playThrough(id: string): ReturnType<typeof playLesson> {
  return playLesson(lessonById(id)!, (s, view) =>
    expect(view.live, `${id} step ${s.step}`).toBe(true),
  );
}

describe('a line lesson at the family table', () => {
  test('every lesson plays to its end through the table’s own choices', () => {
    for (const lesson of LESSONS) {
      const { driver } = playThrough(lesson.id);
      expect(driver.state().done, lesson.id).toBe(true);
      expect(driver.state().passed, lesson.id).toBe(true);
    }
  });

  test('the end: Next lesson and Replay as the table’s buttons, each going its way', () => {
    const { driver, exits } = playThrough('matching');
    const view = lineLessonView(familySourceView(driver.source()), driver.state());
    expect(view.actions.map((a) => a.label)).toEqual(['Next lesson', 'Replay']);
    expect(view.status.text).toBe('Lesson complete');
    driver.move(view.moves['lesson:next']);
    driver.move(view.moves['lesson:replay']);
    expect(exits).toEqual(['next', 'replay']);
    const last = playThrough(LESSONS[LESSONS.length - 1]!.id).driver;
    const end = lineLessonView(familySourceView(last.source()), last.state());
    expect(end.actions[0]?.label).toBe('Lessons');
    expect(lineCoachWords(last.state(), null).text).toContain('That was the last lesson.');
  });

  test('no light hint gives a step away, and no seat is lit at the end', () => {
    let places = 0;
    let badged = 0;
    for (const lesson of LESSONS)
      for (const s of solve(lesson)) {
        const lit = familySourceView(lineLessonSource(s, []), false, undefined, true);
        badged += lit.hand.flatMap((h) => h.targets).filter((t) => t.badge).length;
        const view = lineLessonView(lit, s);
        for (const h of view.hand)
          for (const t of h.targets) {
            expect(t.badge).toBeUndefined();
            places++;
          }
        if (s.done) expect(view.seats.some((x) => x.onTurn)).toBe(false);
        const game = s.lesson.steps[s.step]?.kind === 'game';
        if (!game) expect(view.seats.every((x) => x.detail === '')).toBe(true);
      }
    expect(places).toBeGreaterThan(100);
    // (The table's own view has them: the lesson takes them off.)
    expect(badged).toBeGreaterThan(100);
  });

  test('a say step: Continue, nothing in hand to play, no Hints', () => {
    const [start] = solve(lessonById('matching')!);
    const view = viewOf(start!);
    expect(start!.lesson.steps[0]?.kind).toBe('say');
    expect(view.actions.map((a) => a.label)).toEqual(['Continue']);
    expect(view.moves['lesson:continue']).toEqual({ lesson: 'next' });
    expect(view.hand.every((h) => h.targets.length === 0)).toBe(true);
    expect(view.actions.some((a) => a.id === HINTS)).toBe(false);
    expect(lineCoachWords(start!, null).header).toMatch(/· step 1 of \d+$/);
  });

  test('a quiz on the count: its answers, the count covered, the newest points off the pegs', () => {
    let checked = 0;
    for (const lesson of LESSONS)
      for (const s of solve(lesson)) {
        const step = s.lesson.steps[s.step];
        if (s.done || step?.kind !== 'quiz') continue;
        const plain = familySourceView(lineLessonSource(s, []));
        const view = lineLessonView(plain, s);
        expect(view.actions.map((a) => a.label)).toEqual(
          step.choices.map((c, i) => step.labels?.[i] ?? String(c)),
        );
        expect(view.seats.some((x) => x.onTurn)).toBe(false);
        // A question: no answer is highlighted until the arrows move to one.
        expect(view.question).toBe(true);
        expect(view.caption).toBe('');
        expect(view.scores.rows.map((r) => r.total)).toEqual(
          plain.scores.rows.map((r) => s.scoresBefore[r.side]),
        );
        const count = ['count', 'points', 'countAfter'].includes(step.ask.of);
        expect(board(view).countHidden).toBe(count || board(plain).countHidden);
        if (count) checked++;
      }
    expect(checked).toBeGreaterThan(5);
  });

  test('the step’s glows: tiles in hand and on the table, the count, the boneyard, the scores', () => {
    let seen = 0;
    for (const lesson of LESSONS)
      for (const s of solve(lesson)) {
        const hl = s.lesson.steps[s.step]?.highlight;
        if (s.done || !hl) continue;
        const view = viewOf(s);
        const names = (tiles: readonly Tile[] | undefined): string[] =>
          (tiles ?? []).map((t) => formatTile(t));
        const named = (texts: readonly string[] | undefined): string[] =>
          names((texts ?? []).map((t) => parseTile(t, s.lesson.maxPip ?? 6)!));
        expect(names(view.glows?.hand)).toEqual(named(hl.hand));
        expect(names(board(view).halos)).toEqual(named(hl.table));
        expect(view.glows?.pieces.includes('count')).toBe(hl.count === true);
        expect(view.glows?.scores).toBe(hl.board === true);
        seen++;
      }
    expect(seen).toBeGreaterThan(100);
    const done = solve(lessonById('matching')!).at(-1)!;
    expect(viewOf(done).glows).toBeNull();
  });

  test('a move is a step (its tiles fly), another lesson on the table a jump', () => {
    const lesson = lessonById('spinners')!;
    const feed = lessonFeed(startLesson(lesson));
    let steps = 0;
    while (!feed.state().done) {
      const before = feed.state();
      feed.act(solutionAction(before)!);
      if (feed.state().events.length > before.events.length) {
        expect(feed.jumped()).toBe(false);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(0);
    expect(feed.log().length).toBeGreaterThanOrEqual(steps);
    const epoch = feed.epoch();
    feed.reset(startLesson(lessonById('count')!));
    expect(feed.jumped()).toBe(true);
    expect(feed.epoch()).toBe(epoch + 1);
  });

  test('paced: an action’s moves show one at a time, nobody’s turn until the last', () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      const queued: (() => void)[] = [];
      const driver = lineLessonDriver(
        startLesson(lesson),
        () => undefined,
        () => undefined,
        (next) => queued.push(next),
      );
      for (let guard = 0; guard < 200 && !driver.state().done; guard++) {
        const before = driver.state().events.length;
        const s = driver.state();
        const action = solutionAction(s)!;
        const choice = choiceFor(lineLessonView(familySourceView(driver.source()), s), action);
        if (choice === null) driver.tap((action as { tile: Tile }).tile);
        else driver.move(lineLessonView(familySourceView(driver.source()), s).moves[choice]);
        const moves = driver.state().events.length - before;
        const logs: number[] = [driver.source().log.length];
        while (queued.length > 0) {
          expect(driver.source().at).toBe('elsewhere');
          queued.shift()!();
          logs.push(driver.source().log.length);
        }
        // One picture a move, each with more of the log, the last the lesson as it stands.
        if (moves > 1) {
          expect(logs.length).toBe(moves);
          expect(logs).toEqual([...logs].sort((a, b) => a - b));
          expect(new Set(logs).size).toBe(moves);
          checked++;
        }
        expect(driver.source().game).toBe(driver.state().game);
      }
      expect(driver.state().passed, lesson.id).toBe(true);
    }
    expect(checked).toBeGreaterThan(3);
  });
});
