/**
 * An exact perfect-information solver of Texas 42's remaining tricks (RULES.md §17.6–17.7):
 * with every hand known and the contract named, the points (1 a trick + count) the
 * bidder's team takes from here with best play by both teams. Alpha-beta over bitmask
 * hands, a transposition table at trick starts keyed by the tiles still held and the
 * leader (the deal fixes who holds each of them), and winners first. The suits, ranks and
 * follow rules are the engine's own tables (`suitLed`, `followMask`, `playStrength`,
 * `countPoints`), copied once per contract into flat arrays.
 *
 * Every trick is played, whatever the hand's end option: the value is the points, not made
 * or set. Nello is handled: the bidder's partner sits out, and the bidder's team (the
 * bidder alone) minimises the points it takes (0: it takes no trick).
 */
import { teamOf, type Tile, type TricksHand, type TricksState } from '../engine/index';
import { COUNT, COUNT_MASK, lowBit, popCount, tablesOf, type Tables } from './tricksBits';

const TILES = 28;

/** The search's mutable position: hands as bit sets, the trick in progress, the table. */
interface Position {
  readonly t: Tables;
  readonly hands: Int32Array;
  /** The sitting-out seat in nello, else -1. */
  readonly out: number;
  /** The bidder's team: the search's value is the points it takes. */
  readonly scoreTeam: number;
  /** The team that maximises that value: the bidder's, or the defenders in nello. */
  readonly maxTeam: number;
  leader: number;
  readonly seats: Int8Array;
  readonly tiles: Int8Array;
  played: number;
  readonly tt: Map<number, number>;
  nodes: number;
}

function nextSeat(p: Position, seat: number): number {
  const n = (seat + 1) & 3;
  return n === p.out ? (n + 1) & 3 : n;
}

/** The seat on turn: the leader, or the seat after the last play. */
function turnOf(p: Position): number {
  return p.played === 0 ? p.leader : nextSeat(p, p.seats[p.played - 1] ?? 0);
}

/** The tiles the seat may play: those following the suit led, if it holds any. */
function legalMask(p: Position, seat: number): number {
  const hand = p.hands[seat] ?? 0;
  if (p.played === 0) return hand;
  const must = hand & (p.t.follow[p.t.led[p.tiles[0] ?? 0] ?? 0] ?? 0);
  return must === 0 ? hand : must;
}

/** The trick so far: the winning seat and its strength (the engine's trickWinner, flat). */
function winning(p: Position): [number, number] {
  const suit = p.t.led[p.tiles[0] ?? 0] ?? 0;
  let best = -1;
  let seat = -1;
  for (let i = 0; i < p.played; i++) {
    const k = p.t.strength[suit * TILES + (p.tiles[i] ?? 0)] ?? 0;
    if (k > best) {
      best = k;
      seat = p.seats[i] ?? 0;
    }
  }
  return [seat, best];
}

/** The candidate tiles, ordered: winners first (cheapest winner), count to a winning partner, low tiles. */
function ordered(p: Position, seat: number, mask: number): number[] {
  const list: number[] = [];
  const keys: number[] = [];
  const suit = p.played === 0 ? -1 : (p.t.led[p.tiles[0] ?? 0] ?? 0);
  const [winner, best] = p.played === 0 ? [-1, -1] : winning(p);
  const ours = winner >= 0 && teamOf(winner) === teamOf(seat);
  for (let m = mask; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    let key: number;
    if (suit < 0) key = (p.t.strength[(p.t.led[t] ?? 0) * TILES + t] ?? 0) + (COUNT[t] ?? 0) * 0.1;
    else {
      const k = p.t.strength[suit * TILES + t] ?? 0;
      if (ours) key = 50 + (COUNT[t] ?? 0) - k * 0.01;
      else if (k > best) key = 100 - k;
      else key = -(COUNT[t] ?? 0) - k * 0.01;
    }
    let i = list.length;
    list.push(t);
    keys.push(key);
    while (i > 0 && (keys[i - 1] ?? 0) < key) {
      list[i] = list[i - 1] ?? 0;
      keys[i] = keys[i - 1] ?? 0;
      i--;
    }
    list[i] = t;
    keys[i] = key;
  }
  return list;
}

function heldMask(p: Position): number {
  let m = 0;
  for (let s = 0; s < 4; s++) if (s !== p.out) m |= p.hands[s] ?? 0;
  return m;
}

