/** A browser-free session for tests: the random chooser, instant speed, errors thrown. */
import { randomChooser, type SaveStorage } from '../../src/machine/index';
import type { Prefs } from '../../src/scenes/services';
import { createSession } from '../../src/session';

export function testSession(storage: SaveStorage) {
  let prefs: Prefs = { speed: 'instant', reducedMotion: false, hints: true };
  return createSession({
    storage,
    chooser: randomChooser,
    now: () => 0,
    randomSeed: () => 'AAAAAA' as never,
    prefs: { get: () => prefs, set: (p) => void (prefs = { ...prefs, ...p }) },
    onError: (m) => {
      throw new Error(m);
    },
  });
}
