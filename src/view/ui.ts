/**
 * Small widgets drawn with Graphics and Text (the Canvas renderer has no
 * filters): buttons, option pickers and a keyboard focus ring. No rules here.
 */
import * as Phaser from 'phaser';
import { PIP_GRID, TILE_SHADOW_KEY } from './pips';
import { tileTexture } from './tileArt';
import { colours, css, textStyle, uiScale } from './theme';

export interface Focusable {
  setFocused(focused: boolean): void;
  activate(): void;
  /** Left/Right on a picker; buttons ignore it. */
  step?(delta: number): void;
  readonly enabled: boolean;
}

export interface ButtonOptions {
  readonly width: number;
  readonly height: number;
  readonly primary?: boolean;
  readonly fontSize?: number;
}

/** A rounded button with hover, press, focus and disabled looks. */
export class Button extends Phaser.GameObjects.Container implements Focusable {
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private hovered = false;
  private focused = false;
  enabled = true;

  /** How wide the label is drawn, for things placed beside it. */
  get labelWidth(): number {
    return this.text.displayWidth;
  }

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    label: string,
    private readonly onClick: () => void,
    private readonly opts: ButtonOptions,
  ) {
    super(scene, x, y);
    this.bg = scene.add.graphics();
    this.text = scene.add
      .text(
        0,
        0,
        label,
        textStyle(opts.fontSize ?? Math.round(opts.height * 0.42), { bold: true, align: 'center' }),
      )
      .setOrigin(0.5);
    this.add([this.bg, this.text]);
    this.setSize(opts.width, opts.height);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerover', () => {
      this.hovered = true;
      this.redraw();
    });
    this.on('pointerout', () => {
      this.hovered = false;
      this.redraw();
    });
    this.on('pointerdown', () => {
      if (this.enabled) this.setScale(0.97);
    });
    this.on('pointerup', () => {
      this.setScale(1);
      if (this.enabled) this.onClick();
    });
    scene.add.existing(this);
    this.redraw();
  }

  setLabel(label: string): this {
    this.text.setText(label);
    return this;
  }

  /** The button's text, for tests and screen readers. */
  get label(): string {
    return this.text.text;
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.redraw();
    return this;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.redraw();
  }

  activate(): void {
    if (this.enabled) this.onClick();
  }

  private redraw(): void {
    const { width: w, height: h } = this.opts;
    const g = this.bg;
    g.clear();
    const base = this.opts.primary ? colours.buttonPrimary : colours.button;
    const hover = this.opts.primary ? colours.buttonPrimaryHover : colours.buttonHover;
    const fill = !this.enabled ? colours.disabled : this.hovered || this.focused ? hover : base;
    g.fillStyle(0x000000, 0.28);
    g.fillRoundedRect(-w / 2 + 2, -h / 2 + 4, w, h, h * 0.3);
    g.fillStyle(fill, 1);
    g.fillRoundedRect(-w / 2, -h / 2, w, h, h * 0.3);
    g.lineStyle(
      this.focused ? 3 : 1.5,
      this.focused ? colours.highlight : 0xffffff,
      this.focused ? 1 : 0.25,
    );
    g.strokeRoundedRect(-w / 2, -h / 2, w, h, h * 0.3);
    this.text.setColor(this.opts.primary && this.enabled ? css.ink : css.text);
    this.text.setAlpha(this.enabled ? 1 : 0.6);
  }
}

export interface PickerOptions {
  readonly width: number;
  readonly height: number;
  /** Room for the value between the arrows (default 2 × height); longer values shrink to fit. */
  readonly valueWidth?: number;
  /** Whether stepping past the last choice comes back to the first (default true). */
  readonly wrap?: boolean;
}

