/**
 * Where the line's lit places go on the layout (pure, Node-tested): each legal target of a
 * chosen tile at its open point's ghost (a double's ghost for a double; the middle of the
 * table for the lead), and every place any playable tile may go, which the camera keeps in
 * sight whichever tile is chosen, so choosing one never moves the board (issue 26).
 */
import { hi, isDouble, type Tile } from '../../engine/core/tiles';
import type { DoubleGhost, GhostPlacement, Rect } from './layout';
import type { LineBoardView, LinePlace } from './lineBoard';

/** The playable tiles and their targets by id (the table's hand, or a lesson's moves). */
export interface PlacesOf {
  readonly tiles: readonly { readonly tile: Tile; readonly targets: readonly { id: string }[] }[];
}

/** What a target needs of a ghost placement (the lead's target is made up by the table). */
export type GhostSpot = Pick<
  GhostPlacement,
  'cx' | 'cy' | 'width' | 'height' | 'point' | 'at' | 'angle'
> & {
  readonly double: Pick<DoubleGhost, 'cx' | 'cy' | 'width' | 'height' | 'angle'> | null;
};

/** Where the lead goes: the middle of the table (lying, or standing for a double). */
export function leadGhost(tile: Tile): GhostSpot {
  return {
    cx: 0,
    cy: 0,
    width: 2,
    height: 1,
    point: { node: -1, edge: -1, value: hi(tile) },
    at: { x: -1, y: 0, direction: 'east', length: 1 },
    angle: 0,
    double: isDouble(tile) ? { cx: 0, cy: 0, width: 1, height: 2, angle: 90 } : null,
  };
}

/** One lit place of a chosen tile: its target, where it lies, its ghost and the rectangle lit. */
export interface LitPlace extends LinePlace {
  readonly tile: Tile;
  readonly target: { readonly id: string };
  /** The target's place among the tile's targets (the selection's `target`). */
  readonly index: number;
  readonly ghost: GhostSpot;
  /** The ghost's rectangle, or its double's when the tile is a double. */
  readonly rect: Rect;
}

/**
 * The lit places of `tile` (its targets in `moves`, in order; none when it has none), each at
 * the ghost of its open point in `ghosts` (the layout view's, in `layout.open` order).
 */
export function litPlaces(
  board: LineBoardView,
  ghosts: readonly GhostPlacement[],
  moves: PlacesOf | null,
  tile: Tile | null,
): LitPlace[] {
  const choice = moves?.tiles.find((t) => t.tile === tile);
  if (!choice) return [];
  const open = board.layout?.open ?? [];
  const out: LitPlace[] = [];
  choice.targets.forEach((target, index) => {
    const place = board.places[target.id];
    if (!place) return;
    const point = place.point;
    const at = point ? open.findIndex((p) => p.node === point.node && p.edge === point.edge) : -1;
    const ghost = point === null ? leadGhost(choice.tile) : (ghosts[at] ?? null);
    if (!ghost) return;
    const rect = (isDouble(choice.tile) && ghost.double) || ghost;
    out.push({ ...place, tile: choice.tile, target, index, ghost, rect });
  });
  return out;
}

/** Every place any playable tile may go now: what the camera keeps in sight on the person's turn. */
export function placesInPlay(
  board: LineBoardView,
  ghosts: readonly GhostPlacement[],
  moves: PlacesOf | null,
): Rect[] {
  return (moves?.tiles ?? []).flatMap((c) =>
    litPlaces(board, ghosts, moves, c.tile).map((p) => p.rect),
  );
}
