/**
 * What the table scene asks of a family's board drawer (the line's is lineBoardDrawer.ts):
 * draw the board part of the view with its lit targets, say which target is under a point,
 * and show the board as it stands. The registry that picks one by `view.board.family` is
 * boardDrawers.ts; the common parts (seats, hand, status, scores) stay in TableBoard.
 */
import type { Tile } from '../../engine/tiles';
import type { HandCallbacks } from '../../ui/handView';
import type { HudView } from '../../ui/hudView';
import type { Selection } from '../../view/selection';
import type { Shown } from '../../view/tableModel';
import type { Rect } from '../../view/tableRegions';
import type { TableBoardView, TableTarget, TableView } from '../../view/tableView';

export interface BoardCallbacks extends HandCallbacks {
  readonly boneyard: () => void;
  /** A lit target was picked (tap, drop or click). */
  readonly pick: (tile: Tile, target: TableTarget) => void;
}

/** What the still picture needs beyond the view. */
export interface Still {
  readonly shown: Shown;
  readonly selection: Selection;
  /** Every step has been shown: the person may act (no panel open either). */
  readonly live: boolean;
  readonly idle: boolean;
  /** Where the layout goes (the table's area, less what a scene puts on top). */
  readonly layoutArea: Rect;
  /** The name the person gave in Settings ("" for none): their avatar goes by it. */
  readonly playerName: string;
  /** The person's hand is listed elsewhere (the hand-end panel): it and its avatar are not drawn. */
  readonly handAway?: boolean;
}

/** A family's board on the table. */
export interface BoardDrawer<B extends TableBoardView = TableBoardView> {
  readonly family: B['family'];
  /** The targets lit now, in the order drawn. */
  readonly targets: readonly TableTarget[];
  /** The board drawn as it stands at the step shown, nothing animated (opening, a new epoch). */
  settle(board: B, shown: Shown): void;
  /**
   * Draws the board part of the still picture (with the HUD's boxes that are the board's,
   * the line's count and boneyard); `moves` null when the person may not act.
   */
  draw(board: B, view: TableView, still: Still, moves: TableView['moves'], hud: HudView): void;
  /** The board's area moved (a resize); its tiles drawn no larger than `halfMax` px a half. */
  setRegion(area: Rect, halfMax?: number): void;
  /** Picks the lit target under a point (canvas pixels): a function that plays it, or null. */
  targetAt(x: number, y: number): (() => void) | null;
  /** Puts out the lit targets (a play was sent). */
  clearTargets(): void;
}
