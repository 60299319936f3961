/**
 * Practice mode's advisor through a Web Worker (advisor.worker.ts); in this thread where
 * workers are unavailable or fail (rpc.ts). The answers are the same either way: every
 * search is seeded from the game's seed, the hand and the move.
 */
import type { AdvisorAnswer, AdvisorRequest } from '../practice/advisor';
import { workerCaller } from './rpc';

export function createWorkerAdvisor(
  makeWorker: () => Worker = () =>
    new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module' }),
): (request: AdvisorRequest) => Promise<AdvisorAnswer> {
  return workerCaller(makeWorker, (request) =>
    import('../practice/advisor').then((m) => m.advise(request)),
  );
}
