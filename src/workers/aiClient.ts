/**
 * Asks the computer players for a move through a Web Worker (src/workers/ai.worker.ts),
 * so the search runs off the main thread. Where workers are unavailable (Node,
 * tests, a failed worker) the same player runs in-thread; the answer is the same
 * either way, since every choice comes from the seed it is given.
 */
import type { Choice, InformationSet, Level } from '../ai/index';
import type { Rng } from '../engine/index';
import type { AiRequest } from './ai.worker';
import { workerCaller } from './rpc';

export type WorkerChooser = (level: Level, view: InformationSet, rng: Rng) => Promise<Choice>;

/** The same players in this thread, loaded only when the worker is not there (a chunk of its own). */
async function inThread({ level, view, rng }: AiRequest): Promise<Choice> {
  const { playerFor } = await import('../ai/levels');
  return playerFor(level).choose(view, rng);
}

/** A chooser backed by one module worker, created on first use (see rpc.ts). */
export function createWorkerChooser(
  makeWorker: () => Worker = () =>
    new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }),
): WorkerChooser {
  const call = workerCaller<AiRequest, Choice>(makeWorker, inThread);
  return (level, view, rng) => call({ level, view, rng });
}
