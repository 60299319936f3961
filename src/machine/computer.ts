/**
 * The computer player's turn as an injected actor. The machine waits out the
 * pacing delay (an xstate `after`, so a simulated clock drives it in tests),
 * then invokes this actor, which asks a chooser for a move. The chooser sees
 * only the seat's information set and a generator seeded from the game's seed,
 * the hand and the move, so a resumed game goes on exactly as it would have.
 */
// The AI's light modules only (not the index): the search loads on demand (vite.config.ts).
import { informationSet, type InformationSet } from '../ai/infoSet';
import { randomPlayer, type Choice, type ComputerPlayer, type Level } from '../ai/player';
import { isLineMove, type Move, type Rng } from '../engine/index';
import { fromPromise } from 'xstate';
import { moveRng, seatOnTurn, type GameContext } from './context';
import { publicHistory } from './history';

/** Picks a move for a computer seat: synchronous or not, it must return one of `view.legal`. */
export type Chooser = (level: Level, view: InformationSet, rng: Rng) => Choice | Promise<Choice>;

/** Every level plays at random until the real computer players land. */
export const randomChooser: Chooser = (_level, view, rng) => randomPlayer.choose(view, rng);

/** A chooser from a function giving each level's player (e.g. `playerFor` from src/ai). */
export function chooserFor(playerFor: (level: Level) => ComputerPlayer): Chooser {
  return (level, view, rng) => playerFor(level).choose(view, rng);
}

/** What the computer actor is given: everything the seat may know, and nothing more. */
export interface ComputerInput {
  readonly level: Level;
  /** Null outside a hand in play (the actor then fails, and the machine falls back). */
  readonly view: InformationSet | null;
  readonly rng: Rng;
}

/** The input for the computer seat on turn. */
export function computerInput(context: GameContext): ComputerInput {
  const on = seatOnTurn(context);
  const hand = context.hands[context.hands.length - 1];
  const handIndex = context.hands.length - 1;
  const moveIndex = hand ? hand.moves.length : 0;
  const rng = moveRng(context.settings.seed, handIndex, moveIndex);
  if (!on || on.setting.kind !== 'computer') return { level: 'random', view: null, rng };
  return {
    level: on.setting.level,
    view: informationSet(context.game, on.seat, publicHistory(hand)),
    rng,
  };
}

/** Asks the chooser; rejects when there is nothing to choose from. */
export async function choose(chooser: Chooser, input: ComputerInput): Promise<Move> {
  if (!input.view || input.view.legal.length === 0) throw new Error('there is no move to choose');
  const choice: unknown = await chooser(input.level, input.view, input.rng);
  const move = isObject(choice) ? choice.move : undefined;
  // A buggy chooser must not stop the game: only a move's shape goes on, for the engine to judge.
  if (!isLineMove(move)) throw new Error('the chooser returned no move');
  return move;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The `computer` actor for a chooser: `gameMachine.provide({ actors: { computer: computerActor(c) } })`. */
export function computerActor(chooser: Chooser) {
  return fromPromise<Move, ComputerInput>(({ input }) => choose(chooser, input));
}
