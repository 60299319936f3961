/**
 * Practice's tray on a phone (the band, or the top bar sideways): a panel opened from the
 * Practice button, over the board, with what the band has no room for: the count line and the best
 * move's reason in full, and the controls (hint level, best move, tiles, open hands, the
 * counting drill) with a Close button, and a line each saying what they do. The controls are the practice HUD's own buttons,
 * lifted above the tray's shade while it is open; a tap on the shade, Close or Esc closes it.
 */
import type * as Phaser from 'phaser';
import { DIALOG_DEPTH } from '../../ui/dialog';
import { css, textStyle } from '../../ui/theme';
import { Button, drawPanel } from '../../ui/widgets';
import type { Rect } from '../../view/tableRegions';
import type { OverlayResult } from '../table/tableOverlays';
import { FRAME_PANEL, FRAME_SHADE, overlayFrame } from '../table/tableOverlays';

/** Under the pause menu (which may open over the tray), over the table's own panels. */
const TRAY_DEPTH = DIALOG_DEPTH + 400;
const PAD = 14;
const ROW = 52;

export class PracticeTray {
  readonly result: OverlayResult;
  private readonly frame: Phaser.GameObjects.Container;
  private readonly title: Phaser.GameObjects.Text;
  private readonly line: Phaser.GameObjects.Text;
  private readonly reason: Phaser.GameObjects.Text;
  /** What each control does, under them (trayLegend). */
  private readonly legend: Phaser.GameObjects.Text;
  private readonly closeButton: Button;
  private readonly panel: Rect;
  private readonly hit: Phaser.GameObjects.Zone;
  /** The area's bottom (the hand is under it): the tray moves up rather than cover it. */
  private readonly bottom: number;

  /**
   * `area`: where the tray may go (its top under the strip's row); `controls`: the HUD's
   * buttons to lift into it, in order, three to a row with Close last.
   */
  constructor(
    scene: Phaser.Scene,
    screen: { width: number; height: number },
    area: Rect,
    private readonly controls: readonly Button[],
    close: () => void,
  ) {
    const w = Math.min(area.w, 420);
    const wrap = w - 2 * PAD;
    this.title = scene.add
      .text(0, 0, 'Practice', textStyle(20, { bold: true, serif: true, colour: css.gold }))
      .setOrigin(0.5, 0);
    this.line = scene.add.text(0, 0, '', textStyle(15, { bold: true, wrap, align: 'center' }));
    this.reason = scene.add.text(0, 0, '', textStyle(14, { colour: css.gold, wrap }));
    this.legend = scene.add
      .text(0, 0, '', textStyle(13, { colour: css.soft, wrap }))
      .setOrigin(0.5, 0)
      .setLineSpacing(2);
    this.line.setOrigin(0.5, 0);
    this.reason.setOrigin(0.5, 0);
    this.closeButton = new Button(scene, 0, 0, 'Close', close, {
      width: 100,
      height: 44,
      fontSize: 14,
    });
    // The panel's height is for the longest words it may hold: measured once it has them.
    this.panel = { x: area.x + (area.w - w) / 2, y: area.y, w, h: 0 };
    this.bottom = area.y + area.h;
    this.frame = overlayFrame(scene, screen.width, screen.height, this.panel, 0.35);
    this.frame.getByName(FRAME_SHADE).on('pointerup', close);
    // The panel takes its own taps (a tap between two buttons misses, it does not close).
    this.hit = scene.add.zone(0, 0, 1, 1).setOrigin(0).setInteractive();
    this.frame
      .add([this.hit, this.title, this.line, this.reason, this.legend, this.closeButton])
      .setDepth(TRAY_DEPTH);
    for (const b of controls) b.setDepth(TRAY_DEPTH + 1).setVisible(true);
    this.result = {
      container: this.frame,
      focusables: [...controls, this.closeButton],
      reveal: () => undefined,
    };
  }

  /**
   * The tray's words (the count line, the best move's reason, what each control does) and
   * everything placed for them.
   */
  update(line: string, reason: string, legend: readonly string[], screenHeight: number): void {
    this.line.setText(line);
    this.reason.setText(reason);
    this.legend.setText(legend.join('\n'));
    const { x, w } = this.panel;
    const cx = x + w / 2;
    const cols = 3;
    const bw = Math.min(124, (w - 2 * PAD - (cols - 1) * 6) / cols);
    const items = [...this.controls, this.closeButton];
    const rows = Math.ceil(items.length / cols);
    const text = (t: Phaser.GameObjects.Text): number => (t.text ? t.height + 6 : 0);
    const h =
      PAD + 28 + text(this.line) + text(this.reason) + rows * ROW + text(this.legend) + PAD - 4;
    // Under the strip's row, unless that would cover the hand or run off a short screen.
    const y = Math.max(8, Math.min(this.panel.y, this.bottom - h, screenHeight - h - 8));
    const g = this.frame.getByName<Phaser.GameObjects.Graphics>(FRAME_PANEL);
    g.clear();
    // overlayFrame's panel, drawn again to the height the words take.
    drawPanel(g, x, y, w, h, 1, 'practice-tray');
    this.hit.setPosition(x, y).setSize(w, h);
    this.title.setPosition(cx, y + PAD);
    let top = y + PAD + 28;
    this.line.setPosition(cx, top);
    top += text(this.line);
    this.reason.setPosition(cx, top);
    top += text(this.reason);
    items.forEach((b, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      b.setScale(1).resize(bw, 44);
      b.setPosition(cx + (col - 1) * (bw + 6), top + 22 + row * ROW);
    });
    this.legend.setPosition(cx, top + rows * ROW);
  }

  destroy(): void {
    this.frame.destroy();
  }
}