/** "Label   ‹ value ›": cycles through choices with clicks or Left/Right. */
export class Picker<T> extends Phaser.GameObjects.Container implements Focusable {
  private index: number;
  private choices: readonly { readonly value: T; readonly label: string }[];
  private readonly valueText: Phaser.GameObjects.Text;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly fontSize: number;
  private readonly valueWidth: number;
  private focused = false;
  enabled = true;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    label: string,
    choices: readonly { readonly value: T; readonly label: string }[],
    initial: T,
    private readonly onChange: (value: T) => void,
    private readonly opts: PickerOptions,
  ) {
    super(scene, x, y);
    this.choices = choices;
    const found = choices.findIndex((c) => c.value === initial);
    this.index = found < 0 ? 0 : found;
    const { width: w, height: h } = opts;
    this.fontSize = Math.round(h * 0.42);
    this.valueWidth = opts.valueWidth ?? h * 2;
    const rightX = w / 2 - h * 0.3;
    const valueX = rightX - h * 0.35 - this.valueWidth / 2;
    const leftX = valueX - this.valueWidth / 2 - h * 0.35;
    this.bg = scene.add.graphics();
    const labelText = scene.add
      .text(-w / 2 + 14, 0, label, textStyle(this.fontSize, { colour: css.soft }))
      .setOrigin(0, 0.5);
    this.valueText = scene.add
      .text(valueX, 0, '', textStyle(this.fontSize, { bold: true }))
      .setOrigin(0.5)
      .setInteractive({ useHandCursor: true });
    // Tapping the value steps forward too: a bigger target than the arrows on a phone.
    this.valueText.on('pointerup', () => this.step(1));
    const left = this.arrow(leftX, '‹', -1);
    const right = this.arrow(rightX, '›', 1);
    this.add([this.bg, labelText, this.valueText, left, right]);
    this.setSize(w, h);
    scene.add.existing(this);
    this.refresh();
  }

  private arrow(x: number, glyph: string, delta: number): Phaser.GameObjects.Text {
    const h = this.opts.height;
    const t = this.scene.add
      .text(x, 0, glyph, textStyle(h * 0.7, { bold: true, colour: css.gold }))
      .setOrigin(0.5)
      .setPadding(Math.round(h * 0.3), Math.round(h * 0.08))
      .setInteractive({ useHandCursor: true });
    t.on('pointerup', () => this.step(delta));
    return t;
  }

  get value(): T {
    return (this.choices[this.index] as { value: T }).value;
  }

  step(delta: number): void {
    const n = this.choices.length;
    if (!this.enabled || n === 0) return;
    const next = this.index + delta;
    if (this.opts.wrap === false && (next < 0 || next >= n)) return;
    this.index = (next + n) % n;
    this.refresh();
    this.onChange(this.value);
  }

  setValue(value: T): void {
    const i = this.choices.findIndex((c) => c.value === value);
    if (i >= 0) this.index = i;
    this.refresh();
  }

  /** New choices (say, targets for another rule set); keeps `value` if it is among them. */
  setChoices(choices: readonly { readonly value: T; readonly label: string }[], value: T): void {
    this.choices = choices;
    const i = choices.findIndex((c) => c.value === value);
    this.index = i < 0 ? 0 : i;
    this.refresh();
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.setAlpha(enabled ? 1 : 0.45);
    return this;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.refresh();
  }

  activate(): void {
    this.step(1);
  }

  private refresh(): void {
    const { width: w, height: h } = this.opts;
    this.valueText.setFontSize(this.fontSize);
    this.valueText.setText(this.choices[this.index]?.label ?? '');
    if (this.valueText.width > this.valueWidth) {
      this.valueText.setFontSize(
        Math.floor((this.fontSize * this.valueWidth) / this.valueText.width),
      );
    }
    const g = this.bg;
    g.clear();
    g.fillStyle(colours.panel, 0.85);
    g.fillRoundedRect(-w / 2, -h / 2, w, h, h * 0.25);
    g.lineStyle(this.focused ? 3 : 1, this.focused ? colours.highlight : colours.panelEdge, 1);
    g.strokeRoundedRect(-w / 2, -h / 2, w, h, h * 0.25);
  }
}

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
    if (isTop) layer.items[i]?.setFocused(true);
  }

  private focus(i: number): void {
    const top = this.top;
    top.items[top.index]?.setFocused(false);
    top.index = i;
    top.items[i]?.setFocused(true);
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

/** A panel: a dark rounded rectangle with a soft shadow and a thin edge. */
export function drawPanel(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  alpha = 0.94,
): void {
  const r = Math.min(18, h * 0.1);
  g.fillStyle(0x000000, 0.3);
  g.fillRoundedRect(x + 3, y + 6, w, h, r);
  g.fillStyle(colours.panel, alpha);
  g.fillRoundedRect(x, y, w, h, r);
  g.lineStyle(2, colours.panelEdge, 1);
  g.strokeRoundedRect(x, y, w, h, r);
}

/** Calls `relayout` on every resize of the canvas while the scene runs; unhooked at shutdown. */
export function onResize(scene: Phaser.Scene, relayout: () => void): void {
  scene.scale.on(Phaser.Scale.Events.RESIZE, relayout);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
    scene.scale.off(Phaser.Scale.Events.RESIZE, relayout),
  );
}

