/**
 * The table's heads-up display: the count of the open ends, the boneyard with
 * its count (it glows when drawing is the move), a one-line status, banners
 * ("Play again!") and score pop-ups ("+3" rising from the count that made it).
 */
import type * as Phaser from 'phaser';
import { bannerBand, hudBlocks, type Rect, type Regions } from '../view/tableRegions';
import { TileSprite } from './tileSprite';
import { colours, css, SERIF, textStyle } from './theme';
import { tagBox } from './boxes';
import { roundedBox } from './panel';

/** The status line's bottom: it sits just above the person's hand. */
export function statusBottom(regions: Regions): number {
  return regions.hand.y - (regions.portrait ? 4 : 20) * regions.scale;
}

/** Shrinks a text's font until it is at most `max` wide (never below `min` px). */
export function fitWidth(t: Phaser.GameObjects.Text, max: number, min = 8): void {
  const size = parseFloat(String(t.style.fontSize));
  if (t.width > max && size > 0) t.setFontSize(Math.max(min, Math.floor((size * max) / t.width)));
}

export class HudView {
  private readonly totalBox: Phaser.GameObjects.Graphics;
  private readonly totalLabel: Phaser.GameObjects.Text;
  private readonly totalText: Phaser.GameObjects.Text;
  private readonly bone: Phaser.GameObjects.Container;
  private readonly boneCount: Phaser.GameObjects.Text;
  private readonly boneGlow: Phaser.GameObjects.Graphics;
  private boneTiles: TileSprite[] = [];
  private readonly status: Phaser.GameObjects.Text;
  private glowTween: Phaser.Tweens.Tween | null = null;
  /** The pop and the banner showing, if any: a new one replaces the last, never stacks on it. */
  private pop: { texts: Phaser.GameObjects.Text[]; tween: Phaser.Tweens.Tween } | null = null;
  private shownBanner: Phaser.GameObjects.Text | null = null;
  private regions: Regions;

  constructor(
    private readonly scene: Phaser.Scene,
    regions: Regions,
    onBoneyard: () => void,
  ) {
    this.regions = regions;
    this.totalBox = scene.add.graphics();
    this.totalLabel = scene.add
      .text(0, 0, 'COUNT', textStyle(12, { colour: css.soft, bold: true }))
      .setOrigin(0.5);
    this.totalText = scene.add
      .text(0, 0, '0', { ...textStyle(40, { bold: true }), fontFamily: SERIF })
      .setOrigin(0.5);
    this.bone = scene.add.container(0, 0);
    this.boneGlow = scene.add.graphics();
    this.boneCount = scene.add.text(0, 0, '', textStyle(14, { colour: css.soft })).setOrigin(0.5);
    this.bone.add([this.boneGlow, this.boneCount]);
    this.bone.setSize(90, 110).setInteractive({ useHandCursor: true });
    this.bone.on('pointerup', onBoneyard);
    this.status = scene.add
      .text(0, 0, '', textStyle(18, { bold: true, align: 'center' }))
      .setOrigin(0.5, 1);
    this.layout(regions);
  }

  layout(regions: Regions): void {
    this.regions = regions;
    const s = regions.scale;
    const { total, boneyard } = regions;
    const blocks = hudBlocks(regions);
    const { w, h } = blocks.count;
    const g = this.totalBox;
    g.clear();
    roundedBox(
      g,
      { cx: total.x, cy: total.y, w, h, r: 12 * s },
      [colours.panel, 0.8],
      [2, colours.panelEdge, 1],
    );
    tagBox(g, 'panel', 'count', blocks.count);
    this.totalLabel.setPosition(total.x, total.y - h / 2 + 12 * s).setFontSize(Math.round(12 * s));
    this.totalText.setPosition(total.x, total.y + 8 * s).setFontSize(Math.round(40 * s));
    this.bone.setPosition(boneyard.x, boneyard.y);
    this.boneCount.setPosition(0, 40 * s).setFontSize(Math.round(14 * s));
    this.bone.setSize(90 * s, 110 * s);
    const bone = blocks.boneyard;
    tagBox(this.bone, 'panel', 'boneyard', {
      ...bone,
      x: bone.x - boneyard.x,
      y: bone.y - boneyard.y,
    });
    const hand = regions.hand;
    // A long status (a replay's caption on a phone) wraps upwards, clear of the hand. Sideways,
    // it keeps above the room practice's "+2" tags take over a raised tile (tile top - 19 px).
    this.status
      .setPosition(hand.x + hand.w / 2, statusBottom(regions))
      .setFontSize(Math.round(18 * s))
      .setWordWrapWidth(hand.w - 8);
  }

