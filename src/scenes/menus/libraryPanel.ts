/** The frame of the library's screens (History, Statistics): felt, one tall panel, a title. */
import type * as Phaser from 'phaser';
import { css, textStyle, uiScale } from '../../ui/theme';
import { drawFelt, drawPanel } from '../../ui/widgets';
import { viewSize } from '../../ui/hiDpi';

export interface PanelFrame {
  readonly root: Phaser.GameObjects.Container;
  readonly W: number;
  readonly H: number;
  /** uiScale of the screen. */
  readonly s: number;
  /** The panel's left edge and inner padding; `inner` is the width inside it. */
  readonly px: number;
  readonly pad: number;
  readonly inner: number;
  /** Just under the title. */
  readonly top: number;
  /** A button row's height, and the gap between rows. */
  readonly rowH: number;
  readonly gap: number;
}

export function drawPanelFrame(scene: Phaser.Scene, title: string): PanelFrame {
  const root = scene.add.container(0, 0);
  const { width: W, height: H } = viewSize(scene);
  const s = uiScale(W, H);
  const bg = scene.add.graphics();
  drawFelt(bg, W, H);
  const pw = Math.min(900, W - 16);
  const px = (W - pw) / 2;
  const pad = Math.max(12, Math.round(22 * s));
  const panel = scene.add.graphics();
  drawPanel(panel, px, 8, pw, H - 16, 0.96);
  const titleSize = Math.max(26, 36 * s);
  const heading = scene.add
    .text(
      W / 2,
      8 + pad,
      title,
      textStyle(titleSize, { serif: true, bold: true, colour: css.gold }),
    )
    .setOrigin(0.5, 0);
  root.add([bg, panel, heading]);
  const rowH = Math.round(Math.max(44, Math.min(50, H * 0.062)));
  return {
    root,
    W,
    H,
    s,
    px,
    pad,
    inner: pw - pad * 2,
    top: 8 + pad + titleSize * 1.28,
    rowH,
    gap: Math.round(rowH * 0.2),
  };
}
