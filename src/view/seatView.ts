/** Another seat at the table: its name, face-down tiles with their count, and whose turn it is. */
import type * as Phaser from 'phaser';
import type { SeatSpot } from './tableRegions';
import { TileSprite } from './tileArt';
import { colours, css, textStyle } from './theme';

export interface SeatState {
  readonly name: string;
  /** "Hard", "Medium" … or "" for a person. */
  readonly detail: string;
  readonly tiles: number;
  readonly onTurn: boolean;
  readonly thinking: boolean;
  readonly colour: number;
}

export class SeatView {
  private readonly container: Phaser.GameObjects.Container;
  private readonly badge: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  private readonly count: Phaser.GameObjects.Text;
  private backs: TileSprite[] = [];
  private dots: Phaser.Time.TimerEvent | null = null;
  private spot: SeatSpot;
  private scale = 1;

  constructor(
    private readonly scene: Phaser.Scene,
    spot: SeatSpot,
    scale: number,
  ) {
    this.spot = spot;
    this.scale = scale;
    this.container = scene.add.container(spot.x, spot.y);
    this.badge = scene.add.graphics();
    this.label = scene.add.text(0, 0, '', textStyle(17 * scale, { bold: true })).setOrigin(0.5);
    this.count = scene.add
      .text(0, 0, '', textStyle(14 * scale, { colour: css.soft }))
      .setOrigin(0.5);
    this.container.add([this.badge, this.label, this.count]);
  }

  /** Where tiles leave from and arrive at, in screen pixels. */
  get centre(): { x: number; y: number } {
    return { x: this.spot.x, y: this.spot.y };
  }

  move(spot: SeatSpot, scale: number): void {
    this.spot = spot;
    this.scale = scale;
    this.container.setPosition(spot.x, spot.y);
  }

  render(state: SeatState): void {
    const s = this.scale;
    const vertical = this.spot.edge === 'left' || this.spot.edge === 'right';
    const half = 12 * s;
    const n = Math.min(state.tiles, vertical ? 7 : 10);
    while (this.backs.length > n) this.backs.pop()?.destroy();
    while (this.backs.length < n) {
      const b = new TileSprite(this.scene, 0, 0, {
        ends: null,
        half,
        angle: vertical ? 90 : 0,
        shadowAlpha: 0.25,
      });
      this.container.add(b);
      this.backs.push(b);
    }
    const step = half * 0.95;
    this.backs.forEach((b, i) => {
      const off = (i - (n - 1) / 2) * step;
      if (vertical) b.setPosition(0, off * 1.0 - 4 * s);
      else b.setPosition(off, -4 * s);
    });
    const w = (vertical ? 112 : Math.max(150, n * step + 40)) * (vertical ? s : 1);
    const h = (vertical ? Math.max(120, n * step + 70) : 92) * (vertical ? 1 : s);
    const g = this.badge;
    g.clear();
    g.fillStyle(colours.panel, 0.55);
    g.fillRoundedRect(-w / 2, -h / 2, w, h, 12 * s);
    g.lineStyle(
      state.onTurn ? 3 : 1.5,
      state.onTurn ? colours.highlight : state.colour,
      state.onTurn ? 1 : 0.7,
    );
    g.strokeRoundedRect(-w / 2, -h / 2, w, h, 12 * s);
    this.label
      .setText(state.name)
      .setPosition(0, -h / 2 + 14 * s)
      .setColor(state.onTurn ? css.gold : css.text);
    this.count.setPosition(0, h / 2 - 13 * s);
    this.dots?.remove();
    this.dots = null;
    const base = `${state.tiles} tile${state.tiles === 1 ? '' : 's'}${state.detail ? ` · ${state.detail}` : ''}`;
    this.count.setText(base);
    if (state.thinking) {
      let k = 0;
      this.dots = this.scene.time.addEvent({
        delay: 280,
        loop: true,
        callback: () => {
          k = (k + 1) % 4;
          this.count.setText(`thinking${'.'.repeat(k)}`);
        },
      });
      this.count.setText('thinking');
    }
  }

  destroy(): void {
    this.dots?.remove();
    this.container.destroy();
  }
}
