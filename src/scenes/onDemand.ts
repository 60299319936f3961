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

/** The URL of the module a failed dynamic import names in its error, if any. */
export function failedModuleUrl(err: unknown): string | null {
  const message = err instanceof Error ? err.message : String(err);
  return /(https?:\/\/[^\s'"]+\.js)/.exec(message)?.[1] ?? null;
}

let retries = 0;

/**
 * A dynamic import that asks again after a failure. The browser keeps a failed import's
 * failure under the module's URL (Chromium does, as the HTML module map says), so once the
 * network is back the same `import()` would still fail; the retry asks for the same file
 * under a fresh query instead.
 */
export async function importAgain<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    const url = failedModuleUrl(err);
    if (url === null) throw err;
    retries++;
    return (await import(/* @vite-ignore */ `${url}?retry=${retries}`)) as T;
  }
}
