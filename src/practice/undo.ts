/**
 * Undo, in practice only: take back the person's last turn (a whole chain,
 * draws included) and every computer turn after it. The game is rebuilt from
 * its own record, shortened: every hand is dealt again from the seed and every
 * kept move made again through the engine, so the result is exactly the
 * position the game had before that turn (hands, table, scores, log).
 */
import { advance, dealHand, startContext, type GameContext } from '../machine/context';
import type { HandLog } from '../machine/history';
import type { GameSettings } from '../machine/settings';

/** A game rebuilt from its settings and the hands as played (deals come from the seed). */
export function rebuild(
  settings: GameSettings,
  hands: readonly Pick<HandLog, 'moves'>[],
  autoContinue = false,
): GameContext {
  let context = startContext(settings, autoContinue);
  for (const hand of hands) {
    context = dealHand(context);
    for (const move of hand.moves) context = advance(context, move);
  }
  return context;
}

/** Where the seat's last turn starts in the current hand's moves; null when it has none there. */
export function lastTurnStart(context: GameContext, seat: number): number | null {
  const hand = context.hands[context.hands.length - 1];
  if (!hand) return null;
  const moves = hand.moves;
  let i = moves.length - 1;
  while (i >= 0 && moves[i]?.seat !== seat) i--;
  if (i < 0) return null;
  while (i > 0 && moves[i - 1]?.seat === seat) i--;
  return i;
}

export function canUndo(context: GameContext, seat: number): boolean {
  return lastTurnStart(context, seat) !== null;
}

/**
 * The game as it was just before the seat's last turn in the current hand, or
 * null when the seat has made no move in this hand.
 */
export function undoLastTurn(context: GameContext, seat: number): GameContext | null {
  const start = lastTurnStart(context, seat);
  if (start === null) return null;
  const hands = context.hands.map((h, i) =>
    i === context.hands.length - 1 ? { moves: h.moves.slice(0, start) } : { moves: h.moves },
  );
  return rebuild(context.settings, hands, context.autoContinue);
}
