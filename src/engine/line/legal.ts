/**
 * What the player on turn may do (RULES.md §5, §14, §15.5): the one place that
 * decides legal placements, draws and passes. `moves.ts` applies a move
 * against the same rules.
 */
import {
  attach,
  fitsMask,
  placeLead,
  type Layout,
  type LayoutNode,
  type OpenPoint,
} from './layout';
import type { Options } from './options';
import { isScoringTotal } from './scoring';
import type { GameState, HandState } from './state';
import { hasPip, isDouble, pips, type Tile } from '../core/tiles';

/** A legal placement: the tile, the tile it goes on (null for the lead) and the open point. */
export interface LegalPlay {
  readonly tile: Tile;
  readonly on: Tile | null;
  /** The open point used; null for the lead. */
  readonly at: OpenPoint | null;
}

/** Whether a tile may lead under these options (Seven-Toed Pete: a double or a 5- or 10-pip tile). */
export function isLegalLead(tile: Tile, options: Options): boolean {
  if (options.leadRestriction === 'any') return true;
  const p = pips(tile);
  return isDouble(tile) || p === 5 || p === 10;
}

/** Tiles that can be drawn now (none without a boneyard, less the reserve). */
export function drawable(hand: HandState, options: Options): number {
  if (!options.boneyard) return 0;
  return Math.max(0, hand.boneyard.length - options.boneyardReserve);
}

/** Whether the player on turn may draw now, if unable to play (draw_limit: one allows a single draw). */
export function mayDraw(hand: HandState, options: Options): boolean {
  return drawable(hand, options) > 0 && (options.drawLimit === 'until_playable' || !hand.drew);
}

/**
 * Every placement of `tiles` on the layout, ignoring whose turn it is and any
 * chain restriction: one per (tile, target tile), at the first open point of
 * that target the tile fits (sides before ends).
 */
export function placements(layout: Layout, tiles: readonly Tile[], options: Options): LegalPlay[] {
  const out: LegalPlay[] = [];
  if (layout.nodes.length === 0) {
    for (const tile of tiles)
      if (isLegalLead(tile, options)) out.push({ tile, on: null, at: null });
    return out;
  }
  const points = layout.open;
  for (const tile of tiles) {
    let lastNode = -1;
    for (const at of points) {
      if (at.node === lastNode || !hasPip(tile, at.value)) continue;
      lastNode = at.node;
      out.push({ tile, on: (layout.nodes[at.node] as LayoutNode).tile, at });
    }
  }
  return out;
}

/** Whether any of the tiles can be placed (a legal lead on an empty layout). */
export function anyFits(layout: Layout, tiles: readonly Tile[], options: Options): boolean {
  if (layout.nodes.length === 0) return tiles.some((t) => isLegalLead(t, options));
  const mask = layout.openMask;
  for (const t of tiles) if (fitsMask(t, mask)) return true;
  return false;
}

/** The total a placement would leave. */
export function totalAfter(layout: Layout, play: LegalPlay, options: Options): number {
  return play.at === null
    ? placeLead(layout, play.tile, options).total
    : attach(layout, play.tile, play.at, options).total;
}

export function isChainWorthy(tile: Tile, total: number, options: Options): boolean {
  return isDouble(tile) || isScoringTotal(total, options);
}

/** The placements the player on turn may make now (after the drawn-tile and chain rules). */
export function legalPlays(state: GameState): LegalPlay[] {
  const hand = state.hand;
  if (!hand || hand.result || state.over) return [];
  const options = state.config.options;
  if (hand.drawn !== null) return placements(hand.layout, [hand.drawn], options);
  if (hand.leadTile !== null && hand.layout.nodes.length === 0)
    return placements(hand.layout, [hand.leadTile], options);
  let plays = placements(hand.layout, hand.hands[hand.turn] as readonly Tile[], options);
  if (hand.chained && hand.restricted) {
    plays = plays.filter((p) =>
      isChainWorthy(p.tile, totalAfter(hand.layout, p, options), options),
    );
  }
  if (hand.chained && options.continuationMustScoreIfPossible) {
    const scoring = plays.filter((p) =>
      isScoringTotal(totalAfter(hand.layout, p, options), options),
    );
    if (scoring.length > 0) plays = scoring;
  }
  return plays;
}

export type LegalMove =
  | {
      readonly type: 'play';
      readonly seat: number;
      readonly tile: Tile;
      readonly on: Tile | null;
      readonly at: OpenPoint | null;
    }
  | { readonly type: 'draw'; readonly seat: number }
  | { readonly type: 'pass'; readonly seat: number };

/** Every move the player on turn may make; empty when the hand or game is over. */
export function legalMoves(state: GameState): LegalMove[] {
  const hand = state.hand;
  if (!hand || hand.result || state.over) return [];
  const seat = hand.turn;
  const plays = legalPlays(state);
  const out: LegalMove[] = plays.map((p) => ({
    type: 'play',
    seat,
    tile: p.tile,
    on: p.on,
    at: p.at,
  }));
  const options = state.config.options;
  if (out.length > 0) {
    if (hand.chained && !options.continuationMandatory && hand.drawn === null)
      out.push({ type: 'pass', seat });
    return out;
  }
  out.push(noPlayMove(state, hand));
  return out;
}

/** What the player on turn must do with no placement: draw or pass. */
export function noPlayMove(state: GameState, hand: HandState): LegalMove {
  const options = state.config.options;
  const seat = hand.turn;
  if (hand.chained && (hand.restricted || !options.continuationDraw)) return { type: 'pass', seat };
  if (mayDraw(hand, options)) return { type: 'draw', seat };
  return { type: 'pass', seat };
}

/** The hand is blocked: nothing drawable and no seat holds a tile that fits (§14.1, §14.8). */
export function isBlocked(hand: HandState, options: Options): boolean {
  if (drawable(hand, options) > 0) return false;
  for (const tiles of hand.hands) if (anyFits(hand.layout, tiles, options)) return false;
  return true;
}
