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
 * trick start the table already knows to cut ends the search (enhanced transposition cutoff);
 * the last two tricks from their start by ./tricksEndgame.ts. The suits, ranks and
 * follow rules are the engine's own tables (`suitLed`, `followMask`, `playStrength`,
 * `countPoints`), copied once per contract into flat arrays.
 *
 * Every trick is played, whatever the hand's end option: the value is the points, not made
 * or set. Nello is handled: the bidder's partner sits out, and the bidder's team (the
 * bidder alone) minimises the points it takes (0: it takes no trick).
 */
import { sureBounds } from './tricksBounds';
import { lastTrick, lastTwoTricks } from './tricksEndgame';
import { legalMask, turnOf, WIDTH, type Position } from './tricksPosition';
import { HIST, ttGet, ttSet } from './tricksTable';
import { COUNT, lowBit } from './tricksBits';

const TILES = 28;

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
  for (let m = seen & (p.t.alike[t] ?? 0); m !== 0; m &= m - 1) {
    const i = lowBit(m) * TILES + t;
    const mid = p.t.between[i] ?? -1;
    if (mid !== -1 && (mid & live) === 0 && ((p.t.apart[i] ?? 0) & others) === 0) return true;
  }
  return false;
}

/**
 * Fills the ply's buffer with the seat's candidate tiles, one of each set of equals, in the
 * order to try them: a known best lead first, then leads no other hand can beat, then
 * leads that cut elsewhere in this solve, high first; when following, winners (cheapest
 * winner), count to a winning partner, low tiles. Returns how many.
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
  const ours = p.played > 0 && ((p.winSeat ^ seat) & 1) === 0;
  const strength = p.t.strength;
  const led = p.t.led;
  const moves = p.moves;
  const keys = p.keys;
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
    if (t === lead) key = 1 << 30;
    else if (suit < 0)
      key =
        (HIST[seat * TILES + t] ?? 0) * 8 +
        (((p.t.beats[t] ?? 0) & others) === 0 ? 1 << 19 : 0) +
        (strength[(led[t] ?? 0) * TILES + t] ?? 0) * 100 +
        c * 10;
    else {
      const k = strength[suit * TILES + t] ?? 0;
      if (ours) key = 5000 + c * 100 - k;
      else if (k > best) key = 10000 - k * 100;
      else key = -c * 100 - k - (strength[(led[t] ?? 0) * TILES + t] ?? 0);
    }
    let i = base + n++;
    while (i > base && (keys[i - 1] ?? 0) < key) {
      moves[i] = moves[i - 1] ?? 0;
      keys[i] = keys[i - 1] ?? 0;
      i--;
    }
    moves[i] = t;
    keys[i] = key;
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
  const winSeat = p.winSeat;
  const winK = p.winK;
  const pts = p.pts;
  if (p.played === 0) {
    p.suit = p.t.led[t] ?? 0;
    p.winSeat = seat;
    p.winK = p.t.strength[p.suit * TILES + t] ?? 0;
    p.pts = c;
  } else {
    const k = p.t.strength[suit * TILES + t] ?? 0;
    if (k > winK) {
      p.winK = k;
      p.winSeat = seat;
    }
    p.pts = pts + c;
  }
  p.hands[seat] = (p.hands[seat] ?? 0) & ~bit;
  p.held &= ~bit;
  p.trick |= bit;
  p.count -= c;
  p.played++;
  p.depth++;
  let v: number;
  if (p.played === (p.out < 0 ? 4 : 3)) {
    const winner = p.winSeat;
    const gain = (winner & 1) === p.scoreTeam ? 1 + p.pts : 0;
    const leader = p.leader;
    const n = p.played;
    const trick = p.trick;
    p.played = 0;
    p.trick = 0;
    p.leader = winner;
    p.left--;
    v = gain + search(p, alpha - gain, beta - gain);
    p.left++;
    p.leader = leader;
    p.played = n;
    p.trick = trick;
  } else v = search(p, alpha, beta);
  p.depth--;
  p.played--;
  p.hands[seat] = (p.hands[seat] ?? 0) | bit;
  p.held |= bit;
  p.trick &= ~bit;
  p.count += c;
  p.suit = suit;
  p.winSeat = winSeat;
  p.winK = winK;
  p.pts = pts;
  return v;
}

/** No tile out of any hand (`lastTrick` on the hands as they are). */
const NONE = new Int32Array(4);
/** The one tile the seat on turn plays, out of its hand, for `lastTrick`. */
const ONE = new Int32Array(4);

/** The last play of the last trick but one: each tile's value is that trick and the last, exact. */
function lastTwo(p: Position, seat: number, n: number, base: number, maximise: boolean): number {
  const row = p.suit * TILES;
  let best = maximise ? -1 : 1000;
  for (let i = 0; i < n; i++) {
    const t = p.moves[base + i] ?? 0;
    const winner = (p.t.strength[row + t] ?? 0) > p.winK ? seat : p.winSeat;
    const gain = (winner & 1) === p.scoreTeam ? 1 + p.pts + (COUNT[t] ?? 0) : 0;
    ONE[seat] = 1 << t;
    const v = gain + lastTrick(p, winner, ONE);
    ONE[seat] = 0;
    if (maximise ? v > best : v < best) best = v;
  }
  return best;
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
    const winner = (p.t.strength[row + t] ?? 0) > p.winK ? seat : p.winSeat;
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
  let tricks = 0;
  // The table's bounds for this trick start (none: 0 and 127), kept for the store below.
  let lower = 0;
  let upper = 127;
  if (p.played === 0) {
    const held = p.held;
    if (held === 0) return 0;
    tricks = p.left;
    if (tricks === 1) return lastTrick(p, p.leader, NONE);
    // Every point left: 1 a trick (the tiles the leader holds) and the count still held.
    const most = tricks + p.count;
    if (beta <= 0) return 0;
    if (alpha >= most) return most;
    if (alpha < 0) alpha = 0;
    if (beta > most) beta = most;
    key = held * 4 + p.leader;
    const entry = ttGet(key);
    if (entry >= 0) {
      lower = (entry >> 7) & 127;
      upper = entry & 127;
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
  let best: number;
  let bestTile = -1;
  if (tricks === 2) best = lastTwoTricks(p, alpha, beta);
  else {
    const seat = turnOf(p);
    const mask = legalMask(p, seat);
    // One legal tile (a follow: a lead's one tile is the last trick): nothing to choose.
    if ((mask & (mask - 1)) === 0) return playAndSearch(p, seat, lowBit(mask), alpha, beta);
    const maximise = (seat & 1) === p.maxTeam;
    best = maximise ? -1 : 1000;
    const n = ordered(p, seat, mask, first);
    const base = p.depth * WIDTH;
    // The trick's last play: with one trick after it each tile is valued exactly; else a tile
    // whose next trick start the table knows to cut ends the search here.
    if (p.played === (p.out < 0 ? 3 : 2) && p.left === 2)
      return lastTwo(p, seat, n, base, maximise);
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
      const weight = (tricks + 1) * (tricks + 1);
      HIST[seat * TILES + bestTile] = (HIST[seat * TILES + bestTile] ?? 0) + weight;
    }
  }
  if (key >= 0) {
    // The subtree holds fewer tiles: it never stores this key, so those bounds still hold.
    if (best <= a0) upper = Math.min(upper, best);
    else if (best >= b0) lower = Math.max(lower, best);
    else lower = upper = best;
    ttSet(key, ((bestTile + 1) << 14) | (lower << 7) | upper, tricks);
  }
  return best;
}
