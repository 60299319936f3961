/**
 * A stranger probing codes learns nothing from the answer (docs/server.md, "Hostile
 * clients"): every refused join by code or reconnection says the same, `room "CODE" not
 * found`, whether the table is missing, full, closed, or the token stale. (Each lookup
 * also costs the address a token: `httpGuard.ts`.)
 */
import { matchMaker, ServerError } from '@colyseus/core';

/** Colyseus's `MATCHMAKE_INVALID_ROOM_ID`. */
const NO_ROOM = 4212;
const LOOKUPS = new Set(['joinById', 'reconnect']);
const hidden = Symbol('tables hidden');

/** Makes every failed lookup the same answer (once per process: the matchmaker is one). */
export function hideTables(): void {
  const controller = matchMaker.controller as typeof matchMaker.controller & {
    [hidden]?: true;
  };
  if (controller[hidden]) return;
  controller[hidden] = true;
  const invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = async (method, roomName, clientOptions, authOptions) => {
    try {
      return (await invoke(method, roomName, clientOptions, authOptions)) as unknown;
    } catch (error) {
      if (!LOOKUPS.has(method)) throw error;
      const code = /^[A-Za-z0-9]{1,20}$/.test(roomName) ? roomName : 'that';
      throw new ServerError(NO_ROOM, `room "${code}" not found`);
    }
  };
}
