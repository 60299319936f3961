/**
 * A menu screen (Settings, Your games, Statistics): a keyboard focus ring whose Esc goes
 * back, and one root container that each layout draws afresh, on opening and on every
 * resize. The screens only say how they lay out and where Back goes.
 */
import * as Phaser from 'phaser';
import { uiScale } from '../ui/theme';
import { FocusRing, onResize } from '../ui/widgets';
import { viewSize } from '../ui/hiDpi';
import { ScreenScroll } from './screenScroll';

export abstract class MenuScreen extends Phaser.Scene {
  protected ring?: FocusRing;
  /** Scrolls the screen when a layout is taller than the window (`fitContent`). */
  private scroller?: ScreenScroll;
  /** What the last layout drew (destroyed by the next); undefined once the scene shuts down. */
  protected root?: Phaser.GameObjects.Container;

  /** Draws the screen afresh (destroying the last root). */
  protected abstract layout(): void;
  /** Esc, and the Back button. */
  protected abstract back(): void;

  /** Opens the screen: the focus ring, the first layout and a layout on every resize. */
  protected openScreen(): void {
    this.ring = new FocusRing(this);
    this.ring.setBack(() => this.back());
    const scroller = new ScreenScroll(this);
    this.scroller = scroller;
    this.ring.setFocusListener((item) => {
      if (item instanceof Phaser.GameObjects.Container) {
        const b = item.getBounds();
        scroller.show(b.top, b.bottom);
      }
    });
    this.layout();
    onResize(this, () => this.layout());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.root = undefined;
    });
  }

  /** A layout begins: the last root destroyed, a new one; the focus to keep, the size and scale. */
  protected freshRoot(): {
    root: Phaser.GameObjects.Container;
    focus: number;
    W: number;
    H: number;
    s: number;
  } {
    const focus = this.ring?.focusIndex ?? 0;
    this.root?.destroy();
    const root = this.add.container(0, 0);
    this.root = root;
    const { width: W, height: H } = viewSize(this);
    return { root, focus, W, H, s: uiScale(W, H) };
  }

  /** A layout ends: the content's height (CSS px from the top), so a taller one scrolls. */
  protected fitContent(height: number): void {
    this.scroller?.setContentHeight(height);
  }
}
