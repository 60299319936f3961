/**
 * The tutorial runner's vocabulary (./runner.ts): the learner's seat, the state a lesson is in,
 * and the actions that move it on.
 */
import type { InformationSet, PublicEvent } from '../ai/index';
import type { GameState, Move, MoveEvent, Rng, Slot, Tile } from '../engine/index';
import type { BestMove } from '../practice/best';
import type { Trial } from './trials';
import type { Lesson } from './types';

/** The learner always sits in seat 0. */
export const LEARNER = 0;

export interface Feedback {
  readonly tone: 'good' | 'wrong' | 'info';
  readonly text: string;
}

export interface TutorialState {
  readonly lesson: Lesson;
  readonly game: GameState;
  /** Index of the current step; steps.length once the lesson is over. */
  readonly step: number;
  /** What the last action earned: praise, a refusal's reason, the coach's remark. */
  readonly feedback: Feedback | null;
  /** Every move made since the deal (setup included), with its event. */
  readonly events: readonly MoveEvent[];
  /** The scores before the last move, shown while a quiz keeps the new ones back. */
  readonly scoresBefore: readonly number[];
  /** The hand's public history, for the computer opponent. */
  readonly history: readonly PublicEvent[];
  /** The opponent's generator (game steps). */
  readonly rng: Rng;
  /** How many refusals this lesson (a wrong move or answer each). */
  readonly mistakes: number;
  /**
   * The learner's moves in game steps (and a whole-turn step) that had a choice, each with what
   * the learner knew then (the debrief, the daily puzzle's verdict).
   */
  readonly decisions: readonly Decision[];
  /**
   * The search's answer for each decision's position (`answers[i]` for `decisions[i]`), as
   * the caller reports it with a `judged` action; absent while it is worked out, null when
   * there was none. The coach, the debrief and the stars all judge by it.
   */
  readonly answers: readonly (BestMove | null | undefined)[];
  /** The decision the feedback shown is about (the learner's move and the replies), if any. */
  readonly feedbackDecision: number | null;
  /**
   * Each scripted step where the learner tried legal moves the step does not name (./trials.ts),
   * and the search's answer for its position (`trialAnswers[i]` for `trials[i]`, reported with a
   * `judgedTrial` action; absent while worked out, null when there was none).
   */
  readonly trials: readonly Trial[];
  readonly trialAnswers: readonly (BestMove | null | undefined)[];
  /** The trial and move the feedback shown is about, if any. */
  readonly feedbackTrial: { readonly trial: number; readonly move: Move } | null;
  /** Scripted steps met where the rules allowed a move the step does not name: the par's choices. */
  readonly choiceSteps: number;
  readonly done: boolean;
  /** The lesson's success test held at the end. */
  readonly passed: boolean;
}

/** A move the learner chose in a game step, where more than one was legal. */
export interface Decision {
  /** What the learner could know then (the same view as practice's best move). */
  readonly view: InformationSet;
  readonly move: Move;
}

export type TutorialAction =
  | { readonly type: 'next' }
  /** `on` undefined: "this tile, wherever it goes" (a tap on a tile with no lit target). */
  | { readonly type: 'play'; readonly tile: Tile; readonly on?: Tile | null; readonly slot?: Slot }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' }
  | { readonly type: 'answer'; readonly value: number }
  /**
   * The search's answer for decision `decision` (its position, as `adviceFor` sees it), worked
   * out by the caller (a worker in the browser): kept for the debrief and the stars, and the
   * coach's word on the move is added to the feedback while it still shows that move.
   */
  | { readonly type: 'judged'; readonly decision: number; readonly answer: BestMove | null }
  /** The search's answer for trial `trial`'s position (its `view`), worked out by the caller. */
  | { readonly type: 'judgedTrial'; readonly trial: number; readonly answer: BestMove | null };
