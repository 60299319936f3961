/**
 * Runs the start-up tasks main.ts hands in (`Services.preload`), one after another,
 * under a progress bar. Tasks run back to back while they are quick; once the screen
 * has gone `PAINT_AFTER_MS` without a frame, the bar is drawn and shown, so a slow device
 * sees it moving while a fast one never flashes it (the loop is startupTasks.ts). A task
 * that fails or hangs is reported on screen and skipped; the menu always follows, in the
 * same frame as the last task when nothing failed.
 */
import * as Phaser from 'phaser';
import { colours, css, textStyle, uiScale } from '../ui/theme';
import { drawFelt, listenKeys, onResize } from '../ui/widgets';
import type { Services } from './services';
import { runStartupTasks, type StartupOutcome, type StartupProgress } from './startupTasks';
import { viewSize } from '../ui/hiDpi';

/** A task that has not finished after this long is reported and left behind. */
const TASK_TIMEOUT_MS = 15000;
/** How long failures stay on screen before the menu (a key or a tap skips the wait). */
const FAILURE_PAUSE_MS = 4000;
/** Work that keeps the screen still for longer than this gets a frame drawn before going on. */
const PAINT_AFTER_MS = 50;

export class PreloadScene extends Phaser.Scene {
  private progress: StartupProgress = { label: '', done: 0, total: 0, failures: [] };
  private finished = false;
  private leaving = false;
  private root?: Phaser.GameObjects.Container;

  constructor(private readonly services: Services) {
    super({ key: 'Preload' });
  }

  create(): void {
    this.progress = { label: 'Getting ready', done: 0, total: 0, failures: [] };
    this.finished = false;
    this.leaving = false;
    // Nothing is drawn until the work has taken long enough to notice: a fast start goes
    // straight to the menu, in this same frame, without a flash of the bar.
    onResize(this, () => this.layout());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.root = undefined;
    });
    const outcome = runStartupTasks(this, this.services.preload ?? [], {
      now: () => performance.now(),
      show: (progress) => {
        this.progress = progress;
        this.layout();
      },
      nextFrame: () => this.nextFrame(),
      paintAfterMs: PAINT_AFTER_MS,
      timeoutMs: TASK_TIMEOUT_MS,
    });
    if (outcome instanceof Promise) void outcome.then((o) => this.finish(o));
    else this.finish(outcome);
  }

  private finish(outcome: StartupOutcome): void {
    this.finished = true;
    this.next = outcome.next;
    const total = this.services.preload?.length ?? 0;
    if (outcome.failures.length === 0) {
      this.toNext();
      return;
    }
    this.progress = {
      label: 'Some things did not load',
      done: total,
      total,
      failures: outcome.failures,
    };
    this.layout();
    // Leave the messages up for a moment; any key or tap goes on at once.
    const go = (): void => {
      stopKeys();
      this.input.off(Phaser.Input.Events.POINTER_UP, go);
      timer.remove();
      this.toNext();
    };
    const timer = this.time.delayedCall(FAILURE_PAUSE_MS, go);
    const stopKeys = listenKeys(this, go);
    this.input.once(Phaser.Input.Events.POINTER_UP, go);
  }

  /** The scene start-up leads to: the menu, unless a task chose another (a linked game). */
  private next = 'Menu';

  private toNext(): void {
    // Still creating when every task answered at once; stopped if the page moved on.
    const { status } = this.sys.settings;
    if (this.leaving || status < Phaser.Scenes.CREATING || status > Phaser.Scenes.RUNNING) return;
    this.leaving = true;
    // With data of its own: Phaser would otherwise hand a scene its last start's.
    this.scene.start(this.next, {});
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
    const { width: W, height: H } = viewSize(this);
    const s = uiScale(W, H);
    const { label: text, done, total, failures } = this.progress;
    const fraction = total === 0 ? 1 : done / total;

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
        this.finished ? text : `${text}…  ${Math.round(fraction * 100)}%`,
        textStyle(Math.max(15, 19 * s), { colour: css.soft }),
      )
      .setOrigin(0.5, 0);
    root.add([bg, title, g, label]);

    if (failures.length > 0) {
      const lines = [...failures];
      if (this.finished)
        lines.push(
          '',
          'The game will start anyway. Press any key, or touch or click the screen, to go on.',
        );
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
