/**
 * Asks the computer players for a move through a Web Worker (src/workers/ai.worker.ts),
 * so the search runs off the main thread. Where workers are unavailable (Node,
 * tests, a failed worker) the same player runs in-thread; the answer is the same
 * either way, since every choice comes from the seed it is given.
 */
import type { Choice, InformationSet, Level } from '../ai/index';
import type { Rng } from '../engine/index';
import type { AiReply, AiRequest } from './ai.worker';

export type WorkerChooser = (level: Level, view: InformationSet, rng: Rng) => Promise<Choice>;

/** The same players in this thread, loaded only when the worker is not there (a chunk of its own). */
async function inThread(level: Level, view: InformationSet, rng: Rng): Promise<Choice> {
  const { playerFor } = await import('../ai/levels');
  return playerFor(level).choose(view, rng);
}

/**
 * A chooser backed by one module worker, created on first use. Requests are
 * matched to replies by id. If the worker cannot be created or fails, every
 * pending and later request is answered in-thread instead.
 */
export function createWorkerChooser(
  makeWorker: () => Worker = () =>
    new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }),
): WorkerChooser {
  const available = typeof Worker !== 'undefined';
  let worker: Worker | null = null;
  let broken = !available;
  let nextId = 1;
  const pending = new Map<
    number,
    { request: AiRequest; resolve: (c: Choice) => void; reject: (e: Error) => void }
  >();

  const fallBack = () => {
    broken = true;
    worker?.terminate();
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      inThread(p.request.level, p.request.view, p.request.rng).then(p.resolve, p.reject);
    }
  };

  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      const w = makeWorker();
      w.onmessage = (event: MessageEvent<AiReply>) => {
        const reply = event.data;
        const p = pending.get(reply.id);
        if (!p) return;
        pending.delete(reply.id);
        if ('error' in reply) p.reject(new Error(reply.error));
        else p.resolve({ move: reply.move, rng: reply.rng });
      };
      w.onerror = () => fallBack();
      worker = w;
    } catch {
      broken = true;
    }
    return worker;
  };

  return (level, view, rng) => {
    const w = start();
    if (!w) return inThread(level, view, rng);
    const request: AiRequest = { id: nextId++, level, view, rng };
    return new Promise<Choice>((resolve, reject) => {
      pending.set(request.id, { request, resolve, reject });
      try {
        w.postMessage(request);
      } catch {
        fallBack();
      }
    });
  };
}
