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
  const made = { led, follow, strength };
  tables.set(name, made);
  return made;
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