/** Plays tile t for the seat on turn, searches on, and takes it back: the bidder's team's points from here. */
function playAndSearch(p: Position, seat: number, t: number, alpha: number, beta: number): number {
  p.hands[seat] = (p.hands[seat] ?? 0) & ~(1 << t);
  p.seats[p.played] = seat;
  p.tiles[p.played] = t;
  p.played++;
  let v: number;
  if (p.played === (p.out < 0 ? 4 : 3)) {
    const [winner] = winning(p);
    let pts = 1;
    for (let i = 0; i < p.played; i++) pts += COUNT[p.tiles[i] ?? 0] ?? 0;
    const gain = teamOf(winner) === p.scoreTeam ? pts : 0;
    const leader = p.leader;
    // The trick's plays, kept while the next tricks overwrite them.
    const [s0, s1, s2, s3] = [p.seats[0], p.seats[1], p.seats[2], p.seats[3]];
    const [t0, t1, t2, t3] = [p.tiles[0], p.tiles[1], p.tiles[2], p.tiles[3]];
    const n = p.played;
    p.played = 0;
    p.leader = winner;
    v = gain + search(p, alpha - gain, beta - gain);
    p.leader = leader;
    p.played = n;
    p.seats[0] = s0 ?? 0;
    p.seats[1] = s1 ?? 0;
    p.seats[2] = s2 ?? 0;
    p.seats[3] = s3 ?? 0;
    p.tiles[0] = t0 ?? 0;
    p.tiles[1] = t1 ?? 0;
    p.tiles[2] = t2 ?? 0;
    p.tiles[3] = t3 ?? 0;
  } else v = search(p, alpha, beta);
  p.played--;
  p.hands[seat] = (p.hands[seat] ?? 0) | (1 << t);
  return v;
}

/** Alpha-beta (fail-soft minimax): the bidder's team's points from here, the trick in progress included. */
function search(p: Position, alpha: number, beta: number): number {
  p.nodes++;
  let key = -1;
  if (p.played === 0) {
    const held = heldMask(p);
    if (held === 0) return 0;
    // Every point left: 1 a trick (the tiles the leader holds) and the count still held.
    let most = popCount(p.hands[p.leader] ?? 0);
    for (let m = held & COUNT_MASK; m !== 0; m &= m - 1) most += COUNT[lowBit(m)] ?? 0;
    if (alpha < 0) alpha = 0;
    if (beta > most) beta = most;
    if (alpha >= beta) return alpha;
    key = held * 4 + p.leader;
    const entry = p.tt.get(key);
    if (entry !== undefined) {
      const lower = entry >> 7;
      const upper = entry & 127;
      if (lower === upper || lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
    }
  }
  const a0 = alpha;
  const b0 = beta;
  const seat = turnOf(p);
  const maximise = teamOf(seat) === p.maxTeam;
  let best = maximise ? -1 : 1000;
  for (const t of ordered(p, seat, legalMask(p, seat))) {
    const v = playAndSearch(p, seat, t, alpha, beta);
    if (maximise) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  if (key >= 0) {
    const entry = p.tt.get(key);
    let lower = entry === undefined ? 0 : entry >> 7;
    let upper = entry === undefined ? 127 : entry & 127;
    if (best <= a0) upper = Math.min(upper, best);
    else if (best >= b0) lower = Math.max(lower, best);
    else lower = upper = best;
    p.tt.set(key, (lower << 7) | upper);
  }
  return best;
}

/** The search's position for a hand in trick play (trumps named, not over); null otherwise. */
function positionOf(hand: TricksHand): Position | null {
  // Sevens has no suits: the solver's follow tables do not describe it.
  if (hand.trump === null || hand.trump === 'sevens' || hand.end !== null || hand.bidder === null)
    return null;
  const nello = hand.trump === 'nello';
  const bidTeam = teamOf(hand.bidder);
  const p: Position = {
    t: tablesOf(hand.trump, hand.doubles),
    hands: Int32Array.from({ length: 4 }, (_, s) => {
      let m = 0;
      for (const t of hand.hands[s] ?? []) m |= 1 << t;
      return m;
    }),
    out: hand.out ?? -1,
    scoreTeam: bidTeam,
    maxTeam: nello ? 1 - bidTeam : bidTeam,
    leader: hand.leader,
    seats: new Int8Array(4),
    tiles: new Int8Array(4),
    played: hand.current.length,
    tt: new Map(),
    nodes: 0,
  };
  hand.current.forEach((play, i) => {
    p.seats[i] = play.seat;
    p.tiles[i] = play.tile;
  });
  return p;
}

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
  const hand = state.hand;
  const p = hand ? positionOf(hand) : null;
  if (!hand || !p) return null;
  return search(p, -1, 1000);
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

/** Every legal tile of the seat on turn with its exact value for the mover's team; [] outside play. */
export function solveMoves(state: TricksState): SolvedMove[] {
  const hand = state.hand;
  const p = hand ? positionOf(hand) : null;
  if (!hand || !p) return [];
  const seat = turnOf(p);
  const total = pointsLeft(hand);
  const mine = teamOf(seat) === p.maxTeam;
  const out: SolvedMove[] = [];
  for (const t of ordered(p, seat, legalMask(p, seat))) {
    const v = playAndSearch(p, seat, t, -1, 1000);
    out.push({ tile: t as Tile, value: mine ? v : total - v, bidders: v });
  }
  return out;
}

/** The legal tiles that reach the solved value for the mover's team (best play by both teams). */
export function bestMoves(state: TricksState): Tile[] {
  const moves = solveMoves(state);
  const top = Math.max(...moves.map((m) => m.value));
  return moves.filter((m) => m.value === top).map((m) => m.tile);
}
