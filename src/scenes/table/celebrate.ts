/**
 * The table's celebrations, drawn (which moments and their words are data from
 * `view/celebration.ts`): a win worth having at game over (the winner's lane
 * racing home along the pegging board, tiles cascading down the screen, a
 * fanfare and a big gold "You win!"), a quieter word on a slate plate at a
 * loss, and a small burst of stars with a flourish sound for a big turn or a
 * "domino!". A hand's end (a domino or a block) is called out over the final
 * board where no tile is, for a beat before its panel opens. Canvas only:
 * Graphics, tweens and alpha. Reduced motion keeps it still (fades only); the
 * instant pace shows nothing (the game-over panel says it all).
 */
import type * as Phaser from 'phaser';
import type { Celebration, CelebrationMotion } from '../../view/celebration';
import { TileSprite } from '../../ui/tileSprite';
import { colours, css, SERIF, textStyle } from '../../ui/theme';
import { viewSize } from '../../ui/hiDpi';
import { calloutSpot } from '../../view/calloutSpot';
import { fitWidth } from '../../ui/hudView';
import type { Rect } from '../../view/tableRegions';
import type { SoundApi } from '../services';

/**
 * Where a table celebrates: its scale, where a callout may go among the board's tiles, and
 * the score board whose winners' lanes light up. The line table's board gives it
 * (`tableCore.ts`), and the family table (`FamilyTableScene.ts`).
 */
export interface CelebrationStage {
  readonly scale: number;
  /** The board's area a callout may go in, clear of its tiles. */
  readonly calloutArea: Rect;
  tileBoxes(): readonly Rect[];
  /**
   * A callout with no room among the tiles goes in this band, standing in for the status
   * line a moment (`standIn`); null: over the board's middle.
   */
  band(): { readonly rect: Rect; standIn(t: Phaser.GameObjects.Text): void } | null;
  /** The pegging board's lanes, one a side (lit for the winners); null where there is none. */
  lanes(): Rect | null;
}

/** What a celebration was shown as (read by the browser tests). */
export interface Celebrated {
  readonly kind: Celebration['kind'];
  readonly text: string;
  readonly motion: CelebrationMotion;
}

/** A word's looks by tone: a win's gold, a plain word, a loss's slate blue. */
const WORD_TONES = {
  gold: { colour: css.gold, plate: 'rgba(8,36,24,0.82)' },
  plain: { colour: css.text, plate: 'rgba(8,36,24,0.82)' },
  loss: { colour: '#dfe9f3', plate: 'rgba(26,44,62,0.94)' },
} as const;

/** A small seeded sequence, so a cascade looks the same for the same game. */
function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A five-pointed star path. */
export function star(g: Phaser.GameObjects.Graphics, r: number): void {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) g.moveTo(Math.cos(a) * rr, Math.sin(a) * rr);
    else g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  g.closePath();
  g.fillPath();
}

export class Celebrator {
  /** Every celebration shown at this table, oldest first. */
  readonly shown: Celebrated[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: CelebrationStage,
    private readonly sound: SoundApi,
    /** How many sides (lanes on the pegging board) the game has. */
    private readonly sides: () => number,
  ) {}

