/**
 * The person's choice on the table, as pure data: one model for the mouse, touch
 * and the keyboard, in games and lessons alike. Left/Right pick a playable tile,
 * Up/Down one of its places, Enter does the default action; a tap chooses a tile.
 * The legal moves arrive from the driver's view; nothing here decides a rule.
 */
import type { Tile } from '../engine/tiles';

/** A place a tile may go, with the points a play there makes (0 when not told). */
interface Place {
  readonly points: number;
}

/** The moves the selection chooses among (a table view's `moves`). */
export interface Choices<T extends Place = Place> {
  readonly tiles: readonly { readonly tile: Tile; readonly targets: readonly T[] }[];
  readonly canDraw: boolean;
  readonly canPass: boolean;
}

export interface Selection {
  /** The chosen playable tile, or null when no tile can be played. */
  readonly tile: Tile | null;
  /** Index into that tile's targets. */
  readonly target: number;
}

export const NO_SELECTION: Selection = { tile: null, target: 0 };

/** What Enter does now. */
export type DefaultAction<T extends Place = Place> =
  | { readonly kind: 'play'; readonly tile: Tile; readonly target: T }
  | { readonly kind: 'draw' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'none' };

/**
 * Keeps the selection legal: the same tile and point when still playable, else
 * (when `preselect`) the first playable tile in hand order and its best-scoring point.
 */
export function normalize(
  sel: Selection,
  legal: Choices | null,
  handOrder: readonly Tile[],
  preselect = true,
): Selection {
  if (!legal || legal.tiles.length === 0) return NO_SELECTION;
  const current = legal.tiles.find((t) => t.tile === sel.tile);
  if (current)
    return { tile: current.tile, target: Math.min(sel.target, current.targets.length - 1) };
  if (!preselect) return NO_SELECTION;
  const ordered = playableInHandOrder(legal, handOrder);
  const first = ordered[0];
  if (first === undefined) return NO_SELECTION;
  return { tile: first, target: bestTarget(legal, first) };
}

/** The playable tiles in the order they sit in the hand. */
export function playableInHandOrder(legal: Choices, handOrder: readonly Tile[]): Tile[] {
  const playable = new Set(legal.tiles.map((t) => t.tile));
  const out = handOrder.filter((t) => playable.has(t));
  for (const t of legal.tiles) if (!out.includes(t.tile)) out.push(t.tile);
  return out;
}

function bestTarget(legal: Choices, tile: Tile): number {
  const targets = legal.tiles.find((t) => t.tile === tile)?.targets ?? [];
  let best = 0;
  targets.forEach((t, i) => {
    if (t.points > (targets[best]?.points ?? 0)) best = i;
  });
  return best;
}

/** Left/Right: the previous or next playable tile (wrapping). */
export function stepTile(
  sel: Selection,
  delta: number,
  legal: Choices | null,
  handOrder: readonly Tile[],
): Selection {
  if (!legal) return NO_SELECTION;
  const order = playableInHandOrder(legal, handOrder);
  if (order.length === 0) return NO_SELECTION;
  const at = sel.tile === null ? -1 : order.indexOf(sel.tile);
  // From no choice: Right takes the first tile, Left the last.
  const from = at < 0 && delta < 0 ? 0 : at;
  const next = order[(from + delta + order.length * 2) % order.length] as Tile;
  return { tile: next, target: bestTarget(legal, next) };
}

/** Up/Down: the previous or next open point for the chosen tile (wrapping). */
export function stepTarget(sel: Selection, delta: number, legal: Choices | null): Selection {
  const targets = legal?.tiles.find((t) => t.tile === sel.tile)?.targets ?? [];
  if (sel.tile === null || targets.length === 0) return sel;
  return { tile: sel.tile, target: (sel.target + delta + targets.length * 2) % targets.length };
}

/** Enter: play the chosen tile where chosen, else draw or pass when that is the only action. */
export function defaultAction<T extends Place>(
  sel: Selection,
  legal: Choices<T> | null,
): DefaultAction<T> {
  if (!legal) return { kind: 'none' };
  const choice = legal.tiles.find((t) => t.tile === sel.tile);
  const target = choice?.targets[sel.target];
  if (choice && target) return { kind: 'play', tile: choice.tile, target };
  if (legal.tiles.length === 0 && legal.canDraw) return { kind: 'draw' };
  if (legal.tiles.length === 0 && legal.canPass) return { kind: 'pass' };
  return { kind: 'none' };
}
