/**
 * A line-of-play lesson as a feed of positions (`lessonFeed`: the tutorial runner's state,
 * and the log of the moves each action made, as the machine logs a game's, so a table
 * animates them the same way) and as the family table's source (`lineLessonDriver`: the
 * table's choices back to the runner, a lesson's own buttons, the ways out at its end).
 * Pure; no Phaser.
 */
import type { GameState, Move } from '../../engine/line/state';
import type { Tile } from '../../engine/core/tiles';
import { logMove, type LogEntry } from '../../machine/history';
import { movesBetween } from '../../tutorial/movesBetween';
import { act, type TutorialAction, type TutorialState } from '../../tutorial/runner';
import type { FamilySource } from '../familyTables';
import { isLineLessonChoice, lineLessonSource, type LineLessonExit } from './lineLessonView';

/** A lesson's positions as actions move it on. */
export interface LessonFeed {
  readonly state: () => TutorialState;
  /** The moves made so far, as the machine's log holds a game's (a hand's number is its epoch). */
  readonly log: () => readonly LogEntry[];
  /** Bumped by each jump: a new hand dealt, another lesson on the same table. */
  readonly epoch: () => number;
  /** The last change was a jump (nothing to animate). */
  readonly jumped: () => boolean;
  /**
   * The pictures the last action passed through, a move each (the learner's, then the
   * replies): the game after it and how long the log was then; [] after a jump.
   */
  readonly frames: () => readonly LessonFrame[];
  readonly act: (action: TutorialAction) => void;
  /** Another lesson on the same table (the daily puzzle tried again): `onAct` does not hear it. */
  readonly reset: (start: TutorialState) => void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** The game just after one of an action's moves, and the log's length then. */
export interface LessonFrame {
  readonly game: GameState;
  readonly logLength: number;
}

/** A lesson's feed from `start`; `onAct` hears each action with the states before and after. */
export function lessonFeed(
  start: TutorialState,
  onAct?: (before: TutorialState, after: TutorialState) => void,
): LessonFeed {
  let state = start;
  let log: LogEntry[] = [];
  let epoch = 0;
  let jumped = false;
  let frames: LessonFrame[] = [];
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((l) => l());
  return {
    state: () => state,
    log: () => log,
    epoch: () => epoch,
    jumped: () => jumped,
    frames: () => frames,
    act: (action) => {
      const before = state;
      state = act(state, action);
      const moves = movesBetween(before, state);
      // A new hand dealt (a lesson's next hand): the table is drawn afresh.
      jumped = moves === null;
      if (jumped) epoch++;
      frames = [];
      for (const { event, game } of moves ?? []) {
        log = logMove(log, epoch, event, game);
        frames.push({ game, logLength: log.length });
      }
      onAct?.(before, state);
      changed();
    },
    reset: (next) => {
      state = next;
      epoch++;
      jumped = true;
      frames = [];
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A lesson as the family table's source, and the table's choices back to it. */
export interface LineLessonDriver {
  state(): TutorialState;
  source(): FamilySource;
  /** The change now shown is a step on from the last (its moves fly), not a jump. */
  stepped(): boolean;
  subscribe(listener: () => void): () => void;
  /** A choice's move from the table: the line's own, or the lesson's (Continue, an answer, an exit). */
  move(move: unknown): void;
  /** A tile with no lit place tapped: the lesson says why (or plays it where it must go). */
  tap(tile: Tile): void;
  /** A tutorial action the table does not send (the search's answer for a decision). */
  act(action: TutorialAction): void;
  /** Another lesson on the same table (the daily puzzle tried again, its best line): a jump. */
  reset(start: TutorialState): void;
}

/** A line Move from the table as the tutorial's action. */
function tutorialAction(move: Move): TutorialAction {
  if (move.type !== 'play') return { type: move.type };
  return { type: 'play', tile: move.tile, on: move.on, ...(move.slot ? { slot: move.slot } : {}) };
}

/**
 * Drives the family table with a lesson from `start`: `onAct` hears each action with the
 * states before and after (sounds, saved progress, the search asked); `onExit` a way on
 * chosen at the end. With `pace`, an action's moves are shown one at a time (the learner's
 * tile lands, then each reply), `pace` calling back when the next may show; without, at once.
 */
export function lineLessonDriver(
  start: TutorialState,
  onAct: (before: TutorialState, after: TutorialState) => void,
  onExit: (to: LineLessonExit) => void,
  pace?: (next: () => void) => void,
): LineLessonDriver {
  const feed = lessonFeed(start, onAct);
  let source: FamilySource | null = null;
  /** The frame of the last action shown now (the last one: the lesson as it stands). */
  let shown = 0;
  const listeners = new Set<() => void>();
  const show = (): void => {
    source = null;
    listeners.forEach((l) => l());
  };
  /** Counts the actions: a release paced for an earlier one shows nothing of a later one. */
  let acted = 0;
  const release = (at: number): void => {
    if (at !== acted) return;
    shown++;
    show();
    if (shown < feed.frames().length - 1) pace?.(() => release(at));
  };
  feed.subscribe(() => {
    const frames = feed.frames().length;
    const at = ++acted;
    shown = pace && frames > 1 ? 0 : Math.max(0, frames - 1);
    show();
    if (shown < frames - 1) pace?.(() => release(at));
  });
  /** While an action's moves are still shown one by one: the game as it was then, nobody's turn. */
  const passing = (): FamilySource | null => {
    const frame = feed.frames()[shown];
    if (shown >= feed.frames().length - 1 || !frame) return null;
    const then = lineLessonSource({ ...feed.state(), game: frame.game }, feed.log());
    return { ...then, log: feed.log().slice(0, frame.logLength), at: 'elsewhere' };
  };
  return {
    state: feed.state,
    source: () => (source ??= passing() ?? lineLessonSource(feed.state(), feed.log())),
    stepped: () => !feed.jumped(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move(move) {
      if (!isLineLessonChoice(move)) feed.act(tutorialAction(move as Move));
      else if (move.lesson === 'next') feed.act({ type: 'next' });
      else if (move.lesson === 'answer') feed.act({ type: 'answer', value: move.value });
      else onExit(move.to);
    },
    tap: (tile) => feed.act({ type: 'play', tile }),
    act: feed.act,
    reset: feed.reset,
  };
}
