/**
 * The domino layout on screen: the placed tiles where the geometry puts them,
 * the ghost targets of a chosen tile (with hint badges), and a camera that
 * zooms and pans smoothly to keep everything in sight. Positions come from
 * layout.ts; legal targets arrive as data.
 */
import type * as Phaser from 'phaser';
import type { Layout } from '../engine/line/layout';
import { formatTile, hi, lo, type Tile } from '../engine/core/tiles';
import type { Bounds, GhostPlacement, LayoutGeometry, Rect } from '../view/line/layout';
import type { GhostSpot } from '../view/line/litPlaces';
import { aspectStep, fitLayout, rectsBounds, tableLayout } from '../view/line/layoutFit';
import type { TagRect } from '../view/line/badgeSpot';
import { numeralsAt } from '../view/pips';
import { TileSprite } from './tileSprite';
import type { Rect as ScreenRect } from '../view/tableRegions';
import { tagBox } from './boxes';
import { drawBadge, drawSpot, LayoutMarks } from './layoutMarks';

/** The room kept for a hint badge round the layout, in tile units (about a badge's size). */
const BADGE_ROOM = [2.4, 0.8] as const;

/** The texture angle for a tile whose `near` pip sits where a horizontal image's left half would be at `angle`. */
export function textureAngle(angle: number, nearIsHigh: boolean): number {
  return angle - 90 + (nearIsHigh ? 0 : 180);
}

export interface Target {
  readonly ghost: GhostSpot;
  /** The place lit: the ghost's rectangle, or its double's for a double (`litPlaces`). */
  readonly rect: Rect;
  readonly tile: Tile;
  /** The hint badge ("20 → +4"), or null for none. */
  readonly badge: string | null;
  readonly scores: boolean;
  readonly selected: boolean;
  readonly onPick: () => void;
}

/**
 * Names a layout tile for `boxes()` (with " numerals" while it shows them): its face image,
 * upright before its angle, is one texture half wide and two long about its centre.
 */
export function tagTile(sprite: TileSprite, name: string): void {
  const h = sprite.textureHalf;
  const id = `tile:${name}${sprite.showsNumerals ? ' numerals' : ''}`;
  tagBox(sprite.image, 'tile', id, { x: -h / 2, y: -h, w: h, h: 2 * h });
}

export class LayoutView {
  readonly world: Phaser.GameObjects.Container;
  /** Under the world, moved and scaled with it: the glows behind tiles a lesson points at. */
  private readonly haloLayer: Phaser.GameObjects.Container;
  /** The halos and the last play's ring. */
  private readonly marks: LayoutMarks;
  private readonly targetLayer: Phaser.GameObjects.Container;
  private sprites: TileSprite[] = [];
  /** The ghost tiles of the targets shown. */
  private ghostSprites: TileSprite[] = [];
  /**
   * Whether tiles show numerals: the set's tiles always do (`numeralsForSet`), or the
   * camera's zoom leaves their halves too small for pips.
   */
  private numerals = false;
  /** Every tile of the set shows numerals, whatever its size (Settings, a big set). */
  private setNumerals = false;
  private geometry: LayoutGeometry | null = null;
  private layoutRef: Layout | null = null;
  private region: ScreenRect;
  /** The shape step of the table the geometry was laid on (`aspectStep`). */
  private step: number;
  private zoom = 40;
  private centre = { x: 0, y: 0 };
  private cameraTween: Phaser.Tweens.Tween | null = null;
  private targetRects: { rect: Rect; onPick: () => void }[] = [];
  /** The hint badges drawn, in layout units (kept in view by the camera; a tap picks). */
  private badgeRects: { rect: TagRect; onPick: () => void }[] = [];
  /** The largest half a tile is drawn at (the table's `layoutHalfMax`). */
  private halfMax = Infinity;
  /** Every place a playable tile may go (kept in sight whichever tile is chosen). */
  private reserved: readonly Rect[] = [];
  /** The lit places carry hint badges: the camera keeps room for them round the layout. */
  private badgeRoom = false;
  /** The tile ringed in gold (the last played, at a hand's end). */
  private ringNode: number | null = null;
  /** Where the camera is going (it may still be easing there): the world's place and zoom. */
  private aim = { x: 0, y: 0, zoom: 40 };

  constructor(
    private readonly scene: Phaser.Scene,
    region: ScreenRect,
  ) {
    this.region = region;
    this.step = aspectStep(region);
    this.haloLayer = scene.add.container(0, 0);
    this.world = scene.add.container(0, 0);
    this.targetLayer = scene.add.container(0, 0);
    this.marks = new LayoutMarks(scene, this.haloLayer);
    this.world.add([this.targetLayer, this.marks.ring]);
    this.applyCamera();
  }

