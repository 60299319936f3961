/**
 * The flat tables and bit helpers of the Texas 42 solver (tricksSolver.ts): per contract,
 * the engine's own `suitLed`, `followMask` and `playStrength` copied once into typed
 * arrays, and each tile's count (`countPoints`), so the search never calls back per node.
 */
import {
  countPoints,
  followMask,
  playStrength,
  suitLed,
  defaultDoubles,
  type DoublesMode,
  type Tile,
  type TrumpName,
} from '../engine/index';

const TILES = 28;
const SUITS = 9;

/** One contract's tables: the suit each tile leads, the follow masks, the play strengths. */
export interface Tables {
  readonly led: Uint8Array;
  readonly follow: Int32Array;
  readonly strength: Uint8Array;
  /**
   * Equal tiles: a tile that belongs to one suit only (a trump; a double where doubles are
   * a suit) and ranks in every suit as in that one has it as its home (else -1). Two such
   * tiles of one home, in one hand, with the same count and no tile still in play ranked
   * between them, play alike: the search tries one of them.
   */
  readonly home: Int8Array;
  /** Per suit, every tile of it, strongest first (its strength in that suit). */
  readonly order: readonly Int8Array[];
}

export const COUNT = Uint8Array.from({ length: TILES }, (_, t) => countPoints(t as Tile));
const tables = new Map<string, Tables>();

/** The tables of a contract with its doubles placed as `doubles` says (not for sevens, which has no suits). */
export function tablesOf(trump: TrumpName, doubles: DoublesMode = defaultDoubles(trump)): Tables {
  const name = `${trump}/${doubles}`;
  const known = tables.get(name);
  if (known) return known;
  const led = Uint8Array.from({ length: TILES }, (_, t) => suitLed(t as Tile, trump, doubles));
  const follow = Int32Array.from({ length: SUITS }, (_, s) => followMask(s, trump, doubles));
  const strength = new Uint8Array(SUITS * TILES);
  for (let s = 0; s < SUITS; s++)
    for (let t = 0; t < TILES; t++)
      strength[s * TILES + t] = playStrength(t as Tile, s, trump, doubles);
  const order = Array.from({ length: SUITS }, (_, s) =>
    Int8Array.from(
      Array.from({ length: TILES }, (_, t) => t)
        .filter((t) => (strength[s * TILES + t] ?? 0) > 0)
        .sort((a, b) => (strength[s * TILES + b] ?? 0) - (strength[s * TILES + a] ?? 0)),
    ),
  );
  const made = { led, follow, strength, home: homesOf(follow, strength), order };
  tables.set(name, made);
  return made;
}

/**
 * Each tile's home suit (Tables.home): its only suit, kept only when every suit ranks the
 * tiles of that home, and every tile between two of them, as the home suit does, so that a
 * run of them with nothing between in the home suit has nothing between anywhere.
 */
function homesOf(follow: Int32Array, strength: Uint8Array): Int8Array {
  const home = Int8Array.from({ length: TILES }, (_, t) => {
    const suits = [...follow.keys()].filter((s) => (((follow[s] ?? 0) >>> t) & 1) === 1);
    return suits.length === 1 ? (suits[0] ?? -1) : -1;
  });
  const at = (s: number, t: number) => strength[s * TILES + t] ?? 0;
  for (let a = 0; a < TILES; a++)
    for (let b = 0; b < TILES; b++) {
      const h = home[a] ?? -1;
      if (h < 0 || home[b] !== h || at(h, a) <= at(h, b)) continue;
      const consistent = [...follow.keys()].every((s) => {
        if (at(s, a) < at(s, b)) return false;
        for (let u = 0; u < TILES; u++)
          if (
            at(s, u) > at(s, b) &&
            at(s, u) < at(s, a) &&
            !(at(h, u) > at(h, b) && at(h, u) < at(h, a))
          )
            return false;
        return true;
      });
      if (!consistent) for (let t = 0; t < TILES; t++) if (home[t] === h) home[t] = -1;
    }
  return home;
}

/** The tiles that carry count. */
let countMask = 0;
COUNT.forEach((c, t) => {
  if (c > 0) countMask |= 1 << t;
});
export const COUNT_MASK = countMask;

export function popCount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}

export function lowBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}
