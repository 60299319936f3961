/**
 * Practice's parts at the family table by family (a family missing is a type error): the
 * line of play's practice (its badges, best move, undo, counting drill, tracker and review)
 * is a driver over the game's; the other families' practice is the table's standing hints
 * and review (`familyPractice.ts`), so they add none.
 */
import type * as Phaser from 'phaser';
import type { PracticeApi } from '../../practice/session';
import type { TableFamily } from '../../view/familyTables';
import type { FamilyTableDriver } from '../family/familyDriver';
import type { Services } from '../services';
import { linePractice } from './linePractice';

type PracticePart = (
  scene: Phaser.Scene,
  services: Services,
  base: FamilyTableDriver,
  api: PracticeApi,
) => FamilyTableDriver;

export const PRACTICE_PARTS: { readonly [F in TableFamily]: PracticePart | null } = {
  line: linePractice,
  trains: null,
  tricks: null,
};
