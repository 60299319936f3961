/**
 * The family table's one-time tip about the hint badges: the first time a lit place carries
 * one (Settings' light hints, or practice), what they mean, in a note with a close button in a
 * band of its own across the top of the board's area, the board fitted below it meanwhile
 * (`TipNote`), once per browser (`takeTip`). It goes when closed or when the hand ends.
 */
import type * as Phaser from 'phaser';
import type { Rect } from '../../view/tableRegions';
import { BADGE_TIP, takeTip } from '../../view/tips';
import type { Services } from '../services';
import { TipNote } from '../table/tipNote';

export class FamilyTip {
  private note: TipNote | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    /** The table drawn again (the note closed: the board takes its band back). */
    private readonly changed: () => void,
  ) {}

  /**
   * The board's area with the note's band taken off its top while the note shows: `badged`,
   * a lit place carries a badge now; `ended`, the hand is over (the note goes with it).
   */
  fit(area: Rect, badged: boolean, ended: boolean): Rect {
    if (this.note && ended) this.note.dismiss();
    const storage = this.services.storage;
    if (!this.note && badged && !ended && storage && takeTip(storage, 'badges'))
      this.note = new TipNote(this.scene, BADGE_TIP, () => this.changed());
    if (!this.note) return area;
    this.note.layout(area, 1);
    const bottom = this.note.bottom;
    return bottom > area.y ? { ...area, y: bottom, h: area.h - (bottom - area.y) } : area;
  }
}
