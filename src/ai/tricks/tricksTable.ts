/**
 * The transposition table of the Texas 42 solver (./tricksSolver.ts): at trick starts, by
 * the tiles held and the leader (the deal fixes who holds each), the value's bounds and the
 * best lead found, packed in one number. Small enough to stay in the processor's cache
 * (256 KB): buckets of four slots, one cache line each, a slot being the key (plus one: 0
 * is empty) and the value with the tricks left and the solve's generation beside it. A
 * full bucket gives up its entry with the fewest tricks left (the cheapest to search
 * again): a cache, the search stays exact. A new solve is a new generation, so the last
 * one's entries read as empty (every 511 solves the table is emptied). Beside it, the
 * solve's history of cutting leads (`HIST`).
 */
const BUCKET_BITS = 13;
const WAYS = 4;
/** The packed value's own bits; above them the tricks left (3 bits) and the generation (9). */
const VALUE_BITS = 19;
const VALUE_MASK = (1 << VALUE_BITS) - 1;
const GENERATIONS = 511;
const table = new Int32Array((1 << BUCKET_BITS) * WAYS * 2);
let generation = 1;
/** Leads that cut, by seat and tile, this solve (the history heuristic): tried first next time. */
export const HIST = new Int32Array(4 * 28);

/** A new solve: the last one's entries read as empty, its history forgotten. */
export function newTable(): void {
  generation++;
  if (generation > GENERATIONS) {
    table.fill(0);
    generation = 1;
  }
  HIST.fill(0);
}

function bucketOf(key: number): number {
  return (Math.imul(key + 1, 0x9e3779b1) >>> (32 - BUCKET_BITS)) * WAYS * 2;
}

/** The entry for the key (its value, < 2^19), or -1. */
export function ttGet(key: number): number {
  const b = bucketOf(key);
  for (let i = b; i < b + WAYS * 2; i += 2) {
    const v = table[i + 1] ?? 0;
    if (table[i] === key + 1 && v >>> (VALUE_BITS + 3) === generation) return v & VALUE_MASK;
  }
  return -1;
}

/** Stores the key's value (< 2^19), searched with `tricks` tricks left. */
export function ttSet(key: number, value: number, tricks: number): void {
  const b = bucketOf(key);
  let at = -1;
  let cheapest = 8;
  for (let i = b; i < b + WAYS * 2; i += 2) {
    const v = table[i + 1] ?? 0;
    if (v >>> (VALUE_BITS + 3) !== generation) {
      if (cheapest > -1) {
        cheapest = -1;
        at = i;
      }
      continue;
    }
    if (table[i] === key + 1) {
      at = i;
      break;
    }
    const t = (v >>> VALUE_BITS) & 7;
    if (t < cheapest) {
      cheapest = t;
      at = i;
    }
  }
  table[at] = key + 1;
  table[at + 1] = value | (tricks << VALUE_BITS) | (generation << (VALUE_BITS + 3));
}