  /** The count box and the boneyard as drawn (their boxes), for what must keep clear of them. */
  get blocks(): Rect[] {
    const { count, boneyard } = hudBlocks(this.regions);
    return [count, boneyard];
  }

  /** Where the count sits, for pop-ups. */
  get totalAt(): { x: number; y: number } {
    return { x: this.regions.total.x, y: this.regions.total.y };
  }

  get boneyardAt(): { x: number; y: number } {
    return { x: this.regions.boneyard.x, y: this.regions.boneyard.y };
  }

  /**
   * The count, in gold when it scores (`scoring` comes from the rules); null covers it
   * with a "?" while a question about it is open.
   */
  setTotal(total: number | null, scoring: boolean): void {
    this.totalText.setText(total === null ? '?' : String(total));
    this.totalText.setColor(total === null || scoring ? css.gold : css.text);
  }

  /** Shows or hides the COUNT box: the Block family has no points in play, so no count to watch. */
  showCount(shown: boolean): void {
    for (const o of [this.totalBox, this.totalLabel, this.totalText]) o.setVisible(shown);
  }

  setBoneyard(count: number, invite: boolean, exists: boolean): void {
    this.bone.setVisible(exists);
    const s = this.regions.scale;
    const n = Math.min(count, 4);
    while (this.boneTiles.length > n) this.boneTiles.pop()?.destroy();
    while (this.boneTiles.length < n) {
      const t = new TileSprite(this.scene, 0, 0, {
        ends: null,
        half: 18 * s,
        angle: 90,
        shadowAlpha: 0.3,
      });
      this.bone.addAt(t, 1);
      this.boneTiles.push(t);
    }
    this.boneTiles.forEach((t, i) => t.setPosition(0, -i * 5 * s));
    this.boneCount.setText(count === 0 ? 'boneyard empty' : `boneyard ${count}`);
    const g = this.boneGlow;
    g.clear();
    this.glowTween?.stop();
    this.glowTween = null;
    g.setAlpha(1);
    if (invite) {
      g.lineStyle(3, colours.highlight, 1);
      g.strokeRoundedRect(-48 * s, -40 * s, 96 * s, 96 * s, 14 * s);
      // "You must draw": an arrow pointing down at the stack, pulsing with the glow.
      g.fillStyle(colours.gold, 1);
      g.fillTriangle(-11 * s, -62 * s, 11 * s, -62 * s, 0, -47 * s);
      this.boneCount.setText(`Draw (${count})`).setColor(css.gold);
      this.glowTween = this.scene.tweens.add({
        targets: g,
        alpha: 0.25,
        yoyo: true,
        repeat: -1,
        duration: 600,
      });
    } else this.boneCount.setColor(css.soft);
    // Within the stack's 96 px box ("boneyard empty" is wider than it on a small screen).
    const label = this.boneCount;
    label.setScale(Math.min(1, (90 * s) / Math.max(1, label.width)));
  }

  setStatus(text: string, tone: 'info' | 'turn' | 'warn' = 'info'): void {
    this.status.setText(text);
    this.status.setColor(tone === 'turn' ? css.gold : tone === 'warn' ? css.danger : css.text);
  }

