/**
 * The review after a hand: each of the person's decisions beside the Hard
 * evaluator's choice in the same information set (what the person could know
 * then), with the points the evaluator reckons the move gave away (`judgeMove`, the judge
 * the tutorial's coach and debrief use too). The hand's
 * step-through replay is the replay viewer's (src/archive/replay.ts, src/view/line/reviewDriver.ts).
 */
import { lineState } from '../machine/lineState';
import { informationSet } from '../ai/index';
import type { SearchOptions } from '../ai/line/search';
import type { Move } from '../engine/index';
import { formatTile } from '../engine/core/tiles';
import { advance, dealHand, type GameContext } from '../machine/context';
import { publicHistory } from '../machine/history';
import { rebuild } from '../machine/practice';
import { ADVICE_SEARCH, adviceFor } from './best';
import { judgeMove } from './judge';

/** The game as it stood at the deal of hand `hand`. */
export function contextBefore(context: GameContext, hand: number): GameContext {
  return dealHand(rebuild(context.settings, context.hands.slice(0, hand)));
}

export interface ReviewItem {
  /** The move's index in the hand (from 0). */
  readonly move: number;
  readonly yours: string;
  readonly best: string;
  /** The evaluator's values (points against the other sides, game win included). */
  readonly yourValue: number;
  readonly bestValue: number;
  /** How much the evaluator reckons the move gave away (0 when it was the choice). */
  readonly givenAway: number;
  readonly same: boolean;
  readonly reason: string;
}

export interface HandReview {
  readonly hand: number;
  readonly items: readonly ReviewItem[];
  /** The sum of `givenAway`. */
  readonly givenAway: number;
}

/** "6-4 on 4-1", "6-4 (lead)", "draw", "pass". */
export function describeMove(move: Move): string {
  if (move.type !== 'play') return move.type;
  return move.on === null
    ? `${formatTile(move.tile)} (lead)`
    : `${formatTile(move.tile)} on ${formatTile(move.on)}`;
}

/** The person's decisions in hand `hand` (those with a choice), judged by the evaluator. */
export function reviewHand(
  context: GameContext,
  hand: number,
  seat: number,
  options: Partial<SearchOptions> = ADVICE_SEARCH,
): HandReview {
  const log = context.hands[hand];
  const items: ReviewItem[] = [];
  if (!log) return { hand, items, givenAway: 0 };
  let ctx = contextBefore(context, hand);
  log.moves.forEach((move, m) => {
    if (move.seat === seat) {
      const current = ctx.hands[hand];
      const view = informationSet(lineState(ctx), seat, publicHistory(current));
      if (view && view.legal.length > 1) {
        // The same search as the best move's for this position (one seed, one cache),
        // rated by the one judge the coach and the debrief use.
        const best = adviceFor(view, context.settings.seed, options);
        const j = judgeMove(best, move);
        if (best && j) {
          items.push({
            move: m,
            yours: describeMove(move),
            best: describeMove(j.best.move),
            yourValue: j.mine.value ?? 0,
            bestValue: j.best.value ?? 0,
            givenAway: j.givenAway,
            same: j.same,
            reason: best.reason,
          });
        }
      }
    }
    ctx = advance(ctx, move);
  });
  return { hand, items, givenAway: items.reduce((s, i) => s + i.givenAway, 0) };
}
