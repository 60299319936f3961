/**
 * Practice mode's part of the game machine's context, as data: the claims of the
 * count-it-yourself drill (./practice.ts) and the Muggins called on the computers
 * (./muggins.ts). On its own so that the context (./context.ts), which both of those
 * modules step, can hold it without importing them.
 */

/** What the person said a placement scored: move `move` (from 0) of hand `hand` (from 0). */
export interface ClaimAnswer {
  readonly hand: number;
  readonly move: number;
  readonly value: number;
}

/** Practice mode's part of the context (null in a casual game). */
export interface PracticeState {
  /** The drill is on: each of the person's placements waits for a claim. */
  readonly counting: boolean;
  /** The claims made so far in this game. */
  readonly answers: readonly ClaimAnswer[];
  /** The Muggins the person called on computers' missed counts (./muggins.ts); none when absent. */
  readonly calls?: readonly MugginsCall[];
}

/** A Muggins the person called: on the placement `move` (from 0) of hand `hand` (from 0). */
export interface MugginsCall {
  readonly hand: number;
  readonly move: number;
}
