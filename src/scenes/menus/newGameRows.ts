/**
 * The New Game screen's own rows: the game picker (a two-line row: the family
 * above the game's name, which wraps before it shrinks), the Rules row that opens
 * the game's rule options (Texas 42's special contracts) and the Deal row that
 * opens the deal-code dialog. Drawing only; what they offer comes from the scene.
 */
import * as Phaser from 'phaser';
import type { SeedCode } from '../../machine/settings';
import { fitText } from '../../view/fitText';
import { drawRow } from '../../ui/picker';
import { css, textStyle } from '../../ui/theme';
import type { Focusable, MirrorControl, Mirrored } from '../../ui/widgets';

/** A row's size: the form's row height `rowH` (the game row is `height`, taller), the value's room. */
export interface RowSize {
  readonly width: number;
  readonly height: number;
  readonly rowH: number;
  readonly valueWidth: number;
}

/**
 * A row of the form: the rounded background of a picker (outlined with the focus) and its
 * name on the left. The two rows below add what they show between.
 */
abstract class FormRow extends Phaser.GameObjects.Container implements Focusable, Mirrored {
  enabled = true;
  private hasFocus = false;
  private readonly bg: Phaser.GameObjects.Graphics;
  /** The name's and the value's type size. */
  protected readonly font: number;
  /** Where the value is centred: left of a picker's right arrow. */
  protected readonly valueX: number;
  /** The row's name, on its left. */
  protected readonly nameText: Phaser.GameObjects.Text;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    protected readonly size: RowSize,
    label: string,
  ) {
    super(scene, x, y);
    const { width: w, rowH, valueWidth } = size;
    this.font = Math.round(rowH * 0.42);
    this.valueX = w / 2 - rowH * 0.65 - valueWidth / 2;
    this.bg = scene.add.graphics();
    this.nameText = scene.add
      .text(-w / 2 + 14, 0, label, textStyle(this.font, { colour: css.soft }))
      .setOrigin(0, 0.5);
    this.add([this.bg, this.nameText]);
    this.setSize(w, size.height);
    scene.add.existing(this);
  }

  get focused(): boolean {
    return this.hasFocus;
  }

  setFocused(focused: boolean): void {
    this.hasFocus = focused;
    this.refresh();
  }

  /** Draws the row again: its background, with the focus as it is. */
  protected refresh(): void {
    const { width, height, rowH } = this.size;
    drawRow(this.bg, width, height, rowH * 0.25, this.hasFocus);
  }

  abstract activate(): void;
  abstract mirror(): readonly MirrorControl[];
}

export interface GameChoice {
  readonly value: string;
  /** Shown small above the name. */
  readonly family: string;
  readonly name: string;
}

/**
 * "Game   ‹ family / name ›": steps through the games with the arrows, a tap on
 * the name, or Left/Right. Taller than the other rows, so that a long name
 * takes two lines at a readable size instead of a tiny one.
 */
export class GameRow extends FormRow {
  private index: number;
  private readonly family: Phaser.GameObjects.Text;
  private readonly title: Phaser.GameObjects.Text;
  /** The width the name and the family may take between the arrows. */
  private readonly room: number;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    size: RowSize,
    private readonly games: readonly GameChoice[],
    initial: string,
    private readonly onChange: (value: string) => void,
  ) {
    super(scene, x, y, size, 'Game');
    this.index = Math.max(
      0,
      games.findIndex((g) => g.value === initial),
    );
    const { rowH, valueWidth } = size;
    const { valueX } = this;
    const rightX = valueX + valueWidth / 2 + rowH * 0.35;
    const leftX = valueX - valueWidth / 2 - rowH * 0.35;
    this.family = scene.add
      .text(valueX, 0, '', textStyle(Math.max(13, Math.round(rowH * 0.28)), { colour: css.gold }))
      .setOrigin(0.5, 0);
    this.title = scene.add
      .text(valueX, 0, '', textStyle(this.font, { bold: true, align: 'center' }))
      .setOrigin(0.5, 0)
      .setLineSpacing(2)
      .setInteractive({ useHandCursor: true });
    this.title.on('pointerup', () => this.step(1));
    const arrow = (ax: number, glyph: string, delta: number): Phaser.GameObjects.Text =>
      scene.add
        .text(ax, 0, glyph, textStyle(rowH * 0.7, { bold: true, colour: css.gold }))
        .setOrigin(0.5)
        .setPadding(Math.round(rowH * 0.3), Math.round(rowH * 0.3))
        .setInteractive({ useHandCursor: true })
        .on('pointerup', () => this.step(delta));
    const [left, right] = [arrow(leftX, '‹', -1), arrow(rightX, '›', 1)];
    // The name and the family keep clear of the arrows' touch areas.
    this.room = Math.min(valueWidth, rightX - right.width / 2 - (leftX + left.width / 2) - 4);
    this.add([this.family, this.title, left, right]);
    this.refresh();
  }

  get value(): string {
    return this.games[this.index]?.value ?? '';
  }

  step(delta: number): void {
    const n = this.games.length;
    if (n < 2) return;
    this.index = (this.index + delta + n) % n;
    this.refresh();
    this.onChange(this.value);
  }

  activate(): void {
    this.step(1);
  }

  /** As a picker is mirrored: "Game: Fives family, Horse Race. Next choice". */
  mirror(): readonly MirrorControl[] {
    const game = this.games[this.index];
    const now = `Game: ${game ? `${game.family}, ${game.name}` : ''}.`;
    return [
      { label: `${now} Previous choice`, enabled: this.enabled, press: () => this.step(-1) },
      { label: `${now} Next choice`, enabled: this.enabled, press: () => this.step(1) },
    ];
  }

  protected override refresh(): void {
    const { font, room } = this;
    const game = this.games[this.index];
    this.family.setText(game?.family ?? '').setScale(1);
    if (this.family.width > room) this.family.setScale(room / this.family.width);
    const fit = fitText(
      game?.name ?? '',
      { width: room, size: font, minSize: Math.max(15, Math.round(font * 0.8)), maxLines: 2 },
      (text, size) => this.title.setFontSize(size).setText(text).width,
    );
    this.title.setFontSize(fit.size).setText(fit.lines.join('\n'));
    // The family and the name as one block, centred in the row.
    const top = -(this.family.displayHeight + this.title.height) / 2;
    this.family.setY(top);
    this.title.setY(top + this.family.displayHeight);
    super.refresh();
  }
}

