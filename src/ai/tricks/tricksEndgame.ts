/**
 * The Texas 42 solver's endgame (./tricksSearch.ts): the last two tricks from a trick's
 * start, every hand down to two tiles, valued exactly by plain minimax over at most
 * sixteen ways to play the first of them (each hand has two tiles, or one that must
 * follow), the last trick then forced. Cheaper than the search's own machinery this close
 * to the end.
 */
import type { Position } from './tricksPosition';
import { COUNT, lowBit } from './tricksBits';

const TILES = 28;
/** The tile each seat plays to the first of the two tricks, as a bit. */
const played = new Int32Array(4);
/** The seats in the order they play the trick. */
const order = new Int32Array(4);

/**
 * The last trick, `leader` leading: every seat's one tile left once the bits of `gone`
 * (by seat) are out of its hand. The bidder's team's points from it.
 */
export function lastTrick(p: Position, leader: number, gone: Int32Array): number {
  const lead = lowBit((p.hands[leader] ?? 0) & ~(gone[leader] ?? 0));
  const row = (p.t.led[lead] ?? 0) * TILES;
  let best = -1;
  let winner = leader;
  let pts = 1;
  for (let s = 0; s < 4; s++) {
    if (s === p.out) continue;
    const t = lowBit((p.hands[s] ?? 0) & ~(gone[s] ?? 0));
    pts += COUNT[t] ?? 0;
    const k = p.t.strength[row + t] ?? 0;
    if (k > best) {
      best = k;
      winner = s;
    }
  }
  return (winner & 1) === p.scoreTeam ? pts : 0;
}

/**
 * The value (fail-soft in the window) with the trick's plays before `i` made: the suit
 * led, the winning play's strength and seat, the count in the trick.
 */
function play(
  p: Position,
  i: number,
  n: number,
  suit: number,
  winK: number,
  winSeat: number,
  pts: number,
  alpha: number,
  beta: number,
): number {
  p.nodes++;
  const seat = order[i] ?? 0;
  const hand = p.hands[seat] ?? 0;
  let legal = hand;
  if (i > 0) {
    const must = hand & (p.t.follow[suit] ?? 0);
    if (must !== 0) legal = must;
  }
  const maximise = (seat & 1) === p.maxTeam;
  let best = maximise ? -1 : 1000;
  for (let m = legal; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    played[seat] = 1 << t;
    const s = i === 0 ? (p.t.led[t] ?? 0) : suit;
    const k = p.t.strength[s * TILES + t] ?? 0;
    const wins = i === 0 || k > winK;
    const w = wins ? seat : winSeat;
    const c = pts + (COUNT[t] ?? 0);
    let v: number;
    if (i + 1 === n) v = ((w & 1) === p.scoreTeam ? 1 + c : 0) + lastTrick(p, w, played);
    else v = play(p, i + 1, n, s, wins ? k : winK, w, c, alpha, beta);
    if (maximise) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}

/**
 * The bidder's team's points from the last two tricks, from the start of the first of them
 * (fail-soft alpha-beta: outside the window, a bound).
 */
export function lastTwoTricks(p: Position, alpha: number, beta: number): number {
  let n = 0;
  for (let s = p.leader, i = 0; i < 4; i++, s = (s + 1) & 3) if (s !== p.out) order[n++] = s;
  return play(p, 0, n, 0, -1, p.leader, 0, alpha, beta);
}
