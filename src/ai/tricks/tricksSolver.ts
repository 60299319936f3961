/**
 * The exact solver of Texas 42's remaining tricks, as the rest of the game uses it: the
 * points the bidder's team takes with best play by both teams, each legal tile's value,
 * the best tiles. The search itself is ./tricksSearch.ts.
 */
import { bidNeed, teamOf, type Tile, type TricksHand, type TricksState } from '../../engine/index';
import { COUNT, lowBit } from './tricksBits';
import { legalMask, positionOf, turnOf, type Position } from './tricksPosition';
import { equalToOne, playAndSearch, search } from './tricksSearch';

/** The points still to be taken: one a trick left and the count of every tile not yet won. */
export function pointsLeft(hand: TricksHand): number {
  let count = 0;
  for (let s = 0; s < 4; s++)
    if (s !== hand.out) for (const t of hand.hands[s] ?? []) count += COUNT[t] ?? 0;
  for (const play of hand.current) count += COUNT[play.tile] ?? 0;
  const left = (hand.hands[hand.leader]?.length ?? 0) + (hand.current.length > 0 ? 1 : 0);
  return left + count;
}

/**
 * The points the bidder's team takes from here (the trick in progress included) with best
 * play by both teams; null outside trick play.
 */
export function solveTricks(state: TricksState): number | null {
  return solveCounted(state)?.value ?? null;
}

/** solveTricks with the number of positions searched (for the benchmark). */
export function solveCounted(state: TricksState): { value: number; nodes: number } | null {
  const hand = state.hand;
  const p = hand ? positionOf(hand) : null;
  if (!hand || !p) return null;
  const value = search(p, -1, 1000);
  return { value, nodes: p.nodes };
}

/**
 * A legal tile of the seat on turn and its exact value for the mover's team, higher
 * better: the points its team takes from here, or in nello the points the other team
 * takes (so a difference of two values is points given away in every contract).
 */
export interface SolvedMove {
  readonly tile: Tile;
  readonly value: number;
  /** The points the bidder's team takes from here (the trick in progress included), whoever moves. */
  readonly bidders: number;
}

/**
 * Every legal tile of the seat on turn with its exact value for the mover's team; [] outside
 * play. `work`, if given, has the positions searched added to its `nodes`.
 */
export function solveMoves(state: TricksState, work?: { nodes: number }): SolvedMove[] {
  const hand = state.hand;
  const p = hand ? positionOf(hand) : null;
  if (!hand || !p) return [];
  const seat = turnOf(p);
  const total = pointsLeft(hand);
  const mine = teamOf(seat) === p.maxTeam;
  const out = searchEach(p, seat, -1, 1000).map(({ tile, v }) => ({
    tile,
    value: mine ? v : total - v,
    bidders: v,
  }));
  if (work) work.nodes += p.nodes;
  return out;
}

/**
 * Each legal tile of the seat on turn and the bidder's team's points after it, searched in
 * the window (fail-soft: outside it, a bound); equal tiles (Tables.between) share one search.
 */
function searchEach(
  p: Position,
  seat: number,
  alpha: number,
  beta: number,
): { tile: Tile; v: number }[] {
  const live = p.held | p.trick;
  const others = p.held & ~(p.hands[seat] ?? 0);
  const out: { tile: Tile; v: number }[] = [];
  for (let m = legalMask(p, seat); m !== 0; m &= m - 1) {
    const t = lowBit(m);
    const same = out.find((o) => equalToOne(p, 1 << o.tile, t, live, others));
    out.push({ tile: t as Tile, v: same ? same.v : playAndSearch(p, seat, t, alpha, beta) });
  }
  return out;
}

/**
 * Whether the bidder's team makes its bid, tile by tile: each legal tile of the seat on
 * turn with true when, after it, best play by both teams makes the bid (in nello: the
 * bidder takes no trick). A null-window search at the bid for each tile, many times
 * cheaper than its exact value (solveMoves). Null when the hand is already made or set,
 * or outside play. `work`, if given, has the positions searched added to its `nodes`.
 */
export function solveMade(
  state: TricksState,
  work?: { nodes: number },
): { tile: Tile; made: boolean }[] | null {
  const hand = state.hand;
  const p = hand && hand.result === null ? positionOf(hand) : null;
  if (!hand || !p) return null;
  const nello = hand.trump === 'nello';
  // The points the bidder's team needs from here (the trick in progress included); in
  // nello, the bidder is set by its first point (a trick).
  const need = nello ? 1 : bidNeed(hand.high) - (hand.points[p.scoreTeam] ?? 0);
  if (need <= 0 || need > pointsLeft(hand)) return null;
  const out = searchEach(p, turnOf(p), need - 1, need).map(({ tile, v }) => ({
    tile,
    made: v >= need !== nello,
  }));
  if (work) work.nodes += p.nodes;
  return out;
}

/** The legal tiles that reach the solved value for the mover's team (best play by both teams). */
export function bestMoves(state: TricksState): Tile[] {
  const moves = solveMoves(state);
  const top = Math.max(...moves.map((m) => m.value));
  return moves.filter((m) => m.value === top).map((m) => m.tile);
}
