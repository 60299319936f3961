/**
 * Texas 42's suits, ranks and tricks (RULES.md §17.5–17.7), as pure helpers over the
 * contract: which suit a led domino asks for, which dominoes follow it, which one wins a
 * trick, and what a trick is worth. Every answer comes from tables built once, so the
 * legal-move and apply paths (and a solver later) never allocate for them.
 */
import { hi, isDouble, lo, tileOf, type Tile } from '../core/tiles';

/** The contracts a bidder may name, as records write them (RECORD.md "Texas 42 records"). */
export const TRUMP_NAMES = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  'doubles',
  'none',
  'nello',
  'sevens',
] as const;
/** A contract: a pip suit trumps, doubles trumps, no-trumps ("follow-me"), nello or sevens. */
export type TrumpName = (typeof TRUMP_NAMES)[number];

/**
 * Where the doubles that are not trumps sit (§17.5 `dm()`): a suit of their own (nello's
 * default), or each in its number's suit, the highest or the lowest of it.
 */
export const DOUBLES_MODES = ['own_suit', 'high', 'low'] as const;
export type DoublesMode = (typeof DOUBLES_MODES)[number];

/** The doubles' place when no option moves them: their own suit in nello, else high. */
export function defaultDoubles(trump: TrumpName): DoublesMode {
  return trump === 'nello' ? 'own_suit' : 'high';
}

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
  if (trump === 'nello' || trump === 'doubles' || trump === 'sevens') return trump;
  return SUIT_NAMES[Number(trump)] ?? trump;
}

export function isTrumpName(value: unknown): value is TrumpName {
  return typeof value === 'string' && (TRUMP_NAMES as readonly string[]).includes(value);
}

/** The contract's index in TRUMP_NAMES (0…6 pips, 7 doubles, 8 none, 9 nello, 10 sevens). */
export function contractCode(trump: TrumpName): number {
  return (TRUMP_NAMES as readonly string[]).indexOf(trump);
}

/** The tables' row for a contract and where its doubles sit. */
function rowOf(trump: TrumpName, doubles: DoublesMode): number {
  return contractCode(trump) * DOUBLES_MODES.length + DOUBLES_MODES.indexOf(doubles);
}

const ROWS = TRUMP_NAMES.length * DOUBLES_MODES.length;
const IS_TRUMP = new Uint8Array(ROWS * TILES);
const LED = new Uint8Array(ROWS * TILES);
const FOLLOW_MASK = new Int32Array(ROWS * SUITS);
/** The key that decides a trick: 0 cannot win, 17 + rank follows, 33 + rank a trump (rank -1…7). */
const KEY = new Uint8Array(ROWS * SUITS * TILES);

function trumpOf(c: number, t: Tile): boolean {
  if (c <= 6) return hi(t) === c || lo(t) === c;
  return c === 7 && isDouble(t);
}

function ledOf(c: number, d: DoublesMode, t: Tile): Suit {
  if (trumpOf(c, t)) return TRUMPS;
  if (isDouble(t)) return d === 'own_suit' ? DOUBLES : hi(t);
  return hi(t);
}

function followsOf(c: number, d: DoublesMode, t: Tile, suit: Suit): boolean {
  if (suit === TRUMPS) return trumpOf(c, t);
  if (trumpOf(c, t)) return false;
  if (suit === DOUBLES) return isDouble(t);
  if (d === 'own_suit' && isDouble(t)) return false;
  return hi(t) === suit || lo(t) === suit;
}

function rankOf(c: number, d: DoublesMode, t: Tile, suit: Suit): number {
  if (suit === DOUBLES || (suit === TRUMPS && c === 7)) return hi(t);
  const p = suit === TRUMPS ? c : suit;
  if (isDouble(t)) return d === 'low' ? -1 : 7;
  return hi(t) === p ? lo(t) : hi(t);
}

for (let c = 0; c < TRUMP_NAMES.length; c++) {
  for (const d of DOUBLES_MODES) {
    const r = c * DOUBLES_MODES.length + DOUBLES_MODES.indexOf(d);
    for (let t = 0; t < TILES; t++) {
      const tile = t as Tile;
      IS_TRUMP[r * TILES + t] = trumpOf(c, tile) ? 1 : 0;
      LED[r * TILES + t] = ledOf(c, d, tile);
      for (let s = 0; s < SUITS; s++) {
        const follows = followsOf(c, d, tile, s);
        if (follows) FOLLOW_MASK[r * SUITS + s] = (FOLLOW_MASK[r * SUITS + s] ?? 0) | (1 << t);
        let key = 0;
        if (trumpOf(c, tile)) key = 33 + rankOf(c, d, tile, TRUMPS);
        else if (follows) key = 17 + rankOf(c, d, tile, s);
        KEY[(r * SUITS + s) * TILES + t] = key;
      }
    }
  }
}

