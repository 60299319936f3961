/**
 * A lesson of the line of play (Horse Race and the parlour games) at the family table: the
 * tutorial runner's state served as a `FamilySource` (the lesson's settings, the game, the
 * log of its moves, the learner's turn when a step asks for a move), and the lesson's branch
 * of the table's view: Continue, a quiz's answers and the lesson's end as the table's
 * buttons, the count and the newest points kept back while a quiz asks them, and the step's
 * glows (tiles in hand or on the table, the count, the boneyard, the scores). The coach's
 * words (the step, the last answer, the guided hand's debrief) are here too. Pure; no Phaser.
 */
import { formatTile, parseTile, type Tile } from '../../engine/core/tiles';
import type { LogEntry } from '../../machine/history';
import type { SeatSetting } from '../../machine/settings';
import {
  currentStep,
  learnerChoices,
  listName,
  nextLesson,
  placeOf,
  starsLine,
  type TutorialState,
} from '../../tutorial/index';
import type { Feedback } from '../../tutorial/runner';
import { HINTS, type FamilyAction, type FamilyTableView } from '../familyTable';
import type { FamilyBoard, FamilySource } from '../familyTables';
import { lineTargetId } from './lineBoard';

/** Quizzes about the last play's count: the count is covered until answered. */
const COUNT_QUIZZES: ReadonlySet<string> = new Set(['count', 'points', 'countAfter']);

/** Where a lesson's end buttons lead (the scene goes there). */
export type LineLessonExit = 'next' | 'replay' | 'lessons';

/** A lesson's own choice, carried as a choice's move: on, an answer, or a way out at the end. */
export type LineLessonChoice =
  | { readonly lesson: 'next' }
  | { readonly lesson: 'answer'; readonly value: number }
  | { readonly lesson: 'exit'; readonly to: LineLessonExit };

export function isLineLessonChoice(move: unknown): move is LineLessonChoice {
  return typeof move === 'object' && move !== null && 'lesson' in move;
}

/**
 * What the family table reads of the lesson: the learner in seat 0, the computers elsewhere
 * (no other hand shown); the learner may move only when a step asks for a move. No end panel
 * opens: the lesson's end is the coach's.
 */
export function lineLessonSource(s: TutorialState, log: readonly LogEntry[]): FamilySource {
  const players = s.game.config.players;
  const seats: SeatSetting[] = Array.from({ length: players }, (_, i) =>
    i === 0 ? { kind: 'human' } : { kind: 'computer', level: 'easy' },
  );
  return {
    settings: { preset: s.lesson.preset, players, seats, speed: 'normal' },
    game: s.game,
    log,
    refusal: null,
    at: learnerChoices(s) ? 'human' : 'elsewhere',
    skips: 0,
    skipping: false,
  };
}

/** The lesson's buttons now: Continue, a quiz's answers, or the ways on at the end; [] else. */
function lessonChoices(s: TutorialState): { action: FamilyAction; move: LineLessonChoice }[] {
  const button = (id: string, label: string, primary: boolean): FamilyAction => ({
    id: `lesson:${id}`,
    label,
    group: 'lesson',
    primary,
  });
  if (s.done) {
    const last = !nextLesson(s.lesson.id);
    return [
      last
        ? { action: button('lessons', 'Lessons', true), move: { lesson: 'exit', to: 'lessons' } }
        : { action: button('next', 'Next lesson', true), move: { lesson: 'exit', to: 'next' } },
      { action: button('replay', 'Replay', false), move: { lesson: 'exit', to: 'replay' } },
    ];
  }
  const step = currentStep(s);
  if (step?.kind === 'say' || step?.kind === 'auto')
    return [{ action: button('continue', 'Continue', true), move: { lesson: 'next' } }];
  if (step?.kind === 'quiz')
    return step.choices.map((value, i) => ({
      action: button(`answer:${value}`, step.labels?.[i] ?? String(value), false),
      move: { lesson: 'answer', value },
    }));
  return [];
}

/** What the step points at: tiles in hand and on the table, the count, the boneyard, the scores. */
export interface LessonGlows {
  readonly hand: readonly Tile[];
  readonly table: readonly Tile[];
  readonly count: boolean;
  readonly boneyard: boolean;
  readonly scores: boolean;
}

/** The step's glows (none once the lesson is over). */
export function lessonGlows(s: TutorialState): LessonGlows | null {
  const step = currentStep(s);
  if (s.done || !step) return null;
  const hl = step.highlight ?? {};
  const tiles = (texts: readonly string[] | undefined): Tile[] =>
    (texts ?? []).flatMap((t) => {
      const tile = parseTile(t, s.lesson.maxPip ?? 6);
      return tile === null ? [] : [tile];
    });
  return {
    hand: tiles(hl.hand),
    table: tiles(hl.table),
    count: hl.count === true,
    boneyard: hl.boneyard === true || step.kind === 'draw',
    scores: hl.board === true,
  };
}

