/**
 * The search of the Texas 42 solver (./tricksSolver.ts, its public face): an exact
 * perfect-information search of the remaining tricks (RULES.md §17.6–17.7):
 * with every hand known and the contract named, the points (1 a trick + count) the
 * bidder's team takes from here with best play by both teams. Alpha-beta over bitmask
 * hands with null windows after the first tile (PVS); a transposition table at trick
 * starts (./tricksTable.ts) keyed by the tiles still held and the leader (the deal fixes
 * who holds each of them), whose best lead is tried first; sure-trick bounds
 * (./tricksBounds.ts); one of each set of equal tiles; winners first, and among leads those
 * that cut elsewhere in this solve (history); at a trick's last play, a tile whose next
 * trick start the table already knows to cut ends the search (enhanced transposition cutoff). The suits, ranks and
 * follow rules are the engine's own tables (`suitLed`, `followMask`, `playStrength`,
 * `countPoints`), copied once per contract into flat arrays.
 *
 * Every trick is played, whatever the hand's end option: the value is the points, not made
 * or set. Nello is handled: the bidder's partner sits out, and the bidder's team (the
 * bidder alone) minimises the points it takes (0: it takes no trick).
 */
import { teamOf, type TricksHand } from '../../engine/index';
import { sureBounds } from './tricksBounds';
import { newTable, ttGet, ttSet } from './tricksTable';
import { COUNT, COUNT_MASK, lowBit, popCount, tablesOf, type Tables } from './tricksBits';

const TILES = 28;
/** Leads that cut, by seat and tile, this solve (the history heuristic): tried first next time. */
const HIST = new Int32Array(4 * TILES);
/** Room for one node's candidate tiles (a hand holds at most 7) in the per-ply buffers. */
const WIDTH = 8;

/** The search's mutable position: hands as bit sets, the trick in progress, the table. */
export interface Position {
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
  /** Every tile still in a hand (the sitting-out seat's aside), and the trick's tiles so far. */
  held: number;
  trick: number;
  /** The trick in progress, kept as it is played: the suit led, the winning play's index and strength, the count in it. */
  suit: number;
  winAt: number;
  winK: number;
  pts: number;
  /** The count still in the hands. */
  count: number;
  /** Plays made since the search began: the index of the ply's buffers below. */
  depth: number;
  /** Each ply's candidate tiles in the order tried, and their ordering keys. */
  readonly moves: Int8Array;
  readonly keys: Int32Array;
  nodes: number;
}

function nextSeat(p: Position, seat: number): number {
  const n = (seat + 1) & 3;
  return n === p.out ? (n + 1) & 3 : n;
}

/** The seat on turn: the leader, or the seat after the last play. */
export function turnOf(p: Position): number {
  return p.played === 0 ? p.leader : nextSeat(p, p.seats[p.played - 1] ?? 0);
}

/** The tiles the seat may play: those following the suit led, if it holds any. */
export function legalMask(p: Position, seat: number): number {
  const hand = p.hands[seat] ?? 0;
  if (p.played === 0) return hand;
  const must = hand & (p.t.follow[p.suit] ?? 0);
  return must === 0 ? hand : must;
}

/**
 * Whether tile t plays as one of the tiles before it in `seen` (Tables.between and apart):
 * then its value is that tile's, and the search need not try it.
 */
export function equalToOne(
  p: Position,
  seen: number,
  t: number,
  live: number,
  others: number,
): boolean {
  for (let m = seen; m !== 0; m &= m - 1) {
    const i = lowBit(m) * TILES + t;
    const mid = p.t.between[i] ?? -1;
    if (mid !== -1 && (mid & live) === 0 && ((p.t.apart[i] ?? 0) & others) === 0) return true;
  }
  return false;
}

/**
 * Fills the ply's buffer with the seat's candidate tiles, one of each set of equals, in the
 * order to try them: a known best lead first, then winners (cheapest winner), count to a
 * winning partner, low tiles. Returns how many.
 */