/** Draws the felt: a gradient-free table with a darker rim, for every scene's background. */
export function drawFelt(g: Phaser.GameObjects.Graphics, w: number, h: number): void {
  g.clear();
  g.fillStyle(colours.feltDark, 1);
  g.fillRect(0, 0, w, h);
  const inset = Math.max(6, Math.min(w, h) * 0.012);
  g.fillStyle(colours.felt, 1);
  g.fillRoundedRect(inset, inset, w - inset * 2, h - inset * 2, inset * 3);
  g.lineStyle(2, colours.feltLight, 0.5);
  g.strokeRoundedRect(inset + 4, inset + 4, w - inset * 2 - 8, h - inset * 2 - 8, inset * 3);
}

// ---- Dialogs ----------------------------------------------------------------------------

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
    const { width: W, height: H } = scene.scale;
    const s = uiScale(W, H);
    const c = scene.add.container(0, 0).setDepth(DIALOG_DEPTH);
    root = c;
    // Swallows pointer events so that nothing under the dialog reacts.
    const blocker = scene.add.rectangle(0, 0, W, H, 0x000000, 0.55).setOrigin(0).setInteractive();
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
    c.add([blocker, g, title, message, ...widgets]);
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

// ---- Dominoes ---------------------------------------------------------------------------

/**
 * Draws an upright domino centred on (x, y) with `top` pips above `bottom`, or
 * its back when `top` is null. `half` is the side of one square half. Pure
 * decoration: the table's tiles come from src/view/tileArt.ts.
 */
export function drawDomino(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  top: number | null,
  bottom: number,
  half: number,
): void {
  const w = half;
  const h = half * 2;
  const left = x - w / 2;
  const up = y - h / 2;
  const r = half * 0.16;
  g.fillStyle(0x000000, 0.32);
  g.fillRoundedRect(left + half * 0.05, up + half * 0.09, w, h, r);
  if (top === null) {
    g.fillStyle(colours.rail, 1);
    g.fillRoundedRect(left, up, w, h, r);
    g.lineStyle(Math.max(1, half * 0.04), colours.goldDark, 1);
    g.strokeRoundedRect(
      left + half * 0.12,
      up + half * 0.12,
      w - half * 0.24,
      h - half * 0.24,
      r * 0.6,
    );
    g.fillStyle(colours.goldDark, 1);
    g.fillCircle(x, y, half * 0.1);
    return;
  }
  g.fillStyle(colours.ivory, 1);
  g.fillRoundedRect(left, up, w, h, r);
  g.lineStyle(Math.max(1, half * 0.03), colours.ivoryShade, 1);
  g.strokeRoundedRect(left, up, w, h, r);
  g.lineStyle(Math.max(1, half * 0.045), 0xc9bfa3, 1);
  g.lineBetween(left + half * 0.16, y, left + w - half * 0.16, y);
  g.fillStyle(colours.ink, 1);
  const spacing = half * 0.25;
  [top, bottom].forEach((n, i) => {
    const cy = y + (i === 0 ? -half / 2 : half / 2);
    for (const [px, py] of PIP_GRID[n] ?? [])
      g.fillCircle(x + px * spacing, cy + py * spacing, half * 0.085);
  });
}

/**
 * A decorative domino at (x, y), turned by `angle` degrees from upright (`top`
 * above `bottom`; null shows its back). Uses the tile textures of tileArt.ts
 * (upright, higher end on top) with their shadow when they have been made,
 * else draws one with Graphics.
 */
export function addDomino(
  scene: Phaser.Scene,
  x: number,
  y: number,
  top: number | null,
  bottom: number,
  opts: { readonly half: number; readonly angle?: number },
): Phaser.GameObjects.Container | Phaser.GameObjects.Graphics {
  const angle = opts.angle ?? 0;
  const key = tileTexture(scene.textures, top === null ? null : [top, bottom]);
  if (scene.textures.exists(key)) {
    const c = scene.add.container(x, y);
    const img = scene.add.image(0, 0, key);
    const scale = (opts.half * 2) / img.height;
    // Textures show the higher end on top: turn half a turn when `top` is the lower one.
    const turn = angle + (top !== null && top < bottom ? 180 : 0);
    if (scene.textures.exists(TILE_SHADOW_KEY)) {
      const shadow = scene.add.image(0, 0, TILE_SHADOW_KEY);
      c.add(
        shadow
          .setScale(scale)
          .setAngle(turn)
          .setAlpha(0.35)
          .setPosition(opts.half * 0.06, opts.half * 0.1),
      );
    }
    c.add(img.setScale(scale).setAngle(turn));
    return c;
  }
  const g = scene.add.graphics({ x, y });
  drawDomino(g, 0, 0, top, bottom, opts.half);
  return g.setAngle(angle);
}
