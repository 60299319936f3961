/**
 * The computer players in a Web Worker, so that Hard's search never stalls the
 * table's animation. A module worker (rpc.ts): each request `{ level, turn, rng }`
 * (any family's seat view and legal moves) is answered with the family's AI's
 * `{ move, rng }`, as the server answers its computer seats.
 */
import { chooseFor } from '../ai/aiRegistry';
import type { FamilyChoice } from '../ai/core/familyAi';
import type { Level } from '../ai/core/level';
import type { Rng, SeatMove } from '../engine/index';
import type { ComputerTurn } from '../machine/computer';
import { serveWorkerCalls } from './rpc';

export interface AiRequest {
  readonly level: Level;
  readonly turn: ComputerTurn;
  readonly rng: Rng;
}

serveWorkerCalls<AiRequest, FamilyChoice<SeatMove>>(({ level, turn, rng }) =>
  chooseFor(turn.family, level, turn.view, turn.legal, rng),
);
