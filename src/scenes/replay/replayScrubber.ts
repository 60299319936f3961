/**
 * The replay viewer's scrubber (issue 26, item 11): a track across the whole game, a tick where
 * each hand is dealt, the part already seen in gold and a knob where the viewer stands. A tap
 * or a drag along it goes to that position (`replayAt` in view/familyReplay.ts maps the point to one). A
 * finger's height (44 px), tagged as a control for `boxes()`.
 */
import * as Phaser from 'phaser';
import { tagBox } from '../../ui/boxes';
import { cssPointer } from '../../ui/hiDpi';
import { colours } from '../../ui/theme';

/** The track's centre and size on the screen. */
export interface NavSpot {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export class ReplayScrubber {
  readonly container: Phaser.GameObjects.Container;
  private readonly track: Phaser.GameObjects.Graphics;
  private readonly zone: Phaser.GameObjects.Zone;
  private spot: NavSpot = { x: 0, y: 0, w: 1, h: 44 };
  private fraction = 0;
  private dragging = false;

  constructor(
    scene: Phaser.Scene,
    /** Where each hand starts along the track (0 to 1). */
    private readonly ticks: readonly number[],
    /** A point of the track was tapped or dragged to (0 to 1). */
    private readonly seek: (fraction: number) => void,
  ) {
    this.track = scene.add.graphics();
    this.zone = scene.add.zone(0, 0, 1, 44).setInteractive({ useHandCursor: true });
    this.container = scene.add.container(0, 0, [this.track, this.zone]);
    const at = (p: Phaser.Input.Pointer): number => {
      const left = this.spot.x - this.spot.w / 2;
      return (cssPointer(p).x - left) / this.spot.w;
    };
    this.zone.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      this.dragging = true;
      this.seek(at(p));
    });
    const move = (p: Phaser.Input.Pointer): void => {
      if (this.dragging && p.isDown) this.seek(at(p));
    };
    const up = (): void => {
      this.dragging = false;
    };
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, move);
    scene.input.on(Phaser.Input.Events.POINTER_UP, up);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.input.off(Phaser.Input.Events.POINTER_MOVE, move);
      scene.input.off(Phaser.Input.Events.POINTER_UP, up);
    });
  }

  /** Where the track is (its centre and size). */
  get where(): NavSpot {
    return this.spot;
  }

  /** Whether a point (CSS pixels) is on the track: a swipe starting there is a drag of it. */
  contains(x: number, y: number): boolean {
    const s = this.spot;
    return Math.abs(x - s.x) <= s.w / 2 && Math.abs(y - s.y) <= s.h / 2;
  }

  /** Where the track goes (its centre and size). */
  place(spot: NavSpot): void {
    this.spot = spot;
    this.container.setPosition(spot.x, spot.y);
    this.zone.setSize(spot.w, spot.h);
    if (this.zone.input) (this.zone.input.hitArea as Phaser.Geom.Rectangle).setSize(spot.w, spot.h);
    tagBox(this.track, 'button', 'scrubber', {
      x: -spot.w / 2,
      y: -spot.h / 2,
      w: spot.w,
      h: spot.h,
    });
    this.draw();
  }

  /** The knob at `fraction` of the way along (0 to 1). */
  show(fraction: number): void {
    if (fraction === this.fraction) return;
    this.fraction = fraction;
    this.draw();
  }

  private draw(): void {
    const g = this.track.clear();
    const { w } = this.spot;
    const r = 11;
    // The track runs between the knob's centres at either end.
    const left = -w / 2 + r + 2;
    const span = w - 2 * (r + 2);
    const x = left + span * this.fraction;
    g.fillStyle(colours.panel, 0.8).fillRoundedRect(-w / 2, -16, w, 32, 12);
    g.fillStyle(0xffffff, 0.22).fillRoundedRect(left, -3, span, 6, 3);
    g.fillStyle(colours.gold, 1).fillRoundedRect(left, -3, Math.max(0, x - left), 6, 3);
    g.fillStyle(0xffffff, 0.55);
    for (const t of this.ticks) g.fillRect(left + span * t - 1, -9, 2, 18);
    g.fillStyle(colours.gold, 1).fillCircle(x, 0, r);
    g.lineStyle(2, colours.ink, 0.8).strokeCircle(x, 0, r);
  }
}
