/**
 * A one-time tip as a note in a band of its own at the top of the layout's area: the table
 * gives the note that band (the layout is fitted below it while the note shows), so it covers
 * no seat, tile or button. It stays until its close button (✕, "Close the tip" to a screen reader) is pressed, by tap,
 * click or the DOM mirror of the buttons, and is laid out again on every resize.
 */
import type * as Phaser from 'phaser';
import type { Rect } from '../../view/tableRegions';
import { css, textStyle } from '../../ui/theme';
import { Button, drawPanel } from '../../ui/widgets';

/** Between the note and what sits around it, in CSS px. */
const GAP = 6;

export class TipNote {
  private readonly container: Phaser.GameObjects.Container;
  private readonly panel: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private readonly close: Button;
  /** Where the note's band ends (its gap below included), in CSS px. */
  private end = 0;
  private closed = false;

  constructor(
    scene: Phaser.Scene,
    message: string,
    private readonly onClose: () => void,
  ) {
    this.container = scene.add.container(0, 0).setDepth(900);
    this.panel = scene.add.graphics();
    this.text = scene.add.text(0, 0, message, textStyle(15, { colour: css.text }));
    this.close = new Button(scene, 0, 0, '✕', () => this.dismiss(), {
      width: 44,
      height: 44,
      name: 'Close the tip',
    });
    this.container.add([this.panel, this.text, this.close]);
  }

  /** Where the note's band ends, below which the layout goes; 0 while hidden or once closed. */
  get bottom(): number {
    return this.closed || !this.container.visible ? 0 : this.end;
  }

  /** Shows or hides the note (hidden while a question about the last play has the table). */
  setShown(shown: boolean): boolean {
    if (this.closed || this.container.visible === shown) return false;
    this.container.setVisible(shown);
    return true;
  }

  /** Lays the note out across the top of `area`, the layout's area. */
  layout(area: Rect, scale: number): void {
    // Closed: its objects are gone (the scene still holds the note till the hand ends).
    if (this.closed) return;
    const pad = 8;
    const font = Math.max(14, Math.round(15 * Math.min(1, scale)));
    const w = area.w - 2 * GAP;
    const closeW = this.close.width;
    const wrap = Math.max(120, w - 3 * pad - closeW);
    this.text.setStyle(textStyle(font, { colour: css.text, wrap }));
    const h = Math.max(this.text.height, this.close.height) + 2 * pad;
    const x = area.x + GAP;
    const y = area.y + GAP;
    this.panel.clear();
    drawPanel(this.panel, x, y, w, h, 0.96, 'tip');
    this.text.setPosition(x + pad, y + (h - this.text.height) / 2);
    this.close.setPosition(x + w - pad - closeW / 2, y + h / 2);
    this.end = y + h + GAP;
  }

  /** Closes the note (the button, or the scene when it is no longer due). */
  dismiss(): void {
    if (this.closed) return;
    this.closed = true;
    this.container.destroy();
    this.onClose();
  }
}
