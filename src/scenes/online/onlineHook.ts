/**
 * Browser tests only (?e2e=1): `window.horseRaceOnline` opens or joins an online table and,
 * once its game has started, brings up the table of its family driven by the session, as
 * Play online's lobby does (`onlineTables.ts`). It makes no move of its own: the server holds
 * the game and the table's taps play it; `send` only sends what a confused or hostile client
 * might, so that a test sees the server's refusal on the table.
 *
 * A reload ends the page and the session this hook made with it. The page comes back to its
 * seat as a person's does, through Play online (the session's token in session storage,
 * `onlineStart.ts`); from then on the hook reads Play online's session, and so does a page
 * that joined or watched through the Play online screens.
 */
import type * as Phaser from 'phaser';
import type { RecordJson, SeatMove } from '../../engine/core/family';
import { connectOnline, serverEndpoint } from '../../net/client';
import type { TableOptions } from '../../net/protocol';
import { OnlineSession, type OnlineState } from '../../net/session';
import type { OnlineScene } from './OnlineScene';
import { openOnlineTable } from './onlineTables';
import type { Services } from '../services';

declare global {
  interface Window {
    horseRaceOnline?: {
      /** Opens a table at the server (`server`, else the page's origin); its code, or null. */
      open(options: TableOptions, server?: string): Promise<string | null>;
      /** Joins a table by its code (`spectate`: only to watch). */
      join(code: string, server?: string, spectate?: boolean): Promise<boolean>;
      /** The host starts the game. */
      start(): void;
      /** Sends a move as given, unchecked (tests of the server's refusals). */
      send(move: SeatMove): void;
      /** The page's session's state (the table, the seat's view, the last refusal). */
      state(): OnlineState | null;
      /**
       * The finished games the hook's sessions kept, with the reader's seat; for Play
       * online's session (after a reload), the game it has finished, if any (its library
       * keeps it too).
       */
      kept(): readonly { readonly record: RecordJson; readonly you: number }[];
    };
  }
}

export function installOnlineHook(game: Phaser.Game, services: Services): void {
  let session: OnlineSession | null = null;
  const kept: { record: RecordJson; you: number }[] = [];
  const sessionFor = (server?: string): OnlineSession => {
    const s = new OnlineSession({
      connect: () => connectOnline(serverEndpoint(window.location.origin, server)),
      storage: window.sessionStorage,
      // The name the person chose in Settings, as Play online sends it.
      name: () => services.prefs.get().playerName,
      keep: (record, you) => kept.push({ record, you }),
    });
    // The table comes up once the game has started (as the lobby brings it up).
    let shown = false;
    s.subscribe((state) => {
      if (shown || state.phase !== 'playing') return;
      shown = true;
      const from = game.scene.getScenes(true).find((sc) => !sc.scene.key.endsWith('Table'));
      if (from) void openOnlineTable(from, services, s);
    });
    session = s;
    return s;
  };
  /** The page's session: the one this hook made, else Play online's (loaded on demand). */
  const current = (): OnlineSession | null =>
    session ?? (game.scene.keys['Online'] as OnlineScene | undefined)?.session ?? null;
  window.horseRaceOnline = {
    open: async (options, server) => {
      const s = sessionFor(server);
      return (await s.open(options)) ? s.state.code : null;
    },
    join: (code, server, spectate) => sessionFor(server).join(code, spectate),
    start: () => current()?.start(),
    send: (move) => current()?.move(move),
    state: () => current()?.state ?? null,
    kept: () => {
      const s = current();
      if (s === session) return kept;
      const { record, table } = s?.state ?? {};
      return record && table ? [{ record, you: table.you }] : [];
    },
  };
}
