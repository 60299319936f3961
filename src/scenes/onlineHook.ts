/**
 * Browser tests only (?e2e=1): `window.horseRaceOnline` opens or joins an online table and,
 * once its game has started, brings up the family table driven by the session, as the
 * Play online screens will. It makes no move of its own: the server holds the game and
 * the table's taps play it; `send` only sends what a confused or hostile client might, so
 * that a test sees the server's refusal on the table.
 */
import type * as Phaser from 'phaser';
import type { RecordJson, SeatMove } from '../engine/family';
import { connectOnline, serverEndpoint } from '../net/client';
import type { TableOptions } from '../net/protocol';
import { OnlineSession, type OnlineState } from '../net/session';
import type { Services } from './services';

declare global {
  interface Window {
    horseRaceOnline?: {
      /** Opens a table at the server (`server`, else the page's origin); its code, or null. */
      open(options: TableOptions, server?: string): Promise<string | null>;
      /** Joins a table by its code. */
      join(code: string, server?: string): Promise<boolean>;
      /** The host starts the game. */
      start(): void;
      /** Sends a move as given, unchecked (tests of the server's refusals). */
      send(move: SeatMove): void;
      /** The session's state (the table, the seat's view, the last refusal). */
      state(): OnlineState | null;
      /** The finished games the session kept, with the reader's seat. */
      kept(): readonly { readonly record: RecordJson; readonly you: number }[];
    };
  }
}

export function installOnlineHook(game: Phaser.Game, services: Pick<Services, 'loadTable'>): void {
  let session: OnlineSession | null = null;
  const kept: { record: RecordJson; you: number }[] = [];
  const sessionFor = (server?: string): OnlineSession => {
    const s = new OnlineSession({
      connect: () => connectOnline(serverEndpoint(window.location.origin, server)),
      storage: window.sessionStorage,
      keep: (record, you) => kept.push({ record, you }),
    });
    // The table comes up once the game has started (as the lobby brings it up).
    let shown = false;
    s.subscribe((state) => {
      if (shown || state.phase !== 'playing') return;
      shown = true;
      void (services.loadTable?.() ?? Promise.resolve()).then(() => {
        const from = game.scene.getScenes(true).find((sc) => sc.scene.key !== 'FamilyTable');
        from?.scene.start('FamilyTable', { online: s });
      });
    });
    session = s;
    return s;
  };
  window.horseRaceOnline = {
    open: async (options, server) => {
      const s = sessionFor(server);
      return (await s.open(options)) ? s.state.code : null;
    },
    join: (code, server) => sessionFor(server).join(code),
    start: () => session?.start(),
    send: (move) => session?.move(move),
    state: () => session?.state ?? null,
    kept: () => kept,
  };
}
