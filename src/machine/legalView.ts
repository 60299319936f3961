/** The legal moves grouped by tile, with what each play would count and score (pure). */
import {
  addPoints,
  applyMove,
  attach,
  hasPip,
  isDouble,
  legalMoves,
  placeLead,
  playPoints,
  sideOf,
  slotName,
  type GameState,
  type InformationSet,
  type Layout,
  type LegalMove,
  type Move,
  type OpenPoint,
  type Slot,
  type Tile,
} from '../engine/index';

/** Where a tile may go, with what the play would count and score. */
export interface PlayTarget {
  /** The tile played on; null for the lead. */
  readonly on: Tile | null;
  /** The edge of a double; null otherwise. Send it back in the play's MOVE to place the tile there. */
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

/** What a play would count and score, or null when the engine refuses it. */
type PlayOutcome = (move: Move) => { readonly total: number; readonly points: number } | null;

/**
 * The legal moves of `seat`, grouped by tile: the one grouping the game's table, the hints,
 * the tutorial's lessons and the online table share. A tile that fits a double at several
 * open points is offered at each, with the double's edge (`slot`), each play's count and
 * points from `outcome`.
 */
function groupLegal(
  seat: number,
  moves: readonly LegalMove[],
  layout: Layout,
  outcome: PlayOutcome,
): LegalView {
  const tiles = new Map<Tile, PlayTarget[]>();
  let canDraw = false;
  let canPass = false;
  for (const legal of moves) {
    if (legal.type === 'draw') canDraw = true;
    if (legal.type === 'pass') canPass = true;
    if (legal.type !== 'play') continue;
    const targets = tiles.get(legal.tile) ?? [];
    tiles.set(legal.tile, targets);
    const on = legal.on;
    // Every open point of the target tile that this tile fits, each checked.
    const points = legal.at === null ? [null] : edgesFor(layout, legal.at.node, legal.tile);
    for (const point of points) {
      const slot = point !== null && on !== null && isDouble(on) ? slotName(point.edge) : null;
      const move: Move =
        slot === null
          ? { type: 'play', seat, tile: legal.tile, on }
          : { type: 'play', seat, tile: legal.tile, on, slot };
      const made = outcome(move);
      if (made) targets.push({ on, slot, point, total: made.total, points: made.points });
    }
  }
  return {
    seat,
    tiles: [...tiles].map(([tile, targets]) => ({ tile, targets })),
    canDraw,
    canPass,
  };
}

/** The legal moves of the seat on turn, grouped by tile, every play checked by the engine. */
export function legalView(game: GameState): LegalView | null {
  const hand = game.hand;
  if (!hand) return null;
  const cached = legalCache.get(game);
  if (cached) return cached;
  const view = groupLegal(hand.turn, legalMoves(game), hand.layout, (move) => {
    const applied = applyMove(game, move);
    return applied.ok && applied.value.event.type === 'play' ? applied.value.event : null;
  });
  legalCache.set(game, view);
  return view;
}

/**
 * The legal moves of a seat's own view (an online table's information set: no other hand,
 * no boneyard), grouped as `legalView` groups them; null when the seat is not to move. Each
 * play's count is the engine's layout after it, its points the engine's `playPoints`, void
 * where they would overshoot an exact target (`addPoints`), as `applyMove` scores them.
 */
export function seatLegalView(info: InformationSet): LegalView | null {
  if (info.legal.length === 0) return null;
  const options = info.config.options;
  const side = sideOf(info.config, info.seat);
  return groupLegal(info.seat, info.legal, info.layout, (move) => {
    if (move.type !== 'play') return null;
    const at = info.legal.find(
      (m) => m.type === 'play' && m.tile === move.tile && m.on === move.on,
    );
    if (at?.type !== 'play') return null;
    const point =
      at.at === null
        ? null
        : (edgesFor(info.layout, at.at.node, move.tile).find(
            (p) => move.slot === undefined || slotName(p.edge) === move.slot,
          ) ?? at.at);
    const after =
      point === null
        ? placeLead(info.layout, move.tile, options)
        : attach(info.layout, move.tile, point, options);
    const earned = playPoints(after.total, options);
    const scores = earned > 0 ? addPoints(info.scores, side, earned, options) : info.scores;
    const points = scores === info.scores || scores[side] === info.scores[side] ? 0 : earned;
    return { total: after.total, points };
  });
}

function edgesFor(layout: Layout, node: number, tile: Tile): OpenPoint[] {
  return layout.open.filter((p) => p.node === node && hasPip(tile, p.value));
}
