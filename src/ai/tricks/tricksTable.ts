/**
 * The transposition table of the Texas 42 solver (./tricksSolver.ts): at trick starts, by
 * the tiles held and the leader (the deal fixes who holds each), the value's bounds and the
 * best lead found, packed in one number. Open addressing in flat arrays shared by every
 * solve; a solve starts a new generation, so the last one's entries read as empty. Past
 * three quarters full it takes no new entries (a cache: the search stays exact). Beside
 * it, the solve's history of cutting leads (`HIST`).
 */
const TT_BITS = 17;
const TT_SIZE = 1 << TT_BITS;
/** Each slot's key, packed value and generation, side by side. */
const table = new Int32Array(TT_SIZE * 3);
let generation = 0;
let ttCount = 0;
/** Leads that cut, by seat and tile, this solve (the history heuristic): tried first next time. */
export const HIST = new Int32Array(4 * 28);

/** A new solve: the last one's entries read as empty, its history forgotten. */
export function newTable(): void {
  generation = (generation + 1) | 0;
  ttCount = 0;
  HIST.fill(0);
}

function ttSlot(key: number): number {
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - TT_BITS);
  while (table[i * 3 + 2] === generation && table[i * 3] !== key) i = (i + 1) & (TT_SIZE - 1);
  return i * 3;
}

/** The entry for the key, or -1. */
export function ttGet(key: number): number {
  const i = ttSlot(key);
  return table[i + 2] === generation ? (table[i + 1] ?? -1) : -1;
}

export function ttSet(key: number, value: number): void {
  const i = ttSlot(key);
  if (table[i + 2] !== generation) {
    if (ttCount >= (TT_SIZE * 3) / 4) return;
    ttCount++;
    table[i + 2] = generation;
    table[i] = key;
  }
  table[i + 1] = value;
}
