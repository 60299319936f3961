/**
 * The vocabulary of the lessons of the other families (Mexican Train, Texas 42), played at the
 * family table: a lesson is data, as the line lessons are (./types.ts), with its position
 * written as a game record (RECORD.md: the settings, each hand's deal and the moves already
 * made), built through the family contract. Every step asks the learner for a choice: a move
 * the engine judges and the step narrows, or a number the engine works out. Nothing here
 * decides a rule.
 */
import type { Refusal, SeatMove } from '../engine/core/family';
import type { Tile } from '../engine/core/tiles';
import type { QuizStep } from './quizStep';
import type { RuleTag } from './ruleTagList';

/** The lesson list's groups of the family lessons: the preset each is played under. */
export const FAMILY_GROUPS = ['mexican-train', 'texas-42'] as const;
export type FamilyGroup = (typeof FAMILY_GROUPS)[number];

/**
 * A number the engine works out, asked before it is shown (each family's coach answers it:
 * ./trains/trainsCoach.ts, ./tricks/tricksCoach.ts; the board keeps it back: lessonQuizView.ts).
 */
export type FamilyQuizAsk =
  /** Mexican Train: the points a seat adds for the round just over (its pips, §16.10). */
  | { readonly of: 'round-points'; readonly seat: number }
  /** Mexican Train: what a seat's hand would add to its total now (its pips, §16.10). */
  | { readonly of: 'pips-left'; readonly seat: number }
  /** Mexican Train: a seat's running total. */
  | { readonly of: 'total'; readonly seat: number }
  /** Mexican Train: the seat with the lowest total (the first of a tie). */
  | { readonly of: 'lowest-total' }
  /** Mexican Train: how many trains carry a marker. */
  | { readonly of: 'markers' }
  /** Mexican Train: the seat that starts the round (the engine's holder or finder, §16.4). */
  | { readonly of: 'starter' }
  /** Mexican Train: the number on the engine of round `round` (from 1), or of the round in play. */
  | { readonly of: 'engine'; readonly round?: number }
  /** Mexican Train: how many rounds the game has (§16.3). */
  | { readonly of: 'rounds' }
  /** Mexican Train: the tiles dealt to each of `players` on the game's set, or on `set` (§16.2). */
  | { readonly of: 'hand-size'; readonly players: number; readonly set?: 9 | 12 }
  /**
   * Mexican Train: what the rules leave the learner to do now, when it is one kind of move:
   * 0 play a tile, 1 draw, 2 pass (NaN when more than one kind is allowed, or not its turn).
   */
  | { readonly of: 'action' }
  /** Mexican Train: the train whose double is owed first (a seat, or the players' count for the Mexican train). */
  | { readonly of: 'owed' }
  /** Mexican Train: 1 when laying `tile` on `train` now ends the round, else 0. */
  | { readonly of: 'ends-round'; readonly tile: string; readonly train: number | 'mexican' }
  /** Mexican Train: the seat that won the round just over (the first of a tie). */
  | { readonly of: 'round-winner' }
  /** Mexican Train: the game's winner once it is over, or -1 when seats tie for the lowest total. */
  | { readonly of: 'game-winner' }
  /**
   * Texas 42: the suit a domino leads (0…6, 7 doubles, 8 trumps): `tile`, or the current
   * trick's lead when absent.
   */
  | { readonly of: 'suit-led'; readonly tile?: string }
  /** Texas 42: the seat that took the last complete trick. */
  | { readonly of: 'trick-winner' }
  /** Texas 42: what the last complete trick was worth (1 and its count). */
  | { readonly of: 'trick-points' }
  /** Texas 42: the points in a whole hand (a point a trick and every count domino). */
  | { readonly of: 'hand-points' }
  /** Texas 42: the marks a team scored for the hand just over. */
  | { readonly of: 'hand-marks'; readonly team: number }
  /** Texas 42: the marks a bid stakes. */
  | { readonly of: 'bid-marks'; readonly bid: number }
  /** Texas 42: the marks a team still needs to win the game. */
  | { readonly of: 'marks-to-win'; readonly team: number }
  /** Texas 42: the seat that names the contract (the bidder, or his partner after a plunge or a splash). */
  | { readonly of: 'contract-namer' }
  /** Texas 42, sevens: how far a domino's pips are from 7. */
  | { readonly of: 'sevens-distance'; readonly tile: string }
  /** Texas 42: the seat that shakes the next hand (the shaker's left). */
  | { readonly of: 'next-shaker' }
  /** Texas 42: the seat that makes the hand's bid `n` (0 the first, 3 the shaker's). */
  | { readonly of: 'bid-seat'; readonly n: number }
  /** Texas 42: the dominoes of the set the deal leaves over. */
  | { readonly of: 'undealt' }
  /** Texas 42: the highest ordinary bid allowed over the bid `over` (0: none yet). */
  | { readonly of: 'top-bid'; readonly over: number }
  /** Texas 42: 1 when the seat on turn may make `move` ("bid pass", or a domino "2-0"), else 0. */
  | { readonly of: 'allowed'; readonly move: string }
  /** Texas 42: the fewest points the defenders need to set the bid standing. */
  | { readonly of: 'set-at' };