  /** The area the layout is fitted in, and the largest half its tiles may be drawn at. */
  setRegion(region: ScreenRect, halfMax = this.halfMax): void {
    this.region = region;
    this.halfMax = halfMax;
    // The table takes the area's new shape on a real change (a turned phone, a resized
    // window) or while no tile would move; a small change keeps tiles where they are.
    const step = aspectStep(region);
    const placed = this.geometry?.tiles.length ?? 0;
    if (step !== this.step && (Math.abs(step - this.step) > 1 || placed <= 1)) {
      this.step = step;
      if (this.layoutRef && placed > 0) {
        const count = this.sprites.length;
        this.sprites.forEach((s) => s.destroy());
        this.sprites = [];
        this.geometry = tableLayout(this.layoutRef, step);
        this.show(this.layoutRef, count, 0);
        return;
      }
    }
    this.fit(0);
  }

  /** Shows the first `count` tiles of `layout` (the geometry of later tiles never moves earlier ones). */
  show(layout: Layout | null, count: number, cameraMs: number): void {
    if (layout !== this.layoutRef) {
      this.layoutRef = layout;
      // A new hand takes the area's shape as it is now.
      if (!layout || layout.nodes.length <= 1) this.step = aspectStep(this.region);
      this.geometry = layout ? tableLayout(layout, this.step) : null;
    }
    const tiles = this.geometry?.tiles ?? [];
    const n = Math.min(count, tiles.length);
    while (this.sprites.length > n) this.sprites.pop()?.destroy();
    for (let i = 0; i < n; i++) {
      const p = tiles[i];
      if (!p) continue;
      const existing = this.sprites[i];
      const angle = textureAngle(p.angle, true);
      if (existing && existing.getData('tile') === p.tile) continue;
      existing?.destroy();
      const sprite = new TileSprite(this.scene, p.cx, p.cy, {
        ends: [hi(p.tile), lo(p.tile)],
        half: 1,
        angle,
        shadowAlpha: 0.3,
      });
      sprite.setData('tile', p.tile).setNumerals(this.numerals, this.zoom);
      tagTile(sprite, formatTile(p.tile));
      this.world.addAt(sprite, i);
      this.sprites[i] = sprite;
    }
    this.world.bringToTop(this.targetLayer);
    this.world.bringToTop(this.marks.ring);
    this.fit(cameraMs);
  }

  /**
   * Whether every tile of the set shows numerals whatever its size (`numeralsForSet`: a big
   * set's, by default); the tiles shown follow at once.
   */
  showNumerals(on: boolean): void {
    if (on === this.setNumerals) return;
    this.setNumerals = on;
    this.applyNumerals();
  }

  /** Numerals or pips on every tile and target at once (so a table never mixes them). */
  private applyNumerals(): void {
    const numerals = this.setNumerals || numeralsAt(this.zoom, this.highest());
    this.numerals = numerals;
    for (const sprite of this.ghostSprites) sprite.setNumerals(numerals, this.zoom);
    for (const sprite of this.sprites) {
      const was = sprite.textureHalf * (sprite.showsNumerals ? -1 : 1);
      sprite.setNumerals(numerals, this.zoom);
      // Its box for `boxes()` follows its face.
      if (was !== sprite.textureHalf * (sprite.showsNumerals ? -1 : 1))
        tagTile(sprite, formatTile(sprite.getData('tile') as Tile));
    }
  }

  /**
   * Rings one tile in gold (the hand's last play, called out at its end), or none. The ring is
   * in layout units, so it follows the camera.
   */
  mark(node: number | null): void {
    this.ringNode = node;
    const p = node === null || node >= this.sprites.length ? null : this.geometry?.tiles[node];
    this.marks.setRing(p ?? null);
  }

  /** The screen position and half-size (pixels) where layout node `node` is drawn. */
  nodeOnScreen(node: number): { x: number; y: number; half: number; angle: number } | null {
    const p = this.geometry?.tiles[node];
    if (!p) return null;
    const s = this.toScreen(p.cx, p.cy);
    return { ...s, half: this.zoom, angle: textureAngle(p.angle, true) };
  }

  /**
   * Glows behind layout nodes (a lesson's highlight, the tiles a quiz asks about): a band just
   * outside each tile's edges, drawn under every tile, so it never covers a pip (a ring over
   * the tile did); [] clears them. The band pulses.
   */
  setHalos(nodes: readonly number[]): void {
    const tiles = this.geometry?.tiles ?? [];
    const rects = nodes.flatMap((n) => {
      const t = n < this.sprites.length ? tiles[n] : undefined;
      return t ? [t] : [];
    });
    this.marks.setHalos(rects);
  }

