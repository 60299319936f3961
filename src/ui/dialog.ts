/** A modal message panel with buttons, keyboard-driven through the scene's focus ring. */
import * as Phaser from 'phaser';
import { Button } from './button';
import type { FocusLayer, FocusRing } from './focusRing';
import { css, textStyle, uiScale } from './theme';
import { drawPanel } from './panel';
import { viewSize } from './hiDpi';

export interface DialogButton {
  readonly label: string;
  readonly primary?: boolean;
  /** Runs after the dialog has closed. */
  readonly onClick?: () => void;
  /** Escape presses this button (a single button is pressed by Escape anyway). */
  readonly cancel?: boolean;
}

export interface DialogOptions {
  readonly title: string;
  readonly message: string;
  /** One "OK" when absent. */
  readonly buttons?: readonly DialogButton[];
  /** The scene's focus ring: the dialog takes the keyboard until it closes. */
  readonly ring?: FocusRing;
}

export interface Dialog {
  close(): void;
  readonly isOpen: boolean;
}

/** Depth of dialogs: above a scene's widgets, below toasts. */
export const DIALOG_DEPTH = 1000;

/**
 * A modal layer drawn afresh: a container at dialog depth holding a dim shade over the
 * whole screen that swallows pointer events (nothing under it reacts); with the screen's
 * size and scale. The caller adds its panel to `c`.
 */
export function modalFrame(scene: Phaser.Scene): {
  c: Phaser.GameObjects.Container;
  W: number;
  H: number;
  s: number;
} {
  const { width: W, height: H } = viewSize(scene);
  const c = scene.add.container(0, 0).setDepth(DIALOG_DEPTH);
  c.add(scene.add.rectangle(0, 0, W, H, 0x000000, 0.55).setOrigin(0).setInteractive());
  return { c, W, H, s: uiScale(W, H) };
}

/**
 * A modal message panel: dims the scene, blocks clicks beneath, lays itself
 * out again on resize, and closes on any of its buttons (Enter) or Escape.
 */
export function showDialog(scene: Phaser.Scene, opts: DialogOptions): Dialog {
  const buttons = opts.buttons ?? [{ label: 'OK', primary: true }];
  let root: Phaser.GameObjects.Container | undefined;
  let layer: FocusLayer | undefined;
  let open = true;

  const close = (): void => {
    if (!open) return;
    open = false;
    layer?.pop();
    root?.destroy();
    scene.scale.off(Phaser.Scale.Events.RESIZE, build);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, close);
  };
  const press = (b: DialogButton): void => {
    close();
    b.onClick?.();
  };
  const onBack = (): void => {
    const b = buttons.find((x) => x.cancel) ?? (buttons.length === 1 ? buttons[0] : undefined);
    if (b) press(b);
    else close();
  };

  function build(): void {
    root?.destroy();
    const { c, W, H, s } = modalFrame(scene);
    root = c;
    const pw = Math.min(Math.round(540 * s), W - 32);
    const pad = Math.max(18, Math.round(26 * s));
    const title = scene.add
      .text(
        0,
        0,
        opts.title,
        textStyle(Math.max(21, 28 * s), { bold: true, serif: true, colour: css.gold }),
      )
      .setOrigin(0.5, 0);
    const message = scene.add
      .text(
        0,
        0,
        opts.message,
        textStyle(Math.max(16, 20 * s), { wrap: pw - pad * 2, align: 'center' }),
      )
      .setOrigin(0.5, 0)
      .setLineSpacing(4);
    const bh = Math.max(44, Math.round(50 * s));
    const gap = 12;
    const bw = Math.min(220, (pw - pad * 2 - gap * (buttons.length - 1)) / buttons.length);
    const ph = pad + title.height + 14 + message.height + 24 + bh + pad;
    const px = (W - pw) / 2;
    const py = Math.max(8, (H - ph) / 2);
    const g = scene.add.graphics();
    drawPanel(g, px, py, pw, ph, 0.98);
    title.setPosition(W / 2, py + pad);
    message.setPosition(W / 2, py + pad + title.height + 14);
    const rowW = bw * buttons.length + gap * (buttons.length - 1);
    const by = py + ph - pad - bh / 2;
    const widgets = buttons.map(
      (b, i) =>
        new Button(scene, (W - rowW) / 2 + bw / 2 + i * (bw + gap), by, b.label, () => press(b), {
          width: bw,
          height: bh,
          primary: b.primary ?? false,
        }),
    );
    c.add([g, title, message, ...widgets]);
    const focus = Math.max(
      0,
      buttons.findIndex((b) => b.primary),
    );
    if (layer) layer.update(widgets);
    else layer = opts.ring?.push(widgets, { onBack }, focus);
  }

  build();
  scene.scale.on(Phaser.Scale.Events.RESIZE, build);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, close);
  return {
    close,
    get isOpen() {
      return open;
    },
  };
}
