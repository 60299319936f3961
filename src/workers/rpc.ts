/**
 * Calls into one module worker: each request goes out as `{ id, request }` and comes back
 * as `{ id, result }` or `{ id, error }`, matched by id (structured cloning both ways, so
 * plain data only). The worker is created on first use. Where workers are unavailable
 * (Node, tests) or the worker fails, every pending and later call is answered by
 * `inThread` instead; callers get the same answers either way.
 */

export interface WorkerCall<Req> {
  readonly id: number;
  readonly request: Req;
}

export type WorkerReply<Res> =
  { readonly id: number; readonly result: Res } | { readonly id: number; readonly error: string };

/** The worker side: answers every call with `handle`, errors included. */
export function serveWorkerCalls<Req, Res>(handle: (request: Req) => Res): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<WorkerCall<Req>>) => void) | null;
    postMessage(message: WorkerReply<Res>): void;
  };
  scope.onmessage = (event) => {
    const { id, request } = event.data;
    try {
      scope.postMessage({ id, result: handle(request) });
    } catch (e) {
      scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
    }
  };
}

export function workerCaller<Req, Res>(
  makeWorker: () => Worker,
  inThread: (request: Req) => Promise<Res>,
): (request: Req) => Promise<Res> {
  let worker: Worker | null = null;
  let broken = typeof Worker === 'undefined';
  let nextId = 1;
  const pending = new Map<
    number,
    { request: Req; resolve: (r: Res) => void; reject: (e: Error) => void }
  >();

  const fallBack = (): void => {
    broken = true;
    worker?.terminate();
    worker = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      inThread(p.request).then(p.resolve, p.reject);
    }
  };

  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      const w = makeWorker();
      w.onmessage = (event: MessageEvent<WorkerReply<Res>>) => {
        const reply = event.data;
        const p = pending.get(reply.id);
        if (!p) return;
        pending.delete(reply.id);
        if ('error' in reply) p.reject(new Error(reply.error));
        else p.resolve(reply.result);
      };
      w.onerror = () => fallBack();
      worker = w;
    } catch {
      broken = true;
    }
    return worker;
  };

  return (request) => {
    const w = start();
    if (!w) return inThread(request);
    const call: WorkerCall<Req> = { id: nextId++, request };
    return new Promise<Res>((resolve, reject) => {
      pending.set(call.id, { request, resolve, reject });
      try {
        w.postMessage(call);
      } catch {
        fallBack();
      }
    });
  };
}
