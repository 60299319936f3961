/**
 * The family table's board drawers by family (a family without one is a type error): the
 * board part of the view picks its drawer by `family`.
 */
import type * as Phaser from 'phaser';
import type { FamilyBoard, FamilyBoards, TableFamily } from '../../view/familyTables';
import type { FamilyBoardDrawer } from './familyDrawer';
import { LineFamilyDrawer } from './lineFamilyDrawer';
import { TrainsDrawer } from './trainsDrawer';
import { TricksDrawer } from './tricksDrawer';

const DRAWERS: {
  readonly [F in TableFamily]: (scene: Phaser.Scene) => FamilyBoardDrawer<FamilyBoards[F]>;
} = {
  line: (scene) => new LineFamilyDrawer(scene),
  trains: (scene) => new TrainsDrawer(scene),
  tricks: (scene) => new TricksDrawer(scene),
};

/** The drawer for a board (its `family` picks it). */
export function familyDrawerFor(
  board: FamilyBoard,
  scene: Phaser.Scene,
): FamilyBoardDrawer<FamilyBoard> {
  return DRAWERS[board.family](scene);
}
