/**
 * The Block family's score pad (Block, Draw, Cross, Cross with every double: points come
 * only at the end of a hand, so there is nothing to peg): a paper sheet in the pegging
 * board's place, one row per side with its name, a bar filling towards the target and
 * the score, and the last hand's gain beside it. Geometry in scorePadMath.ts; the same
 * `score` / `setScore` as the pegging board, so the table treats both alike.
 */
import * as Phaser from 'phaser';
import type { PegBoardOptions, SetScoreOptions } from './pegboard';
import { barFraction, scorePadLayout, type ScorePadLayout } from '../view/scorePadMath';
import { colours, css, textStyle } from './theme';

/** Where and how big, the sides, the target, their colours and names: as the pegging board's. */
export type ScorePadOptions = Omit<PegBoardOptions, 'labelWidth' | 'numberWidth'>;

interface Row {
  score: number;
  /** The score drawn now (it counts up to `score`). */
  shown: number;
  readonly bar: Phaser.GameObjects.Graphics;
  readonly number: Phaser.GameObjects.Text;
  readonly gain: Phaser.GameObjects.Text;
  readonly name: Phaser.GameObjects.Text;
  tween: Phaser.Tweens.Tween | null;
}

const INK = css.ink;
const PAPER = colours.ivory;
const RULE = 0x9db8d9;
const MARGIN = 0xd9534f;

export class ScorePad extends Phaser.GameObjects.Container {
  readonly layout: ScorePadLayout;
  private readonly rows: Row[] = [];
  private readonly left: number;
  private readonly top: number;

