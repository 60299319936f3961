/**
 * When a process dies (docs/server.md, "When a process dies"). Each process sharing a Redis
 * says it is alive every `beatMs` (a key that expires `deadAfterSeconds` later unless
 * renewed) and looks at the others': one whose word has expired is dead. Its tables are
 * reopened from what was kept of them (`TableStore`), each by the first survivor to claim
 * it, and it is struck from Colyseus's lists (its room count, its node, and, once none of
 * its tables is left to reopen, its rooms' listings). A table of this process that another
 * has reopened (this one stalled that long and was taken for dead) is handed over.
 */
import { logger, matchMaker } from '@colyseus/core';
import type { TableRoom } from './tableRoom';
import type { TableStore } from './tableStore';

export interface FailoverTiming {
  /** How often a process says it is alive and looks at the others, in ms. */
  readonly beatMs: number;
  /** How long after its last word a process is taken for dead, in seconds. */
  readonly deadAfterSeconds: number;
}

export const FAILOVER_TIMING: FailoverTiming = { beatMs: 2000, deadAfterSeconds: 10 };

/** Colyseus's set of nodes (`discovery`), each `processId/address`, and its channel. */
const NODES = 'colyseus:nodes';
const NODES_CHANNEL = 'colyseus:nodes:discovery';

export interface Failover {
  /**
   * Whether a table is on its way to another process: it is kept, and its holder is dead,
   * or did not answer (`unanswered`: dying, or its word not yet expired). Come back soon.
   */
  readonly moving: (code: string, unanswered: boolean) => Promise<boolean>;
  /**
   * This process is shutting down: it stops saying it is alive, and its tables' listings
   * go first, so that the survivors reopen them at once and nothing of theirs is removed.
   */
  leave(): Promise<void>;
  /** Stops looking (a test's server closing). */
  stop(): void;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The heartbeat and the look at the others, every `timing.beatMs`; the first beat is made now. */
export async function startFailover(
  store: TableStore,
  roomName: string,
  about: string,
  timing: FailoverTiming = FAILOVER_TIMING,
): Promise<Failover> {
  const me = store.processId;
  /** Dead processes struck off, whose listings go once none of their tables is left. */
  const gone = new Set<string>();
  /** This process is shutting down: its own tables are on their way too. */
  let leaving = false;
  /** No more looks or beats (a look under way when it stopped beats no more). */
  let stopped = false;
  const localTable = (code: string) => matchMaker.getLocalRoomById(code) as TableRoom | undefined;

  async function strike(processId: string): Promise<void> {
    logger.warn(`process ${processId} is gone: its tables reopen at the processes left`);
    await matchMaker.stats.excludeProcess(processId);
    for (const node of await store.presence.smembers(NODES)) {
      if (!node.startsWith(`${processId}/`)) continue;
      await store.presence.srem(NODES, node);
      await store.presence.publish(NODES_CHANNEL, `remove,${node}`);
    }
  }

  async function reopen(code: string): Promise<void> {
    if (!(await store.claim(code))) return;
    const json = await store.load(code);
    if (json === null) return store.shelve(code);
    const options = store.expect(json);
    try {
      await matchMaker.handleCreateRoom(roomName, options);
      await store.hold(code);
      logger.info(`table ${code} reopened here from its record`);
    } catch (error) {
      store.reopening(options);
      logger.error(`table ${code} could not be reopened:`, message(error));
      await store.shelve(code);
    }
  }

  async function look(): Promise<void> {
    if (stopped) return;
    await store.beat(timing.deadAfterSeconds, about);
    const held = await store.holders();
    const others = new Set(Object.values(held));
    for (const stat of await matchMaker.stats.fetchAll()) others.add(stat.processId);
    others.delete(me);
    const dead = new Set<string>();
    for (const processId of others) if (!(await store.alive(processId))) dead.add(processId);
    for (const processId of dead) {
      if (gone.has(processId)) continue;
      gone.add(processId);
      await strike(processId);
    }
    for (const [code, holder] of Object.entries(held)) {
      if (dead.has(holder)) await reopen(code);
      else if (holder !== me) localTable(code)?.handOver(true);
    }
    const holding = new Set(Object.values(await store.holders()));
    for (const processId of gone) {
      if (holding.has(processId)) continue;
      await matchMaker.driver.cleanup?.(processId);
      gone.delete(processId);
    }
  }

  let looking = false;
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    look()
      .catch((error: unknown) => logger.error('looking at the other processes:', message(error)))
      .finally(() => (looking = false));
  }, timing.beatMs);
  timer.unref();
  await store.beat(timing.deadAfterSeconds, about);

  return {
    moving: async (code, unanswered) => {
      const holder = await store.holder(code);
      if (holder === null) return false;
      // A holder that did not answer may be dying, or the table have just arrived here.
      if (unanswered) return true;
      return holder === me ? leaving : !(await store.alive(holder));
    },
    async leave() {
      leaving = true;
      stopped = true;
      clearInterval(timer);
      for (const [code, holder] of Object.entries(await store.holders()))
        if (holder === me) await localTable(code)?.release();
      store.stopBeating();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
