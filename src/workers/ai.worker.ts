/**
 * The computer players in a Web Worker, so that Hard's search never stalls the
 * table's animation. A module worker (rpc.ts): each request `{ level, view, rng }`
 * is answered with the player's `{ move, rng }`.
 */
import { playerFor, type Choice, type InformationSet, type Level } from '../ai/index';
import type { Rng } from '../engine/index';
import { serveWorkerCalls } from './rpc';

export interface AiRequest {
  readonly level: Level;
  readonly view: InformationSet;
  readonly rng: Rng;
}

serveWorkerCalls<AiRequest, Choice>(({ level, view, rng }) => playerFor(level).choose(view, rng));