  /**
   * "+3" beside the count box, never over it: under it in the side column, to its right
   * on a phone held upright (where "15 scores!" takes the COUNT label's place a moment).
   */
  popScore(points: number, total: number, ms: number): void {
    if (points === 0) return;
    this.endPop();
    const { x, y } = this.totalAt;
    const { portrait, scale: s } = this.regions;
    const { w, h } = hudBlocks(this.regions).count;
    const text = this.scene.add
      .text(0, 0, `${points > 0 ? '+' : ''}${points}`, {
        ...textStyle((portrait ? 30 : 44) * s, { bold: true, colour: css.gold }),
        fontFamily: SERIF,
      })
      .setStroke('#1b1203', 4);
    const fading: Phaser.GameObjects.Text[] = [text];
    let rise = 10 * s;
    if (portrait) {
      text.setOrigin(0, 0.5).setPosition(x + w / 2 + 6 * s, y);
      this.totalLabel.setText(`${total} scores!`).setColor(css.gold);
      fitWidth(this.totalLabel, w - 10 * s);
      rise = 0;
    } else {
      text.setOrigin(0.5, 0).setPosition(x, y + h / 2 + 16 * s);
      const note = this.scene.add
        .text(x, text.y + text.height + 2 * s, `${total} scores!`, {
          ...textStyle(15 * s, { colour: css.gold, bold: true }),
        })
        .setOrigin(0.5, 0);
      fitWidth(note, w + 40 * s);
      fading.push(note);
    }
    this.scene.tweens.add({
      targets: this.totalText,
      scale: 1.25,
      yoyo: true,
      duration: Math.max(80, ms / 4),
    });
    const tween = this.scene.tweens.add({
      targets: fading,
      y: `-=${rise}`,
      alpha: 0,
      delay: Math.max(200, ms),
      duration: Math.max(300, ms),
      onComplete: () => this.endPop(),
    });
    this.pop = { texts: fading, tween };
  }

  /** Takes a banner away at once (the person's turn: it would sit over the lit places). */
  clearBanner(): void {
    if (!this.shownBanner) return;
    this.scene.tweens.killTweensOf(this.shownBanner);
    this.shownBanner.destroy();
    this.endBanner();
  }

  private endPop(): void {
    if (!this.pop) return;
    this.pop.tween.stop();
    for (const t of this.pop.texts) t.destroy();
    this.pop = null;
    this.resetTotalLabel();
  }

  private resetTotalLabel(): void {
    this.totalLabel
      .setText('COUNT')
      .setColor(css.soft)
      .setFontSize(Math.round(12 * this.regions.scale));
  }

  /**
   * A short banner ("Play again!", "West passes", "Blocked!") in the status line's place, in
   * the band between the layout and the hand (`bannerBand`): it never covers a tile, a seat,
   * a button or the screen's edge, and the status line it stands in for is hidden meanwhile.
   */
  banner(text: string, ms: number, tone: 'gold' | 'plain' = 'gold'): void {
    const s = this.regions.scale;
    const band = bannerBand(this.regions);
    this.clearBanner();
    const padY = 3 * s;
    const t = this.scene.add
      .text(
        band.x + band.w / 2,
        band.y + band.h / 2,
        text,
        textStyle(Math.round(20 * s), { bold: true, colour: tone === 'gold' ? css.ink : css.text }),
      )
      .setOrigin(0.5)
      .setPadding(14 * s, padY, 14 * s, padY)
      .setBackgroundColor(tone === 'gold' ? '#e8c15a' : 'rgba(8,36,24,0.95)')
      .setAlpha(0);
    // As wide and as tall as the band allows (its padding included).
    fitWidth(t, band.w - 8);
    if (t.height > band.h) {
      const size = parseFloat(String(t.style.fontSize));
      t.setFontSize(Math.max(8, Math.floor((size * (band.h - 2 * padY)) / (t.height - 2 * padY))));
    }
    this.shownBanner = t;
    this.status.setVisible(false);
    this.scene.tweens.add({
      targets: t,
      alpha: 1,
      duration: Math.max(60, ms / 4),
      hold: Math.max(300, ms),
      yoyo: true,
      onComplete: () => {
        t.destroy();
        if (this.shownBanner === t) this.endBanner();
      },
    });
  }

  /** Something else takes the status line's place (a callout in the band) until it is gone. */
  standIn(other: Phaser.GameObjects.GameObject): void {
    this.clearBanner();
    this.status.setVisible(false);
    other.once('destroy', () => {
      if (!this.shownBanner) this.status.setVisible(true);
    });
  }

  private endBanner(): void {
    this.shownBanner = null;
    this.status.setVisible(true);
  }
}
