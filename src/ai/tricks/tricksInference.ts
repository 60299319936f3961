/**
 * What naming trumps tells of the namer's hand (Texas 42): a seat that named a pip suit
 * holds three or four of it far more often than a hand dealt at random (about 1.8 on
 * average), and its double more often than its share. Hard's worlds (tricksAi.ts) are
 * dealt from the view as before (tricksWorld.ts: the voids hold) and kept by rejection:
 * a deal is kept with a chance in proportion to the weight of the namer's whole hand (the
 * tiles it played and those dealt to it), so the kept worlds follow the namer's hands as
 * the bidding made them likely.
 *
 * The weights are the share of namers' hands with k trumps, with or without the trump
 * double, over that share among hands dealt at random (hypergeometric: 7 trumps among 28
 * tiles, 7 dealt): 680 suits named by Hard and Medium seats after bidding, 800 seeded
 * deals (`npx tsx scripts/bidderHands.ts --hands 800 --b medium`), smoothed where few fell.
 */
import {
  hasPip,
  tileOf,
  type Generator,
  type Tile,
  type TricksState,
  type TricksView,
} from '../../engine/index';
import { tricksWorld } from './tricksWorld';

/** Per trumps held (0 to 7): the weight without the trump double, and with it. */
const WEIGHTS: readonly (readonly [number, number])[] = [
  [0.01, 0.01],
  [0.03, 0.03],
  [0.17, 0.31],
  [2.3, 4.6],
  [5.8, 9],
  [9, 9],
  [9, 9],
  [9, 9],
];

const MOST = 9;

/** Deals tried before the likeliest of them is taken. */
const TRIES = 64;

/** The weight of a namer's whole hand: trumps held, and whether the trump double is one. */
export function namerWeight(tiles: readonly Tile[], suit: number): number {
  const k = tiles.filter((t) => hasPip(t, suit)).length;
  const row = WEIGHTS[Math.min(k, 7)] ?? [1, 1];
  return tiles.includes(tileOf(suit, suit)) ? row[1] : row[0];
}

/** The seat that named a pip suit (not the viewer, not after a plunge or splash) and the suit; else null. */
function namedSuit(view: TricksView): { namer: number; suit: number } | null {
  const hand = view.hand;
  if (!hand || hand.special !== null || hand.bidder === null || hand.bidder === view.seat)
    return null;
  const trump = hand.trump;
  if (trump === null || !/^[0-6]$/.test(trump)) return null;
  return { namer: hand.bidder, suit: Number(trump) };
}

/**
 * A world from the view with the namer's hand as likely as its naming makes it: deals are
 * kept by rejection (at most `TRIES`, then the likeliest dealt); a plain world where no one
 * else named a pip suit.
 */
export function inferredWorld(view: TricksView, g: Generator): TricksState {
  const named = namedSuit(view);
  if (!named) return tricksWorld(view, g);
  let likeliest: TricksState | null = null;
  let most = -1;
  for (let i = 0; i < TRIES; i++) {
    const world = tricksWorld(view, g);
    const w = namerWeight(world.hand?.deal[named.namer] ?? [], named.suit);
    if (g.float() * MOST < w) return world;
    if (w > most) [likeliest, most] = [world, w];
  }
  return likeliest ?? tricksWorld(view, g);
}
