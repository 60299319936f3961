/**
 * The game library in the browser's IndexedDB, through `idb`: one object store of finished
 * games (`ArchivedGame`, keyed by id, indexed by date) and one of settings (when the
 * statistics were last reset). At most MAX_GAMES are kept; the oldest go first. When
 * IndexedDB is missing, refused or full, the library says so once (`onProblem`) and goes on
 * in memory for the visit: play is never stopped by it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ArchivedGame } from './game';

export const DB_NAME = 'horse-race';
export const DB_VERSION = 1;
/** The library's size limit: 8 to 15 KB a game, so 15 MB at most (docs/storage.md). */
export const MAX_GAMES = 1000;

interface Schema extends DBSchema {
  games: { key: string; value: ArchivedGame; indexes: { finishedAt: string } };
  settings: { key: string; value: string };
}

export interface Library {
  /** Keeps a finished game; keeping the same game again (same id) changes nothing. */
  add(game: ArchivedGame): Promise<void>;
  /** Keeps these games (an import); the ones already kept are skipped. */
  addMany(games: readonly ArchivedGame[]): Promise<{ added: number; skipped: number }>;
  /** Every kept game, oldest first. */
  all(): Promise<ArchivedGame[]>;
  /** Forgets one game. */
  remove(id: string): Promise<void>;
  /** When the statistics were last reset (ISO 8601), or null. */
  statsFrom(): Promise<string | null>;
  setStatsFrom(iso: string | null): Promise<void>;
  /** Why games are not being kept in the browser, or null while they are. */
  problem(): string | null;
}

export interface LibraryDeps {
  /** Told once, the first time games cannot be kept (storage full or unavailable). */
  readonly onProblem: (message: string) => void;
}

const UNAVAILABLE =
  'Your games cannot be kept in this browser (its storage is off or unavailable): they last until the page is closed.';
const FULL =
  "The browser's storage is full: new games are kept only until the page is closed. Export or delete some games to make room.";

function byDate(a: ArchivedGame, b: ArchivedGame): number {
  return a.finishedAt < b.finishedAt ? -1 : a.finishedAt > b.finishedAt ? 1 : 0;
}

export function createLibrary(deps: LibraryDeps): Library {
  const memory = new Map<string, ArchivedGame>();
  let memoryStatsFrom: string | null = null;
  let problem: string | null = null;
  const report = (message: string): void => {
    if (problem !== null) return;
    problem = message;
    deps.onProblem(message);
  };
  const isFull = (e: unknown): boolean =>
    e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22);

  let opened: Promise<IDBPDatabase<Schema> | null> | null = null;
  const db = (): Promise<IDBPDatabase<Schema> | null> => {
    opened ??= (async () => {
      // `idb` opens the global IndexedDB; some private modes have none, or refuse it.
      if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
      return openDB<Schema>(DB_NAME, DB_VERSION, {
        upgrade(database) {
          const games = database.createObjectStore('games', { keyPath: 'id' });
          games.createIndex('finishedAt', 'finishedAt');
          database.createObjectStore('settings');
        },
      });
    })().catch(() => {
      report(UNAVAILABLE);
      return null;
    });
    return opened;
  };

  /**
   * Keeps the games not kept yet, in the database; where that fails, in memory for the visit
   * (and says so once). Resolves to how many were new.
   */
  async function write(games: readonly ArchivedGame[]): Promise<number> {
    const d = await db();
    if (d) {
      try {
        const tx = d.transaction('games', 'readwrite');
        let added = 0;
        for (const g of games) {
          if (memory.has(g.id) || (await tx.store.count(g.id)) > 0) continue;
          await tx.store.put(g);
          added++;
        }
        await tx.done;
        await trim(d);
        return added;
      } catch (e) {
        report(isFull(e) ? FULL : UNAVAILABLE);
      }
    }
    let added = 0;
    for (const g of games) {
      if (memory.has(g.id)) continue;
      memory.set(g.id, g);
      added++;
    }
    return added;
  }

  /** Drops the oldest games beyond MAX_GAMES. */
  async function trim(d: IDBPDatabase<Schema>): Promise<void> {
    const count = await d.count('games');
    if (count <= MAX_GAMES) return;
    const tx = d.transaction('games', 'readwrite');
    let cursor = await tx.store.index('finishedAt').openCursor();
    for (let extra = count - MAX_GAMES; cursor && extra > 0; extra--) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  }

  async function all(): Promise<ArchivedGame[]> {
    const d = await db();
    const kept = new Map(memory);
    if (d) {
      try {
        for (const g of await d.getAllFromIndex('games', 'finishedAt')) kept.set(g.id, g);
      } catch {
        report(UNAVAILABLE);
      }
    }
    return [...kept.values()].sort(byDate);
  }

  return {
    add: async (game) => void (await write([game])),
    async addMany(games) {
      const added = await write(games);
      return { added, skipped: games.length - added };
    },
    all,
    async remove(id) {
      memory.delete(id);
      const d = await db();
      await d?.delete('games', id).catch(() => undefined);
    },
    async statsFrom() {
      const d = await db();
      if (!d) return memoryStatsFrom;
      try {
        return (await d.get('settings', 'statsFrom')) ?? memoryStatsFrom;
      } catch {
        return memoryStatsFrom;
      }
    },
    async setStatsFrom(iso) {
      memoryStatsFrom = iso;
      const d = await db();
      if (!d) return;
      try {
        if (iso === null) await d.delete('settings', 'statsFrom');
        else await d.put('settings', iso, 'statsFrom');
      } catch (e) {
        report(isFull(e) ? FULL : UNAVAILABLE);
      }
    },
    problem: () => problem,
  };
}
