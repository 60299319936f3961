/**
 * Hint badges for the person's legal placements: the total each play would
 * leave, the points it scores, and whether it earns another tile (a double or a
 * score, as the rules say). Every number is the engine's, from applying the move.
 */
import { applyMove, type GameState, type Move } from '../engine/index';
import type { Tile } from '../engine/core/tiles';
import type { LegalView, PlayTarget } from '../machine/selectors';

export interface TargetHint {
  readonly tile: Tile;
  readonly target: PlayTarget;
  readonly total: number;
  readonly points: number;
  /** The same player plays again after it. */
  readonly again: boolean;
}

/** The move a target stands for. */
export function targetMove(seat: number, tile: Tile, target: PlayTarget): Move {
  return target.slot === null
    ? { type: 'play', seat, tile, on: target.on }
    : { type: 'play', seat, tile, on: target.on, slot: target.slot };
}

/** Every target of every playable tile, with what the engine says the play does. */
export function targetHints(game: GameState, legal: LegalView): TargetHint[] {
  const out: TargetHint[] = [];
  for (const choice of legal.tiles) {
    for (const target of choice.targets) {
      const applied = applyMove(game, targetMove(legal.seat, choice.tile, target));
      const again = applied.ok && applied.value.event.type === 'play' && applied.value.event.again;
      out.push({ tile: choice.tile, target, total: target.total, points: target.points, again });
    }
  }
  return out;
}

/**
 * A hint badge's words: the count a play leaves, the points it scores, and "again" when it
 * earns another tile ("20 → +4 · again", "15 → +3", "9").
 */
export function badgeText(hint: Pick<TargetHint, 'total' | 'points' | 'again'>): string {
  const score = hint.points > 0 ? ` → +${hint.points}` : '';
  return `${hint.total}${score}${hint.again ? ' · again' : ''}`;
}
