/**
 * The Texas 42 solver's position (./tricksSearch.ts searches it): the hands as bit sets,
 * the trick in progress kept as it is played, and the per-ply buffers of the tiles to try;
 * made from an engine hand by `positionOf`, which also starts the solve's memory
 * (./tricksTable.ts).
 */
import { teamOf, type TricksHand } from '../../engine/index';
import { newTable } from './tricksTable';
import { COUNT, COUNT_MASK, lowBit, tablesOf, type Tables } from './tricksBits';

const TILES = 28;
/** Room for one node's candidate tiles (a hand holds at most 7) in the per-ply buffers. */
export const WIDTH = 8;

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
  /** The plays made to the trick in progress. */
  played: number;
  /** The tricks left, the one in progress included. */
  left: number;
  /** Every tile still in a hand (the sitting-out seat's aside), and the trick's tiles so far. */
  held: number;
  trick: number;
  /** The trick in progress, kept as it is played: the suit led, the seat winning it and its tile's strength, the count in it. */
  suit: number;
  winSeat: number;
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

/** The seat on turn: the leader, or the seat `played` places after it (in nello, past the seat sitting out). */
export function turnOf(p: Position): number {
  if (p.out < 0) return (p.leader + p.played) & 3;
  let seat = p.leader;
  for (let i = 0; i < p.played; i++) seat = nextSeat(p, seat);
  return seat;
}

/** The tiles the seat may play: those following the suit led, if it holds any. */
export function legalMask(p: Position, seat: number): number {
  const hand = p.hands[seat] ?? 0;
  if (p.played === 0) return hand;
  const must = hand & (p.t.follow[p.suit] ?? 0);
  return must === 0 ? hand : must;
}

/** The search's position for a hand in trick play (trumps named, not over); null otherwise. */
export function positionOf(hand: TricksHand): Position | null {
  // Sevens has no suits: the solver's follow tables do not describe it.
  if (hand.trump === null || hand.trump === 'sevens' || hand.end !== null || hand.bidder === null)
    return null;
  newTable();
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
    played: hand.current.length,
    left: (hand.hands[hand.leader]?.length ?? 0) + (hand.current.length > 0 ? 1 : 0),
    held: 0,
    trick: 0,
    suit: 0,
    winSeat: hand.leader,
    winK: 0,
    pts: 0,
    count: 0,
    depth: 0,
    moves: new Int8Array((TILES + 1) * WIDTH),
    keys: new Int32Array((TILES + 1) * WIDTH),
    nodes: 0,
  };
  hand.current.forEach((play, i) => {
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
        p.winSeat = play.seat;
      }
      p.pts += c;
    }
  });
  for (let s = 0; s < 4; s++) if (s !== p.out) p.held |= p.hands[s] ?? 0;
  for (let m = p.held & COUNT_MASK; m !== 0; m &= m - 1) p.count += COUNT[lowBit(m)] ?? 0;
  return p;
}
