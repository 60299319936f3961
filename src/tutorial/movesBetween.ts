/**
 * The moves between two tutorial states, one by one, so a table can show each as it lands.
 */
import { applyMove, type GameState, type Move, type MoveEvent } from '../engine/index';
import type { TutorialState } from './runner';

/**
 * The moves one action made (the learner's, scripted ones, the opponents' answers), each
 * with the game just after it, so a table can show them one by one. Null when `after`
 * does not follow on from `before` by moves alone (another lesson, a new hand dealt).
 */
export function movesBetween(
  before: TutorialState,
  after: TutorialState,
): { readonly event: MoveEvent; readonly game: GameState }[] | null {
  const fresh = after.events.slice(before.events.length);
  if (after.lesson !== before.lesson || after.events.length < before.events.length) return null;
  const out: { event: MoveEvent; game: GameState }[] = [];
  let game = before.game;
  for (const event of fresh) {
    const move: Move =
      event.type === 'play'
        ? {
            type: 'play',
            seat: event.seat,
            tile: event.tile,
            on: event.on,
            ...(event.slot ? { slot: event.slot } : {}),
          }
        : { type: event.type, seat: event.seat };
    const r = applyMove(game, move);
    if (!r.ok) return null;
    game = r.value.state;
    out.push({ event: r.value.event, game });
  }
  // A new hand dealt without moves: the game does not follow from the moves either.
  return game.hand?.layout === after.game.hand?.layout || game === after.game ? out : null;
}
