/**
 * Where the computer players think. A Hard player may search for a second; in the room's
 * thread that second would stop every table of the process, so the server asks a small
 * pool of worker threads (`computerWorker.ts`), one question at a time each, oldest first.
 * An ask is plain data (`ComputerAsk`); an answer is a move or null (the room then makes the
 * first legal move). A worker that dies is replaced and its question answered here; if
 * workers keep dying, the pool answers everything here (slower tables, never a stuck one).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SeatMove } from '../engine/index';
import { answerHere, type ComputerAsk } from './tablePlay';

/** Answers a computer's turn, now or later. */
export type Answer = (ask: ComputerAsk) => Promise<SeatMove | null>;

export const answerInThread: Answer = (ask) => Promise.resolve(answerHere(ask));

export interface ComputerPool {
  readonly answer: Answer;
  close(): Promise<void>;
}

/**
 * The worker's entry: it registers tsx's loader (the server runs from TypeScript sources),
 * then loads `computerWorker.ts`. Evaluated as a script, so it names both by full URL; tsx's
 * ES module API (its CommonJS one fails in an evaluated worker).
 */
function bootstrap(): string {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  if (!existsSync(api)) throw new Error(`tsx's loader API is not at ${api}`);
  const tsx = pathToFileURL(api).href;
  const worker = new URL('./computerWorker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
}

interface Job {
  readonly ask: ComputerAsk;
  readonly done: (move: SeatMove | null) => void;
}

/** A pool of `size` worker threads answering computers' turns. */
export function computerPool(size: number): ComputerPool {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  let closed = false;
  /** Workers that died in a row without answering: past 3, the pool answers in this thread. */
  let failures = 0;
  const code = bootstrap();

  const spawn = (): void => {
    const worker = new Worker(code, { eval: true });
    worker.unref();
    worker.on('message', (move: unknown) => finish(worker, (move as SeatMove | null) ?? null));
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      // A worker that died answers its job with null and is replaced.
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      finish(worker, null, true);
      if (++failures > 3) closed = true;
      if (!closed) spawn();
    });
    idle.push(worker);
    pump();
  };

  const finish = (worker: Worker, move: SeatMove | null, gone = false): void => {
    const job = busy.get(worker);
    busy.delete(worker);
    if (!gone) failures = 0;
    // A worker that died mid-question: the question is answered here instead.
    job?.done(gone ? answerHere(job.ask) : move);
    if (!gone) idle.push(worker);
    pump();
  };

  const pump = (): void => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop();
      const job = queue.shift();
      if (!worker || !job) return;
      busy.set(worker, job);
      worker.postMessage(job.ask);
    }
  };

  for (let i = 0; i < size; i++) spawn();
  return {
    answer: (ask) =>
      closed
        ? answerInThread(ask)
        : new Promise((done) => {
            queue.push({ ask, done });
            pump();
          }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.done(null);
      failures = 0;
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
    },
  };
}