function ordered(p: Position, seat: number, mask: number, first: number): number {
  const base = p.depth * WIDTH;
  // One legal tile: nothing to order.
  if ((mask & (mask - 1)) === 0) {
    p.moves[base] = lowBit(mask);
    return 1;
  }
  const suit = p.played === 0 ? -1 : p.suit;
  const best = p.played === 0 ? -1 : p.winK;
  const ours = p.played > 0 && (((p.seats[p.winAt] ?? 0) ^ seat) & 1) === 0;
  const strength = p.t.strength;
  const led = p.t.led;
  const live = p.held | p.trick;
  const others = p.held & ~(p.hands[seat] ?? 0);
  // The known best lead first, then one of each set of equals.
  const lead = first >= 0 && ((mask >>> first) & 1) === 1 ? first : -1;
  let seen = 0;
  let n = 0;
  for (let m = lead >= 0 ? mask & ~(1 << lead) : mask, t = lead; ;) {
    if (t < 0) {
      if (m === 0) break;
      t = lowBit(m);
      m &= m - 1;
    }
    const skip = equalToOne(p, seen, t, live, others);
    seen |= 1 << t;
    if (skip) {
      t = -1;
      continue;
    }
    let key: number;
    const c = COUNT[t] ?? 0;
    if (t === lead) key = 1 << 20;
    else if (suit < 0)
      key =
        (HIST[seat * TILES + t] ?? 0) * 8 +
        (strength[(led[t] ?? 0) * TILES + t] ?? 0) * 100 +
        c * 10;
    else {
      const k = strength[suit * TILES + t] ?? 0;
      if (ours) key = 5000 + c * 100 - k;
      else if (k > best) key = 10000 - k * 100;
      else key = -c * 100 - k - (strength[(led[t] ?? 0) * TILES + t] ?? 0);
    }
    let i = n++;
    while (i > 0 && (p.keys[base + i - 1] ?? 0) < key) {
      p.moves[base + i] = p.moves[base + i - 1] ?? 0;
      p.keys[base + i] = p.keys[base + i - 1] ?? 0;
      i--;
    }
    p.moves[base + i] = t;
    p.keys[base + i] = key;
    t = -1;
  }
  return n;
}

/** Plays tile t for the seat on turn, searches on, and takes it back: the bidder's team's points from here. */
export function playAndSearch(
  p: Position,
  seat: number,
  t: number,
  alpha: number,
  beta: number,
): number {
  const bit = 1 << t;
  const c = COUNT[t] ?? 0;
  const suit = p.suit;
  const winAt = p.winAt;
  const winK = p.winK;
  const pts = p.pts;
  if (p.played === 0) {
    p.suit = p.t.led[t] ?? 0;
    p.winAt = 0;
    p.winK = p.t.strength[p.suit * TILES + t] ?? 0;
    p.pts = c;
  } else {
    const k = p.t.strength[suit * TILES + t] ?? 0;
    if (k > winK) {
      p.winK = k;
      p.winAt = p.played;
    }
    p.pts = pts + c;
  }
  p.hands[seat] = (p.hands[seat] ?? 0) & ~bit;
  p.held &= ~bit;
  p.trick |= bit;
  p.count -= c;
  p.seats[p.played] = seat;
  p.tiles[p.played] = t;
  p.played++;
  p.depth++;
  let v: number;
  if (p.played === (p.out < 0 ? 4 : 3)) {
    const winner = p.seats[p.winAt] ?? 0;
    const gain = (winner & 1) === p.scoreTeam ? 1 + p.pts : 0;
    const leader = p.leader;
    // The trick's plays, kept while the next tricks overwrite them.
    const s0 = p.seats[0] ?? 0;
    const s1 = p.seats[1] ?? 0;
    const s2 = p.seats[2] ?? 0;
    const s3 = p.seats[3] ?? 0;
    const t0 = p.tiles[0] ?? 0;
    const t1 = p.tiles[1] ?? 0;
    const t2 = p.tiles[2] ?? 0;
    const t3 = p.tiles[3] ?? 0;
    const n = p.played;
    const trick = p.trick;
    p.played = 0;
    p.trick = 0;
    p.leader = winner;
    v = gain + search(p, alpha - gain, beta - gain);
    p.leader = leader;
    p.played = n;
    p.trick = trick;
    p.seats[0] = s0;
    p.seats[1] = s1;
    p.seats[2] = s2;
    p.seats[3] = s3;
    p.tiles[0] = t0;
    p.tiles[1] = t1;
    p.tiles[2] = t2;
    p.tiles[3] = t3;
  } else v = search(p, alpha, beta);
  p.depth--;
  p.played--;
  p.hands[seat] = (p.hands[seat] ?? 0) | bit;
  p.held |= bit;
  p.trick &= ~bit;
  p.count += c;
  p.suit = suit;
  p.winAt = winAt;
  p.winK = winK;
  p.pts = pts;
  return v;
}

