/**
 * The person's tiles: upright in one row (two on a narrow phone), the chosen
 * one raised, unplayable ones dimmed on the person's turn. Tap to choose, or
 * drag a tile onto a lit target. Which tiles are playable arrives as data, as do
 * a tile's tag (a small number over its middle line) and tiles shown face down.
 */
import * as Phaser from 'phaser';
import { hi, lo, type Tile } from '../engine/core/tiles';
import type { Rect } from '../view/tableRegions';
import { TileSprite } from './tileSprite';
import { handLayout, slotSize, type HandSlot } from '../view/handLayout';
import { tileAngle } from '../view/pips';
import { colours, css, textStyle } from './theme';
import { cssPointer, pixelRatio } from './hiDpi';

import type { HandState } from '../view/handLayout';

export type { HandState };

export interface HandCallbacks {
  /** A tap on a tile. */
  readonly onTap: (tile: Tile) => void;
  /** A tile dropped at a screen point; return true when it was played there. */
  readonly onDrop: (tile: Tile, x: number, y: number) => boolean;
  /** A drag started: the view shows that tile's targets. */
  readonly onDragStart: (tile: Tile) => void;
}

export class HandView {
  private sprites = new Map<Tile, TileSprite>();
  private ring: Phaser.GameObjects.Graphics;
  private region: Rect;
  private half = 30;
  private state: HandState = { tiles: [], playable: null, selected: null };
  private slots = new Map<Tile, HandSlot>();

  constructor(
    private readonly scene: Phaser.Scene,
    region: Rect,
    private tileHeight: number,
    private readonly callbacks: HandCallbacks,
  ) {
    this.region = region;
    this.ring = scene.add.graphics();
  }

  setRegion(region: Rect, tileHeight: number): void {
    this.region = region;
    this.tileHeight = tileHeight;
    this.render(this.state, 0);
  }

  /**
   * Every tile's place in the hand, in screen pixels, with its half (the tile is 2 halves
   * tall), whether its face shows numerals, whether it lies face down, and its tag.
   */
  spots(): {
    tile: Tile;
    x: number;
    y: number;
    half: number;
    numerals: boolean;
    faceDown: boolean;
    tag: string | null;
    sideways: boolean;
  }[] {
    return [...this.slots].map(([tile, s]) => {
      const sprite = this.sprites.get(tile);
      const tag = sprite?.getData('tag') as Phaser.GameObjects.Text | undefined;
      return {
        tile,
        x: s.x,
        y: s.y,
        half: this.half,
        numerals: sprite?.showsNumerals ?? false,
        faceDown: sprite?.getData('down') === true,
        tag: tag?.text ?? null,
        sideways: s.sideways !== null,
      };
    });
  }

  /** Some tile is still easing to its place (a tap is best made where it comes to rest). */
  moving(): boolean {
    for (const sprite of this.sprites.values())
      if (this.scene.tweens.getTweensOf(sprite).length > 0) return true;
    return false;
  }

  /** A tile's half in the hand as it is laid out now. */
  tileHalf(): number {
    return this.half;
  }

  /** Where a tile sits (or would sit) in the hand, in screen pixels. */
  slotOf(tile: Tile): { x: number; y: number; half: number } | null {
    const s = this.slots.get(tile);
    return s ? { ...s, half: this.half } : null;
  }

