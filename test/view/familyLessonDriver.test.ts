/**
 * The family lessons' driver and their branch of the family table's view (Node): the table
 * reads a lesson as it reads a game (the learner may move only when a step asks for a move),
 * a quiz's answers and the lesson's end are the table's buttons, what a quiz asks is kept back
 * from the board, the lesson leaves out Hints and Plan my train, and the table's choices reach
 * the runner.
 */
import { describe, expect, test } from 'vitest';
import { FAMILY_LESSONS, familyLessonById } from '../../src/tutorial/familyLessons';
import { familyAct } from '../../src/tutorial/familyRunner';
import { familySolutionAction, solveFamily } from '../../src/tutorial/familySolve';
import {
  familyCoachWords,
  familyLessonDriver,
  familyLessonView,
  lessonSource,
  type LessonExit,
} from '../../src/view/familyLessonDriver';
import { ARRANGE, HINTS } from '../../src/view/familyTable';
import { familySourceView } from '../../src/view/familyTables';
import type { TricksBoard } from '../../src/view/tricks/tricksTable';
import { SCORE_ASKS } from '../../src/view/lessonQuizView';

const viewOf = (s: Parameters<typeof lessonSource>[0]) =>
  familyLessonView(familySourceView(lessonSource(s)), s);

describe('a family lesson at the table', () => {
  test('a move step: the learner’s legal moves as the table’s choices, no Hints or Plan my train', () => {
    const [start] = solveFamily(familyLessonById('mt-hub')!);
    const view = viewOf(start!);
    expect(view.live).toBe(true);
    expect(view.title).toBe('The hub and your train');
    const lit = view.hand.filter((h) => h.targets.length > 0).map((h) => h.tile);
    expect(lit.length).toBe(start!.family.legalMoves(start!.game).length);
    expect(view.actions.map((a) => a.id)).not.toContain(HINTS);
    expect(view.actions.map((a) => a.id)).not.toContain(ARRANGE);
    expect(view.handEnd).toBeNull();
  });

  test('a quiz: its answers are the buttons, and the board keeps back who took the trick', () => {
    const states = solveFamily(familyLessonById('t42-follow')!);
    const quiz = states.find((s) => s.step === 2)!;
    const plain = familySourceView(lessonSource(quiz));
    const view = familyLessonView(plain, quiz);
    expect(plain.live).toBe(false);
    expect(view.live).toBe(true);
    // A question: no answer is highlighted until the arrows move to one.
    expect(view.question).toBe(true);
    expect(plain.question).toBeUndefined();
    expect(view.actions.map((a) => a.label)).toEqual(['You', 'West', 'North', 'East']);
    expect(view.moves['lesson:answer:2']).toEqual({ lesson: 'answer', value: 2 });
    const before = plain.board as TricksBoard;
    const board = view.board as TricksBoard;
    // The plain table rings the winner and says it took the trick; the lesson does not.
    expect(before.plays.some((p) => p.wins)).toBe(true);
    expect(before.taken).toMatch(/North took the trick/);
    expect(board.plays.some((p) => p.wins)).toBe(false);
    expect(board.taken).toBeNull();
    expect(board.lastTrick).toBeNull();
    expect(board.teams.map((t) => t.tricks)).toEqual([0, 0]);
    expect(view.seats.some((s) => s.onTurn)).toBe(false);
    expect(plain.seats.find((s) => s.onTurn)?.name).toBe('North');
    expect(view.caption).toBe('');
  });

  test('the end: the stars in the coach’s words, Next lesson, Replay, Lessons; Try again when failed', () => {
    const lesson = familyLessonById('mt-hub')!;
    const states = solveFamily(lesson);
    const end = states[states.length - 1]!;
    expect(familyCoachWords(end).text).toMatch(/^Lesson complete: .* Stars: 3 of 3/);
    const trains = FAMILY_LESSONS.filter((l) => l.group === 'mexican-train').length;
    expect(familyCoachWords(states[0]!).header).toBe(
      `Mexican Train · lesson 1 of ${trains} · step 1 of ${lesson.steps.length}`,
    );
    expect(viewOf(end).actions.map((a) => a.label)).toEqual(['Next lesson', 'Replay', 'Lessons']);
    const last = solveFamily(familyLessonById('t42-nello')!).at(-1)!;
    expect(viewOf(last).actions.map((a) => a.label)).toEqual(['Replay', 'Lessons']);
    let failed = solveFamily({ ...lesson, success: () => false })[0]!;
    while (!failed.done) failed = familyAct(failed, familySolutionAction(failed)!);
    expect(viewOf(failed).actions.map((a) => a.label)).toEqual(['Try again', 'Lessons']);
    expect(familyCoachWords(failed).text).toBe('Not quite: try the lesson again.');
  });

  test('the driver hands the table’s choices to the runner and says where to go at the end', () => {
    const exits: LessonExit[] = [];
    const acted: number[] = [];
    const driver = familyLessonDriver(
      't42-follow',
      (_, after) => acted.push(after.mistakes),
      (to) => exits.push(to),
    );
    const heard: unknown[] = [];
    const stop = driver.subscribe(() => heard.push(driver.source()));
    driver.send({ type: 'NEXT_HAND' });
    expect(heard).toEqual([]);
    // A move while a quiz waits is no refusal: the coach asks for the answer.
    driver.send({ type: 'MOVE', move: 'nonsense' });
    expect(driver.state().feedback?.text).toMatch(/^First answer the question/);
    expect(driver.state().mistakes).toBe(0);
    driver.send({ type: 'MOVE', move: { lesson: 'answer', value: 3 } });
    expect(driver.state().mistakes).toBe(1);
    driver.send({ type: 'MOVE', move: { lesson: 'answer', value: 5 } });
    expect(driver.state().step).toBe(1);
    expect(heard.length).toBe(3);
    expect(acted).toEqual([0, 1, 1]);
    stop();
    while (!driver.state().done) driver.act(familySolutionAction(driver.state())!);
    expect(driver.stars()).toBe(2);
    driver.send({ type: 'MOVE', move: { lesson: 'exit', to: 'next' } });
    expect(exits).toEqual(['next']);
    expect(heard.length).toBe(3);
  });
});