/** Whether the tile is a trump under the contract (never in no-trumps, nello or sevens). */
export function isTrump(tile: Tile, trump: TrumpName): boolean {
  return IS_TRUMP[rowOf(trump, 'high') * TILES + tile] === 1;
}

/** The suit a domino asks for when it leads: TRUMPS, DOUBLES (their own suit) or its higher end. */
export function suitLed(tile: Tile, trump: TrumpName, doubles = defaultDoubles(trump)): Suit {
  return LED[rowOf(trump, doubles) * TILES + tile] ?? TRUMPS;
}

/** Whether the tile belongs to the suit (a trump belongs to trumps only). */
export function follows(
  tile: Tile,
  suit: Suit,
  trump: TrumpName,
  doubles = defaultDoubles(trump),
): boolean {
  return ((followMask(suit, trump, doubles) >>> tile) & 1) === 1;
}

/** Whether the tile follows the suit that `led` asks for. */
export function followsLead(
  tile: Tile,
  led: Tile,
  trump: TrumpName,
  doubles = defaultDoubles(trump),
): boolean {
  return follows(tile, suitLed(led, trump, doubles), trump, doubles);
}

/** The 28-bit set of tiles that follow the suit (bit t for tile t). */
export function followMask(suit: Suit, trump: TrumpName, doubles = defaultDoubles(trump)): number {
  return FOLLOW_MASK[rowOf(trump, doubles) * SUITS + suit] ?? 0;
}

/**
 * How strongly a tile plays to a trick whose lead asked for `suit`: 0 when it can neither
 * follow nor trump (it cannot win), else higher wins. Within a suit: the double on top
 * (or at the bottom with doubles low), then the other end; doubles as a suit (or as
 * trumps) by their number.
 */
export function playStrength(
  tile: Tile,
  suit: Suit,
  trump: TrumpName,
  doubles = defaultDoubles(trump),
): number {
  return KEY[(rowOf(trump, doubles) * SUITS + suit) * TILES + tile] ?? 0;
}

/** The rank of a tile within a suit it follows (or within trumps), higher wins; -2 if neither. */
export function rank(
  tile: Tile,
  suit: Suit,
  trump: TrumpName,
  doubles = defaultDoubles(trump),
): number {
  const key = playStrength(tile, suit, trump, doubles);
  return key === 0 ? -2 : (key & 15) - 1;
}

/** Whether `a` beats `b` in a trick whose lead asked for `suit`. */
export function beats(
  a: Tile,
  b: Tile,
  suit: Suit,
  trump: TrumpName,
  doubles = defaultDoubles(trump),
): boolean {
  return playStrength(a, suit, trump, doubles) > playStrength(b, suit, trump, doubles);
}

export interface TrickPlay {
  readonly seat: number;
  readonly tile: Tile;
}

/** Sevens (§17.10): how far a domino's pips are from 7 (6-1 0, 6-0 1, 0-0 7). */
export function sevensDistance(tile: Tile): number {
  return Math.abs(7 - hi(tile) - lo(tile));
}

/** Sevens: the tiles of a hand nearest 7 pips, in the hand's order (any of them may be played). */
export function nearestSeven(held: readonly Tile[]): Tile[] {
  let best = Infinity;
  for (const t of held) best = Math.min(best, sevensDistance(t));
  return held.filter((t) => sevensDistance(t) === best);
}

/** The seat that takes the trick (the lead first); -1 for no plays. */
export function trickWinner(
  plays: readonly TrickPlay[],
  trump: TrumpName,
  doubles = defaultDoubles(trump),
): number {
  const first = plays[0];
  if (!first) return -1;
  if (trump === 'sevens') {
    // The domino nearest 7 wins; of equally near ones, the first played (D17.25).
    let seat = first.seat;
    let best = sevensDistance(first.tile);
    for (const p of plays) {
      const d = sevensDistance(p.tile);
      if (d < best) {
        best = d;
        seat = p.seat;
      }
    }
    return seat;
  }
  const suit = suitLed(first.tile, trump, doubles);
  let best = -1;
  let seat = -1;
  for (const p of plays) {
    const key = playStrength(p.tile, suit, trump, doubles);
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
 * the suit led and this tile is not one (in sevens: "Play nearest 7" when the hand holds a
 * domino nearer 7); null when it is playable (or, outside sevens, nothing was led).
 */
export function unplayableReason(
  hand: readonly Tile[],
  tile: Tile,
  led: Tile | null,
  trump: TrumpName,
  doubles = defaultDoubles(trump),
): string | null {
  if (trump === 'sevens') return nearestSeven(hand).includes(tile) ? null : 'Play nearest 7';
  if (led === null) return null;
  const suit = suitLed(led, trump, doubles);
  const mask = followMask(suit, trump, doubles);
  if ((maskOf(hand) & mask) === 0 || ((mask >>> tile) & 1) === 1) return null;
  const name = suitName(suit);
  return `Follow ${name}`;
}