  /** The halos' boxes on screen (x, y: top left), for tests: each a tile's box and its band. */
  haloBoxes(): { x: number; y: number; w: number; h: number }[] {
    return this.marks.haloRects().map((r) => this.screenBox(r));
  }

  /** Where a tile would go at each open point of the layout shown (in `layout.open` order). */
  ghosts(): readonly GhostPlacement[] {
    return this.geometry?.ghosts ?? [];
  }

  /** The sprite drawn for a node (to hide while its arrival is animated). */
  spriteOf(node: number): TileSprite | null {
    return this.sprites[node] ?? null;
  }

  /**
   * The chosen tile's places as lit spots (a bright plate under the tile's ghost, the same
   * for every place: gold where the play scores, a stronger edge on the place chosen), with
   * their badges; [] clears them. `reserved`: every place a playable tile may go, which the
   * camera keeps in sight, so that it does not move for the tile chosen; `badgeRoom`: room
   * for a badge round it all besides (the family table's line).
   */
  setTargets(targets: readonly Target[], reserved: readonly Rect[] = [], badgeRoom = false): void {
    this.reserved = reserved;
    this.badgeRoom = badgeRoom && targets.some((t) => t.badge !== null);
    this.targetLayer.removeAll(true);
    this.ghostSprites = [];
    this.targetRects = [];
    this.badgeRects = [];
    this.fit(200);
    // Each place's plate: a little larger than the place, its edge at least 2 px (4 chosen).
    const edge = (selected: boolean): number => Math.max(0.05, (selected ? 4 : 2) / this.zoom);
    const plates = targets.map((t) => {
      const pad = 0.06 + edge(t.selected) / 2;
      return { ...t.rect, width: t.rect.width + 2 * pad, height: t.rect.height + 2 * pad };
    });
    targets.forEach((t, i) => {
      const { ghost: g, rect } = t;
      drawSpot(
        this.scene,
        this.targetLayer,
        plates[i] ?? rect,
        t.scores,
        edge(t.selected),
        t.selected,
      );
      const nearIsHigh = hi(t.tile) === g.point.value;
      const angle =
        rect !== g && g.double ? g.double.angle - 90 : textureAngle(g.angle, nearIsHigh);
      const ghost = new TileSprite(this.scene, rect.cx, rect.cy, {
        ends: [hi(t.tile), lo(t.tile)],
        half: 1,
        angle,
        shadowAlpha: 0,
      });
      ghost.setAlpha(0.8).setNumerals(this.numerals, this.zoom);
      this.targetLayer.add(ghost);
      this.ghostSprites.push(ghost);
      this.targetRects.push({ rect, onPick: t.onPick });
    });
    // The badges keep clear of the tiles down, every plate and each other, and in sight.
    const tiles = (this.geometry?.tiles ?? []).slice(0, this.sprites.length);
    const within = this.inSight(4);
    targets.forEach((t, i) => {
      const plate = plates[i];
      const badge = t.badge;
      if (badge === null || !plate) return;
      const avoid = [...tiles, ...plates, ...this.badgeRects.map((b) => b.rect)];
      const spot = drawBadge(this.scene, this.targetLayer, { ...t, badge }, plate, this.zoom, {
        avoid,
        within,
      });
      this.badgeRects.push({ rect: spot, onPick: t.onPick });
    });
  }

  /** The part of the layout in sight once the camera settles, less `margin` pixels, in units. */
  private inSight(margin: number): Bounds {
    const r = this.region;
    const halfW = Math.max(0, r.w / 2 - margin) / this.zoom;
    const halfH = Math.max(0, r.h / 2 - margin) / this.zoom;
    const c = this.centre;
    return { minX: c.x - halfW, minY: c.y - halfH, maxX: c.x + halfW, maxY: c.y + halfH };
  }

  /** The badges' boxes on screen (x, y: top left), in the order drawn (for tests). */
  badgeBoxes(): { x: number; y: number; w: number; h: number }[] {
    return this.badgeRects.map(({ rect }) => this.screenBox(rect));
  }

  /** The ghosts' boxes on screen (x, y: top left), in the order given to setTargets (for tests). */
  targetBoxes(): { x: number; y: number; w: number; h: number }[] {
    return this.targetRects.map(({ rect }) => this.screenBox(rect));
  }

  private screenBox(rect: TagRect): { x: number; y: number; w: number; h: number } {
    const p = this.toScreen(rect.cx - rect.width / 2, rect.cy - rect.height / 2);
    return { x: p.x, y: p.y, w: rect.width * this.scale, h: rect.height * this.scale };
  }

