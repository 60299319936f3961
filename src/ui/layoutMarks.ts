/**
 * Marks on the layout's tiles, drawn in layout units so that they move and scale with the
 * camera: glows behind the tiles a lesson points at (under every tile, so they never cover a
 * pip), and a gold ring around one tile (the hand's last play, called out at its end); and the
 * where-to-play marks of a chosen tile: its lit spots and hint badges.
 */
import type * as Phaser from 'phaser';
import type { Rect } from '../view/line/layout';
import { badgeSpot, type TagRect, type TagRoom } from '../view/line/badgeSpot';
import { tagBox } from './boxes';
import { roundedBox } from './panel';
import { colours, css, textStyle } from './theme';

export class LayoutMarks {
  /** Over the tiles, in the world: the gold ring. */
  readonly ring: Phaser.GameObjects.Graphics;
  private halo: Phaser.GameObjects.Graphics | null = null;
  /** The tiles glowing now (their rectangles, as a key), so a redraw that changes nothing keeps them. */
  private haloKey = '[]';

  constructor(
    private readonly scene: Phaser.Scene,
    /** Under the world, moved and scaled with it. */
    private readonly haloLayer: Phaser.GameObjects.Container,
  ) {
    this.ring = scene.add.graphics();
  }

  /** Glows behind these tiles' rectangles ([] clears them): a pulsing band just outside each. */
  setHalos(rects: readonly Rect[]): void {
    const key = JSON.stringify(rects.map((r) => [r.cx, r.cy, r.width, r.height]));
    if (key === this.haloKey) return;
    this.haloKey = key;
    if (!this.halo) {
      this.halo = this.scene.add.graphics();
      this.haloLayer.add(this.halo);
      this.scene.tweens.add({
        targets: this.halo,
        alpha: 0.45,
        yoyo: true,
        repeat: -1,
        duration: 700,
      });
    }
    const g = this.halo.clear();
    for (const r of rects) {
      const band = (m: number, colour: number, alpha: number): void => {
        g.fillStyle(colour, alpha);
        g.fillRoundedRect(
          r.cx - r.width / 2 - m,
          r.cy - r.height / 2 - m,
          r.width + 2 * m,
          r.height + 2 * m,
          0.12 + m,
        );
      };
      band(0.3, colours.gold, 0.45);
      band(0.17, colours.highlight, 1);
    }
  }

  /** The rectangles glowing now. */
  haloRects(): Rect[] {
    const rects = JSON.parse(this.haloKey) as [number, number, number, number][];
    return rects.map(([cx, cy, width, height]) => ({ cx, cy, width, height }));
  }

  /** Rings this tile's rectangle in gold, or none. */
  setRing(p: Rect | null): void {
    const g = this.ring.clear();
    if (!p) return;
    const pad = 0.18;
    g.lineStyle(0.16, colours.gold, 1);
    g.strokeRoundedRect(
      p.cx - p.width / 2 - pad,
      p.cy - p.height / 2 - pad,
      p.width + 2 * pad,
      p.height + 2 * pad,
      0.3,
    );
  }
}

/** A lit spot in `layer`: a bright plate round the place, its edge `edge` units wide. */
export function drawSpot(
  scene: Phaser.Scene,
  layer: Phaser.GameObjects.Container,
  plate: Rect,
  scores: boolean,
  edge: number,
  selected: boolean,
): void {
  const box = scene.add.graphics();
  const colour = scores ? colours.gold : colours.highlight;
  roundedBox(
    box,
    { cx: plate.cx, cy: plate.cy, w: plate.width, h: plate.height, r: 0.16 },
    [colour, selected ? 0.6 : 0.45],
    [edge, colour, 1],
  );
  layer.add(box);
}

/**
 * A hint badge in `layer`: a small rounded tag just beyond the ghost's far end (`badgeSpot`),
 * never over its pips, and where that spot is taken or out of sight, beside it; gold when the
 * play scores. Returns where it went, in layout units (a tap there picks its target).
 */
export function drawBadge(
  scene: Phaser.Scene,
  layer: Phaser.GameObjects.Container,
  target: {
    readonly badge: string;
    readonly scores: boolean;
    readonly ghost: { at: { x: number; y: number } };
  },
  rect: Rect,
  zoom: number,
  room: TagRoom,
): TagRect {
  const { badge: text, scores } = target;
  const label = scene.add
    .text(0, 0, text, textStyle(64, { bold: true, colour: scores ? css.ink : css.text }))
    .setOrigin(0.5)
    // Readable when the layout is zoomed out: at least 13 px type on screen.
    .setScale(Math.max(1 / 150, 13 / (64 * zoom)));
  const tag = { width: label.displayWidth + 0.32, height: label.displayHeight + 0.1 };
  const spot = badgeSpot(rect, target.ghost.at, tag, room);
  const bg = scene.add.graphics();
  roundedBox(
    bg,
    { cx: spot.cx, cy: spot.cy, w: tag.width, h: tag.height, r: tag.height / 2 },
    [scores ? 0xe8c15a : 0x0a281c, 0.94],
    [0.04, scores ? 0xfff1c4 : colours.highlight, 0.9],
  );
  label.setPosition(spot.cx, spot.cy);
  // The words stand for the whole tag in `boxes()` (one badge, not a text over a badge).
  const w = tag.width / label.scaleX;
  const h = tag.height / label.scaleY;
  tagBox(label, 'badge', `hint:${text}`, { x: -w / 2, y: -h / 2, w, h });
  layer.add([bg, label]);
  return spot;
}
