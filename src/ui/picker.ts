/** "Label   ‹ value ›": an option picker, cycled with clicks or Left/Right. */
import * as Phaser from 'phaser';
import type { Focusable, MirrorControl, Mirrored } from './button';
import { tagBox } from './boxes';
import { roundedBox } from './panel';
import { colours, css, textStyle } from './theme';

/** The rounded row behind a picker (or a row like one), outlined when it has the focus. */
export function drawRow(
  g: Phaser.GameObjects.Graphics,
  w: number,
  h: number,
  r: number,
  focused: boolean,
): void {
  g.clear();
  roundedBox(
    g,
    { cx: 0, cy: 0, w, h, r },
    [colours.panel, 0.85],
    [focused ? 3 : 1, focused ? colours.highlight : colours.panelEdge, 1],
  );
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
export class Picker<T> extends Phaser.GameObjects.Container implements Focusable, Mirrored {
  private index: number;
  private choices: readonly { readonly value: T; readonly label: string }[];
  private readonly valueText: Phaser.GameObjects.Text;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly fontSize: number;
  private readonly valueWidth: number;
  /** The value's room: its width, less what the arrows' touch areas take of it. */
  private readonly valueRoom: number;
  private focused = false;
  /** The picker's name, as shown on its left. */
  readonly title: string;
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
    this.title = label;
    this.choices = choices;
    const found = choices.findIndex((c) => c.value === initial);
    this.index = found < 0 ? 0 : found;
    const { width: w, height: h } = opts;
    this.fontSize = Math.round(h * 0.42);
    this.valueWidth = opts.valueWidth ?? h * 2;
    // The right arrow's touch area (its padding) ends inside the row.
    const rightX = w / 2 - h * 0.5;
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
    // The value never runs under an arrow's touch area either: it shrinks to the room between.
    this.valueRoom = Math.min(
      this.valueWidth,
      rightX - right.width / 2 - (leftX + left.width / 2) - 4,
    );
    this.add([this.bg, labelText, this.valueText, left, right]);
    // The name never runs under the left arrow's touch area: it shrinks first.
    const room = leftX - left.width / 2 - (-w / 2 + 14) - 4;
    if (labelText.width > room && room > 0) {
      labelText.setFontSize(Math.max(9, Math.floor((this.fontSize * room) / labelText.width)));
    }
    this.setSize(w, h);
    tagBox(this, 'panel', `picker:${label}`, { x: -w / 2, y: -h / 2, w, h });
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

  /** Two DOM buttons: "Players: 3. Previous choice" and "… Next choice". */
  mirror(): readonly MirrorControl[] {
    const now = `${this.title}: ${this.choices[this.index]?.label ?? ''}.`;
    return [
      { label: `${now} Previous choice`, enabled: this.enabled, press: () => this.step(-1) },
      { label: `${now} Next choice`, enabled: this.enabled, press: () => this.step(1) },
    ];
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

  /** Whether the keyboard focus ring is on this picker (read by browser tests). */
  get isFocused(): boolean {
    return this.focused;
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
    if (this.valueText.width > this.valueRoom) {
      this.valueText.setFontSize(
        Math.floor((this.fontSize * this.valueRoom) / this.valueText.width),
      );
    }
    drawRow(this.bg, w, h, h * 0.25, this.focused);
  }
}
