/** The legal moves grouped by tile, with what each play would count and score (pure). */
import {
  applyMove,
  hasPip,
  isDouble,
  legalMoves,
  slotName,
  type GameState,
  type Layout,
  type Move,
  type OpenPoint,
  type Slot,
  type Tile,
} from '../engine/index';

/** Where a tile may go, with what the play would count and score. */
export interface PlayTarget {
  /** The tile played on; null for the lead. */
  readonly on: Tile | null;
  /** The edge of a double; null otherwise. Send it back in PLAY to place the tile there. */
  readonly slot: Slot | null;
  /** The open point used; null for the lead. */
  readonly point: OpenPoint | null;
  /** The count of the open ends after the play. */
  readonly total: number;
  readonly points: number;
}

/** A tile and where it may go (the table annotates the targets: `T`). */
export interface TileChoice<T = PlayTarget> {
  readonly tile: Tile;
  readonly targets: readonly T[];
}

/** The legal moves of the person on turn, grouped by tile. */
export interface LegalView<T = PlayTarget> {
  readonly seat: number;
  readonly tiles: readonly TileChoice<T>[];
  readonly canDraw: boolean;
  readonly canPass: boolean;
}

const legalCache = new WeakMap<GameState, LegalView>();

/**
 * The legal moves of the seat on turn, grouped by tile: the one grouping the game's table,
 * the hints and the tutorial's lessons share. A tile that fits a double at several open
 * points is offered at each, with the double's edge (`slot`), every one checked by the engine.
 */
export function legalView(game: GameState): LegalView | null {
  const hand = game.hand;
  if (!hand) return null;
  const cached = legalCache.get(game);
  if (cached) return cached;
  const seat = hand.turn;
  const tiles = new Map<Tile, PlayTarget[]>();
  let canDraw = false;
  let canPass = false;
  for (const legal of legalMoves(game)) {
    if (legal.type === 'draw') canDraw = true;
    if (legal.type === 'pass') canPass = true;
    if (legal.type !== 'play') continue;
    const targets = tiles.get(legal.tile) ?? [];
    tiles.set(legal.tile, targets);
    const on = legal.on;
    // Every open point of the target tile that this tile fits, each checked by the engine.
    const points = legal.at === null ? [null] : edgesFor(hand.layout, legal.at.node, legal.tile);
    for (const point of points) {
      const slot = point !== null && on !== null && isDouble(on) ? slotName(point.edge) : null;
      const move: Move =
        slot === null
          ? { type: 'play', seat, tile: legal.tile, on }
          : { type: 'play', seat, tile: legal.tile, on, slot };
      const applied = applyMove(game, move);
      if (!applied.ok || applied.value.event.type !== 'play') continue;
      const { total, points: scored } = applied.value.event;
      targets.push({ on, slot, point, total, points: scored });
    }
  }
  const view: LegalView = {
    seat,
    tiles: [...tiles].map(([tile, targets]) => ({ tile, targets })),
    canDraw,
    canPass,
  };
  legalCache.set(game, view);
  return view;
}

function edgesFor(layout: Layout, node: number, tile: Tile): OpenPoint[] {
  return layout.open.filter((p) => p.node === node && hasPip(tile, p.value));
}