/**
 * The lesson's branch of the family table's view: its title, its buttons (the table's moves
 * while a step asks for one, else Continue, the quiz's answers or the way on), the count and
 * the last play's points held back while a quiz asks about them, the step's glows, no Hints.
 */
export function lineLessonView(
  base: FamilyTableView<FamilyBoard>,
  s: TutorialState,
): FamilyTableView<FamilyBoard> {
  const step = currentStep(s);
  const quiz = !s.done && step?.kind === 'quiz' ? step : null;
  const own = lessonChoices(s);
  const moves: Record<string, unknown> = { ...base.moves };
  for (const c of own) moves[c.action.id] = c.move;
  const glows = lessonGlows(s);
  const board =
    base.board.family === 'line'
      ? {
          ...base.board,
          countHidden: base.board.countHidden || (quiz !== null && COUNT_QUIZZES.has(quiz.ask.of)),
          halos: glows?.table ?? [],
        }
      : base.board;
  // A quiz keeps the newest points off the pegs (the question may be what they were).
  const scores = quiz
    ? {
        ...base.scores,
        rows: base.scores.rows.map((r) => {
          const total = s.scoresBefore[r.side] ?? r.total;
          return { ...r, total, shown: String(total) };
        }),
      }
    : base.scores;
  const game = step?.kind === 'game';
  return {
    ...base,
    title: listName(s.lesson),
    board,
    scores,
    // A lit place's count and points (Settings' light hints) would give the step away.
    hand: base.hand.map((h) => ({
      ...h,
      targets: h.targets.map((t) => ({ id: t.id, label: t.label })),
    })),
    // The coach speaks instead of the Hints.
    actions: [...base.actions.filter((a) => a.id !== HINTS), ...own.map((c) => c.action)],
    // Whose turn it is may be the question: nobody is lit while a quiz waits, nor at the end.
    // The computer's level is named only where it plays (the guided hand).
    seats: base.seats.map((seat) => ({
      ...seat,
      onTurn: seat.onTurn && !quiz && !s.done,
      detail: game ? seat.detail : '',
    })),
    caption: quiz ? '' : base.caption,
    status: quiz
      ? { text: 'Choose your answer', tone: 'turn' }
      : s.done
        ? { text: s.passed ? 'Lesson complete' : 'Not quite: try again', tone: 'info' }
        : step?.kind === 'say' || step?.kind === 'auto'
          ? { text: 'Read the note, then Continue', tone: 'info' }
          : base.status,
    live: base.live || own.length > 0,
    question: quiz !== null,
    moves,
    // The coach tells what a play did: no word is called out over the board it shares.
    celebration: null,
    glows: glows && {
      hand: glows.hand,
      pieces: [...(glows.count ? ['count'] : []), ...(glows.boneyard ? ['boneyard'] : [])],
      scores: glows.scores,
    },
  };
}

/** Where each legal place's tile goes on now ('' for the lead), by the place's id (browser tests). */
export function placesOn(s: TutorialState): Record<string, string> {
  const places = (learnerChoices(s)?.tiles ?? []).flatMap((c) => c.targets);
  return Object.fromEntries(
    places.map((t) => [lineTargetId(t), t.on === null ? '' : formatTile(t.on)]),
  );
}

/** The coach's words over the table: which lesson and step, what to do, the last answer. */
export interface LineCoachWords {
  readonly header: string;
  readonly text: string;
  readonly feedback: Feedback | null;
}

/**
 * The coach's words; `debrief`: the guided hand's debrief once its game is over ('' while it
 * is worked out, null where there is none).
 */
export function lineCoachWords(s: TutorialState, debrief: string | null): LineCoachWords {
  // Where the lesson sits in its part of the course ("First steps 2/7"), not in the whole.
  const place = placeOf(s.lesson.id);
  const where = place ? `${place.title} ${place.index + 1}/${place.size} · ` : '';
  const header = `${where}${listName(s.lesson)}`;
  const after =
    debrief === null ? '' : debrief === '' ? '\n\nWorking out your debrief…' : `\n\n${debrief}`;
  if (s.done) {
    const last = !nextLesson(s.lesson.id);
    const text = s.passed
      ? `Lesson complete: ${s.lesson.goal}${last ? ' That was the last lesson.' : ''}${starsLine(s)}`
      : 'Not quite: try the lesson again.';
    return { header: `${header} · done`, text: text + after, feedback: s.feedback };
  }
  const step = currentStep(s);
  return {
    header: `${header} · step ${s.step + 1} of ${s.lesson.steps.length}`,
    text: (step?.text ?? '') + after,
    feedback: s.feedback,
  };
}
