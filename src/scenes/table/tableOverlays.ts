/**
 * What the tables' panels share (the frame over the table, a panel's actions) and the pause
 * menu.
 */
import type * as Phaser from 'phaser';
import { css, textStyle } from '../../ui/theme';
import { Button, drawPanel, type Focusable } from '../../ui/widgets';

export interface OverlayActions {
  readonly next?: () => void;
  readonly rematch?: () => void;
  readonly newGame?: () => void;
  readonly menu?: () => void;
  /** Practice: look back over the hand. */
  readonly review?: () => void;
  /** Practice: take back the person's last turn of the hand just ended. */
  readonly undo?: () => void;
}

export interface OverlayResult {
  readonly container: Phaser.GameObjects.Container;
  readonly focusables: Focusable[];
  /** The panel reaches above the `top` it was given (a short screen): it needs that room. */
  readonly coversTop?: boolean;
  /** Reveals the counting lines one by one (instantly when `delayMs` is 0). */
  readonly reveal: (delayMs: number) => void;
}

/** A container over the whole table: a shade that stops clicks, and the panel drawn on it. */
/** The names of an overlay frame's shade (it takes the taps beside the panel) and panel. */
export const FRAME_SHADE = 'shade';
export const FRAME_PANEL = 'panel';

export function overlayFrame(
  scene: Phaser.Scene,
  width: number,
  height: number,
  panel: { x: number; y: number; w: number; h: number },
  shadeAlpha: number,
): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const shade = scene.add
    .rectangle(0, 0, width, height, 0x000000, shadeAlpha)
    .setOrigin(0)
    .setInteractive()
    .setName(FRAME_SHADE);
  const g = scene.add.graphics().setName(FRAME_PANEL);
  // Opaque: the layout never shows through the counting.
  drawPanel(g, panel.x, panel.y, panel.w, panel.h, 1, 'hand-end');
  c.add([shade, g]);
  return c;
}

/** Esc on the table: a small menu over the game (which stays saved). */
export function pauseMenu(
  scene: Phaser.Scene,
  width: number,
  height: number,
  actions: { resume: () => void; settings: () => void; help: () => void; menu: () => void },
): OverlayResult {
  const w = Math.min(340, width - 32);
  const h = 330;
  const x0 = (width - w) / 2;
  const y0 = (height - h) / 2;
  const c = overlayFrame(scene, width, height, { x: x0, y: y0, w, h }, 0.5);
  c.add(
    scene.add
      .text(
        width / 2,
        y0 + 34,
        'Paused',
        textStyle(26, { bold: true, serif: true, colour: css.gold }),
      )
      .setOrigin(0.5),
  );
  const items: [string, () => void, boolean][] = [
    ['Resume', actions.resume, true],
    ['Settings', actions.settings, false],
    ['How to play', actions.help, false],
    ['Main menu', actions.menu, false],
  ];
  const focusables: Focusable[] = [];
  items.forEach(([label, fn, primary], i) => {
    const b = new Button(scene, width / 2, y0 + 92 + i * 58, label, fn, {
      width: w - 60,
      height: 46,
      primary,
    });
    c.add(b);
    focusables.push(b);
  });
  c.add(
    scene.add
      .text(
        width / 2,
        y0 + h - 18,
        'Your game is saved as you play.',
        textStyle(13, { colour: css.dim }),
      )
      .setOrigin(0.5),
  );
  return { container: c, focusables, reveal: () => undefined };
}
