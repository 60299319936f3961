/**
 * What a family's board drawer draws with (trainsDrawer.ts, tricksDrawer.ts): one Graphics,
 * and the texts and tiles of the picture, all taken away together before the next one.
 */
import type * as Phaser from 'phaser';
import { TileSprite } from '../../ui/tileSprite';
import { tagTile } from '../../ui/layoutView';
import { css, textStyle } from '../../ui/theme';
import type { BoardPiece } from './familyDrawer';

export abstract class BoardPieces {
  protected readonly g: Phaser.GameObjects.Graphics;
  private readonly texts: Phaser.GameObjects.Text[] = [];
  private readonly tiles: TileSprite[] = [];
  /** The picture's pieces by key, for moves to start from or land on. */
  private readonly keyed = new Map<string, BoardPiece>();

  constructor(
    protected readonly scene: Phaser.Scene,
    /** How the texts' lines are aligned. */
    private readonly align: 'left' | 'center' = 'left',
  ) {
    this.g = scene.add.graphics();
  }

  protected text(
    x: number,
    y: number,
    s: string,
    size: number,
    colour: string = css.text,
    bold = false,
  ): Phaser.GameObjects.Text {
    const t = this.scene.add.text(x, y, s, textStyle(size, { colour, bold, align: this.align }));
    this.texts.push(t);
    return t;
  }

  /** A tile face up, or face down for null ends. */
  protected tile(
    x: number,
    y: number,
    ends: readonly [number, number] | null,
    half: number,
    angle: number,
    opts: {
      readonly numerals?: boolean;
      readonly shadowAlpha?: number;
      /** Its key among the picture's pieces (`tile:<n>`), when moves may land on it. */
      readonly key?: string;
    } = {},
  ): TileSprite {
    const t = new TileSprite(this.scene, x, y, {
      ends,
      half,
      angle,
      shadowAlpha: opts.shadowAlpha ?? 0.25,
    });
    if (opts.numerals) t.setNumerals(true);
    // Named for `boxes()` as the line's layout tiles are ("tile:9-3 numerals").
    tagTile(t, ends ? `${Math.max(...ends)}-${Math.min(...ends)}` : 'back');
    this.scene.add.existing(t);
    this.tiles.push(t);
    if (opts.key) {
      const tile = { ends, half, angle, numerals: opts.numerals ?? false };
      this.keyed.set(opts.key, { x, y, tile, object: t });
    }
    return t;
  }

  /** Names a piece of the picture (a bid, the boneyard, a marker) for moves to find. */
  protected place(key: string, piece: BoardPiece): void {
    this.keyed.set(key, piece);
  }

  pieces(): ReadonlyMap<string, BoardPiece> {
    return this.keyed;
  }

  /** Takes the picture away (the Graphics cleared, the texts and tiles destroyed). */
  protected clearPieces(): void {
    this.keyed.clear();
    this.g.clear();
    this.texts.forEach((t) => t.destroy());
    this.texts.length = 0;
    this.tiles.forEach((t) => t.destroy());
    this.tiles.length = 0;
  }

  protected destroyPieces(): void {
    this.clearPieces();
    this.g.destroy();
  }
}
