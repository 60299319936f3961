/**
 * Bounds for the Texas 42 solver (./tricksSolver.ts) at a trick's start, outside nello
 * (where both teams take what they can): tricks a team takes whatever the others do.
 */
import { teamOf } from '../../engine/index';
import { COUNT, lowBit, type Tables } from './tricksBits';

/**
 * The points the leader's team takes for sure from here: the leader's tiles that no tile
 * of another hand can beat in the suit they lead, led one after another (each a trick: 1
 * and its own count; what the others play to them only helps).
 */
function sureTricks(t: Tables, hands: Int32Array, leader: number, held: number): number {
  const mine = hands[leader] ?? 0;
  const others = held & ~mine;
  let sure = 0;
  for (let m = mine; m !== 0; m &= m - 1) {
    const tile = lowBit(m);
    if (((t.beats[tile] ?? 0) & others) === 0) sure += 1 + (COUNT[tile] ?? 0);
  }
  return sure;
}

/** The seat holding a tile still held. */
function seatOf(hands: Int32Array, tile: number): number {
  for (let s = 0; s < 3; s++) if ((((hands[s] ?? 0) >>> tile) & 1) === 1) return s;
  return 3;
}

/**
 * The top trumps still held by one seat, above every trump any other seat holds, packed as
 * seat * 128 + their points (each takes the trick it is played to: 1 and its count); -1
 * when there are no such trumps (none left, or some other tile can beat a trump).
 */
function topTrumps(t: Tables, hands: Int32Array, held: number): number {
  let seat = -1;
  let points = 0;
  for (let i = 0; i < t.trumps.length; i++) {
    const tile = t.trumps[i] ?? 0;
    if (((held >>> tile) & 1) === 0) continue;
    const s = seatOf(hands, tile);
    if (seat >= 0 && s !== seat) break;
    seat = s;
    points += 1 + (COUNT[tile] ?? 0);
  }
  return seat < 0 ? -1 : seat * 128 + points;
}

/**
 * The least and the most the maximising team takes from here, packed as least * 128 + most:
 * the leader's sure tricks go to its team, the tricks of the top trumps one seat holds
 * (above every other trump) to that seat's team, and the rest of the `most` points left
 * may go either way.
 */
export function sureBounds(
  t: Tables,
  hands: Int32Array,
  leader: number,
  held: number,
  maxTeam: number,
  most: number,
): number {
  const sure = sureTricks(t, hands, leader, held);
  // Each of one seat's top trumps takes a trick whenever it is played.
  const top = topTrumps(t, hands, held);
  const topTeam = top < 0 ? -1 : teamOf(top >> 7);
  const topPoints = top < 0 ? 0 : top & 127;
  const leaders = teamOf(leader);
  const maxSure = Math.max(leaders === maxTeam ? sure : 0, topTeam === maxTeam ? topPoints : 0);
  const minSure = Math.max(
    leaders !== maxTeam ? sure : 0,
    topTeam >= 0 && topTeam !== maxTeam ? topPoints : 0,
  );
  return maxSure * 128 + (most - minSure);
}