/** The last trick, every hand down to one tile: the bidder's team's points from it. */
function lastTrick(p: Position): number {
  const lead = lowBit(p.hands[p.leader] ?? 0);
  const suit = p.t.led[lead] ?? 0;
  let best = -1;
  let winner = p.leader;
  let pts = 1;
  for (let s = 0; s < 4; s++) {
    if (s === p.out) continue;
    const t = lowBit(p.hands[s] ?? 0);
    pts += COUNT[t] ?? 0;
    const k = p.t.strength[suit * TILES + t] ?? 0;
    if (k > best) {
      best = k;
      winner = s;
    }
  }
  return teamOf(winner) === p.scoreTeam ? pts : 0;
}

/**
 * Enhanced transposition cutoff at a trick's last play: the value of a tile whose trick and
 * next trick start's table entry already reach beta (or alpha for the minimiser), or -1.
 */
function knownCut(
  p: Position,
  seat: number,
  n: number,
  base: number,
  maximise: boolean,
  alpha: number,
  beta: number,
): number {
  const row = p.suit * TILES;
  for (let i = 0; i < n; i++) {
    const t = p.moves[base + i] ?? 0;
    const winner = (p.t.strength[row + t] ?? 0) > p.winK ? seat : (p.seats[p.winAt] ?? 0);
    const gain = (winner & 1) === p.scoreTeam ? 1 + p.pts + (COUNT[t] ?? 0) : 0;
    const held = p.held & ~(1 << t);
    if (held === 0) {
      if (maximise ? gain >= beta : gain <= alpha) return gain;
      continue;
    }
    const entry = ttGet(held * 4 + winner);
    if (entry < 0) continue;
    if (maximise) {
      const lower = gain + ((entry >> 7) & 127);
      if (lower >= beta) return lower;
    } else {
      const upper = gain + (entry & 127);
      if (upper <= alpha) return upper;
    }
  }
  return -1;
}

