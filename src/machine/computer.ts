/**
 * The computer player's turn as an injected actor. The machine waits out the
 * pacing delay (an xstate `after`, so a simulated clock drives it in tests),
 * then invokes this actor, which asks a chooser for a move. The chooser sees
 * only the seat's view (the family's `seatView`: its information set) and its legal
 * moves, with a generator seeded from the game's seed, the hand and the move, so a
 * resumed game goes on exactly as it would have.
 *
 * One chooser serves every family, as the server's does: in the browser a Web Worker
 * runs each family's AI (`chooseFor` in src/ai/aiRegistry.ts; src/workers/).
 */
// The AI's light module only (not the index): the search loads on demand (vite.config.ts).
import { randomChoice, type FamilyChoice } from '../ai/core/familyAi';
import type { Level } from '../ai/core/level';
import type { FamilyId, Move, Rng, SeatMove } from '../engine/index';
import { fromPromise } from 'xstate';
import { moveRng, seatOnTurn, type GameContext } from './context';
import { familyFor } from './settings';

/** A computer seat's turn, in any family. */
export interface ComputerTurn {
  readonly family: FamilyId;
  /** The family's seat view: the seat's own tiles and everything public, nothing else. */
  readonly view: unknown;
  /** The legal moves of the seat on turn (the family's `legalMoves`). */
  readonly legal: readonly SeatMove[];
}

/** Picks a move for a computer seat, synchronously or not: it must return one of `turn.legal`. */
export type Chooser = (
  level: Level,
  turn: ComputerTurn,
  rng: Rng,
) => FamilyChoice<SeatMove> | Promise<FamilyChoice<SeatMove>>;

/** A legal move at random, at every level: the machine's default until players are provided. */
export const randomChooser: Chooser = (_level, turn, rng) => randomChoice(turn.legal, rng);

/** What the computer actor is given: everything the seat may know, and nothing more. */
export interface ComputerInput {
  readonly level: Level;
  /** The seat's turn; null when no computer is on turn (the actor then fails, and the machine falls back). */
  readonly turn: ComputerTurn | null;
  readonly rng: Rng;
}

/** The input for the computer seat on turn. */
export function computerInput(context: GameContext): ComputerInput {
  const on = seatOnTurn(context);
  const hand = context.hands[context.hands.length - 1];
  const handIndex = context.hands.length - 1;
  const moveIndex = hand ? hand.moves.length : 0;
  const rng = moveRng(context.settings.seed, handIndex, moveIndex);
  if (!on || on.setting.kind !== 'computer') return { level: 'random', turn: null, rng };
  const family = familyFor(context.settings);
  const view: unknown = family.seatView(context.game, on.seat, hand ? hand.events : []);
  const turn = { family: family.id, view, legal: family.legalMoves(context.game) };
  return { level: on.setting.level, turn, rng };
}

/** Asks the chooser; rejects when there is nothing to choose from or its answer is no move. */
export async function choose(chooser: Chooser, input: ComputerInput): Promise<Move> {
  const { turn } = input;
  if (!turn || turn.legal.length === 0) throw new Error('there is no move to choose');
  const choice: unknown = await chooser(input.level, turn, input.rng);
  const move = isObject(choice) ? choice.move : undefined;
  // A buggy chooser must not stop the game: only a move's shape goes on, and the machine's
  // guard asks the family whether it is legal (one source of legality).
  if (!isObject(move) || typeof move.seat !== 'number')
    throw new Error('the chooser returned no move');
  // The machine carries any family's move as its Move.
  return move as unknown as Move;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The `computer` actor for a chooser: `gameMachine.provide({ actors: { computer: computerActor(c) } })`. */
export function computerActor(chooser: Chooser) {
  return fromPromise<Move, ComputerInput>(({ input }) => choose(chooser, input));
}