  render(state: HandState, ms: number): void {
    this.state = state;
    const { tiles } = state;
    for (const [tile, sprite] of this.sprites) {
      if (!tiles.includes(tile)) {
        sprite.destroy();
        this.sprites.delete(tile);
      }
    }
    const layout = handLayout({
      tiles,
      region: this.region,
      tileHeight: this.tileHeight,
      selected: state.selected,
      ...(state.gapBefore ? { gapBefore: state.gapBefore } : {}),
      ...(state.sideways ? { sideways: state.sideways } : {}),
    });
    this.half = layout.half;
    this.slots.clear();
    tiles.forEach((tile) => {
      const slot = layout.slots.get(tile);
      if (!slot) return;
      const { x, y } = slot;
      this.slots.set(tile, slot);
      let sprite = this.sprites.get(tile);
      if (!sprite) {
        sprite = new TileSprite(this.scene, x, y + this.half, {
          ends: [hi(tile), lo(tile)],
          half: this.half,
          angle: 0,
        });
        sprite.setAlpha(0);
        this.scene.add.existing(sprite);
        this.wire(sprite, tile);
        this.sprites.set(tile, sprite);
      }
      const made = sprite.getData('made') as number | undefined;
      if (made === undefined) sprite.setData('made', this.half);
      const down = state.faceDown?.has(tile) ?? false;
      // Upright with the higher end up, or a planned train's link, turned to meet the one before.
      const ends: readonly [number, number] = slot.sideways ?? [hi(tile), lo(tile)];
      const look = down ? 'down' : `${ends.join('|')}${slot.sideways ? ' sideways' : ''}`;
      if (sprite.getData('look') !== look) {
        sprite
          .setData('look', look)
          .setData('down', down)
          .setEnds(down ? null : ends);
        sprite.tileAngle = slot.sideways ? tileAngle(ends[0], ends[1], 'left') : 0;
      }
      sprite.setScale(this.half / (made ?? this.half)).setNumerals(!!state.numerals, this.half);
      this.tag(sprite, state.tags?.get(tile) ?? null);
      const dim = state.playable !== null && !state.playable.has(tile);
      this.scene.tweens.killTweensOf(sprite);
      // A tag shows once its tile is at rest: tiles sliding past one another (a hand sorted
      // anew) never carry their tags across each other.
      const tag = sprite.getData('tag') as Phaser.GameObjects.Text | undefined;
      const moves = ms > 0 && (Math.abs(sprite.x - x) > 1 || Math.abs(sprite.y - y) > 1);
      tag?.setVisible(!moves);
      if (ms > 0)
        this.scene.tweens.add({
          targets: sprite,
          x,
          y,
          alpha: dim ? 0.45 : 1,
          duration: ms,
          ease: 'Cubic.easeOut',
          onComplete: () => tag?.setVisible(true),
        });
      else sprite.setPosition(x, y).setAlpha(dim ? 0.45 : 1);
    });
    this.drawRing();
  }

  /**
   * The tile's tag over its middle line (where no pip lies), inside the tile: clear of the
   * ring, the buttons above and the screen's edges. A child of its sprite, it moves with it.
   */
  private tag(sprite: TileSprite, words: string | null): void {
    const old = sprite.getData('tag') as Phaser.GameObjects.Text | undefined;
    if ((old?.text ?? null) === words) return;
    old?.destroy();
    sprite.setData('tag', undefined);
    if (words === null) return;
    // In the sprite's own units: the half it was made with (its scale follows the hand's).
    const made = (sprite.getData('made') as number | undefined) ?? this.half;
    const tag = new Phaser.GameObjects.Text(this.scene, 0, 0, words, {
      ...textStyle(Math.max(11, made * 0.3), { bold: true, colour: css.ink }),
      backgroundColor: css.gold,
      padding: { x: Math.round(made * 0.1), y: 0 },
    }).setOrigin(0.5);
    sprite.add(tag);
    sprite.setData('tag', tag);
  }

  private drawRing(): void {
    const g = this.ring;
    g.clear();
    const sel = this.state.selected;
    const slot = sel !== null ? this.slots.get(sel) : undefined;
    if (!slot) return;
    const [sw, sh] = slotSize(slot, this.half);
    const w = sw + 8;
    const h = sh + 8;
    g.lineStyle(3, colours.highlight, 1);
    g.strokeRoundedRect(slot.x - w / 2, slot.y - h / 2, w, h, 8);
    this.scene.children.bringToTop(g);
  }

  private wire(sprite: TileSprite, tile: Tile): void {
    const img = sprite.image;
    img.setInteractive({ useHandCursor: true, draggable: true });
    // Set by a drag's move and kept through its end: Phaser sends the release that ends a
    // drag after `dragend`, and that release is not a tap (it would play the chosen tile).
    let dragged = false;
    img.on('pointerup', () => {
      if (dragged) dragged = false;
      else this.callbacks.onTap(tile);
    });
    img.on('dragstart', () => {
      dragged = false;
      if (this.state.playable?.has(tile)) this.callbacks.onDragStart(tile);
    });
    img.on('drag', (pointer: Phaser.Input.Pointer) => {
      if (!this.state.playable?.has(tile)) return;
      if (
        !dragged &&
        Phaser.Math.Distance.Between(pointer.downX, pointer.downY, pointer.x, pointer.y) <
          8 * pixelRatio()
      )
        return;
      dragged = true;
      this.scene.children.bringToTop(sprite);
      const at = cssPointer(pointer);
      sprite.setPosition(at.x, at.y);
    });
    img.on('dragend', (pointer: Phaser.Input.Pointer) => {
      if (!dragged) return;
      const at = cssPointer(pointer);
      const played = this.callbacks.onDrop(tile, at.x, at.y);
      if (!played) this.render(this.state, 180);
    });
  }

  /** The sprite of a tile in hand (to fly it to the table). */
  take(tile: Tile): TileSprite | null {
    const s = this.sprites.get(tile) ?? null;
    if (s) this.sprites.delete(tile);
    return s;
  }

  destroy(): void {
    this.sprites.forEach((s) => s.destroy());
    this.sprites.clear();
    this.ring.destroy();
  }
}
