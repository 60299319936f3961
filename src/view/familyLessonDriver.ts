/**
 * A family lesson (Mexican Train, Texas 42) as the family table's source: the lesson runner's
 * state served as a `FamilySource` (the settings, the family's state, the log of events, and
 * the learner's turn when a step asks for a move), the table's choices sent back to the
 * runner, and the lesson's branch of the table's view model: the quiz's answers and the
 * lesson's end as the table's buttons, what a quiz asks kept back from the board, no Hints.
 * The coach's words (the step, the answer to the last action) are here too. Pure; no Phaser.
 */
import type { SeatMove } from '../engine/core/family';
import { logEvents, type LogEntry } from '../machine/history';
import type { SeatSetting } from '../machine/settings';
import { familyLessonStars, familyStarsLine } from '../tutorial/familyEnd';
import { FAMILY_GROUP_NAMES, FAMILY_LESSONS, nextFamilyLesson } from '../tutorial/familyLessons';
import {
  currentFamilyStep,
  familyAct,
  learnerOnTurn,
  startFamilyLesson,
  type FamilyTutorialAction,
  type FamilyTutorialState,
} from '../tutorial/familyRunner';
import type { Feedback } from '../tutorial/runner';
import { ARRANGE, HINTS, type FamilyAction, type FamilyTableView } from './familyTable';
import type { FamilyBoard, FamilySource } from './familyTables';
import { keptBack } from './lessonQuizView';

/** The table's own tools a lesson leaves out: Hints and Plan my train would give answers away. */
const OWN_TOOLS: ReadonlySet<string> = new Set([HINTS, ARRANGE]);

/** Where the lesson's end buttons lead (the scene goes there). */
export type LessonExit = 'next' | 'replay' | 'lessons';

/** A lesson's own choice, carried as a choice's move: an answer, or a way out at the end. */
type LessonChoice =
  | { readonly lesson: 'answer'; readonly value: number }
  | { readonly lesson: 'exit'; readonly to: LessonExit };

function isLessonChoice(move: unknown): move is LessonChoice {
  return typeof move === 'object' && move !== null && 'lesson' in move;
}

/** The game's steps as the machine's log holds them (the family table's history). */
function lessonLog(s: FamilyTutorialState): LogEntry[] {
  const outcome = s.family.outcome(s.game);
  let log: LogEntry[] = [];
  s.events.forEach((e, i) => {
    const last = i === s.events.length - 1;
    log = logEvents(log, e.hand, [e.event], last ? outcome : { ...outcome, over: false });
  });
  return log;
}

/**
 * What the family table reads of the lesson: the learner in seat 0, computers elsewhere (no
 * one else's hand is shown); the person may move only when a step asks for a move. No end
 * panel opens: the lesson's end is the coach's.
 */
export function lessonSource(s: FamilyTutorialState): FamilySource {
  const players = s.settings.players;
  const seats: SeatSetting[] = Array.from({ length: players }, (_, i) =>
    i === 0 ? { kind: 'human' } : { kind: 'computer', level: 'easy' },
  );
  return {
    settings: { preset: s.settings.preset, players, seats, speed: 'normal' },
    game: s.game,
    log: lessonLog(s),
    refusal: null,
    at: learnerOnTurn(s) ? 'human' : 'elsewhere',
    skips: 0,
    skipping: false,
  };
}

const answerId = (value: number): string => `lesson:answer:${value}`;
const exitId = (to: LessonExit): string => `lesson:${to}`;

/** The lesson's buttons now: a quiz's answers, or the ways out at the end; null for the table's own. */
function lessonChoices(
  s: FamilyTutorialState,
): { action: FamilyAction; move: LessonChoice }[] | null {
  const step = currentFamilyStep(s);
  if (step?.kind === 'quiz')
    return step.choices.map((value, i) => ({
      action: {
        id: answerId(value),
        label: step.labels?.[i] ?? String(value),
        group: 'lesson',
        primary: false,
      },
      move: { lesson: 'answer', value },
    }));
  if (!s.done) return null;
  const exits: [LessonExit, string][] = [
    ...(s.passed && nextFamilyLesson(s.lesson.id)
      ? [['next', 'Next lesson'] as [LessonExit, string]]
      : []),
    ['replay', s.passed ? 'Replay' : 'Try again'],
    ['lessons', 'Lessons'],
  ];
  return exits.map(([to, label], i) => ({
    action: { id: exitId(to), label, group: 'lesson', primary: i === 0 },
    move: { lesson: 'exit', to },
  }));
}

