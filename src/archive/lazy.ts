/**
 * The library without its weight at start-up: the same API as library.ts, loading the store,
 * the file format and `idb` (browser.ts) on first use, which is when a game ends or the
 * History screen opens. Until then nothing is read or written.
 */
import type { GameContext } from '../machine/context';
import type { createBrowserLibrary } from './browser';
import type { LibraryApi } from './library';

export type LazyLibrary = LibraryApi & {
  /** Keeps the game in `context` if it has just ended (once per game). */
  keep(context: GameContext, practice: boolean): void;
  /** The kept games as exported, oldest first (window.horseRace.archive). */
  records(): Promise<unknown[]>;
};

export function createLazyLibrary(onProblem: (message: string) => void): LazyLibrary {
  type Loaded = ReturnType<typeof createBrowserLibrary>;
  let loaded: Promise<Loaded> | null = null;
  let ready: Loaded | null = null;
  const load = (): Promise<Loaded> => {
    loaded ??= import('./browser').then(
      (m) => (ready = m.createBrowserLibrary(onProblem)),
      (err: unknown) => {
        loaded = null;
        throw err instanceof Error ? err : new Error(String(err));
      },
    );
    return loaded;
  };
  return {
    games: async () => (await load()).games(),
    exportGames: (games) => void load().then((l) => l.exportGames(games)),
    importFile: async () => (await load()).importFile(),
    importText: async (text) => (await load()).importText(text),
    remove: async (id) => (await load()).remove(id),
    statsFrom: async () => (await load()).statsFrom(),
    resetStats: async () => (await load()).resetStats(),
    problem: () => ready?.problem() ?? null,
    keepOnline(record, seats, you) {
      void load().then(
        (l) => l.keepOnline(record, seats, you),
        () => onProblem('Your games could not be kept: the library did not load.'),
      );
    },
    keep(context, practice) {
      // Most snapshots are mid-game: nothing to load for them.
      if (!context.game.over && !ready) return;
      if (ready) ready.keep(context, practice);
      else
        void load().then(
          (l) => l.keep(context, practice),
          () => onProblem('Your games could not be kept: the library did not load.'),
        );
    },
    records: async () => (await load()).records(),
  };
}
