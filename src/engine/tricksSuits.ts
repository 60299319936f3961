/**
 * Texas 42's suits, ranks and tricks (RULES.md §17.5–17.7), as pure helpers over the
 * contract: which suit a led domino asks for, which dominoes follow it, which one wins a
 * trick, and what a trick is worth. Every answer comes from tables built once, so the
 * legal-move and apply paths (and a solver later) never allocate for them.
 */
import { hi, isDouble, lo, tileOf, type Tile } from './tiles';

/** The contracts a bidder may name, as records write them (RECORD.md "Texas 42 records"). */
export const TRUMP_NAMES = ['0', '1', '2', '3', '4', '5', '6', 'doubles', 'none', 'nello'] as const;
/** A contract: a pip suit trumps, doubles trumps, no-trumps ("follow-me") or nello. */
export type TrumpName = (typeof TRUMP_NAMES)[number];

/** Suits a lead may ask for: the pips 0…6, the doubles (nello only) and trumps. */
export const DOUBLES = 7;
export const TRUMPS = 8;
export type Suit = number;
const SUITS = 9;
const TILES = 28;

/** The plural names used in messages and hints: "Follow fives". */
export const SUIT_NAMES = [
  'blanks',
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'doubles',
  'trumps',
] as const;

export function suitName(suit: Suit): string {
  return SUIT_NAMES[suit] ?? 'nothing';
}

/** A contract in words, as hints and buttons say it: "fives", "doubles", "follow-me", "nello". */
export function trumpWord(trump: TrumpName): string {
  if (trump === 'none') return 'follow-me';
  if (trump === 'nello' || trump === 'doubles') return trump;
  return SUIT_NAMES[Number(trump)] ?? trump;
}

export function isTrumpName(value: unknown): value is TrumpName {
  return typeof value === 'string' && (TRUMP_NAMES as readonly string[]).includes(value);
}

/** The contract's index in TRUMP_NAMES (0…6 pips, 7 doubles, 8 none, 9 nello). */
export function contractCode(trump: TrumpName): number {
  return (TRUMP_NAMES as readonly string[]).indexOf(trump);
}

const CONTRACTS = TRUMP_NAMES.length;
const IS_TRUMP = new Uint8Array(CONTRACTS * TILES);
const LED = new Uint8Array(CONTRACTS * TILES);
const FOLLOW_MASK = new Int32Array(CONTRACTS * SUITS);
/** The key that decides a trick: 0 cannot win, 16 + rank follows, 32 + rank a trump. */
const KEY = new Uint8Array(CONTRACTS * SUITS * TILES);

function trumpOf(c: number, t: Tile): boolean {
  if (c <= 6) return hi(t) === c || lo(t) === c;
  return c === 7 && isDouble(t);
}

function ledOf(c: number, t: Tile): Suit {
  if (trumpOf(c, t)) return TRUMPS;
  if (isDouble(t)) return c === 9 ? DOUBLES : hi(t);
  return hi(t);
}

function followsOf(c: number, t: Tile, suit: Suit): boolean {
  if (suit === TRUMPS) return trumpOf(c, t);
  if (trumpOf(c, t)) return false;
  if (suit === DOUBLES) return isDouble(t);
  if (c === 9 && isDouble(t)) return false;
  return hi(t) === suit || lo(t) === suit;
}

function rankOf(c: number, t: Tile, suit: Suit): number {
  if (suit === DOUBLES || (suit === TRUMPS && c === 7)) return hi(t);
  const p = suit === TRUMPS ? c : suit;
  if (isDouble(t)) return 7;
  return hi(t) === p ? lo(t) : hi(t);
}

for (let c = 0; c < CONTRACTS; c++) {
  for (let t = 0; t < TILES; t++) {
    const tile = t as Tile;
    IS_TRUMP[c * TILES + t] = trumpOf(c, tile) ? 1 : 0;
    LED[c * TILES + t] = ledOf(c, tile);
    for (let s = 0; s < SUITS; s++) {
      const follows = followsOf(c, tile, s);
      if (follows) FOLLOW_MASK[c * SUITS + s] = (FOLLOW_MASK[c * SUITS + s] ?? 0) | (1 << t);
      let key = 0;
      if (trumpOf(c, tile)) key = 32 + rankOf(c, tile, TRUMPS);
      else if (follows) key = 16 + rankOf(c, tile, s);
      KEY[(c * SUITS + s) * TILES + t] = key;
    }
  }
}