/**
 * The lesson's branch of the family table's view: its title, its buttons (the table's moves
 * while a step asks for one, else the quiz's answers or the way on), the board held back
 * during a quiz, and no Hints (a lesson's coach speaks instead).
 */
export function familyLessonView(
  base: FamilyTableView<FamilyBoard>,
  s: FamilyTutorialState,
): FamilyTableView<FamilyBoard> {
  const step = currentFamilyStep(s);
  const quiz = step?.kind === 'quiz';
  const own = lessonChoices(s);
  const moves: Record<string, unknown> = { ...base.moves };
  for (const c of own ?? []) moves[c.action.id] = c.move;
  const view = step?.kind === 'quiz' ? keptBack(base, step.ask, s) : base;
  return {
    ...view,
    // The game and the lesson's number are the coach's header: the title is the lesson's own.
    title: s.lesson.title,
    // The coach speaks instead of the Hints, and the hand is the learner's to plan.
    actions: own ? own.map((c) => c.action) : base.actions.filter((a) => !OWN_TOOLS.has(a.id)),
    // Whose turn it is says who took the trick: nobody is lit while a quiz waits.
    seats: quiz ? view.seats.map((seat) => ({ ...seat, onTurn: false })) : view.seats,
    caption: quiz ? '' : base.caption,
    status: quiz
      ? { text: 'Choose your answer', tone: 'turn' }
      : s.done
        ? { text: s.passed ? 'Lesson complete' : 'Not quite: try again', tone: 'info' }
        : base.status,
    live: base.live || own !== null,
    question: quiz,
    moves,
  };
}

/** The coach's words over the table: which lesson and step, what to do, the last answer. */
export interface CoachWords {
  readonly header: string;
  readonly text: string;
  readonly feedback: Feedback | null;
}

export function familyCoachWords(s: FamilyTutorialState): CoachWords {
  const group = FAMILY_LESSONS.filter((l) => l.group === s.lesson.group);
  const at = group.findIndex((l) => l.id === s.lesson.id) + 1;
  const header = `${FAMILY_GROUP_NAMES[s.lesson.group]} · lesson ${at} of ${group.length}`;
  if (s.done) {
    const text = s.passed
      ? `Lesson complete: ${s.lesson.goal}${familyStarsLine(s)}`
      : 'Not quite: try the lesson again.';
    return { header: `${header} · done`, text, feedback: s.feedback };
  }
  const step = currentFamilyStep(s);
  return {
    header: `${header} · step ${s.step + 1} of ${s.lesson.steps.length}`,
    text: step?.text ?? '',
    feedback: s.feedback,
  };
}

export interface FamilyLessonDriver {
  state(): FamilyTutorialState;
  source(): FamilySource;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The table's event: a choice's move (the family's, or the lesson's own); others are ignored. */
  send(event: { readonly type: string; readonly move?: unknown }): void;
  act(action: FamilyTutorialAction): void;
  /** The stars the lesson earned once over (0 before). */
  stars(): number;
}

/**
 * Drives the family table with a lesson: `onAct` hears each action with the states before and
 * after (sounds, saved progress); `onExit` a way out chosen at the end.
 */
export function familyLessonDriver(
  lessonId: string,
  onAct: (before: FamilyTutorialState, after: FamilyTutorialState) => void,
  onExit: (to: LessonExit) => void,
): FamilyLessonDriver {
  const lesson = FAMILY_LESSONS.find((l) => l.id === lessonId) ?? FAMILY_LESSONS[0];
  if (!lesson) throw new Error('no family lessons');
  let state = startFamilyLesson(lesson);
  let source = lessonSource(state);
  const listeners = new Set<() => void>();
  const act = (action: FamilyTutorialAction): void => {
    const before = state;
    state = familyAct(state, action);
    if (state === before) return;
    source = lessonSource(state);
    onAct(before, state);
    listeners.forEach((l) => l());
  };
  return {
    state: () => state,
    source: () => source,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (event.type !== 'MOVE') return;
      const move = event.move;
      if (!isLessonChoice(move)) act({ type: 'move', move: move as SeatMove });
      else if (move.lesson === 'answer') act({ type: 'answer', value: move.value });
      else onExit(move.to);
    },
    act,
    stars: () => familyLessonStars(state),
  };
}
