/**
 * The family table's moments, played by the line table's `Celebrator`: once a new step's
 * motions are over, the game won (fanfare, tiles cascading, "You win!") or lost, or a round's
 * end called out over the board where no tile lies; the end's panel waits for it. Which moment
 * is the view's (`view.celebration`); the pace and reduced motion are the player's.
 */
import type * as Phaser from 'phaser';
import type { Celebration } from '../../view/celebration';
import { celebrationMotion } from '../../view/celebration';
import type { FamilyRegions } from '../../view/familyRegions';
import type { Rect } from '../../view/tableRegions';
import { viewSize } from '../../ui/hiDpi';
import { Celebrator, type Celebrated } from '../table/celebrate';
import type { FamilyBoardDrawer } from '../drawers/familyDrawer';
import type { FamilyAnimator } from './familyAnimator';
import { paced } from '../table/flights';
import type { Services } from '../services';

/** The board's tiles and sized pieces (the count, the boneyard) as boxes: a callout keeps clear. */
function tileBoxes(drawer: FamilyBoardDrawer<never> | null): Rect[] {
  return [...(drawer?.pieces().values() ?? [])].flatMap((p) => {
    if (p.size) return [{ x: p.x - p.size.w / 2, y: p.y - p.size.h / 2, ...p.size }];
    if (!p.tile) return [];
    const { half, angle } = p.tile;
    const upright = Math.round(angle / 90) % 2 === 0;
    const [w, h] = upright ? [half, 2 * half] : [2 * half, half];
    return [{ x: p.x - w / 2, y: p.y - h / 2, w, h }];
  });
}

export class FamilyMoment {
  private readonly celebrator: Celebrator;
  /** A moment is queued or playing: the end's panel waits for it. */
  private holding = false;
  /** Counts the moments asked for (and resets): only the latest plays and opens its panel. */
  private gen = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    shown: () => { regions: FamilyRegions | null; drawer: FamilyBoardDrawer<never> | null },
  ) {
    const area = (): Rect => shown().regions?.board ?? { x: 0, y: 0, w: 0, h: 0 };
    this.celebrator = new Celebrator(
      scene,
      {
        scale: 1,
        get calloutArea() {
          return area();
        },
        tileBoxes: () => tileBoxes(shown().drawer),
        band: () => null,
        lanes: () => null,
      },
      services.sound,
      () => 1,
    );
  }

  /** Every moment shown at this table (browser tests). */
  get shown(): readonly Celebrated[] {
    return this.celebrator.shown;
  }

  /** A moment is on its way or showing: the end's panel is not opened yet. */
  get held(): boolean {
    return this.holding;
  }

  /**
   * Plays `c` once `animator`'s motions are over, then `done` (the panel opens, even while the
   * scene is paused under Settings). A later moment, or the table left (`reset`), supersedes
   * it: it neither plays nor opens anything then.
   */
  play(c: Celebration, animator: FamilyAnimator, done: () => void): void {
    const gen = ++this.gen;
    this.holding = true;
    const prefs = this.services.prefs.get();
    const at = ('seat' in c ? animator.seatSpot(c.seat) : null) ?? this.middle();
    const motion = celebrationMotion(prefs);
    void animator
      .after(() =>
        gen === this.gen
          ? this.celebrator.play(c, at, motion, (b) => paced(prefs, b))
          : Promise.resolve(),
      )
      .finally(() => {
        if (gen !== this.gen) return;
        this.holding = false;
        this.celebrator.quiet();
        done();
      });
  }

  /** The table is left or drawn afresh: nothing waits any more, and no moment queued plays. */
  reset(): void {
    this.gen++;
    this.holding = false;
    this.celebrator.quiet();
  }

  private middle(): { x: number; y: number } {
    const { width, height } = viewSize(this.scene);
    return { x: width / 2, y: height / 2 };
  }
}
