/**
 * A toast: a short message near the bottom of the screen that fades in, stays a
 * moment and fades out. For notes, refusals and errors. One per
 * scene at a time: a new toast replaces the one showing.
 */
import * as Phaser from 'phaser';
import { colours, css, textStyle, uiScale } from '../ui/theme';
import { viewSize } from '../ui/hiDpi';
import { roundedBox } from '../ui/panel';

export type ToastTone = 'info' | 'error';

export interface ToastOptions {
  /** How long it stays fully visible, in ms (default: longer for longer text). */
  readonly duration?: number;
  readonly tone?: ToastTone;
  /** Centre of the toast as a fraction of the screen height (default 0.9). */
  readonly at?: number;
}

/** Above dialogs (depth 1000). */
export const TOAST_DEPTH = 2000;

const showing = new WeakMap<Phaser.Scene, () => void>();

/** Takes away the scene's toast now, if one is showing (what it said is no longer so). */
export function hideToast(scene: Phaser.Scene): void {
  showing.get(scene)?.();
}

export function showToast(scene: Phaser.Scene, text: string, opts: ToastOptions = {}): void {
  showing.get(scene)?.();
  const tone = opts.tone ?? 'info';
  const hold = opts.duration ?? Math.min(6000, 1800 + text.length * 45);
  const c = scene.add.container(0, 0).setDepth(TOAST_DEPTH).setAlpha(0);
  const g = scene.add.graphics();
  const label = scene.add.text(0, 0, text, textStyle(16)).setOrigin(0.5);
  c.add([g, label]);

  const layout = (): void => {
    const { width: W, height: H } = viewSize(scene);
    const s = uiScale(W, H);
    const maxW = Math.min(Math.round(620 * s), W - 32);
    label.setStyle(
      textStyle(Math.max(15, 19 * s), {
        wrap: maxW - 40,
        align: 'center',
        colour: tone === 'error' ? css.danger : css.text,
      }),
    );
    const w = Math.min(maxW, label.width + 44);
    const h = label.height + 24;
    g.clear();
    g.fillStyle(0x000000, 0.3);
    g.fillRoundedRect(-w / 2 + 2, -h / 2 + 4, w, h, Math.min(18, h / 2));
    roundedBox(
      g,
      { cx: 0, cy: 0, w, h, r: Math.min(18, h / 2) },
      [tone === 'error' ? 0x3a1412 : colours.panel, 0.96],
      [2, tone === 'error' ? colours.danger : colours.gold, 0.9],
    );
    const y = Math.min(H * (opts.at ?? 0.9), H - h / 2 - 40);
    c.setPosition(W / 2, y);
  };

  let gone = false;
  const dismiss = (): void => {
    if (gone) return;
    gone = true;
    if (showing.get(scene) === dismiss) showing.delete(scene);
    scene.scale.off(Phaser.Scale.Events.RESIZE, layout);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, dismiss);
    chain.stop();
    c.destroy();
  };

  layout();
  scene.scale.on(Phaser.Scale.Events.RESIZE, layout);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, dismiss);
  const chain: Phaser.Tweens.TweenChain = scene.tweens.chain({
    targets: c,
    tweens: [
      { alpha: 1, y: c.y - 8, duration: 180, ease: 'Quad.easeOut' },
      { alpha: 0, duration: 350, delay: hold, ease: 'Quad.easeIn' },
    ],
    onComplete: dismiss,
  });
  showing.set(scene, dismiss);
}
