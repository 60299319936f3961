/**
 * Asks the computer players of any family for a move through a Web Worker
 * (src/workers/ai.worker.ts), so the search runs off the main thread. Where workers are
 * unavailable (Node, tests, a failed worker) the same players run in-thread; the answer
 * is the same either way, since every choice comes from the seed it is given.
 */
import type { FamilyChoice } from '../ai/core/familyAi';
import type { SeatMove } from '../engine/index';
import type { Chooser } from '../machine/computer';
import type { AiRequest } from './ai.worker';
import { workerCaller } from './rpc';

/** The one chooser, answering always through a promise (a `Chooser`). */
export type WorkerChooser = (...args: Parameters<Chooser>) => Promise<FamilyChoice<SeatMove>>;

/** The same players in this thread, loaded only when the worker is not there (a chunk of its own). */
async function inThread({ level, turn, rng }: AiRequest): Promise<FamilyChoice<SeatMove>> {
  const { chooseFor } = await import('../ai/aiRegistry');
  return chooseFor(turn.family, level, turn.view, turn.legal, rng);
}

/** A chooser backed by one module worker, created on first use (see rpc.ts). */
export function createWorkerChooser(
  makeWorker: () => Worker = () =>
    new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }),
): WorkerChooser {
  const call = workerCaller<AiRequest, FamilyChoice<SeatMove>>(makeWorker, inThread);
  return (level, turn, rng) => call({ level, turn, rng });
}
