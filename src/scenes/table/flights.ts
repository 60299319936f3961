/**
 * One way for a piece to move across any table: a sprite tweened from where it is to its
 * place, drawn over everything on the table and under the pause menu. Every family's
 * animation goes through `fly` (the line's `TableAnimator` and the family table's
 * `FamilyAnimator`), and browser tests read the tiles in flight with `flights()`.
 */
import type * as Phaser from 'phaser';
import { SPEED } from '../../machine/vocabulary';
import type { Prefs } from '../services';

/**
 * Tiles in flight are drawn over everything on the table, the Menu button (1200) included,
 * and under the pause menu (1500): a tile never passes under a button on its way.
 */
export const FLIGHT_DEPTH = 1250;

/** Milliseconds for an animation of `base` ms at the player's pace (0: no animation). */
export function paced(prefs: Prefs, base: number): number {
  const t = base * SPEED[prefs.speed].animation;
  return prefs.reducedMotion ? Math.min(t, 160) : t;
}

/** A piece on its way, as a browser test samples it (canvas pixels). */
export interface Flight {
  /** What flies ("tile:6-4", "back" for a face-down tile, "tiles" for a gathered trick). */
  readonly what: string;
  readonly x: number;
  readonly y: number;
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
}

interface Live {
  readonly what: string;
  readonly sprite: Phaser.GameObjects.Components.Transform;
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
}

const live = new Set<Live>();

/** The pieces in flight now, wherever they fly. */
export function flights(): Flight[] {
  return [...live].map((f) => ({
    what: f.what,
    x: f.sprite.x,
    y: f.sprite.y,
    from: f.from,
    to: f.to,
  }));
}

export interface FlyOptions {
  /** What flies, for `flights()`. */
  readonly what: string;
  readonly delay?: number;
  readonly ease?: string;
  /** Tween values besides x and y (an angle, a scale, an alpha). */
  readonly also?: Readonly<Record<string, number>>;
}

/**
 * Flies `sprite` (added to the scene here, over the table) to `to` over `duration` ms and
 * destroys it on arrival; resolves then. A scene shut down meanwhile resolves it too.
 */
export function fly(
  scene: Phaser.Scene,
  sprite: Phaser.GameObjects.Container | Phaser.GameObjects.Image,
  to: { readonly x: number; readonly y: number },
  duration: number,
  options: FlyOptions,
): Promise<void> {
  scene.add.existing(sprite);
  sprite.setDepth(FLIGHT_DEPTH);
  // Plain points (a place may be a board piece holding its game object).
  const from = { x: sprite.x, y: sprite.y };
  const entry: Live = { what: options.what, sprite, from, to: { x: to.x, y: to.y } };
  live.add(entry);
  return new Promise((resolve) => {
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      scene.events.off('shutdown', finish);
      live.delete(entry);
      sprite.destroy();
      resolve();
    };
    scene.events.once('shutdown', finish);
    scene.tweens.add({
      targets: sprite,
      x: to.x,
      y: to.y,
      ...options.also,
      delay: options.delay ?? 0,
      duration,
      ease: options.ease ?? 'Cubic.easeOut',
      onComplete: finish,
      onStop: finish,
    });
  });
}
