/**
 * The computer player's turn as an injected actor. The machine waits out the
 * pacing delay (an xstate `after`, so a simulated clock drives it in tests),
 * then invokes this actor, which asks a chooser for a move. The chooser sees
 * only the seat's information set and a generator seeded from the game's seed,
 * the hand and the move, so a resumed game goes on exactly as it would have.
 *
 * The line of play's seats are asked through a `Chooser` (in a Web Worker in the
 * browser, src/workers/). A seat of another family (Texas 42) is asked through a
 * `FamilyChooser` with the family's seat view and its legal moves; by default the
 * family's AI (`chooseFor` in src/ai/aiRegistry.ts) runs in this thread, loaded on first use.
 */
// The AI's light modules only (not the index): the search loads on demand (vite.config.ts).
import { informationSet, type InformationSet } from '../ai/infoSet';
import { randomPlayer, type Choice, type ComputerPlayer, type Level } from '../ai/player';
import type { FamilyChoice } from '../ai/familyAi';
import { isOneOf } from '../ai/familyAi';
import { isLineMove, type FamilyId, type Move, type Rng, type SeatMove } from '../engine/index';
import { fromPromise } from 'xstate';
import { moveRng, seatOnTurn, type GameContext } from './context';
import { publicHistory } from './history';
import { familyFor } from './settings';

/** Picks a move for a computer seat: synchronous or not, it must return one of `view.legal`. */
export type Chooser = (level: Level, view: InformationSet, rng: Rng) => Choice | Promise<Choice>;

/** Every level plays at random until the real computer players land. */
export const randomChooser: Chooser = (_level, view, rng) => randomPlayer.choose(view, rng);

/** A chooser from a function giving each level's player (e.g. `playerFor` from src/ai). */
export function chooserFor(playerFor: (level: Level) => ComputerPlayer): Chooser {
  return (level, view, rng) => playerFor(level).choose(view, rng);
}

/** A computer seat's turn in a family other than the line of play. */
export interface FamilyTurn {
  readonly family: FamilyId;
  /** The family's seat view: the seat's own tiles and everything public, nothing else. */
  readonly view: unknown;
  /** The legal moves of the seat on turn (the family's `legalMoves`). */
  readonly legal: readonly SeatMove[];
}

/** Picks a move for a computer seat of another family: it must return one of `turn.legal`. */
export type FamilyChooser = (
  level: Level,
  turn: FamilyTurn,
  rng: Rng,
) => FamilyChoice<SeatMove> | Promise<FamilyChoice<SeatMove>>;

/** Each family's own computer players, in this thread, loaded on first use (the search stays out of the start). */
export const familyChooser: FamilyChooser = async (level, turn, rng) => {
  const { chooseFor } = await import('../ai/aiRegistry');
  return chooseFor(turn.family, level, turn.view, turn.legal, rng);
};

/** What the computer actor is given: everything the seat may know, and nothing more. */
export interface ComputerInput {
  readonly level: Level;
  /** The line of play's information set; null outside a hand in play (the actor then fails, and the machine falls back) and in another family. */
  readonly view: InformationSet | null;
  readonly rng: Rng;
  /** Another family's turn (its seat view and legal moves); absent for the line of play. */
  readonly turn?: FamilyTurn;
}

/** The input for the computer seat on turn. */
export function computerInput(context: GameContext): ComputerInput {
  const on = seatOnTurn(context);
  const hand = context.hands[context.hands.length - 1];
  const handIndex = context.hands.length - 1;
  const moveIndex = hand ? hand.moves.length : 0;
  const rng = moveRng(context.settings.seed, handIndex, moveIndex);
  if (!on || on.setting.kind !== 'computer') return { level: 'random', view: null, rng };
  const family = familyFor(context.settings);
  if (family.id !== 'line') {
    const view = family.seatView(context.game, on.seat, hand ? hand.events : []);
    const turn = { family: family.id, view, legal: family.legalMoves(context.game) };
    return { level: on.setting.level, view: null, rng, turn };
  }
  return {
    level: on.setting.level,
    view: informationSet(context.game, on.seat, publicHistory(hand)),
    rng,
  };
}

/** Asks the chooser (or, in another family, the family chooser); rejects when there is nothing to choose from. */
export async function choose(
  chooser: Chooser,
  input: ComputerInput,
  forFamily: FamilyChooser = familyChooser,
): Promise<Move> {
  if (input.turn) return chooseInFamily(forFamily, input, input.turn);
  if (!input.view || input.view.legal.length === 0) throw new Error('there is no move to choose');
  const choice: unknown = await chooser(input.level, input.view, input.rng);
  const move = isObject(choice) ? choice.move : undefined;
  // A buggy chooser must not stop the game: only a move's shape goes on, for the engine to judge.
  if (!isLineMove(move)) throw new Error('the chooser returned no move');
  return move;
}

async function chooseInFamily(
  forFamily: FamilyChooser,
  input: ComputerInput,
  turn: FamilyTurn,
): Promise<Move> {
  if (turn.legal.length === 0) throw new Error('there is no move to choose');
  const choice: unknown = await forFamily(input.level, turn, input.rng);
  const move = isObject(choice) ? choice.move : undefined;
  if (!isOneOf(move, turn.legal)) throw new Error('the chooser returned no legal move');
  // The machine carries any family's move as its Move; the family's apply judges it.
  return move as unknown as Move;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The `computer` actor for a chooser: `gameMachine.provide({ actors: { computer: computerActor(c) } })`. */
export function computerActor(chooser: Chooser, forFamily: FamilyChooser = familyChooser) {
  return fromPromise<Move, ComputerInput>(({ input }) => choose(chooser, input, forFamily));
}
