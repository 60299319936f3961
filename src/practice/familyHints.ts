/**
 * The hints of the families the family table draws (Mexican Train, Texas 42), from one
 * plain-data request: the game's state, the seat whose information set they come from, its
 * legal moves, the seats' names and a seed for the sampled deals. Plain data so that the
 * advisor's worker can answer it (the bid advisor plays out deals: tens of milliseconds).
 */
import { trainsSeatView, type TrainsMove, type TrainsState } from '../engine/trains/trainsFamily';
import { tricksSeatView, type TricksMove, type TricksState } from '../engine/tricks/tricksFamily';
import type { FamilyId } from '../engine/core/family';
import { trainsHints, type HintLine } from './trainsHints';
import { tricksHints } from './tricksHints';

export type { HintLine } from './trainsHints';

/** The families whose hints come from here (`HINTS`: every family has an entry). */
export type HintFamily = Exclude<FamilyId, 'line'>;

type Hints = (r: HintRequest) => HintLine[];

export interface HintRequest {
  readonly family: HintFamily;
  /** The family's whole state; only the seat's information set is read from it. */
  readonly state: unknown;
  readonly seat: number;
  /** The seat's legal moves now ([] when it is not on turn). */
  readonly legal: readonly unknown[];
  readonly names: readonly string[];
  /** The seed of the sampled deals: the same position always gets the same advice. */
  readonly seed: string;
}

/**
 * Each family's hints by its id, so a family missing is a type error; null where the family's
 * practice has hints of its own (the line of play's: the badges, the best move and the review,
 * `scenes/practice/linePractice.ts`).
 */
const HINTS: { readonly [F in FamilyId]: F extends HintFamily ? Hints : null } = {
  line: null,
  trains: (r) =>
    trainsHints(
      trainsSeatView(r.state as TrainsState, r.seat),
      r.legal as readonly TrainsMove[],
      r.names,
    ),
  tricks: (r) =>
    tricksHints(
      tricksSeatView(r.state as TricksState, r.seat),
      r.names,
      r.seed,
      r.legal as readonly TricksMove[],
    ),
};

/** Whether a family's hints come from here (not the line of play's: its practice has its own). */
export function hasFamilyHints(family: string): family is HintFamily {
  return family in HINTS && HINTS[family as FamilyId] !== null;
}

/** The hints for the request's seat, from its information set only. */
export function hintsFor(request: HintRequest): HintLine[] {
  return HINTS[request.family](request);
}
