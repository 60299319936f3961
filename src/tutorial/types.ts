/**
 * The vocabulary of lessons: a lesson is data (a deal, moves already made, the
 * steps with what each allows and highlights, and a success test), in the game
 * record's notation ("6-4" for a tile, RECORD.md moves for scripted play).
 * Nothing here decides a rule: the runner asks the engine.
 */
import type { GameState, Preset, RecordMove } from '../engine/index';
import type { QuizStep } from './quizStep';
import type { RuleTag } from './ruleTagList';

/** A placement as a lesson names it: the tile and, after the lead, the table tile it goes on. */
export interface MoveSpec {
  readonly tile: string;
  /** The tile on the table it goes on; absent means "anywhere it fits" (or the lead). */
  readonly on?: string;
}

/** Which placements a `play` step accepts. */
export type Expect = MoveSpec | { readonly anyOf: readonly MoveSpec[] } | { readonly any: true };

/** What to make glow while a step waits. */
export interface Highlight {
  /** Tiles in the learner's hand. */
  readonly hand?: readonly string[];
  /** Tiles on the table. */
  readonly table?: readonly string[];
  /** The count of the open ends. */
  readonly count?: boolean;
  readonly boneyard?: boolean;
  /** The pegging board. */
  readonly board?: boolean;
}

/** A number the engine can work out, asked in a quiz before it is revealed. */
export type QuizAsk =
  /** The count of the open ends now. */
  | { readonly of: 'count' }
  /** The points the last placement scored. */
  | { readonly of: 'points' }
  /** The count a placement would leave. */
  | { readonly of: 'countAfter'; readonly tile: string; readonly on: string }
  /** The end-of-hand points of a side (after the hand ended). */
  | { readonly of: 'bonus'; readonly side: number }
  /** The pips left in a seat's hand. */
  | { readonly of: 'pips'; readonly seat: number }
  /** What a seat would subtract (Celko): its pips rounded to five, over the divisor. */
  | { readonly of: 'penalty'; readonly seat: number }
  /** Points a side still needs to reach the target. */
  | { readonly of: 'toTarget'; readonly side: number }
  /** Tiles showing a value that the learner cannot see (not on the table, not in hand). */
  | { readonly of: 'tilesOut'; readonly value: number }
  /**
   * Tiles the rules deal each player with this many players: this lesson's preset, or
   * another parlour game's (`preset`, on this lesson's set).
   */
  | { readonly of: 'handSize'; readonly players: number; readonly preset?: Preset }
  /** Tiles left in the boneyard now. */
  | { readonly of: 'boneyard' }
  /** Tiles the deal leaves in the boneyard with this many players: the set less the hands. */
  | { readonly of: 'boneyardAfterDeal'; readonly players: number }
  /** A side's score now. */
  | { readonly of: 'score'; readonly side: number }
  /** The seat on turn now (a drawn tile played ends the turn, even when it scores). */
  | { readonly of: 'turn' }
  /** The seat the rules make leader of the next hand, once this one is over. */
  | { readonly of: 'nextLeader' }
  /** The open edges a tile could take now: each free side or end showing one of its numbers. */
  | { readonly of: 'places'; readonly tile: string }
  /**
   * What the rules leave the learner to do now, when it is one kind of move: 0 play a tile,
   * 1 draw, 2 pass (NaN when more than one kind is allowed, or it is not the learner's turn).
   */
  | { readonly of: 'action' }
  /**
   * The seat the lot makes leader: each round's draws (tile by seat), the next round drawn by
   * the seats that tied for the heaviest (NaN if a round does not follow the rules).
   */
  | {
      readonly of: 'lotLeader';
      readonly rounds: readonly (readonly { readonly seat: number; readonly tile: string }[])[];
    };

interface Shown {
  /** One or two short sentences. */
  readonly text: string;
  readonly highlight?: Highlight;
  /** The rules this step teaches: by doing on a move or quiz, by telling on a say or auto step. */
  readonly rules?: readonly RuleTag[];
}

export type Step =
  /** Read and continue. */
  | ({ readonly kind: 'say' } & Shown)
  /**
   * Make a placement. A legal move that `expect` does not allow is refused with
   * `why[tile]`, `why["tile on tile"]`, else `otherwise`; an illegal one with
   * `why[error code]` or the engine's reason in the learner's words.
   */
  | ({
      readonly kind: 'play';
      readonly expect: Expect;
      readonly why?: Readonly<Record<string, string>>;
      readonly otherwise?: string;
      /**
       * The step lasts the learner's whole turn (the daily puzzle): every placement it
       * accepts, and a draw where a turn owed has no tile that fits, until the turn passes
       * or the hand ends. Each choice made on the way is kept (`decisions`) to be judged.
       */
      readonly wholeTurn?: boolean;
    } & Shown)
  /** Draw until a tile fits (the drawn tile then waits to be played by the next step). */
  | ({ readonly kind: 'draw'; readonly why?: string } & Shown)
  /** Pass (nothing fits, nothing to draw). */
  | ({ readonly kind: 'pass'; readonly why?: string } & Shown)
  /** Ask for a number before showing it; a wrong answer is explained and asked again. */
  | (QuizStep<QuizAsk> & Shown)
  /**
   * The other seats' scripted moves, made on arrival; the text says what happened.
   * With `nextHand`, the hand over, the next one is dealt first, led by the seat
   * the engine names (the rules' next lead).
   */
  | ({
      readonly kind: 'auto';
      readonly moves: readonly RecordMove[];
      readonly nextHand?: DealText;
    } & Shown)
  /** Play the hand out against a computer player, with the coach's remarks. */
  | ({ readonly kind: 'game'; readonly opponent: 'easy'; readonly seed: string } & Shown);

export type StepKind = Step['kind'];

/** A deal in record notation. */
export interface DealText {
  readonly hands: readonly (readonly string[])[];
  readonly boneyard: readonly string[];
}

export interface Lesson {
  /** Stable id, saved in progress. */
  readonly id: string;
  readonly title: string;
  /** One line for the lesson list. */
  readonly summary: string;
  readonly group: 'rules' | 'game' | 'variant' | 'drill';
  readonly preset: Preset;
  readonly players: number;
  /** The set's highest pip (a parlour preset's double-nine or -twelve); 6 when absent. */
  readonly maxPip?: number;
  /** The game's target where not the preset's (a parlour game's shorter game, to 50). */
  readonly target?: number;
  /** Seats 0 and 2 against 1 and 3 (4 players). */
  readonly partners?: boolean;
  /** Starting scores per side (the race lesson starts near the target). */
  readonly scores?: readonly number[];
  readonly deal: DealText;
  readonly leader: number;
  /** Moves already made before the first step, in record notation. */
  readonly setup?: readonly RecordMove[];
  readonly steps: readonly Step[];
  /** What passing means, shown at the end. */
  readonly goal: string;
  /** The success test on the final engine state. */
  readonly success: (state: GameState) => boolean;
}
