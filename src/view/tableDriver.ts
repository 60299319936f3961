/**
 * One interface for whatever drives the table: the game machine (casual and
 * practice games) or the tutorial runner (a lesson). The table scene draws
 * `view()`, hears `subscribe`, and reports what the person does with `send`.
 * A new mode or game adds a driver (or a branch of a driver's view), never a
 * copy of the scene.
 */
import type { Slot } from '../engine/layout';
import type { Tile } from '../engine/tiles';
import type { PracticeAction } from './gameDriverPractice';
import type { TableView } from './tableView';

export type TableAction =
  /** A tile placed at one of its targets (`on` null: the lead). */
  | { readonly type: 'play'; readonly tile: Tile; readonly on: Tile | null; readonly slot?: Slot }
  /** A tap on a tile that has no lit place now. */
  | { readonly type: 'tap'; readonly tile: Tile }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' }
  /** Hand-end and game-over panels. */
  | { readonly type: 'next-hand' }
  | { readonly type: 'rematch' }
  /** A lesson's Continue, and its quiz answers. */
  | { readonly type: 'next' }
  | { readonly type: 'answer'; readonly value: number }
  /** Practice: undo, a claim, an option, the best move shown, the review (gameDriverPractice.ts). */
  | PracticeAction;

/** Each practice action's `type`, once (the record makes a new action's name a type error until added). */
const PRACTICE_TYPES: Readonly<Record<PracticeAction['type'], true>> = {
  undo: true,
  claim: true,
  'practice-options': true,
  'show-best': true,
  review: true,
  'call-muggins': true,
};

/** Whether a table action is practice's: the game driver hands it on, a lesson's ignores it. */
export function isPracticeAction(action: TableAction): action is PracticeAction {
  return Object.prototype.hasOwnProperty.call(PRACTICE_TYPES, action.type);
}

export interface TableDriver {
  /** The table now: the same object until something changes. */
  view(): TableView;
  /** Calls `listener` after every change (not for the view as it is now); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Does what the person asked; a short message to show at once when it cannot be done, else null. */
  send(action: TableAction): string | null;
}
