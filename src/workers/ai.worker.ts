/**
 * The computer players in a Web Worker, so that Hard's search never stalls the
 * table's animation. A module worker: each message `{ id, level, view, rng }`
 * is answered with `{ id, move, rng }` (or `{ id, error }`). Everything sent
 * either way is plain data, copied by structured cloning.
 */
import { playerFor, type InformationSet, type Level } from '../ai/index';
import type { Move, Rng } from '../engine/index';

export interface AiRequest {
  readonly id: number;
  readonly level: Level;
  readonly view: InformationSet;
  readonly rng: Rng;
}

export type AiReply =
  | { readonly id: number; readonly move: Move; readonly rng: Rng }
  | { readonly id: number; readonly error: string };

/** The parts of the worker's global scope used here. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, level, view, rng } = event.data;
  try {
    const choice = playerFor(level).choose(view, rng);
    scope.postMessage({ id, move: choice.move, rng: choice.rng });
  } catch (e) {
    scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