describe('what a quiz asks, kept back from the table', () => {
  const quizzes = FAMILY_LESSONS.flatMap((lesson) =>
    solveFamily(lesson).flatMap((s) => {
      const step = lesson.steps[s.step];
      return !s.done && step?.kind === 'quiz'
        ? [{ s, ask: step.ask, id: `${lesson.id} #${s.step}` }]
        : [];
    }),
  );

  test('the lessons ask each kind this checks', () => {
    const kinds = new Set(quizzes.map((q) => q.ask.of));
    for (const of of ['owed', 'rounds', 'round-points', 'lowest-total', 'game-winner'] as const)
      expect(kinds.has(of), of).toBe(true);
  });

  test.each(quizzes.map((q) => [q.id, q] as const))('%s', (_, { s, ask }) => {
    const view = viewOf(s);
    const board = view.board;
    if (board.family === 'trains' && (ask.of === 'owed' || ask.of === 'action')) {
      // "Satisfy the 6-6 on East's train" would answer it.
      expect(board.owed).toBeNull();
      expect(board.lanes.some((l) => l.owed)).toBe(false);
    }
    if (SCORE_ASKS.has(ask.of)) {
      for (const row of view.scores.rows) {
        expect(row.shown).toBe('?');
        expect(row.entries).toEqual([]);
      }
      // Every total equal: the sheet lights no leader.
      expect(new Set(view.scores.rows.map((r) => r.total)).size).toBe(1);
      for (const seat of view.seats) expect(seat.points).toBeNull();
    }
    if (ask.of === 'rounds') expect(view.scores.goal).not.toMatch(/\d/);
  });

  test('a move step shows the table as it is', () => {
    const s = solveFamily(familyLessonById('mt-first-turns')!).find(
      (x) => x.lesson.steps[x.step]?.kind === 'move' && !x.done,
    )!;
    const view = viewOf(s);
    expect(view.seats.every((seat) => seat.points !== null)).toBe(true);
  });
});
