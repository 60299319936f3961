/**
 * The rings round what a lesson's step points at (the view's `glows`): tiles in the hand,
 * pieces of the board's picture by their key (the count, the boneyard), the score display.
 * The ring is made the first time there is something to ring.
 */
import type * as Phaser from 'phaser';
import { Glow } from '../../ui/glow';
import type { HandView } from '../../ui/handView';
import type { ScoreSheet, TableGlows } from '../../view/familyTable';
import type { FamilyRegions } from '../../view/familyRegions';
import type { Rect } from '../../view/tableRegions';
import type { BoardPiece } from '../drawers/familyDrawer';
import { displayHeight } from './scoreSheets';

export class FamilyGlows {
  private glow: Glow | null = null;

  constructor(private readonly scene: Phaser.Scene) {}

  /** Rings what `glows` names as drawn now; none when null (no lesson, or a panel over it). */
  draw(
    glows: TableGlows | null | undefined,
    sheet: ScoreSheet,
    r: FamilyRegions,
    hand: Pick<HandView, 'spots'>,
    pieces: ReadonlyMap<string, BoardPiece>,
  ): void {
    this.glow?.clear();
    if (!glows) return;
    const glow = (this.glow ??= new Glow(this.scene));
    // A tile in hand is `half` wide and twice that tall, centred on its spot.
    for (const s of hand.spots())
      if (glows.hand.includes(s.tile))
        glow.rect(s.x - s.half / 2 - 6, s.y - s.half - 6, s.half + 12, s.half * 2 + 12, 8);
    for (const key of glows.pieces) {
      const p = pieces.get(key);
      const size = p?.size ?? (p?.tile ? { w: p.tile.half, h: p.tile.half * 2 } : null);
      if (!p || !size) continue;
      // (Kept on the screen: the count sits at the table's left edge.)
      const x = Math.max(9, p.x - size.w / 2 - 6);
      glow.rect(x, p.y - size.h / 2 - 6, p.x + size.w / 2 + 6 - x, size.h + 12);
    }
    // The score display at the top of its room, as tall as it draws itself.
    const room = r.sheet ?? r.scoreStrip;
    if (glows.scores && room) glow.rect(room.x, room.y, room.w, displayHeight(sheet, room.h), 12);
  }

  /** The rings drawn now, their outer band included (browser tests). */
  boxes(): Rect[] {
    return [...(this.glow?.drawn ?? [])];
  }

  destroy(): void {
    this.glow?.destroy();
    this.glow = null;
  }
}