/**
 * A row that shows a value and a gold hint ("Change ›") and opens a dialog when chosen (a
 * tap, Enter), while it is enabled: the Deal and Rules rows.
 */
abstract class OpenerRow extends FormRow {
  protected readonly value: Phaser.GameObjects.Text;
  protected readonly hint: Phaser.GameObjects.Text;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    size: RowSize,
    label: string,
    protected readonly open: () => void,
  ) {
    super(scene, x, y, size, label);
    const { font } = this;
    this.value = scene.add.text(0, 0, '', textStyle(font, { bold: true })).setOrigin(0.5);
    this.hint = scene.add
      .text(size.width / 2 - 14, 0, '', textStyle(Math.max(13, font * 0.78), { colour: css.gold }))
      .setOrigin(1, 0.5);
    this.add([this.value, this.hint]);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerup', () => this.activate());
  }

  /**
   * The value and the hint as they are to read: the value centred where a picker shows its
   * own, between the name and the hint (a long one shrinks rather than run under either).
   */
  protected show(value: string, hint: string): void {
    this.hint.setText(hint);
    this.value.setText(value).setScale(1);
    const w = this.size.width;
    const from = -w / 2 + 14 + this.nameText.width + 12;
    const to = w / 2 - 14 - this.hint.width - 12;
    if (this.value.width > to - from) this.value.setScale((to - from) / this.value.width);
    const half = this.value.displayWidth / 2;
    this.value.setX(Math.max(from + half, Math.min(this.valueX, to - half)));
    this.refresh();
  }

  activate(): void {
    if (this.enabled) this.open();
  }
}

/** The "Deal" row: shows Random or the code, and opens the code entry. */
export class DealRow extends OpenerRow {
  constructor(scene: Phaser.Scene, x: number, y: number, size: RowSize, open: () => void) {
    super(scene, x, y, size, 'Deal', open);
    this.setCode(null);
  }

  setCode(code: SeedCode | null): void {
    this.value.setLetterSpacing(code ? 3 : 0);
    this.show(code ?? 'Random', code ? 'Change ›' : 'Enter a code ›');
  }

  mirror(): readonly MirrorControl[] {
    const code = this.value.text;
    return [
      {
        label: `Deal: ${code}. ${code === 'Random' ? 'Enter a deal code' : 'Change the deal code'}`,
        enabled: true,
        press: () => this.open(),
      },
    ];
  }
}

/**
 * The "Rules" row: the options changed from the game's usual rules in a few words ("Plunge,
 * Sevens"; "None"), and "Change ›" to open them; dimmed for a game without options.
 */
export class RulesRow extends OpenerRow {
  constructor(scene: Phaser.Scene, x: number, y: number, size: RowSize, open: () => void) {
    super(scene, x, y, size, 'Rules', open);
    this.setSummary('', false);
  }

  /** The summary of the options chosen; `offered` false for a game that has none. */
  setSummary(summary: string, offered: boolean): void {
    this.enabled = offered;
    this.setAlpha(offered ? 1 : 0.45);
    this.show(offered ? summary : 'As usual', offered ? 'Change ›' : '');
  }

  mirror(): readonly MirrorControl[] {
    return [
      {
        label: `Rules: ${this.value.text}. Change the rules`,
        enabled: this.enabled,
        press: () => this.activate(),
      },
    ];
  }
}
