/**
 * A hand's positions move by move, for practice mode's replay: rebuilt from the record
 * with the engine, no search (so it loads with practice mode, apart from the advisor).
 */
import { EMPTY_LAYOUT, type Layout, type MoveEvent } from '../engine/index';
import { advance, dealHand, type GameContext } from '../machine/context';
import { rebuild } from '../machine/practice';

/** The game as it stood at the deal of hand `hand`. */
export function contextBefore(context: GameContext, hand: number): GameContext {
  return dealHand(rebuild(context.settings, context.hands.slice(0, hand)));
}

/** One position of a hand's replay: the table after `count` moves and what the last one did. */
export interface ReplayFrame {
  readonly count: number;
  readonly layout: Layout;
  readonly event: MoveEvent | null;
  readonly scores: readonly number[];
}

/** The hand's positions from the deal (count 0) to its last move. */
export function handFrames(context: GameContext, hand: number): ReplayFrame[] {
  const log = context.hands[hand];
  if (!log) return [];
  let ctx = contextBefore(context, hand);
  const frame = (count: number, event: MoveEvent | null): ReplayFrame => ({
    count,
    layout: ctx.game.hand?.layout ?? EMPTY_LAYOUT,
    event,
    scores: ctx.game.scores.slice(),
  });
  const frames = [frame(0, null)];
  log.moves.forEach((move, m) => {
    ctx = advance(ctx, move);
    frames.push(frame(m + 1, ctx.hands[hand]?.events[m] ?? null));
  });
  return frames;
}
