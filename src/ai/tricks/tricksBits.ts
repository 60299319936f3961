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
  TRUMPS,
  type DoublesMode,
  type Tile,
  type TrumpName,
} from '../../engine/index';

const TILES = 28;
const SUITS = 9;

/** One contract's tables: the suit each tile leads, the follow masks, the play strengths. */
export interface Tables {
  readonly led: Uint8Array;
  readonly follow: Int32Array;
  readonly strength: Uint8Array;
  /**
   * Equal tiles: for tiles a and b (index a * 28 + b), the tiles that must be out of play
   * for a and b to play alike in one hand (those ranked between them in a suit where both
   * rank), or -1 when they never do (their count or the suit they lead differs).
   */
  readonly between: Int32Array;
  /**
   * For a and b, the tiles no other hand may hold for them to play alike: the suits that
   * only one of them belongs to must be ones nobody else can lead or be asked to follow.
   */
  readonly apart: Int32Array;
  /** The trumps, strongest first; empty when there are none or some other tile can beat one. */
  readonly trumps: Int8Array;
  /** For each tile, the tiles that beat it in the suit it leads. */
  readonly beats: Int32Array;
  /** For each tile, the tiles it may play alike with (`between` is not -1 for the pair). */
  readonly alike: Int32Array;
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
  const trumps = [...led.keys()].filter((t) => led[t] === TRUMPS);
  const others = [...led.keys()].filter((t) => led[t] !== TRUMPS);
  // A trump takes any trick it is played to only if it beats every other tile in every suit.
  const trumpsWin = [...follow.keys()].every((s) =>
    trumps.every((t) =>
      others.every((u) => (strength[s * TILES + t] ?? 0) > (strength[s * TILES + u] ?? 0)),
    ),
  );
  const top = (t: number) => strength[TRUMPS * TILES + t] ?? 0;
  const beats = Int32Array.from({ length: TILES }, (_, t) => {
    const row = (led[t] ?? 0) * TILES;
    let m = 0;
    for (let u = 0; u < TILES; u++)
      if ((strength[row + u] ?? 0) > (strength[row + t] ?? 0)) m |= 1 << u;
    return m;
  });
  const equals = equalsOf(led, follow, strength);
  const alike = Int32Array.from({ length: TILES }, (_, t) => {
    let m = 0;
    for (let u = 0; u < TILES; u++) if ((equals.between[u * TILES + t] ?? -1) !== -1) m |= 1 << u;
    return m;
  });
  const made = {
    led,
    follow,
    strength,
    beats,
    alike,
    ...equals,
    trumps: Int8Array.from(trumpsWin ? trumps.sort((a, b) => top(b) - top(a)) : []),
  };
  tables.set(name, made);
  return made;
}

/**
 * Tables.between and Tables.apart: two tiles of one hand play alike when they have the
 * same count and lead the same suit, no tile in play ranks between them in a suit both
 * belong to (or trump in), and a suit only one belongs to is one no other hand holds (so
 * no one else can lead it, and this hand never follows it with either).
 */
function equalsOf(
  led: Uint8Array,
  follow: Int32Array,
  strength: Uint8Array,
): { between: Int32Array; apart: Int32Array } {
  const between = new Int32Array(TILES * TILES).fill(-1);
  const apart = new Int32Array(TILES * TILES);
  const at = (s: number, t: number) => strength[s * TILES + t] ?? 0;
  for (let a = 0; a < TILES; a++)
    for (let b = 0; b < TILES; b++) {
      if (a === b || COUNT[a] !== COUNT[b] || led[a] !== led[b]) continue;
      let mid = 0;
      let far = 0;
      let tied = false;
      for (let s = 0; s < SUITS; s++) {
        const [ka, kb] = [at(s, a), at(s, b)];
        if (ka === kb) tied ||= ka > 0;
        else if (ka > 0 && kb > 0) {
          const [lo, hi] = ka < kb ? [ka, kb] : [kb, ka];
          for (let u = 0; u < TILES; u++) if (at(s, u) > lo && at(s, u) < hi) mid |= 1 << u;
        } else far |= follow[s] ?? 0;
      }
      if (tied) continue;
      between[a * TILES + b] = mid & ~((1 << a) | (1 << b));
      apart[a * TILES + b] = far & ~((1 << a) | (1 << b));
    }
  return { between, apart };
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
