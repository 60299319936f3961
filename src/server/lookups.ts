/**
 * A stranger probing codes learns nothing from the answer (docs/server.md, "Hostile
 * clients"): every refused join by code or reconnection says the same, `room "CODE" not
 * found`, whether the table is missing, full, closed, or the token stale. (Each lookup
 * also costs the address a token: `httpGuard.ts`.) One exception: a reconnection to a
 * table on its way to another process (its own died) is told to try again (`TABLE_MOVING`),
 * so that the page keeps its token (docs/server.md, "When a process dies").
 */
import { matchMaker, ServerError } from '@colyseus/core';
import { TABLE_MOVING } from '../net/protocol';

/** Colyseus's `MATCHMAKE_INVALID_ROOM_ID`. */
const NO_ROOM = 4212;
/** Colyseus's `MATCHMAKE_UNHANDLED`: among others, a room's process that did not answer in time. */
const UNHANDLED = 4213;
const LOOKUPS = new Set(['joinById', 'reconnect']);
const hidden = Symbol('tables hidden');

/**
 * Whether a table is on its way to another process (`Failover.moving`); `unanswered`: the
 * process listed as holding it did not answer.
 */
export type Moving = (code: string, unanswered: boolean) => Promise<boolean>;

/** Whether a lookup failed because the room's process did not answer (Colyseus's remote call). */
function unanswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === UNHANDLED && typeof message === 'string' && /timed out/.test(message);
}

/** No table of a one-process server ever moves. */
const STAYING: Moving = () => Promise.resolve(false);
let moving: Moving = STAYING;

/**
 * Makes every failed lookup the same answer (once per process: the matchmaker is one);
 * `movingNow` says which tables are moving (with Redis).
 */
export function hideTables(movingNow: Moving = STAYING): void {
  moving = movingNow;
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
      const later = method === 'reconnect' && code !== 'that';
      if (later && (await moving(code, unanswered(error)).catch(() => false)))
        throw new ServerError(TABLE_MOVING, `table "${code}" is moving: try again`);
      throw new ServerError(NO_ROOM, `room "${code}" not found`);
    }
  };
}
