/** A session for Node tests: random computer players, instant speed, errors thrown. */
import { randomChooser, type SaveStorage } from '../../src/machine/index';
import { PREFS_DEFAULTS } from '../../src/prefs';
import type { Prefs } from '../../src/scenes/services';
import { createSession, type SessionDeps } from '../../src/session';

export function testSession(storage: SaveStorage, extra: Partial<SessionDeps> = {}) {
  let prefs: Prefs = { ...PREFS_DEFAULTS, speed: 'instant' };
  return createSession({
    storage,
    chooser: randomChooser,
    now: () => 0,
    randomSeed: () => 'AAAAAA' as never,
    prefs: { get: () => prefs, set: (p) => void (prefs = { ...prefs, ...p }) },
    onError: (m) => {
      throw new Error(m);
    },
    ...extra,
  });
}

/** Storage in memory, with its map to look into. */
export function memoryStorage(): SaveStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
