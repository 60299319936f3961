/**
 * Runs the start-up tasks main.ts hands in (`Services.preload`), one after another
 * with a frame drawn between them, under a progress bar. A task that fails or hangs
 * is reported on screen and skipped; the menu always follows.
 */
import * as Phaser from 'phaser';
import { colours, css, textStyle, uiScale } from '../view/theme';
import { drawFelt, listenKeys } from '../view/ui';
import type { PreloadTask, Services } from './services';

/** A task that has not finished after this long is reported and left behind. */
const TASK_TIMEOUT_MS = 15000;
/** How long failures stay on screen before the menu (a key or a tap skips the wait). */
const FAILURE_PAUSE_MS = 4000;

export class PreloadScene extends Phaser.Scene {
  private done = 0;
  private label = 'Getting ready…';
  private failures: string[] = [];
  private finished = false;
  private leaving = false;
  private root?: Phaser.GameObjects.Container;

  constructor(private readonly services: Services) {
    super({ key: 'Preload' });
  }

  create(): void {
    this.done = 0;
    this.failures = [];
    this.finished = false;
    this.leaving = false;
    this.layout();
    const onResize = (): void => this.layout();
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, onResize);
      this.root = undefined;
    });
    void this.runAll(this.services.preload ?? []);
  }

  private async runAll(tasks: readonly PreloadTask[]): Promise<void> {
    for (const task of tasks) {
      this.label = task.label;
      this.layout();
      await this.nextFrame();
      try {
        await withTimeout(
          Promise.resolve().then(() => task.run(this)),
          TASK_TIMEOUT_MS,
        );
      } catch (err) {
        this.failures.push(`${task.label} — ${describe(err)}`);
      }
      this.done++;
      this.layout();
    }
    this.finished = true;
    this.label = this.failures.length > 0 ? 'Some things did not load' : 'Ready';
    this.layout();
    if (this.failures.length === 0) {
      await this.nextFrame();
      this.toMenu();
      return;
    }
    // Leave the messages up for a moment; any key or tap goes on at once.
    const go = (): void => {
      stopKeys();
      this.input.off(Phaser.Input.Events.POINTER_UP, go);
      timer.remove();
      this.toMenu();
    };
    const timer = this.time.delayedCall(FAILURE_PAUSE_MS, go);
    const stopKeys = listenKeys(this, go);
    this.input.once(Phaser.Input.Events.POINTER_UP, go);
  }

  private toMenu(): void {
    if (this.leaving || !this.sys.isActive()) return;
    this.leaving = true;
    this.scene.start('Menu');
  }

  /** Resolves after the next frame has been drawn (or soon, if frames are not coming). */
  private nextFrame(): Promise<void> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (): void => {
        if (settled) return;
        settled = true;
        this.game.events.off(Phaser.Core.Events.POST_RENDER, onRender);
        // A macrotask, so that the browser shows the frame before the next task blocks it.
        setTimeout(resolve, 0);
      };
      const onRender = (): void => settle();
      this.game.events.once(Phaser.Core.Events.POST_RENDER, onRender);
      setTimeout(settle, 100);
    });
  }

  private layout(): void {
    this.root?.destroy();
    const root = this.add.container(0, 0);
    this.root = root;
    const { width: W, height: H } = this.scale;
    const s = uiScale(W, H);
    const total = this.services.preload?.length ?? 0;
    const fraction = total === 0 ? 1 : this.done / total;

    const bg = this.add.graphics();
    drawFelt(bg, W, H);
    const title = this.add
      .text(W / 2, H * 0.36, 'Horse Race', {
        ...textStyle(Math.max(44, Math.min(84 * s, W * 0.13)), { serif: true, bold: true }),
        shadow: { offsetX: 0, offsetY: 3, color: '#00000080', blur: 6, fill: true },
      })
      .setOrigin(0.5);
    const barW = Math.min(460, W - 64);
    const barH = Math.max(14, Math.round(18 * s));
    const barY = H * 0.36 + title.height / 2 + 48 * s + 20;
    const g = this.add.graphics();
    const x = (W - barW) / 2;
    g.fillStyle(0x000000, 0.35).fillRoundedRect(x, barY, barW, barH, barH / 2);
    if (fraction > 0) {
      g.fillStyle(colours.gold, 1).fillRoundedRect(
        x,
        barY,
        Math.max(barH, barW * fraction),
        barH,
        barH / 2,
      );
    }
    g.lineStyle(1.5, colours.ivory, 0.4).strokeRoundedRect(x, barY, barW, barH, barH / 2);
    const label = this.add
      .text(
        W / 2,
        barY + barH + 14,
        this.finished ? this.label : `${this.label}…  ${Math.round(fraction * 100)}%`,
        textStyle(Math.max(15, 19 * s), { colour: css.soft }),
      )
      .setOrigin(0.5, 0);
    root.add([bg, title, g, label]);

    if (this.failures.length > 0) {
      const lines = [...this.failures];
      if (this.finished)
        lines.push('', 'The game will start anyway. Press any key or tap to go on.');
      const msg = this.add
        .text(
          W / 2,
          label.y + label.height + 18,
          lines.join('\n'),
          textStyle(Math.max(14, 17 * s), {
            colour: css.danger,
            wrap: Math.min(620, W - 40),
            align: 'center',
          }),
        )
        .setOrigin(0.5, 0)
        .setLineSpacing(4);
      root.add(msg);
    }
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return typeof err === 'string' ? err : 'an unknown error';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`took longer than ${ms / 1000} s`)), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(describe(e)));
      },
    );
  });
}
