/** What the family table asks of a family's board drawer (the drawers by family: familyDrawers.ts). */
import type { Rect } from '../view/tableRegions';
import type { Button } from '../view/ui';

export interface FamilyBoardDrawer<B> {
  /** Draws the board; `lit` are the target ids of the chosen tile, `highlight` the keyboard's. */
  draw(board: B, area: Rect, lit: ReadonlySet<string>, highlight: string | null): void;
  /** The lit target under a point, or null. */
  targetAt(x: number, y: number): string | null;
  /** The board's own buttons (Texas 42's Last trick): a tap on one never reaches the board. */
  buttons(): readonly Button[];
  /** The lit targets' centres (browser tests). */
  spots(): { id: string; x: number; y: number }[];
  /** Takes the board off the table (a panel needs its place). */
  clear(): void;
  destroy(): void;
}
