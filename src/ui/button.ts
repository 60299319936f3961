/** A rounded button with hover, press, focus and disabled looks, and what keyboard focus needs of a widget. */
import * as Phaser from 'phaser';
import { colours, css, textStyle } from './theme';

export interface Focusable {
  setFocused(focused: boolean): void;
  activate(): void;
  /** Left/Right on a picker; buttons ignore it. */
  step?(delta: number): void;
  readonly enabled: boolean;
}

/** A control as assistive technology is told of it: src/a11y mirrors it as a DOM button. */
export interface MirrorControl {
  readonly label: string;
  readonly enabled: boolean;
  readonly press: () => void;
}

/** A widget on the canvas that says how it is mirrored in the DOM (main.ts walks the scenes). */
export interface Mirrored {
  mirror(): readonly MirrorControl[];
}

export function isMirrored(o: object): o is Mirrored {
  return typeof (o as Partial<Mirrored>).mirror === 'function';
}

export interface ButtonOptions {
  readonly width: number;
  readonly height: number;
  readonly primary?: boolean;
  readonly fontSize?: number;
  /** What a screen reader says when the label is a symbol ("Erase" for ⌫). */
  readonly name?: string;
  /** A long label may take two lines, broken at a space, rather than shrink far. */
  readonly wrap?: boolean;
}

/**
 * The label broken at the space nearest its middle (before a bracket, where there is one:
 * "Plunge" over "(4 marks)"), or null for one word.
 */
function twoLines(label: string): string | null {
  const spaces = [...label.matchAll(/ /g)].map((m) => m.index);
  const before = spaces.filter((i) => label[i + 1] === '(');
  const mid = label.length / 2;
  const at = (before.length > 0 ? before : spaces).reduce<number | null>(
    (best, i) => (best === null || Math.abs(i - mid) < Math.abs(best - mid) ? i : best),
    null,
  );
  return at === null ? null : `${label.slice(0, at)}\n${label.slice(at + 1)}`;
}

/** A rounded button with hover, press, focus and disabled looks. */
export class Button extends Phaser.GameObjects.Container implements Focusable, Mirrored {
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private hovered = false;
  /** The button's size now (`resize` changes it). */
  private box: { width: number; height: number };
  private focused = false;
  /** The largest the label may be (`evenLabels` gives a row of buttons one size). */
  private cap = Infinity;
  /** The label's words (drawn on two lines when `wrap` lets a long one). */
  private words: string;
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
    this.words = label;
    this.box = { width: opts.width, height: opts.height };
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
    this.fitLabel();
    this.setSize(opts.width, opts.height);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerover', () => {
      this.hovered = true;
      this.redraw();
    });
    // Pressed, a button sinks to 97 % of the scale its layout gave it, and comes back to it
    // when the pointer lets go or leaves.
    let rest: number | null = null;
    const release = (): void => {
      if (rest !== null) this.setScale(rest);
      rest = null;
    };
    this.on('pointerout', () => {
      this.hovered = false;
      release();
      this.redraw();
    });
    this.on('pointerdown', () => {
      if (!this.enabled) return;
      rest ??= this.scaleX;
      this.setScale(rest * 0.97);
    });
    this.on('pointerup', () => {
      release();
      if (this.enabled) this.onClick();
    });
    scene.add.existing(this);
    this.redraw();
  }

  setLabel(label: string): this {
    this.words = label;
    this.fitLabel();
    return this;
  }

  /** A new size, for a layout that changes with the screen: the label fits again. */
  resize(width: number, height: number): this {
    if (width === this.box.width && height === this.box.height) return this;
    this.box = { width, height };
    this.setSize(width, height);
    if (this.input) (this.input.hitArea as Phaser.Geom.Rectangle).setSize(width, height);
    this.fitLabel();
    this.redraw();
    return this;
  }

  /** The label's type size as drawn now (after fitting). */
  get labelSize(): number {
    return parseFloat(String(this.text.style.fontSize));
  }

  /** Caps the label's type size (it still shrinks further to fit). */
  capLabel(size: number): this {
    this.cap = size;
    this.fitLabel();
    return this;
  }

  /** The label at its size, or smaller until it fits inside the button. */
  private fitLabel(): void {
    const size = Math.min(this.cap, this.opts.fontSize ?? Math.round(this.box.height * 0.42));
    this.text.setText(this.words).setFontSize(size);
    const room = this.box.width - 12;
    if (this.text.width <= room) return;
    const one = Math.max(9, Math.floor((size * room) / this.text.width));
    const split = this.opts.wrap ? twoLines(this.words) : null;
    if (split !== null) {
      // Two lines, when that keeps the type a fifth larger than one line would.
      this.text.setText(split);
      const two = Math.min(
        Math.floor((size * room) / this.text.width),
        Math.floor((this.box.height - 6) / 2.4),
      );
      if (two >= one * 1.2) {
        this.text.setFontSize(two);
        return;
      }
      this.text.setText(this.words);
    }
    this.text.setFontSize(one);
  }

  /** The button's text (on one line), for tests and screen readers. */
  get label(): string {
    return this.words;
  }

  mirror(): readonly MirrorControl[] {
    return [
      { label: this.opts.name ?? this.label, enabled: this.enabled, press: () => this.activate() },
    ];
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.redraw();
    return this;
  }

  /** Whether the keyboard focus ring is on this button (read by browser tests). */
  get isFocused(): boolean {
    return this.focused;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.redraw();
  }

  activate(): void {
    if (this.enabled) this.onClick();
  }

  private redraw(): void {
    const { width: w, height: h } = this.box;
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

/** Buttons shown together (a panel's row) take one label size: the smallest any of them needs. */
export function evenLabels(buttons: readonly Button[]): void {
  const size = Math.min(...buttons.map((b) => b.labelSize));
  for (const b of buttons) b.capLabel(size);
}