interface Shown {
  /** One or two short sentences. */
  readonly text: string;
  /**
   * The other seats' moves (record moves) once the step is met, before the next step: the
   * learner is then on turn again, or the hand is over.
   */
  readonly then?: readonly object[];
  /** The rules this step teaches (by doing: every step is a choice). */
  readonly rules?: readonly RuleTag[];
}

/**
 * A move is named by its record form (RECORD.md), as `moveKey` writes it: "9-4 on 0",
 * "9-2 on mexican", "9-9" (the engine into the hub), "draw", "pass", "stop"; "5-1" (a domino
 * to the trick), "bid 31", "bid pass", "bid 168 plunge", "bid 84 splash", "trump 6". A tile
 * alone ("9-2") names its every place.
 */
export type MoveKey = string;

export type FamilyStep =
  /**
   * Make a move `expect` names. A legal move it does not name is refused with `why[key]`,
   * `why[tile]`, else `otherwise`; a move the engine refuses with `why[tile]` or
   * `why[refusal code]`, else the engine's reason in the learner's words.
   */
  | ({
      readonly kind: 'move';
      readonly expect: readonly MoveKey[];
      readonly why?: Readonly<Record<string, string>>;
      readonly otherwise?: string;
    } & Shown)
  /** Ask for a number before showing it; a wrong answer is explained and asked again. */
  | (QuizStep<FamilyQuizAsk> & Shown);

export interface FamilyLesson {
  /** Stable id, saved in progress. */
  readonly id: string;
  readonly title: string;
  /** One line for the lesson list. */
  readonly summary: string;
  readonly group: FamilyGroup;
  /**
   * The game so far as a record (RECORD.md, the family's own form): its settings and hands.
   * Every hand but the last is played out; the last is the lesson's, its moves already made.
   * The learner is seat 0.
   */
  readonly record: {
    readonly preset: FamilyGroup;
    readonly players: number;
    readonly partners?: boolean;
    readonly options?: Readonly<Record<string, unknown>>;
    readonly scores?: readonly number[];
    readonly hands: readonly object[];
  };
  readonly steps: readonly FamilyStep[];
  /** What passing means, shown at the end. */
  readonly goal: string;
  /** The success test on the final state (the family's own state). */
  readonly success: (state: unknown) => boolean;
}

/**
 * What a family gives its lessons besides the contract (./familyRunner.ts, one coach a family
 * in ./familyCoach.ts): the learner's tiles, the places a tile might be tried (for the engine
 * to explain a refusal), an event and a refusal in the learner's words, and the numbers its
 * quizzes ask for.
 */
export interface LessonCoach<S, M extends SeatMove, E> {
  /** A seat's tiles in hand now. */
  hand(state: S, seat: number): readonly Tile[];
  /** The moves a learner might try with a tile (each place it could go), for the engine to judge. */
  tries(state: S, seat: number, tile: Tile): readonly M[];
  /**
   * What an event did, in a short sentence ('' for none; `state` is the game after it).
   * `reveal` false keeps back what a quiz that follows asks (who took a trick, its points).
   */
  describe(event: E, state: S, reveal: boolean): string;
  /** A refusal of `move` (null: a tile tapped) in the learner's words. */
  reword(refusal: Refusal, state: S, move: M | null): string;
  /** The refusal codes that state a rule the learner broke, not merely "it does not fit". */
  readonly rules: ReadonlySet<string>;
  /** The number a quiz asks for (NaN when it does not apply to this state). */
  ask(state: S, ask: FamilyQuizAsk): number;
  /** A move's key (its record form, "9-4 on 0") in the learner's words; the key when absent. */
  words?(key: MoveKey, state: S): string;
  /** The set's highest pip, to read the lesson's tile names. */
  maxPip(state: S): number;
  /**
   * The one judge's search, where the family has one: what a position comes to for `seat`'s
   * side with best play by every seat and every hand open; null where it cannot tell yet.
   * A legal move a step does not name is judged by it (./familyRunner.ts): it costs a star
   * only when it comes to less than the step's own moves.
   */
  worth?(state: S, seat: number): Worth | null;
  /**
   * A bid's worth once the bidding is over (the step's replies made), from what `seat` knows:
   * the search over sampled deals that practice's bid advisor runs; null where it cannot tell.
   */
  bidWorth?(state: S, seat: number): Worth | null;
  /**
   * Which moves beside a domino are weighed, and how: by `worth` as it lands (`play`: Mexican
   * Train's end of a first turn), or by `bidWorth`: a plain bid (once the step's replies close
   * the bidding) or a plain contract (as named); null for any other move (a pass, a special bid
   * or contract).
   */
  weighs?(move: M): 'play' | 'bid' | 'contract' | null;
}

/** What a position comes to for a side: marks won (lost below 0), then points, higher better. */
export interface Worth {
  readonly marks: number;
  readonly points: number;
  /** What the figure rests on, in words; "With every hand open" when absent. */
  readonly basis?: string;
  /** What one of `marks` counts against a lesson's par, in points (Texas 42: 42, a hand). */
  readonly markPoints?: number;
  /** The figure is a mean over played-out deals, said as "about" (Mexican Train's rounds). */
  readonly estimate?: boolean;
  /** The unit a difference is said in, and its points (Texas 42's bids: a mark, 42). */
  readonly scale?: { readonly name: string; readonly points: number };
}
