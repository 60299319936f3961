/**
 * The family table's motion: each step's `FamilyMotion`s (from the family's events) played
 * in order, one step after another: a tile flies from its seat or the boneyard to its place
 * (the board's piece stays hidden until it lands), a finished trick gathers to its taker, a
 * bid or a marker pops in. The picture is already the settled one, so a tap meanwhile counts
 * as on a still table. Pace follows the speed and reduced-motion preferences; the instant
 * pace plays nothing. It decides no rule: where things go comes from the view and the picture.
 */
import type * as Phaser from 'phaser';
import { hi, lo, type Tile } from '../../engine/core/tiles';
import type { FamilyMotion, FamilyPlace, FamilyTableView } from '../../view/familyTable';
import { seatChipRects, type FamilyRegions } from '../../view/familyRegions';
import type { HandView } from '../../ui/handView';
import { colours } from '../../ui/theme';
import { TileSprite } from '../../ui/tileSprite';
import type { BoardPiece, FamilyBoardDrawer } from '../drawers/familyDrawer';
import { FLIGHT_DEPTH, fly } from '../table/flights';

type Spot = { readonly x: number; readonly y: number };

/** The table as it was before a step was drawn: the board's pieces and the hand's tiles. */
export interface FamilyPicture {
  readonly pieces: ReadonlyMap<string, BoardPiece>;
  readonly hand: ReadonlyMap<Tile, Spot & { readonly half: number }>;
}

export interface FamilyAnimatorHost {
  readonly scene: Phaser.Scene;
  /** Milliseconds for an animation of `base` ms at the player's pace (0: none). */
  ms(base: number): number;
  /** The picture now. */
  picture(): FamilyPicture;
  /** Where a seat sits: another's chip, or the viewer's hand (null: the hand's middle). */
  seatSpot(seat: number): Spot | null;
  readonly viewer: () => number | null;
  /** A tile's half in the person's hand, for a tile that lands in a hand or at a seat. */
  tileHalf(): number;
}

export class FamilyAnimator {
  private queue: Promise<void> = Promise.resolve();
  /** Board pieces whose tile is still on its way: hidden in every picture until it lands. */
  private readonly waiting = new Map<string, number>();

  constructor(private readonly host: FamilyAnimatorHost) {}

  /** A step's motions, after the steps before; `before` is the picture the step changed. */
  run(motions: readonly FamilyMotion[], before: FamilyPicture): void {
    if (motions.length === 0 || this.host.ms(100) <= 0) return;
    const landing = motions.flatMap((m) =>
      m.kind === 'tile' && m.to.kind === 'piece' ? [m.to.key] : [],
    );
    landing.forEach((k) => this.waiting.set(k, (this.waiting.get(k) ?? 0) + 1));
    this.hideWaiting();
    this.queue = this.queue
      .then(() => this.play(motions, before))
      .catch(() => undefined)
      .finally(() => landing.forEach((k) => this.landed(k)));
  }

  /** Plays `then` once the motions queued so far are over (a moment after the step that ends a game). */
  after(then: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(then).catch(() => undefined);
    return this.queue;
  }

  /** Where a seat sits now: its badge, or the middle of the person's hand. */
  seatSpot(seat: number): Spot | null {
    return this.host.seatSpot(seat);
  }

  /** The picture now (the next step's start). */
  picture(): FamilyPicture {
    return this.host.picture();
  }

  /** After the picture is drawn again: the pieces still on their way stay hidden. */
  hideWaiting(): void {
    const pieces = this.host.picture().pieces;
    for (const key of this.waiting.keys()) pieces.get(key)?.object?.setVisible(false);
  }

  private landed(key: string): void {
    const n = (this.waiting.get(key) ?? 1) - 1;
    if (n > 0) this.waiting.set(key, n);
    else {
      this.waiting.delete(key);
      this.host.picture().pieces.get(key)?.object?.setVisible(true);
    }
  }

  private async play(motions: readonly FamilyMotion[], before: FamilyPicture): Promise<void> {
    for (const m of motions) {
      if (m.kind === 'tile') await this.tile(m.tile, m.from, m.to, before);
      else if (m.kind === 'gather') await this.gather(m.keys, m.to, before);
      else this.pop(m.key, m.gone, before, m.anew);
    }
  }

  /** Where a place is: `then` for where a piece starts (the picture before), else now. */
  private spot(place: FamilyPlace, tile: Tile | null, then: FamilyPicture | null): Spot | null {
    if (place.kind === 'piece') return (then ?? this.host.picture()).pieces.get(place.key) ?? null;
    if (place.seat === this.host.viewer() && tile !== null) {
      const inHand = (then ?? this.host.picture()).hand.get(tile);
      if (inHand) return inHand;
    }
    return this.host.seatSpot(place.seat);
  }