  /** The targets' centres on screen, in the order given to setTargets (for tests). */
  targetSpots(): { x: number; y: number }[] {
    return this.targetRects.map(({ rect }) => this.toScreen(rect.cx, rect.cy));
  }

  /** The target under a screen point, if any (for clicks and drops). */
  targetAt(x: number, y: number): (() => void) | null {
    const u = this.toUnits(x, y);
    for (const { rect, onPick } of this.targetRects) {
      const pad = 0.25;
      if (
        Math.abs(u.x - rect.cx) <= rect.width / 2 + pad &&
        Math.abs(u.y - rect.cy) <= rect.height / 2 + pad
      )
        return onPick;
    }
    for (const { rect, onPick } of this.badgeRects) {
      if (Math.abs(u.x - rect.cx) <= rect.width / 2 && Math.abs(u.y - rect.cy) <= rect.height / 2)
        return onPick;
    }
    return null;
  }

  toScreen(x: number, y: number): { x: number; y: number } {
    return { x: this.world.x + x * this.world.scaleX, y: this.world.y + y * this.world.scaleY };
  }

  toUnits(x: number, y: number): { x: number; y: number } {
    return { x: (x - this.world.x) / this.world.scaleX, y: (y - this.world.y) / this.world.scaleY };
  }

  /** The camera is still gliding to its place (the lit targets move with it). */
  get gliding(): boolean {
    return this.cameraTween !== null;
  }

  /** Pixels per unit now. */
  get scale(): number {
    return this.world.scaleX;
  }

  /** The tiles shown, on screen where the camera is going (x, y: top left). */
  tileBoxes(): { x: number; y: number; w: number; h: number }[] {
    const { x, y, zoom } = this.aim;
    return (this.geometry?.tiles ?? []).slice(0, this.sprites.length).map((t) => ({
      x: x + (t.cx - t.width / 2) * zoom,
      y: y + (t.cy - t.height / 2) * zoom,
      w: t.width * zoom,
      h: t.height * zoom,
    }));
  }

  clear(): void {
    this.setHalos([]);
    this.sprites.forEach((s) => s.destroy());
    this.sprites = [];
    this.mark(null);
    this.setTargets([]);
    this.layoutRef = null;
    this.geometry = null;
  }

  /** Takes the layout off the scene for good (its drawer is done with). */
  destroy(): void {
    this.clear();
    this.cameraTween?.stop();
    this.world.destroy();
    this.haloLayer.destroy();
  }

  /** The highest end on the table or on a target (which decides when numerals show). */
  private highest(): number {
    let most = 0;
    for (const s of [...this.sprites, ...this.ghostSprites]) most = Math.max(most, s.highEnd);
    return most;
  }

  /**
   * What the camera keeps in sight: the tiles shown and every place a playable tile may go
   * (`placesInPlay`), whichever tile is chosen, so choosing one never moves the board; the
   * lit places are among them; and with hint badges, a badge's room round it all, so that a
   * badge at an outer place finds room (`badgeSpot`) clear of the tiles.
   */
  private boundsShown(): Bounds {
    const tiles = (this.geometry?.tiles ?? []).slice(0, this.sprites.length);
    const lit = this.targetRects.map(({ rect }) => rect);
    const b = rectsBounds([...tiles, ...this.reserved, ...lit]);
    // A badge goes just beyond its place's far end: room for one on every side.
    if (!this.badgeRoom) return b;
    const [x, y] = BADGE_ROOM;
    return { minX: b.minX - x, minY: b.minY - y, maxX: b.maxX + x, maxY: b.maxY + y };
  }

  private fit(ms: number): void {
    const r = this.region;
    const fitted = fitLayout(this.boundsShown(), r, this.halfMax);
    this.zoom = fitted.zoom;
    this.centre = { x: fitted.centerX, y: fitted.centerY };
    this.applyNumerals();
    this.cameraTween?.stop();
    this.cameraTween = null;
    const x = r.x + r.w / 2 - this.centre.x * this.zoom;
    const y = r.y + r.h / 2 - this.centre.y * this.zoom;
    this.aim = { x, y, zoom: this.zoom };
    // A new geometry (the area's shape changed) moves the ringed tile: the ring follows.
    this.mark(this.ringNode);
    if (ms <= 0) {
      this.world.setPosition(x, y).setScale(this.zoom);
      this.haloLayer.setPosition(x, y).setScale(this.zoom);
      return;
    }
    this.cameraTween = this.scene.tweens.add({
      targets: [this.world, this.haloLayer],
      x,
      y,
      scaleX: this.zoom,
      scaleY: this.zoom,
      duration: ms,
      ease: 'Sine.easeInOut',
      onComplete: () => {
        this.cameraTween = null;
      },
    });
  }

  private applyCamera(): void {
    this.fit(0);
  }
}