/** Alpha-beta (fail-soft minimax): the bidder's team's points from here, the trick in progress included. */
export function search(p: Position, alpha: number, beta: number): number {
  p.nodes++;
  let key = -1;
  let first = -1;
  if (p.played === 0) {
    const held = p.held;
    if (held === 0) return 0;
    const tricks = popCount(p.hands[p.leader] ?? 0);
    if (tricks === 1) return lastTrick(p);
    // Every point left: 1 a trick (the tiles the leader holds) and the count still held.
    const most = tricks + p.count;
    if (beta <= 0) return 0;
    if (alpha >= most) return most;
    if (alpha < 0) alpha = 0;
    if (beta > most) beta = most;
    key = held * 4 + p.leader;
    const entry = ttGet(key);
    if (entry >= 0) {
      const lower = (entry >> 7) & 127;
      const upper = entry & 127;
      if (lower === upper || lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      first = (entry >> 14) - 1;
    }
    // Outside nello both teams take what they can: sure tricks bound the value.
    if (p.maxTeam === p.scoreTeam) {
      const both = sureBounds(p.t, p.hands, p.leader, held, p.maxTeam, most);
      const lo = both >> 7;
      const hi = both & 127;
      if (lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (alpha < lo) alpha = lo;
      if (beta > hi) beta = hi;
    }
  }
  const a0 = alpha;
  const b0 = beta;
  const seat = turnOf(p);
  const maximise = (seat & 1) === p.maxTeam;
  let best = maximise ? -1 : 1000;
  let bestTile = -1;
  const n = ordered(p, seat, legalMask(p, seat), first);
  const base = p.depth * WIDTH;
  // The trick's last play: a tile whose next trick start is known to cut ends the search here.
  if (p.played === (p.out < 0 ? 3 : 2) && n > 1) {
    const cut = knownCut(p, seat, n, base, maximise, alpha, beta);
    if (cut >= 0) return cut;
  }
  for (let i = 0; i < n; i++) {
    const t = p.moves[base + i] ?? 0;
    // The first tile with the whole window, the rest first with a null one (PVS).
    let v: number;
    if (i === 0) v = playAndSearch(p, seat, t, alpha, beta);
    else if (maximise) {
      v = playAndSearch(p, seat, t, alpha, alpha + 1);
      if (v > alpha && v < beta) v = playAndSearch(p, seat, t, alpha, beta);
    } else {
      v = playAndSearch(p, seat, t, beta - 1, beta);
      if (v < beta && v > alpha) v = playAndSearch(p, seat, t, alpha, beta);
    }
    if (maximise ? v > best : v < best) {
      best = v;
      bestTile = t;
    }
    if (maximise) {
      if (best > alpha) alpha = best;
    } else if (best < beta) beta = best;
    if (alpha >= beta) break;
  }
  // A lead that cut: weighted by the tricks it had ahead of it (cuts near the root count most).
  if (p.played === 0 && (maximise ? best >= b0 : best <= a0)) {
    const tricks = popCount(p.hands[seat] ?? 0) + 1;
    HIST[seat * TILES + bestTile] = (HIST[seat * TILES + bestTile] ?? 0) + tricks * tricks;
  }
  if (key >= 0) {
    const entry = ttGet(key);
    let lower = entry < 0 ? 0 : (entry >> 7) & 127;
    let upper = entry < 0 ? 127 : entry & 127;
    if (best <= a0) upper = Math.min(upper, best);
    else if (best >= b0) lower = Math.max(lower, best);
    else lower = upper = best;
    ttSet(key, ((bestTile + 1) << 14) | (lower << 7) | upper);
  }
  return best;
}

/** The search's position for a hand in trick play (trumps named, not over); null otherwise. */
export function positionOf(hand: TricksHand): Position | null {
  // Sevens has no suits: the solver's follow tables do not describe it.
  if (hand.trump === null || hand.trump === 'sevens' || hand.end !== null || hand.bidder === null)
    return null;
  newTable();
  HIST.fill(0);
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
    held: 0,
    trick: 0,
    suit: 0,
    winAt: 0,
    winK: 0,
    pts: 0,
    count: 0,
    depth: 0,
    moves: new Int8Array((TILES + 1) * WIDTH),
    keys: new Int32Array((TILES + 1) * WIDTH),
    nodes: 0,
  };
  hand.current.forEach((play, i) => {
    p.seats[i] = play.seat;
    p.tiles[i] = play.tile;
    p.trick |= 1 << play.tile;
    const c = COUNT[play.tile] ?? 0;
    if (i === 0) {
      p.suit = p.t.led[play.tile] ?? 0;
      p.winK = p.t.strength[p.suit * TILES + play.tile] ?? 0;
      p.pts = c;
    } else {
      const k = p.t.strength[p.suit * TILES + play.tile] ?? 0;
      if (k > p.winK) {
        p.winK = k;
        p.winAt = i;
      }
      p.pts += c;
    }
  });
  for (let s = 0; s < 4; s++) if (s !== p.out) p.held |= p.hands[s] ?? 0;
  for (let m = p.held & COUNT_MASK; m !== 0; m &= m - 1) p.count += COUNT[lowBit(m)] ?? 0;
  return p;
}