  /**
   * Shows one celebration; resolves when the table may go on (a game-over panel may open).
   * `ms(base)` is the player's pace for an animation of `base` ms.
   */
  play(
    c: Celebration,
    at: { x: number; y: number },
    motion: CelebrationMotion,
    ms: (base: number) => number,
  ): Promise<void> {
    this.shown.push({ kind: c.kind, text: c.text, motion });
    if (motion === 'none') return Promise.resolve();
    switch (c.kind) {
      case 'chain':
        this.sound.play('flourish');
        this.burst(at, 9, motion, ms(650));
        return Promise.resolve();
      // The hand's end: the final board stays in view a beat, the domino or the block called
      // out where no tile is (the last tile is ringed meanwhile), then the panel opens.
      case 'domino': {
        this.sound.play('flourish');
        this.burst(at, 14, motion, ms(800));
        this.word(c.text, 'callout', 'gold', motion, ms(1500), 30);
        return this.wait(ms(1500));
      }
      case 'blocked': {
        this.word(c.text, 'callout', 'plain', motion, ms(1300), 28);
        return this.wait(ms(1300));
      }
      case 'win': {
        this.sound.play('fanfare');
        const { width, height } = viewSize(this.scene);
        this.raceHome(c.sides, motion, ms(900));
        if (motion === 'full') this.cascade(width, height, ms(1500));
        this.word(c.text, { x: width / 2, y: height * 0.42 }, 'gold', motion, ms(1500), 56);
        return this.wait(ms(1500));
      }
      case 'loss': {
        const { width, height } = viewSize(this.scene);
        // A loss has its own moment too: a slate plate, held as long as a win's word.
        this.word(c.text, { x: width / 2, y: height * 0.42 }, 'loss', motion, ms(1500), 36);
        return this.wait(ms(1500));
      }
    }
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => this.scene.time.delayedCall(ms, resolve));
  }

  /** Gold stars flying out from a point and fading (still: a ring of stars fading in place). */
  private burst(
    at: { x: number; y: number },
    count: number,
    motion: CelebrationMotion,
    ms: number,
  ): void {
    const s = this.board.scale;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const g = this.scene.add.graphics();
      g.fillStyle(i % 3 === 0 ? 0xffffff : colours.gold, 1);
      star(g, (i % 2 === 0 ? 7 : 5) * s);
      const near = 18 * s;
      const far = (58 + (i % 3) * 14) * s;
      const r = motion === 'full' ? near : far * 0.8;
      g.setPosition(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r).setDepth(320);
      this.scene.tweens.add({
        targets: g,
        alpha: 0,
        ...(motion === 'full'
          ? { x: at.x + Math.cos(a) * far, y: at.y + Math.sin(a) * far, angle: 140 }
          : {}),
        duration: Math.max(120, ms),
        ease: 'Cubic.easeOut',
        onComplete: () => g.destroy(),
      });
    }
  }

  private lastWord: Phaser.GameObjects.Text | null = null;

  /** The word showing goes at once (the panel that follows it opens). */
  quiet(): void {
    if (this.lastWord?.active) {
      this.scene.tweens.killTweensOf(this.lastWord);
      this.lastWord.destroy();
    }
    this.lastWord = null;
  }

  /**
   * A word over the table: popped in and out (still: faded in and out). A callout goes where
   * no tile of the layout is (`calloutSpot`), else in the banners' band, shrunk to it.
   */
  private word(
    text: string,
    at: { x: number; y: number } | 'callout',
    tone: keyof typeof WORD_TONES,
    motion: CelebrationMotion,
    ms: number,
    size: number,
  ): void {
    const s = this.board.scale;
    const { width } = viewSize(this.scene);
    const look = WORD_TONES[tone];
    const t = this.scene.add
      .text(0, 0, text, {
        ...textStyle(Math.min(size * s, width / (text.length * 0.62)), {
          bold: true,
          colour: look.colour,
        }),
        fontFamily: SERIF,
      })
      .setOrigin(0.5)
      .setStroke('#1b1203', tone === 'gold' ? 6 : 4)
      .setPadding(18 * s, 6 * s, 18 * s, 6 * s)
      .setBackgroundColor(look.plate)
      .setDepth(330)
      .setAlpha(0);
    if (at === 'callout') {
      const area = this.board.calloutArea;
      const spot = calloutSpot(area, this.board.tileBoxes(), {
        w: t.displayWidth,
        h: t.displayHeight,
      });
      const band = spot ? null : this.board.band();
      if (spot) t.setPosition(spot.x, spot.y);
      else if (band) {
        const { rect } = band;
        fitWidth(t, rect.w - 8);
        if (t.displayHeight > rect.h) t.setScale(rect.h / t.displayHeight);
        t.setPosition(rect.x + rect.w / 2, rect.y + rect.h / 2);
        // It stands in for the status line a moment, as a banner does.
        band.standIn(t);
      } else {
        fitWidth(t, area.w - 8);
        t.setPosition(area.x + area.w / 2, area.y + area.h / 2);
      }
    } else t.setPosition(at.x, at.y);
    const rest = t.scale;
    if (motion === 'full') t.setScale(rest * 0.6);
    // One word at a time: the game's end replaces the domino that ended it.
    this.quiet();
    this.lastWord = t;
    this.scene.tweens.add({
      targets: t,
      alpha: 1,
      ...(motion === 'full' ? { scale: rest } : {}),
      duration: Math.max(80, ms * 0.2),
      ease: motion === 'full' ? 'Back.easeOut' : 'Linear',
      hold: Math.max(200, ms * 0.6),
      yoyo: true,
      onComplete: () => t.destroy(),
    });
  }

  /** The winners' lanes lit, a spark racing along each to the game hole. */
  private raceHome(sides: readonly number[], motion: CelebrationMotion, ms: number): void {
    const r = this.board.lanes();
    if (!r) return;
    const count = Math.max(1, this.sides());
    for (const side of sides) {
      const y = r.y + ((side + 0.5) / Math.max(1, count)) * r.h;
      const colour = colours.sides[side] ?? colours.gold;
      const glow = this.scene.add.graphics().setDepth(310);
      glow.fillStyle(colour, 0.35).fillRoundedRect(r.x, y - r.h / count / 2, r.w, r.h / count, 6);
      glow.setAlpha(0);
      this.scene.tweens.add({
        targets: glow,
        alpha: 1,
        duration: Math.max(80, ms * 0.3),
        yoyo: true,
        hold: ms,
        onComplete: () => glow.destroy(),
      });
      if (motion !== 'full') continue;
      for (let k = 0; k < 4; k++) {
        const spark = this.scene.add.graphics().setDepth(311);
        spark.fillStyle(k === 0 ? 0xffffff : colour, 1 - k * 0.2);
        star(spark, (6 - k) * this.board.scale);
        spark.setPosition(r.x + 8, y);
        this.scene.tweens.add({
          targets: spark,
          x: r.x + r.w - 8,
          angle: 360,
          delay: k * 60,
          duration: Math.max(120, ms),
          ease: 'Quad.easeIn',
          onComplete: () => spark.destroy(),
        });
      }
    }
  }

  /** Tiles tumbling down the screen, face up, from a seeded sequence. */
  private cascade(width: number, height: number, ms: number): void {
    const rnd = lcg(width * 31 + height);
    const s = this.board.scale;
    const n = Math.round(Math.min(28, Math.max(14, width / 45)));
    for (let i = 0; i < n; i++) {
      const a = Math.floor(rnd() * 7);
      const b = Math.floor(rnd() * 7);
      const x = rnd() * width;
      const t = new TileSprite(this.scene, x, -40 * s, {
        ends: [Math.max(a, b), Math.min(a, b)],
        half: (12 + rnd() * 8) * s,
        angle: rnd() * 360,
        shadowAlpha: 0.25,
      });
      this.scene.add.existing(t);
      t.setDepth(305);
      this.scene.tweens.add({
        targets: t,
        y: height + 60 * s,
        x: x + (rnd() - 0.5) * 160 * s,
        tileAngle: rnd() * 720 - 360,
        // Every tile is gone by the end (the game-over panel opens then).
        delay: rnd() * ms * 0.4,
        duration: ms * (0.4 + rnd() * 0.2),
        ease: 'Quad.easeIn',
        onComplete: () => t.destroy(),
      });
    }
  }
}
