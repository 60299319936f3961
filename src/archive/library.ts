/**
 * The library as the screens use it (`Services.library`): finished games kept as they end,
 * read back newest first, exported and imported as `.jsonl`, and the statistics' reset
 * mark. Wraps the IndexedDB store (store.ts) and the file format (jsonl.ts).
 */
import type { RecordJson } from '../engine/core/family';
import { archiveEntry, fromRecord, type ArchivedGame, type SeatInfo } from './game';
import { exportName, parseJsonl, toJsonl, toLine } from './jsonl';
import type { Library } from './store';
import type { GameContext } from '../machine/context';

export interface ImportReport {
  readonly ok: boolean;
  /** A sentence for people: what was added, or why nothing was. */
  readonly message: string;
}

export interface LibraryApi {
  /** Every kept game, newest first. */
  games(): Promise<ArchivedGame[]>;
  /** Downloads these games as a `.jsonl` file. */
  exportGames(games: readonly ArchivedGame[]): void;
  /** Asks for a file and adds its games; a bad file changes nothing. Null when cancelled. */
  importFile(): Promise<ImportReport | null>;
  /** Adds the games in a file's text (what importFile does once it has the text). */
  importText(text: string): Promise<ImportReport>;
  remove(id: string): Promise<void>;
  /** Statistics count games from this date on (ISO 8601); null: all of them. */
  statsFrom(): Promise<string | null>;
  resetStats(): Promise<void>;
  /** Why games are not kept in the browser just now, or null. */
  problem(): string | null;
  /**
   * Keeps a finished online game: its record as the server sent it, the seats as the table
   * had them, and the reader's own seat (`you`, -1 for a spectator), whose result it keeps.
   */
  keepOnline(record: RecordJson, seats: readonly SeatInfo[], you: number): void;
}

export interface LibraryDeps {
  readonly store: Library;
  readonly now: () => Date;
  readonly download: (name: string, text: string) => void;
  readonly pick: () => Promise<string | null>;
}

export function createLibraryApi(deps: LibraryDeps): LibraryApi & {
  /** Keeps the game in `context` if it has just ended (once per game). */
  keep(context: GameContext, practice: boolean): void;
  /** The kept records as exported (record + meta), oldest first: window.horseRace.archive(). */
  records(): Promise<unknown[]>;
} {
  const { store } = deps;
  let lastKept: string | null = null;
  const api: LibraryApi = {
    games: async () => (await store.all()).reverse(),
    exportGames: (games) => deps.download(exportName(games, deps.now()), toJsonl(games)),
    async importFile() {
      const text = await deps.pick();
      return text === null ? null : api.importText(text);
    },
    async importText(text) {
      const read = parseJsonl(text, deps.now());
      if (!read.ok) return { ok: false, message: `Nothing was imported. ${read.message}` };
      const { added, skipped } = await store.addMany(read.games);
      const games = (n: number): string => `${n} game${n === 1 ? '' : 's'}`;
      const already = skipped > 0 ? ` (${games(skipped)} already in your library)` : '';
      return { ok: true, message: `${games(added)} imported${already}.` };
    },
    remove: (id) => store.remove(id),
    statsFrom: () => store.statsFrom(),
    resetStats: () => store.setStatsFrom(deps.now().toISOString()),
    problem: () => store.problem(),
    keepOnline(record, seats, you) {
      const made = fromRecord(record, {
        finishedAt: deps.now().toISOString(),
        seats,
        seed: null,
        practice: false,
        you,
      });
      if (made.ok) void store.add(made.game);
    },
  };
  return {
    ...api,
    keep(context, practice) {
      if (!context.game.over) {
        lastKept = null;
        return;
      }
      if (lastKept !== null) return;
      const game = archiveEntry(context, deps.now().toISOString(), practice);
      if (!game) return;
      lastKept = game.id;
      void store.add(game);
    },
    records: async () => (await store.all()).map((g) => JSON.parse(toLine(g)) as unknown),
  };
}
