/**
 * A seat's face-down tiles as one picture: where each back and its shadow go (pure, tested
 * in Node), and the picture drawn from the tile textures into a canvas texture of its own
 * (`BackFan`). One image a frame instead of two a tile: the Canvas renderer's cost is per
 * object drawn (docs/table.md, "Frame cost").
 */
import type * as Phaser from 'phaser';
import { TILE_BACK_KEY, TILE_SHADOW_KEY } from '../view/pips';
import { SHADOW_OFFSET, TILE_HALF, tileTexture } from './tileArt';

export interface FanShape {
  /** How many backs, in a row (a column when `vertical`). */
  readonly count: number;
  /** Pixels per half; a back is `half` by `2 * half`, lying across a column. */
  readonly half: number;
  /** From one back's centre to the next. */
  readonly step: number;
  readonly vertical: boolean;
  /** Down from the seat's centre, for a row (its tiles sit a little low in the badge). */
  readonly drop: number;
}

/** Sizes, in texture pixels, of the back and shadow textures (tileArt.ts). */
export interface FanTextures {
  readonly back: { readonly width: number; readonly height: number };
  readonly shadow: { readonly width: number; readonly height: number };
}

export interface FanPlan {
  /** The picture's box about the seat's centre, in CSS pixels. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Each back's centre, in CSS pixels from the picture's top left, first drawn first. */
  readonly centres: readonly { readonly x: number; readonly y: number }[];
}

/** Where the backs of `shape` go, and the box that holds them with their shadows. */
export function planFan(shape: FanShape, textures: FanTextures): FanPlan | null {
  const { count, half, step, vertical, drop } = shape;
  if (count <= 0 || !(half > 0)) return null;
  const scale = half / TILE_HALF;
  // Half extents of an image turned a quarter when the fan is a column.
  const extent = (t: { width: number; height: number }) =>
    vertical
      ? { x: (t.height * scale) / 2, y: (t.width * scale) / 2 }
      : { x: (t.width * scale) / 2, y: (t.height * scale) / 2 };
  const back = extent(textures.back);
  const shadow = extent(textures.shadow);
  const sx = SHADOW_OFFSET.x * half;
  const sy = SHADOW_OFFSET.y * half;
  const centres: { x: number; y: number }[] = [];
  for (let i = 0; i < count; i++) {
    const off = (i - (count - 1) / 2) * step;
    centres.push(vertical ? { x: 0, y: off } : { x: off, y: drop });
  }
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const c of centres) {
    x0 = Math.min(x0, c.x - back.x, c.x + sx - shadow.x);
    y0 = Math.min(y0, c.y - back.y, c.y + sy - shadow.y);
    x1 = Math.max(x1, c.x + back.x, c.x + sx + shadow.x);
    y1 = Math.max(y1, c.y + back.y, c.y + sy + shadow.y);
  }
  return {
    x: x0,
    y: y0,
    w: x1 - x0,
    h: y1 - y0,
    centres: centres.map((c) => ({ x: c.x - x0, y: c.y - y0 })),
  };
}

let fans = 0;

/**
 * The picture of a seat's backs: one Image over a canvas texture drawn at the canvas's
 * pixel ratio, redrawn only when the shape or the ratio changes.
 */
export class BackFan {
  readonly image: Phaser.GameObjects.Image;
  private readonly key = `seat-backs:${++fans}`;
  private drawn = '';

  constructor(private readonly scene: Phaser.Scene) {
    tileTexture(scene.textures, null);
    this.image = scene.add.image(0, 0, TILE_BACK_KEY).setOrigin(0, 0).setVisible(false);
  }

  /**
   * Shows the backs of `shape` about the seat's centre, which is at `centre` on the screen
   * (CSS pixels), drawn at `ratio` canvas pixels a CSS pixel. The picture's corner sits on a
   * whole canvas pixel and the tiles are drawn in it where they would land on their own, so
   * they are resampled once, as a tile drawn alone is.
   */
  show(shape: FanShape, ratio: number, centre: { x: number; y: number }): void {
    const textures = this.scene.textures;
    const back = textures.get(TILE_BACK_KEY).getSourceImage() as HTMLCanvasElement;
    const shadow = textures.get(TILE_SHADOW_KEY).getSourceImage() as HTMLCanvasElement;
    const plan = planFan(shape, { back, shadow });
    if (plan === null) {
      this.image.setVisible(false);
      return;
    }
    const left = (centre.x + plan.x) * ratio;
    const top = (centre.y + plan.y) * ratio;
    const shift = { x: left - Math.floor(left), y: top - Math.floor(top) };
    const signature = JSON.stringify([shape, ratio, shift]);
    if (signature !== this.drawn || !textures.exists(this.key)) {
      this.draw(plan, shape, ratio, shift, back, shadow);
      this.drawn = signature;
    }
    this.image
      .setPosition(Math.floor(left) / ratio - centre.x, Math.floor(top) / ratio - centre.y)
      .setScale(1 / ratio)
      .setVisible(true);
  }

  private draw(
    plan: FanPlan,
    shape: FanShape,
    ratio: number,
    shift: { x: number; y: number },
    back: HTMLCanvasElement,
    shadow: HTMLCanvasElement,
  ): void {
    const textures = this.scene.textures;
    const w = Math.max(1, Math.ceil(plan.w * ratio + shift.x));
    const h = Math.max(1, Math.ceil(plan.h * ratio + shift.y));
    const texture = textures.exists(this.key)
      ? (textures.get(this.key) as Phaser.Textures.CanvasTexture).setSize(w, h)
      : textures.createCanvas(this.key, w, h);
    if (texture === null) return;
    const ctx = texture.getContext();
    ctx.clearRect(0, 0, w, h);
    const scale = (shape.half / TILE_HALF) * ratio;
    const turn = shape.vertical ? Math.PI / 2 : 0;
    const put = (img: HTMLCanvasElement, x: number, y: number, alpha: number): void => {
      ctx.save();
      ctx.globalAlpha = alpha;
      ctx.translate(x * ratio + shift.x, y * ratio + shift.y);
      ctx.rotate(turn);
      ctx.scale(scale, scale);
      ctx.drawImage(img, -img.width / 2, -img.height / 2);
      ctx.restore();
    };
    for (const c of plan.centres) {
      put(shadow, c.x + SHADOW_OFFSET.x * shape.half, c.y + SHADOW_OFFSET.y * shape.half, 0.25);
      put(back, c.x, c.y, 1);
    }
    texture.refresh();
    this.image.setTexture(this.key);
  }

  destroy(): void {
    this.image.destroy();
    if (this.scene.textures.exists(this.key)) this.scene.textures.remove(this.key);
  }
}
