/** A pulsing ring round things a lesson's step points at (over everything else). */
import type * as Phaser from 'phaser';
import type { Rect } from '../view/tableRegions';
import { colours } from './theme';

export class Glow {
  readonly g: Phaser.GameObjects.Graphics;
  private readonly tween: Phaser.Tweens.Tween;

  constructor(scene: Phaser.Scene) {
    this.g = scene.add.graphics().setDepth(500);
    this.tween = scene.tweens.add({
      targets: this.g,
      alpha: 0.35,
      yoyo: true,
      repeat: -1,
      duration: 700,
    });
  }

  /** The rectangles drawn now, their outer band included (for tests). */
  readonly drawn: Rect[] = [];

  clear(): void {
    this.g.clear();
    this.drawn.length = 0;
  }

  rect(x: number, y: number, w: number, h: number, radius = 10): void {
    this.drawn.push({ x: x - 6, y: y - 6, w: w + 12, h: h + 12 });
    this.g.lineStyle(6, colours.gold, 0.35).strokeRoundedRect(x - 3, y - 3, w + 6, h + 6, radius);
    this.g.lineStyle(3, colours.highlight, 1).strokeRoundedRect(x, y, w, h, radius);
  }

  destroy(): void {
    this.tween.stop();
    this.g.destroy();
  }
}
