/**
 * A domino on the table with its soft shadow (`TileSprite`), and a decorative one
 * (`addDomino`), from the textures of tileArt.ts. A small tile on the table can show its
 * numbers as numerals instead of pips (`setNumerals`, docs/ui.md).
 */
import * as Phaser from 'phaser';
import { pixelRatio } from './hiDpi';
import { NUMERAL_HALF, TILE_BACK_KEY, TILE_SHADOW_KEY } from '../view/pips';
import {
  createCommonTileTextures,
  numeralTexture,
  SHADOW_OFFSET,
  TILE_HALF,
  tileScale,
  tileTexture,
} from './tileArt';

export interface TileSpriteOptions {
  /** The ends, [shown on top at angle 0 ... ] in any order; null for a face-down tile. */
  readonly ends: readonly [number, number] | null;
  /** Screen pixels per half (a tile is `half` wide and `2 * half` long when upright). */
  readonly half: number;
  /** Degrees clockwise; use `tileAngle` from pips.ts to point an end somewhere. */
  readonly angle?: number;
  /** How strong the shadow is, 0 for none. Default 0.35. */
  readonly shadowAlpha?: number;
}

/**
 * A domino on the table: the tile image over its soft shadow. The container itself is
 * never rotated, so the shadow keeps falling down and to the right whatever the tile's
 * `tileAngle`; move and scale the container as usual (tweens included).
 */
export class TileSprite extends Phaser.GameObjects.Container {
  private readonly face: Phaser.GameObjects.Image;
  private readonly shadow: Phaser.GameObjects.Image;
  private turn: number;
  private ends: readonly [number, number] | null = null;
  private readonly half: number;
  /** The face shows numerals (upright at the tile's angle) rather than pips. */
  private numerals = false;
  /** Numerals from the full-size texture (a tile shown large), else the small one. */
  private sharp = false;

  constructor(scene: Phaser.Scene, x: number, y: number, options: TileSpriteOptions) {
    super(scene, x, y);
    createCommonTileTextures(scene.textures);
    const scale = tileScale(options.half);
    this.half = options.half;
    this.turn = options.angle ?? 0;
    this.shadow = new Phaser.GameObjects.Image(
      scene,
      options.half * SHADOW_OFFSET.x,
      options.half * SHADOW_OFFSET.y,
      TILE_SHADOW_KEY,
    )
      .setScale(scale)
      .setAlpha(options.shadowAlpha ?? 0.35)
      .setAngle(this.turn);
    this.face = new Phaser.GameObjects.Image(scene, 0, 0, TILE_BACK_KEY)
      .setScale(scale)
      .setAngle(this.turn);
    this.setEnds(options.ends);
    this.add([this.shadow, this.face]);
    this.setSize(options.half * 2, options.half * 2);
  }

  /** Shows these ends face up, or the back for null. */
  setEnds(ends: readonly [number, number] | null): this {
    this.ends = ends;
    return this.drawFace();
  }

  /** The ends shown face up, or null for a face-down tile. */
  get shownEnds(): readonly [number, number] | null {
    return this.ends;
  }

  /** Screen pixels per half, as made. */
  get halfSize(): number {
    return this.half;
  }

  /** The higher end of the face shown (0 for a face-down tile). */
  get highEnd(): number {
    return this.ends ? Math.max(this.ends[0], this.ends[1]) : 0;
  }

  /** Whether the face shows numerals now. */
  get showsNumerals(): boolean {
    return this.numerals && this.ends !== null;
  }

  /** Texture pixels per half of the face shown (its image's own units). */
  get textureHalf(): number {
    return this.showsNumerals && !this.sharp ? NUMERAL_HALF : TILE_HALF;
  }

  /**
   * Numerals rather than pips on the face (a big set's tiles, or a tile drawn too small for
   * its pips); `shownHalf`, the CSS pixels per half it is drawn at, picks a texture that
   * stays sharp at that size.
   */
  setNumerals(on: boolean, shownHalf = 0): this {
    const sharp = on && shownHalf * pixelRatio() > NUMERAL_HALF;
    if (on === this.numerals && sharp === this.sharp) return this;
    this.numerals = on;
    this.sharp = sharp;
    return this.drawFace();
  }

  private drawFace(): this {
    const textures = this.scene.textures;
    if (this.numerals && this.ends) {
      this.face.setTexture(numeralTexture(textures, this.ends, this.turn, this.sharp));
      this.face.setScale(this.half / this.textureHalf);
    } else {
      this.face.setTexture(tileTexture(textures, this.ends));
      this.face.setScale(tileScale(this.half));
    }
    return this;
  }

  /** The tile's own angle in degrees, clockwise; tweenable. */
  get tileAngle(): number {
    return this.turn;
  }

  set tileAngle(degrees: number) {
    const quarter = Math.round(degrees / 90) !== Math.round(this.turn / 90);
    this.turn = degrees;
    this.face.setAngle(degrees);
    this.shadow.setAngle(degrees);
    // Numerals stand upright: a tile turned to another quarter needs their other texture.
    if (this.numerals && quarter) this.drawFace();
  }

  /** The tile image, for input (`setInteractive`) or tints. */
  get image(): Phaser.GameObjects.Image {
    return this.face;
  }
}

/**
 * A decorative domino at (x, y), turned by `angle` degrees from upright (`top`
 * above `bottom`; null shows its back). Uses the tile textures of tileArt.ts
 * (upright, higher end on top) with their shadow.
 */
export function addDomino(
  scene: Phaser.Scene,
  x: number,
  y: number,
  top: number | null,
  bottom: number,
  opts: { readonly half: number; readonly angle?: number },
): Phaser.GameObjects.Container {
  const angle = opts.angle ?? 0;
  const key = tileTexture(scene.textures, top === null ? null : [top, bottom]);
  const c = scene.add.container(x, y);
  // A texture the browser could not make leaves the decoration out; nothing else depends on it.
  if (scene.textures.exists(key)) {
    const img = scene.add.image(0, 0, key);
    const scale = (opts.half * 2) / img.height;
    // Textures show the higher end on top: turn half a turn when `top` is the lower one.
    const turn = angle + (top !== null && top < bottom ? 180 : 0);
    if (scene.textures.exists(TILE_SHADOW_KEY)) {
      const shadow = scene.add.image(0, 0, TILE_SHADOW_KEY);
      c.add(
        shadow
          .setScale(scale)
          .setAngle(turn)
          .setAlpha(0.35)
          .setPosition(opts.half * SHADOW_OFFSET.x, opts.half * SHADOW_OFFSET.y),
      );
    }
    c.add(img.setScale(scale).setAngle(turn));
  }
  return c;
}
