/**
 * One interface for whatever drives the table: the game machine (casual and
 * practice games) or the tutorial runner (a lesson). The table scene draws
 * `view()`, hears `subscribe`, and reports what the person does with `send`.
 * A new mode or game adds a driver (or a branch of a driver's view), never a
 * copy of the scene.
 */
import type { Tile } from '../engine/tiles';
import type { PracticeAction } from './gameDriverPractice';
import type { TargetId } from './lineBoard';
import type { TableView } from './tableView';

/** The family's moves: what the person does on the board. */
export type MoveAction =
  /** A tile placed at one of its legal targets (the target's opaque id, from `view.moves`). */
  | { readonly type: 'play'; readonly tile: Tile; readonly target: TargetId }
  /** A tap on a tile that has no lit place now. */
  | { readonly type: 'tap'; readonly tile: Tile }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' };

/** The table's own: the hand-end and game-over panels' buttons. */
export type TablePanelAction = { readonly type: 'next-hand' } | { readonly type: 'rematch' };

/** A lesson's Continue, and its quiz answers. */
export type LessonAction =
  { readonly type: 'next' } | { readonly type: 'answer'; readonly value: number };

/**
 * Everything the table may send, in four groups (`actionGroup`): the family's moves, the
 * table's panels, a lesson's and practice's (undo, a claim, an option, the best move shown,
 * the review, a muggins call: gameDriverPractice.ts). The pause menu is the scene's own.
 */
export type TableAction = MoveAction | TablePanelAction | LessonAction | PracticeAction;

export type ActionGroup = 'move' | 'table' | 'lesson' | 'practice';

/** Each action's group, once (the record makes a new action's name a type error until added). */
const GROUPS: Readonly<Record<TableAction['type'], ActionGroup>> = {
  play: 'move',
  tap: 'move',
  draw: 'move',
  pass: 'move',
  'next-hand': 'table',
  rematch: 'table',
  next: 'lesson',
  answer: 'lesson',
  undo: 'practice',
  claim: 'practice',
  'practice-options': 'practice',
  'show-best': 'practice',
  review: 'practice',
  'call-muggins': 'practice',
};

/** Which group a table action is in: a driver hands each group on, or ignores it. */
export function actionGroup(action: TableAction): ActionGroup {
  return GROUPS[action.type];
}

/** Whether a table action is practice's: the game driver hands it on, a lesson's ignores it. */
export function isPracticeAction(action: TableAction): action is PracticeAction {
  return actionGroup(action) === 'practice';
}

/** Whether a table action is one of the family's moves. */
export function isMoveAction(action: TableAction): action is MoveAction {
  return actionGroup(action) === 'move';
}

export interface TableDriver {
  /** The table now: the same object until something changes. */
  view(): TableView;
  /** Calls `listener` after every change (not for the view as it is now); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Does what the person asked; a short message to show at once when it cannot be done, else null. */
  send(action: TableAction): string | null;
}
