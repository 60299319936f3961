/**
 * A menu screen taller than the window (Settings' twelve rows on a 360x640 phone) scrolls
 * on its main camera: drag it, turn the wheel, or move the keyboard focus and the focused
 * row comes into view. A screen that fits never moves. World coordinates stay CSS pixels
 * (the camera is zoomed about its top-left corner, `hiDpi.ts`), so the scroll is in them too.
 */
import * as Phaser from 'phaser';
import { viewSize } from '../ui/hiDpi';

/** How far a press must travel before it is a drag rather than a tap. */
const DRAG_SLOP = 8;

export class ScreenScroll {
  private scroll = 0;
  private max = 0;

  constructor(private readonly scene: Phaser.Scene) {
    // Window events in the capture phase, so they come before Phaser's own: the release
    // that ends a drag is kept from the row under the finger (it would step a picker).
    let from: number | null = null;
    let dragging = false;
    const live = (): boolean => scene.sys.isActive() && this.max > 0;
    const onDown = (e: PointerEvent): void => {
      from = live() ? e.clientY : null;
      dragging = false;
    };
    const onMove = (e: PointerEvent): void => {
      if (from === null || !live()) return;
      if (!dragging && Math.abs(e.clientY - from) < DRAG_SLOP) return;
      dragging = true;
      this.to(this.scroll + from - e.clientY);
      from = e.clientY;
    };
    const onUp = (): void => {
      from = null;
      if (!dragging) return;
      dragging = false;
      const input = scene.input;
      input.enabled = false;
      setTimeout(() => {
        if (scene.sys.isActive()) input.enabled = true;
      }, 0);
    };
    const onWheel = (e: WheelEvent): void => {
      if (live()) this.to(this.scroll + e.deltaY);
    };
    const opts = { capture: true, passive: true };
    window.addEventListener('pointerdown', onDown, opts);
    window.addEventListener('pointermove', onMove, opts);
    window.addEventListener('pointerup', onUp, opts);
    window.addEventListener('pointercancel', onUp, opts);
    window.addEventListener('wheel', onWheel, opts);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      window.removeEventListener('pointerdown', onDown, opts);
      window.removeEventListener('pointermove', onMove, opts);
      window.removeEventListener('pointerup', onUp, opts);
      window.removeEventListener('pointercancel', onUp, opts);
      window.removeEventListener('wheel', onWheel, opts);
    });
  }

  /** After a layout: how tall the screen's content is, from the top of the world (CSS px). */
  setContentHeight(height: number): void {
    this.max = Math.max(0, Math.ceil(height - viewSize(this.scene).height));
    this.to(this.scroll);
  }

  /** Scrolls as little as it takes to show the band from `top` to `bottom` (with a margin). */
  show(top: number, bottom: number): void {
    const h = viewSize(this.scene).height;
    const margin = 12;
    if (top - margin < this.scroll) this.to(top - margin);
    else if (bottom + margin > this.scroll + h) this.to(bottom + margin - h);
  }

  private to(y: number): void {
    this.scroll = Math.round(Math.max(0, Math.min(this.max, y)));
    this.scene.cameras.main.setScroll(0, this.scroll);
  }
}
