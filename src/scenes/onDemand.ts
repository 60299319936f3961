/** Scenes in chunks of their own, loaded the first time they are asked for (see main.ts). */
import type * as Phaser from 'phaser';

/**
 * Scenes in a chunk of their own, added to the game the first time they are asked for (a
 * failed load, say offline before the first visit cached it, may be asked for again).
 * `add` puts each loaded scene into the game.
 */
export function scenesOnDemand(
  add: (scene: Phaser.Scene) => void,
): (load: () => Promise<readonly Phaser.Scene[]>) => () => Promise<void> {
  return (load) => {
    let pending: Promise<void> | null = null;
    return () =>
      (pending ??= load().then(
        (scenes) => {
          for (const scene of scenes) add(scene);
        },
        (err: unknown) => {
          pending = null;
          throw err instanceof Error ? err : new Error(String(err));
        },
      ));
  };
}
