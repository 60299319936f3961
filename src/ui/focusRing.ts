/** Keyboard input for scenes: each key event once, and a focus ring over widgets with layers for dialogs. */
import * as Phaser from 'phaser';
import type { Focusable } from './button';

/**
 * Listens to key presses for as long as the scene runs. Phaser 4 hands a scene
 * its whole pending key queue on every new DOM key event until the frame ends,
 * so keys pressed within one frame would arrive again; each event is passed on once.
 * Returns the function that stops listening (it also stops on scene shutdown).
 */
export function listenKeys(scene: Phaser.Scene, handler: (e: KeyboardEvent) => void): () => void {
  const kb = scene.input.keyboard;
  if (!kb) return () => undefined;
  const seen = new WeakSet<KeyboardEvent>();
  const onKey = (e: KeyboardEvent): void => {
    if (seen.has(e)) return;
    seen.add(e);
    handler(e);
  };
  const off = (): void => {
    kb.off('keydown', onKey);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, off);
  };
  kb.on('keydown', onKey);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
  return off;
}

/** Extra behaviour of one layer of a FocusRing (a scene's widgets, or a dialog over them). */
export interface FocusLayerOptions {
  /** Escape on this layer: close the dialog, or go back to the previous scene. */
  readonly onBack?: () => void;
  /** Sees every key first (text entry); return true when the key was used. */
  readonly onKey?: (e: KeyboardEvent) => boolean;
  /** Told of each widget that takes the focus (a dialog's note follows it). */
  readonly onFocus?: (item: Focusable) => void;
}

/** A layer pushed over a FocusRing, such as a dialog's buttons. */
export interface FocusLayer {
  /** Replaces the layer's widgets (after a re-layout), keeping the focus position by default. */
  update(items: Focusable[], focus?: number): void;
  /** Removes the layer; focus returns to the layer below. */
  pop(): void;
}

interface Layer {
  onBack?: () => void;
  onKey?: (e: KeyboardEvent) => boolean;
  onFocus?: (item: Focusable) => void;
  items: Focusable[];
  index: number;
}

/**
 * Keyboard focus over a list of widgets: Up/Down (and Tab) move, Enter or
 * Space activates, Left/Right step a picker, Escape goes back. Dialogs push a
 * layer of their own over the scene's widgets and pop it when they close.
 * Cleans up on scene shutdown.
 */
export class FocusRing {
  private readonly layers: Layer[] = [{ items: [], index: -1 }];

  constructor(private readonly scene: Phaser.Scene) {
    listenKeys(scene, (e) => this.onKey(e));
  }

  /** The scene's own widgets (the bottom layer). */
  set(items: Focusable[], focus = 0): void {
    this.fill(this.base, items, focus);
  }

  /** What Escape does on the scene's own layer. */
  setBack(onBack: () => void): void {
    this.base.onBack = onBack;
  }

  /** Sees every key first on the scene's own layer (text entry); true when it used the key. */
  setKeyHandler(onKey: (e: KeyboardEvent) => boolean): void {
    this.base.onKey = onKey;
  }

  /** Hears the focus land on one of the scene's own widgets (a scrolling screen shows it). */
  setFocusListener(onFocus: (item: Focusable) => void): void {
    this.base.onFocus = onFocus;
  }

  /** Where the focus is on the scene's own layer, so that a re-layout can keep it. */
  get focusIndex(): number {
    return Math.max(0, this.base.index);
  }

  /** Whether a dialog layer is open over the scene's widgets. */
  get covered(): boolean {
    return this.layers.length > 1;
  }

  push(items: Focusable[], opts: FocusLayerOptions = {}, focus = 0): FocusLayer {
    this.top.items[this.top.index]?.setFocused(false);
    const layer: Layer = { ...opts, items: [], index: -1 };
    this.layers.push(layer);
    this.fill(layer, items, focus);
    return {
      update: (next, at) => this.fill(layer, next, at ?? layer.index),
      pop: () => {
        const i = this.layers.indexOf(layer);
        if (i <= 0) return;
        layer.items[layer.index]?.setFocused(false);
        this.layers.splice(i, 1);
        const top = this.top;
        top.items[top.index]?.setFocused(true);
      },
    };
  }

  private get base(): Layer {
    return this.layers[0] as Layer;
  }

  private get top(): Layer {
    return this.layers[this.layers.length - 1] as Layer;
  }

  private fill(layer: Layer, items: Focusable[], focus: number): void {
    const isTop = layer === this.top;
    // Widgets that a re-layout replaced are gone; only unfocus one that stays.
    const previous = layer.items[layer.index];
    if (isTop && previous && items.includes(previous)) previous.setFocused(false);
    layer.items = items;
    let i = items.length > 0 ? Math.max(0, Math.min(focus, items.length - 1)) : -1;
    // Land on an enabled widget when there is one.
    for (let k = 0; i >= 0 && k < items.length && !items[i]?.enabled; k++)
      i = (i + 1) % items.length;
    layer.index = i;
    if (isTop) this.lit(layer, i);
  }

  private lit(layer: Layer, i: number): void {
    const item = layer.items[i];
    if (!item) return;
    item.setFocused(true);
    layer.onFocus?.(item);
  }

  private focus(i: number): void {
    const top = this.top;
    top.items[top.index]?.setFocused(false);
    top.index = i;
    this.lit(top, i);
  }

  private move(delta: number): void {
    const { items, index } = this.top;
    const n = items.length;
    if (n === 0) return;
    let i = index;
    for (let k = 0; k < n; k++) {
      i = (i + delta + n) % n;
      if (items[i]?.enabled) break;
    }
    this.focus(i);
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.scene.scene.isActive()) return;
    const top = this.top;
    if (top.onKey?.(e)) {
      e.preventDefault();
      return;
    }
    const item = top.items[top.index];
    switch (e.key) {
      case 'ArrowDown':
      case 'Tab':
        e.preventDefault();
        this.move(e.shiftKey ? -1 : 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        this.move(-1);
        break;
      case 'ArrowLeft':
        item?.step?.(-1);
        break;
      case 'ArrowRight':
        item?.step?.(1);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        item?.activate();
        break;
      case 'Escape':
        e.preventDefault();
        top.onBack?.();
        break;
    }
  }
}
