/**
 * The board drawers by family: `view.board.family` picks one (the line's today; Texas 42's
 * and Mexican Train's join as files of their own and a line here). The table scene never
 * asks which game it shows.
 */
import type * as Phaser from 'phaser';
import type { Rect } from '../../view/tableRegions';
import type { TableBoardView } from '../../view/tableView';
import type { BoardCallbacks } from './boardDrawer';
import { LineBoardDrawer } from './lineBoardDrawer';

type Family = TableBoardView['family'];

/** Makes a family's drawer: the scene, the board's area and the callbacks. */
type MakeDrawer = (
  scene: Phaser.Scene,
  area: Rect,
  callbacks: Pick<BoardCallbacks, 'pick'>,
) => DrawerOf<Family>;

/** Each family's drawer class (a mapped type, so a family without a drawer is a type error). */
interface Drawers {
  readonly line: LineBoardDrawer;
}
export type DrawerOf<F extends Family> = Drawers[F];

const BOARD_DRAWERS: { readonly [F in Family]: MakeDrawer } = {
  line: (scene, area, callbacks) => new LineBoardDrawer(scene, area, callbacks),
};

/** The drawer for a board part of the view. */
export function boardDrawerFor(
  board: TableBoardView,
  ...args: Parameters<MakeDrawer>
): DrawerOf<Family> {
  return BOARD_DRAWERS[board.family](...args);
}