/** Whether the tile is a trump under the contract (never in no-trumps or nello). */
export function isTrump(tile: Tile, trump: TrumpName): boolean {
  return IS_TRUMP[contractCode(trump) * TILES + tile] === 1;
}

/** The suit a domino asks for when it leads: TRUMPS, DOUBLES (nello) or its higher end. */
export function suitLed(tile: Tile, trump: TrumpName): Suit {
  return LED[contractCode(trump) * TILES + tile] ?? TRUMPS;
}

/** Whether the tile belongs to the suit (a trump belongs to trumps only). */
export function follows(tile: Tile, suit: Suit, trump: TrumpName): boolean {
  return ((followMask(suit, trump) >>> tile) & 1) === 1;
}

/** Whether the tile follows the suit that `led` asks for. */
export function followsLead(tile: Tile, led: Tile, trump: TrumpName): boolean {
  return follows(tile, suitLed(led, trump), trump);
}

/** The 28-bit set of tiles that follow the suit (bit t for tile t). */
export function followMask(suit: Suit, trump: TrumpName): number {
  return FOLLOW_MASK[contractCode(trump) * SUITS + suit] ?? 0;
}

/**
 * How strongly a tile plays to a trick whose lead asked for `suit`: 0 when it can neither
 * follow nor trump (it cannot win), else higher wins. Within a suit: the double 7, then
 * the other end; doubles as a suit (or as trumps) by their number.
 */
export function playStrength(tile: Tile, suit: Suit, trump: TrumpName): number {
  return KEY[(contractCode(trump) * SUITS + suit) * TILES + tile] ?? 0;
}

/** The rank of a tile within a suit it follows (or within trumps), higher wins; -1 if neither. */
export function rank(tile: Tile, suit: Suit, trump: TrumpName): number {
  const key = playStrength(tile, suit, trump);
  return key === 0 ? -1 : key & 15;
}

/** Whether `a` beats `b` in a trick whose lead asked for `suit`. */
export function beats(a: Tile, b: Tile, suit: Suit, trump: TrumpName): boolean {
  return playStrength(a, suit, trump) > playStrength(b, suit, trump);
}

export interface TrickPlay {
  readonly seat: number;
  readonly tile: Tile;
}

/** The seat that takes the trick (the lead first); -1 for no plays. */
export function trickWinner(plays: readonly TrickPlay[], trump: TrumpName): number {
  const first = plays[0];
  if (!first) return -1;
  const suit = suitLed(first.tile, trump);
  let best = -1;
  let seat = -1;
  for (const p of plays) {
    const key = playStrength(p.tile, suit, trump);
    if (key > best) {
      best = key;
      seat = p.seat;
    }
  }
  return seat;
}

const COUNT = new Uint8Array(TILES);
COUNT[tileOf(5, 5)] = 10;
COUNT[tileOf(6, 4)] = 10;
COUNT[tileOf(5, 0)] = 5;
COUNT[tileOf(4, 1)] = 5;
COUNT[tileOf(3, 2)] = 5;

/** The count a domino carries: 5-5 and 6-4 ten, 5-0, 4-1 and 3-2 five, others 0. */
export function countPoints(tile: Tile): number {
  return COUNT[tile] ?? 0;
}

/** What a trick is worth: 1 + the count dominoes in it. */
export function trickPoints(plays: readonly TrickPlay[]): number {
  let p = 1;
  for (const play of plays) p += countPoints(play.tile);
  return p;
}

/** The bit set of a list of tiles. */
export function maskOf(tiles: readonly Tile[]): number {
  let m = 0;
  for (const t of tiles) m |= 1 << t;
  return m;
}

/**
 * Why a tile may not be played to a trick: "Follow fives" when the hand holds a domino of
 * the suit led and this tile is not one; null when it is playable (or nothing was led).
 */
export function unplayableReason(
  hand: readonly Tile[],
  tile: Tile,
  led: Tile | null,
  trump: TrumpName,
): string | null {
  if (led === null) return null;
  const suit = suitLed(led, trump);
  const mask = followMask(suit, trump);
  if ((maskOf(hand) & mask) === 0 || ((mask >>> tile) & 1) === 1) return null;
  const name = suitName(suit);
  return `Follow ${name}`;
}
