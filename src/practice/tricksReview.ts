/**
 * Texas 42 after the hand: each of the person's plays, trick by trick, beside the best play
 * with every hand open (double dummy: the exact solver, `solveMoves`, on the true position),
 * with the points (tricks and count) the play gave away against it and whether the bid would
 * then have been made or set. Pure and deterministic; the solver is slow enough at the first
 * lead (a quarter of a second at worst) to run in the advisor's worker (advisor.ts).
 */
import { solveMoves, solveTricks } from '../ai/tricks/tricksSolver';
import {
  applyTricksMove,
  bidNeed,
  teamOf,
  type Tile,
  type TricksHand,
  type TricksMove,
  type TricksState,
  type TrumpName,
} from '../engine/index';
import type { GameContext } from '../machine/context';
import { contextBefore } from './review';

/** Made or set: what the bid comes to with best play by every seat from a position on. */
export type BidResult = 'made' | 'set';

export interface TricksReviewItem {
  /** The trick (from 0) and whether the person led it. */
  readonly trick: number;
  readonly lead: boolean;
  /** The domino played and how many the person could play there. */
  readonly yours: Tile;
  readonly choices: number;
  /** The dominoes that do best with every hand open (yours among them when it was best). */
  readonly best: readonly Tile[];
  /**
   * What the person's team takes from here, with best play after: with the domino played and
   * with the best one (in nello the points the other team takes, which the bidder wants low).
   */
  readonly yourValue: number;
  readonly bestValue: number;
  /** `bestValue - yourValue`: 0 when the play was one of the best. */
  readonly givenAway: number;
  /** The bid's fate with best play from here on: after the play made, and after the best one. */
  readonly yourResult: BidResult;
  readonly bestResult: BidResult;
}

export interface TricksReview {
  readonly hand: number;
  readonly seat: number;
  /** The contract played; null when there was none (everyone passed and it was thrown in). */
  readonly contract: {
    readonly bidder: number;
    readonly bid: number;
    readonly trump: TrumpName;
  } | null;
  /** The bidders' points with every hand open and best play from the first lead; null: no play. */
  readonly openPoints: number | null;
  /** What the bid came to with every hand open from the first lead; null: no play. */
  readonly openResult: BidResult | null;
  /** How the hand ended at the table ('all-pass' when thrown in), null if it has not ended. */
  readonly ended: TricksHand['end'];
  /** The hand's points per team at the end (team 0 = seats 0 + 2). */
  readonly points: readonly [number, number];
  readonly items: readonly TricksReviewItem[];
  /** The sum of `givenAway`. */
  readonly givenAway: number;
}

/** Made or set, for the bidders' total points in the hand. */
function resultOf(hand: TricksHand, bidderPoints: number): BidResult {
  if (hand.trump === 'nello') return bidderPoints === 0 ? 'made' : 'set';
  return bidderPoints >= bidNeed(hand.high) ? 'made' : 'set';
}

/** The person's play in this position, judged against every legal play solved. */
function judge(state: TricksState, hand: TricksHand, tile: Tile): TricksReviewItem | null {
  const solved = solveMoves(state);
  const mine = solved.find((m) => m.tile === tile);
  if (!mine || hand.bidder === null) return null;
  const top = Math.max(...solved.map((m) => m.value));
  const best = solved.filter((m) => m.value === top);
  const taken = hand.points[teamOf(hand.bidder)];
  // The first best domino stands for them all: they come to the same points.
  const first = best[0] ?? mine;
  return {
    trick: hand.tricks.length,
    lead: hand.current.length === 0,
    yours: tile,
    choices: solved.length,
    best: best.map((m) => m.tile).sort((a, b) => a - b),
    yourValue: mine.value,
    bestValue: top,
    givenAway: top - mine.value,
    yourResult: resultOf(hand, taken + mine.bidders),
    bestResult: resultOf(hand, taken + first.bidders),
  };
}

/**
 * Reviews one hand from its start (`start`: the hand dealt, before its first bid) through
 * its moves: `seat`'s plays judged with every hand open. A move the rules refuse ends the
 * review there (what came before it stands).
 */
export function reviewTricks(
  start: TricksState,
  moves: readonly TricksMove[],
  seat: number,
  handIndex = 0,
): TricksReview {
  let state = start;
  const items: TricksReviewItem[] = [];
  let openPoints: number | null = null;
  for (const move of moves) {
    const hand = state.hand;
    if (!hand) break;
    if (move.type === 'play' && openPoints === null) openPoints = solveTricks(state);
    if (move.type === 'play' && move.seat === seat) {
      const item = judge(state, hand, move.tile);
      if (item) items.push(item);
    }
    const next = applyTricksMove(state, move);
    if (!next.ok) break;
    state = next.value.state;
  }
  const hand = state.hand;
  const contract =
    hand && hand.bidder !== null && hand.trump !== null
      ? { bidder: hand.bidder, bid: hand.high, trump: hand.trump }
      : null;
  return {
    hand: handIndex,
    seat,
    contract,
    openPoints,
    openResult: hand && openPoints !== null ? resultOf(hand, openPoints) : null,
    ended: hand?.end ?? null,
    points: hand ? [hand.points[0], hand.points[1]] : [0, 0],
    items,
    givenAway: items.reduce((sum, i) => sum + i.givenAway, 0),
  };
}

/** The review of hand `hand` of a Texas 42 game in the machine, for `seat`. */
export function reviewTricksHand(context: GameContext, hand: number, seat: number): TricksReview {
  const log = context.hands[hand];
  const start = contextBefore(context, hand).game as unknown as TricksState;
  return reviewTricks(start, (log?.moves ?? []) as unknown as TricksMove[], seat, hand);
}