  constructor(
    scene: Phaser.Scene,
    private readonly options: ScorePadOptions,
  ) {
    super(scene, options.x, options.y);
    const l = scorePadLayout(options.width, options.height, options.sides, options.target);
    this.layout = l;
    this.setSize(l.width, l.height);
    this.left = -l.width / 2;
    this.top = -l.height / 2;
    const g = new Phaser.GameObjects.Graphics(scene);
    g.fillStyle(0x000000, 0.25);
    g.fillRoundedRect(this.left + 3, this.top + 4, l.width, l.height, 6);
    g.fillStyle(PAPER, 1);
    g.fillRoundedRect(this.left, this.top, l.width, l.height, 6);
    // Ruled lines under each row, and the red margin of a score pad.
    g.lineStyle(1, RULE, 0.8);
    for (const row of l.rows) {
      const y = this.top + row.y + row.height / 2 - 1;
      g.lineBetween(this.left + 4, y, this.left + l.width - 4, y);
    }
    g.lineStyle(1.5, MARGIN, 0.7);
    g.lineBetween(
      this.left + l.nameRight + 4,
      this.top + (l.rows[0] ? l.rows[0].y - l.rows[0].height / 2 : 3),
      this.left + l.nameRight + 4,
      this.top + l.height - 3,
    );
    this.add(g);
    const f = l.fontSize;
    const title = new Phaser.GameObjects.Text(
      scene,
      this.left + 8,
      this.top + l.titleY,
      `Score pad · first to ${options.target}`,
      textStyle(Math.max(9, f * 0.72), { colour: INK, bold: true, serif: true }),
    ).setOrigin(0, 0.5);
    this.add(title);
    // The ticks, with their values on the majors.
    const ticks = new Phaser.GameObjects.Graphics(scene);
    for (const row of l.rows) {
      const y = this.top + row.y;
      for (const t of l.ticks) {
        ticks.lineStyle(1, colours.ink, t.major ? 0.55 : 0.2);
        const half = (t.major ? 0.75 : 0.5) * l.barHeight;
        ticks.lineBetween(this.left + t.x, y - half, this.left + t.x, y + half);
      }
    }
    const clear = this.left + 8 + title.width + f;
    for (const t of l.ticks.filter((tick) => tick.major && this.left + tick.x - f > clear)) {
      this.add(
        new Phaser.GameObjects.Text(
          scene,
          this.left + t.x,
          this.top + l.titleY,
          String(t.value),
          textStyle(Math.max(8, f * 0.6), { colour: INK }),
        ).setOrigin(t.value === options.target ? 1 : 0.5, 0.5),
      );
    }
    l.rows.forEach((row, side) => {
      const label = options.labels?.[side] ?? '';
      const y = this.top + row.y;
      const chip = new Phaser.GameObjects.Graphics(scene);
      chip.fillStyle(options.colours[side] ?? 0xffffff, 1);
      chip.lineStyle(1, colours.ink, 0.6);
      chip.fillCircle(this.left + 10, y, Math.min(5, f * 0.3));
      chip.strokeCircle(this.left + 10, y, Math.min(5, f * 0.3));
      const name = new Phaser.GameObjects.Text(
        scene,
        this.left + l.nameRight,
        y,
        label,
        textStyle(f, { colour: INK }),
      ).setOrigin(1, 0.5);
      const bar = new Phaser.GameObjects.Graphics(scene);
      const number = new Phaser.GameObjects.Text(
        scene,
        this.left + l.numberLeft,
        y,
        '0',
        textStyle(f, { colour: INK, bold: true, serif: true }),
      ).setOrigin(0, 0.5);
      const gain = new Phaser.GameObjects.Text(
        scene,
        this.left + l.numberLeft + f * 2.1,
        y,
        '',
        textStyle(Math.max(8, f * 0.62), { colour: '#2f6b3a', bold: true }),
      ).setOrigin(0, 0.5);
      this.add([chip, name, bar, number, gain]);
      this.rows.push({ score: 0, shown: 0, bar, number, gain, name, tween: null });
      this.drawRow(side);
    });
    this.add(ticks);
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      for (const row of this.rows) row.tween?.remove();
    });
  }

  /** Renames a side's row (the person may have renamed themselves in Settings). */
  setLabel(side: number, text: string): this {
    this.rows[side]?.name.setText(text);
    return this;
  }

  /** The score written for a side. */
  score(side: number): number {
    return this.rows[side]?.score ?? 0;
  }

  /** Writes a side's score: the bar fills and the number counts up to it; "+N" beside it. */
  setScore(side: number, score: number, options: SetScoreOptions = {}): this {
    const row = this.rows[side];
    if (!row || row.score === score) return this;
    const from = row.shown;
    const gained = score - row.score;
    row.score = score;
    row.gain.setText(
      options.animate === false || gained === 0
        ? ''
        : `${gained > 0 ? '+' : '−'}${Math.abs(gained)}`,
    );
    row.tween?.remove();
    row.tween = null;
    if (options.animate === false) {
      row.shown = score;
      this.drawRow(side);
      return this;
    }
    row.tween = this.scene.tweens.addCounter({
      from,
      to: score,
      duration: options.durationMs ?? 550,
      delay: options.delayMs ?? 0,
      ease: 'Cubic.easeOut',
      onUpdate: (tween) => {
        row.shown = tween.getValue() ?? score;
        this.drawRow(side);
      },
      onComplete: () => {
        row.shown = score;
        row.tween = null;
        this.drawRow(side);
      },
    });
    return this;
  }

  private drawRow(side: number): void {
    const row = this.rows[side];
    const at = this.layout.rows[side];
    if (!row || !at) return;
    const l = this.layout;
    const x = this.left + l.barLeft;
    const y = this.top + at.y - l.barHeight / 2;
    const g = row.bar;
    g.clear();
    g.fillStyle(colours.ink, 0.08);
    g.fillRect(x, y, l.barWidth, l.barHeight);
    const w = l.barWidth * barFraction(row.shown, this.options.target);
    if (w > 0) {
      g.fillStyle(this.options.colours[side] ?? 0xffffff, 1);
      g.fillRect(x, y, w, l.barHeight);
    }
    g.lineStyle(1, colours.ink, 0.5);
    g.strokeRect(x, y, l.barWidth, l.barHeight);
    row.number.setText(String(Math.round(row.shown)));
  }
}
