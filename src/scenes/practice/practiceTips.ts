/**
 * What a practice control does, shown beside it while the mouse rests on it (a wide screen's
 * column has no room for the phone tray's legend, `trayLegend`): one opaque note, drawn to the
 * control's left when there is room there, else under it, always inside the screen. Rule-free:
 * the words come from the view.
 */
import * as Phaser from 'phaser';
import { tagPanel } from '../../ui/boxes';
import { viewSize } from '../../ui/hiDpi';
import { colours, css, textStyle } from '../../ui/theme';
import type { Button } from '../../ui/widgets';

/** Over the table and its panels, under the pause menu. */
const TIP_DEPTH = 900;
const WIDTH = 240;

export class PracticeTips {
  private readonly box: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private readonly note: Phaser.GameObjects.Container;
  private shownFor: Button | null = null;
  /** The left edge of the controls' column (notes go left of it); null: each control's own. */
  private column: number | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    this.box = scene.add.graphics();
    this.text = scene.add.text(0, 0, '', textStyle(14, { colour: css.text, wrap: WIDTH - 20 }));
    this.note = scene.add
      .container(0, 0, [this.box, this.text])
      .setName('practice-tip')
      .setDepth(TIP_DEPTH)
      .setVisible(false);
  }

  /** `words()` (null for none) shown while the pointer is over `button`. */
  attach(button: Button, words: () => string | null): void {
    button.on('pointerover', () => {
      const said = button.visible ? words() : null;
      if (said) this.show(button, said);
    });
    button.on('pointerout', () => {
      if (this.shownFor === button) this.hide();
    });
    button.on('pointerdown', () => this.hide());
  }

  /** The controls stand in a column whose left edge is `x` (null: none). */
  setColumn(x: number | null): void {
    this.column = x;
  }

  hide(): void {
    this.shownFor = null;
    this.note.setVisible(false);
  }

  destroy(): void {
    this.note.destroy();
  }

  private show(button: Button, words: string): void {
    this.shownFor = button;
    this.text.setText(words).setPosition(10, 8);
    const w = WIDTH;
    const h = this.text.height + 16;
    this.box
      .clear()
      .fillStyle(colours.panel, 1)
      .fillRoundedRect(0, 0, w, h, 8)
      .lineStyle(2, colours.panelEdge, 1)
      .strokeRoundedRect(0, 0, w, h, 8);
    tagPanel(this.box, { x: 0, y: 0, w, h }, 'practice-tip');
    const bw = button.displayWidth;
    const bh = button.displayHeight;
    const { width, height } = viewSize(this.scene);
    const left = (this.column ?? button.x - bw / 2) - 8 - w;
    const [x, y] = left >= 4 ? [left, button.y - h / 2] : [button.x - w / 2, button.y + bh / 2 + 6];
    this.note
      .setSize(w, h)
      .setPosition(
        Phaser.Math.Clamp(x, 4, Math.max(4, width - w - 4)),
        Phaser.Math.Clamp(y, 4, Math.max(4, height - h - 4)),
      )
      .setVisible(true);
  }
}