  private async tile(
    tile: Tile | null,
    from: FamilyPlace,
    to: FamilyPlace,
    before: FamilyPicture,
  ): Promise<void> {
    const start = this.spot(from, tile, before);
    const end = this.spot(to, tile, null);
    const landing = to.kind === 'piece' ? this.host.picture().pieces.get(to.key)?.tile : undefined;
    if (!start || !end) return;
    const half = landing?.half ?? this.host.tileHalf();
    const ends = tile === null ? null : landing ? landing.ends : ([hi(tile), lo(tile)] as const);
    const sprite = new TileSprite(this.host.scene, start.x, start.y, { ends, half, angle: 0 });
    if (landing?.numerals) sprite.setNumerals(true, half);
    const what = tile === null || ends === null ? 'back' : `tile:${hi(tile)}-${lo(tile)}`;
    const also = landing ? { tileAngle: landing.angle } : undefined;
    await fly(this.host.scene, sprite, end, this.host.ms(380), { what, also });
  }

  /** Pieces of the picture before (a finished trick) fly together to a seat and fade. */
  private async gather(
    keys: readonly string[],
    to: FamilyPlace,
    before: FamilyPicture,
  ): Promise<void> {
    const end = this.spot(to, null, null);
    if (!end) return;
    const d = this.host.ms(420);
    await Promise.all(
      keys.map((key, k) => {
        const piece = before.pieces.get(key);
        if (!piece?.tile) return Promise.resolve();
        const { ends, half, angle } = piece.tile;
        const sprite = new TileSprite(this.host.scene, piece.x, piece.y, { ends, half, angle });
        if (piece.tile.numerals) sprite.setNumerals(true, half);
        const also = { alpha: 0.2, scale: 0.55 };
        const what = ends ? `tile:${Math.max(...ends)}-${Math.min(...ends)}` : 'back';
        return fly(this.host.scene, sprite, end, d, { what, also, delay: k * this.host.ms(40) });
      }),
    );
  }

  /** A piece appears (grows in, with a ring) or goes (a ring where it was). */
  private pop(key: string, gone: boolean, before: FamilyPicture, anew = false): void {
    const now = this.host.picture().pieces.get(key);
    const then = before.pieces.get(key);
    // Only a change shows: a marker set that lay there already, or lifted that never lay, is
    // none (but a piece said anew pops where it lies).
    const piece = gone ? (then && !now ? then : null) : now && (!then || anew) ? now : null;
    if (!piece) return;
    const scene = this.host.scene;
    const d = this.host.ms(320);
    if (!gone && piece.object) {
      const object = piece.object;
      object.alpha = 0;
      object.scale = 0.5;
      scene.tweens.add({ targets: object, alpha: 1, scale: 1, duration: d, ease: 'Back.easeOut' });
    }
    const ring = scene.add.graphics({ x: piece.x, y: piece.y }).setDepth(FLIGHT_DEPTH);
    ring.lineStyle(3, gone ? colours.ivoryShade : colours.gold, 1).strokeCircle(0, 0, 14);
    scene.tweens.add({
      targets: ring,
      scale: 2,
      alpha: 0,
      duration: d * 1.4,
      onComplete: () => ring.destroy(),
    });
  }
}

/** What the table shows now, for the animator's host (`tableMotionHost`). */
export interface FamilyShownNow {
  readonly view: Pick<FamilyTableView, 'seats' | 'viewer'>;
  readonly regions: FamilyRegions | null;
  readonly drawer: FamilyBoardDrawer<never> | null;
  readonly hand: HandView;
}

/** The animator's host over the family table's parts (the scene's, read when asked). */
export function tableMotionHost(
  scene: Phaser.Scene,
  shown: () => FamilyShownNow,
  ms: (base: number) => number,
): FamilyAnimatorHost {
  const picture = (): FamilyPicture => {
    const { drawer, hand } = shown();
    return {
      pieces: new Map(drawer?.pieces() ?? []),
      hand: new Map(hand.spots().map((s) => [s.tile, s])),
    };
  };
  return {
    scene,
    ms,
    picture,
    viewer: () => shown().view.viewer,
    seatSpot: (seat) => {
      const { view, regions } = shown();
      if (!regions) return null;
      if (seat === view.viewer)
        return { x: regions.hand.x + regions.hand.w / 2, y: regions.hand.y + regions.hand.h / 2 };
      const chip = seatChipRects(view.seats, view.viewer, regions).find((c) => c.seat === seat);
      return chip ? { x: chip.rect.x + chip.rect.w / 2, y: chip.rect.y + chip.rect.h / 2 } : null;
    },
    tileHalf: () => shown().hand.tileHalf(),
  };
}
