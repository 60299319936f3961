/** What the family table asks of a family's board drawer (the drawers by family: familyDrawers.ts). */
import type { Tile } from '../../engine/core/tiles';
import type { FamilyTarget } from '../../view/familyTable';
import type { Rect } from '../../view/tableRegions';
import type { Button } from '../../ui/widgets';
import type * as Phaser from 'phaser';

/**
 * A piece of the board's picture that moves can start from or land on, by its key (a tile
 * `tile:<n>`, `boneyard`, `bid:<seat>`, `marker:<lane id>`, `contract`): where it is, and
 * what is drawn there (a tile's ends, size and angle; the object to hide or pop).
 */
export interface BoardPiece {
  readonly x: number;
  readonly y: number;
  readonly tile?: {
    /** Null for a tile face down. */
    readonly ends: readonly [number, number] | null;
    readonly half: number;
    readonly angle: number;
    readonly numerals: boolean;
  };
  /** The piece's size where it is not a tile (the count's box, the boneyard's words). */
  readonly size?: { readonly w: number; readonly h: number };
  readonly object?: Phaser.GameObjects.GameObject & {
    setVisible(on: boolean): unknown;
    alpha: number;
    scale: number;
  };
}

/** What a drawer may want besides the board: the chosen tile (its ghosts) and the set. */
export interface DrawExtra {
  readonly chosen: Tile | null;
  /** The set's highest pip (a big set's tiles show numerals by default). */
  readonly maxPip: number;
  /** Light hints: the chosen tile's places' badges, by target id. */
  readonly badges?: ReadonlyMap<string, NonNullable<FamilyTarget['badge']>>;
  /** The hand's tile half: no tile on the board is drawn larger (the line's layout). */
  readonly handHalf?: number;
}

export interface FamilyBoardDrawer<B> {
  /** Draws the board; `lit` are the target ids of the chosen tile, `highlight` the keyboard's. */
  draw(
    board: B,
    area: Rect,
    lit: ReadonlySet<string>,
    highlight: string | null,
    extra?: DrawExtra,
  ): void;
  /** The lit target under a point, or null. */
  targetAt(x: number, y: number): string | null;
  /** The board's own buttons (Texas 42's Last trick): a tap on one never reaches the board. */
  buttons(): readonly Button[];
  /** The pieces of the picture drawn last, by key (the animation's starts and ends). */
  pieces(): ReadonlyMap<string, BoardPiece>;
  /** The lit targets' centres (browser tests). */
  spots(): { id: string; x: number; y: number }[];
  /** The lit places' ghosts and hint badges as drawn, where a family draws them (browser tests). */
  hintBoxes?(): { readonly ghosts: readonly Rect[]; readonly badges: readonly Rect[] };
  /** The board's tiles glowing from behind (a lesson's step points at them), for browser tests. */
  haloBoxes?(): readonly Rect[];
  /** Takes the board off the table (a panel needs its place). */
  clear(): void;
  destroy(): void;
}
