/**
 * Small widgets drawn with Graphics and Text (the Canvas renderer has no
 * filters): buttons, option pickers and a keyboard focus ring. No rules here.
 */
import * as Phaser from 'phaser';
import { colours, css, textStyle } from './theme';

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

/** "Label   ‹ value ›": cycles through choices with clicks or Left/Right. */
export class Picker<T> extends Phaser.GameObjects.Container implements Focusable {
  private index: number;
  private readonly valueText: Phaser.GameObjects.Text;
  private readonly bg: Phaser.GameObjects.Graphics;
  private focused = false;
  enabled = true;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    label: string,
    private readonly choices: readonly { readonly value: T; readonly label: string }[],
    initial: T,
    private readonly onChange: (value: T) => void,
    private readonly opts: { readonly width: number; readonly height: number },
  ) {
    super(scene, x, y);
    const found = choices.findIndex((c) => c.value === initial);
    this.index = found < 0 ? 0 : found;
    const { width: w, height: h } = opts;
    const size = Math.round(h * 0.42);
    this.bg = scene.add.graphics();
    const labelText = scene.add
      .text(-w / 2 + 14, 0, label, textStyle(size, { colour: css.soft }))
      .setOrigin(0, 0.5);
    this.valueText = scene.add
      .text(w / 2 - h * 1.6, 0, '', textStyle(size, { bold: true }))
      .setOrigin(0.5);
    const left = this.arrow(w / 2 - h * 3.0, '‹', -1);
    const right = this.arrow(w / 2 - h * 0.3, '›', 1);
    this.add([this.bg, labelText, this.valueText, left, right]);
    this.setSize(w, h);
    scene.add.existing(this);
    this.refresh();
  }

  private arrow(x: number, glyph: string, delta: number): Phaser.GameObjects.Text {
    const t = this.scene.add
      .text(x, 0, glyph, textStyle(this.opts.height * 0.7, { bold: true, colour: css.gold }))
      .setOrigin(0.5)
      .setPadding(10, 0, 10, 0)
      .setInteractive({ useHandCursor: true });
    t.on('pointerup', () => this.step(delta));
    return t;
  }

  get value(): T {
    return (this.choices[this.index] as { value: T }).value;
  }

  step(delta: number): void {
    if (!this.enabled || this.choices.length === 0) return;
    this.index = (this.index + delta + this.choices.length) % this.choices.length;
    this.refresh();
    this.onChange(this.value);
  }

  setValue(value: T): void {
    const i = this.choices.findIndex((c) => c.value === value);
    if (i >= 0) this.index = i;
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
    this.valueText.setText(this.choices[this.index]?.label ?? '');
    const g = this.bg;
    g.clear();
    g.fillStyle(colours.panel, 0.85);
    g.fillRoundedRect(-w / 2, -h / 2, w, h, h * 0.25);
    g.lineStyle(this.focused ? 3 : 1, this.focused ? colours.highlight : colours.panelEdge, 1);
    g.strokeRoundedRect(-w / 2, -h / 2, w, h, h * 0.25);
  }
}

/**
 * Keyboard focus over a list of widgets: Up/Down (and Tab) move, Enter or
 * Space activates, Left/Right step a picker. Cleans up on scene shutdown.
 */
export class FocusRing {
  private index = -1;
  private items: Focusable[] = [];

  constructor(private readonly scene: Phaser.Scene) {
    const kb = scene.input.keyboard;
    if (!kb) return;
    const onKey = (e: KeyboardEvent): void => this.onKey(e);
    kb.on('keydown', onKey);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => kb.off('keydown', onKey));
  }

  set(items: Focusable[], focus = 0): void {
    this.items = items;
    this.index = -1;
    this.focus(items.length > 0 ? Math.min(focus, items.length - 1) : -1);
  }

  private focus(i: number): void {
    this.items[this.index]?.setFocused(false);
    this.index = i;
    this.items[i]?.setFocused(true);
  }

  private move(delta: number): void {
    const n = this.items.length;
    if (n === 0) return;
    let i = this.index;
    for (let k = 0; k < n; k++) {
      i = (i + delta + n) % n;
      if (this.items[i]?.enabled) break;
    }
    this.focus(i);
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.scene.scene.isActive()) return;
    const item = this.items[this.index];
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
