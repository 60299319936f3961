/**
 * The moves between two tutorial states, one by one, so a table can show each as it lands.
 */
import { applyMove, type GameState, type Layout, type Move, type MoveEvent } from '../engine/index';
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
  // A new hand dealt: the game does not follow from the moves (the layouts differ).
  return sameLayout(game.hand?.layout, after.game.hand?.layout) ? out : null;
}

/** The same tiles laid in the same order (the moves replayed make new objects of the same). */
function sameLayout(a: Layout | undefined, b: Layout | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.nodes.length !== b.nodes.length) return false;
  return a.nodes.every((n, i) => n.tile === b.nodes[i]?.tile);
}
