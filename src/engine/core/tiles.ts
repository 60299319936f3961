/**
 * Tiles and sets. A tile is a small integer (its index in the canonical
 * triangular numbering), branded so that it cannot be mixed up with a pip value.
 * The numbering does not depend on the set size: tile (a, b) with a >= b is
 * a * (a + 1) / 2 + b, so a double-six set is the ids 0..27.
 */
export type Tile = number & { readonly __brand: 'Tile' };

/** The largest pip value any preset may use (double-fifteen). */
export const MAX_SUPPORTED_PIP = 15;

const HI: number[] = [];
const LO: number[] = [];
for (let a = 0; a <= MAX_SUPPORTED_PIP; a++) {
  for (let b = 0; b <= a; b++) {
    HI.push(a);
    LO.push(b);
  }
}

export function tileOf(a: number, b: number): Tile {
  const h = a > b ? a : b;
  const l = a > b ? b : a;
  return ((h * (h + 1)) / 2 + l) as Tile;
}

/** The higher pip of a tile. */
export function hi(t: Tile): number {
  return HI[t] as number;
}

/** The lower pip of a tile. */
export function lo(t: Tile): number {
  return LO[t] as number;
}

export function isDouble(t: Tile): boolean {
  return HI[t] === LO[t];
}

export function pips(t: Tile): number {
  return (HI[t] as number) + (LO[t] as number);
}

/** Whether one half of the tile shows v. */
export function hasPip(t: Tile, v: number): boolean {
  return HI[t] === v || LO[t] === v;
}

/** The pip on the other half from v (v itself for a double). */
export function otherPip(t: Tile, v: number): number {
  return HI[t] === v ? (LO[t] as number) : (HI[t] as number);
}

/** How many tiles there are, every set's (double-twelve's 91). */
export const TILE_COUNT = HI.length;

/** Whether a value names a tile (a whole number below `TILE_COUNT`). */
export function isTile(v: unknown): v is Tile {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < TILE_COUNT;
}

/** Canonical text: higher pip first, e.g. "5-1". */
const NAMES: string[] = HI.map((h, i) => `${h}-${LO[i] as number}`);

export function formatTile(t: Tile): string {
  return NAMES[t] ?? `tile ${String(t)}`;
}

const TILE_TEXT = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/;

/** Reads "a-b" in either order; null when it is not a tile of a set with this highest pip. */
export function parseTile(text: unknown, maxPip: number): Tile | null {
  if (typeof text !== 'string') return null;
  const m = TILE_TEXT.exec(text);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a > maxPip || b > maxPip) return null;
  return tileOf(a, b);
}

/** Every tile of the double-`maxPip` set, in canonical order. */
export function fullSet(maxPip: number): Tile[] {
  const n = ((maxPip + 1) * (maxPip + 2)) / 2;
  const out: Tile[] = [];
  for (let i = 0; i < n; i++) out.push(i as Tile);
  return out;
}

export function sumPips(tiles: readonly Tile[]): number {
  let s = 0;
  for (const t of tiles) s += pips(t);
  return s;
}

/** The tiles of every hand but `seat`'s and of the stock, ascending: what `seat` cannot see. */
export function unseenTiles(
  hands: readonly (readonly Tile[])[],
  seat: number,
  stock: readonly Tile[],
): Tile[] {
  const out = hands.flatMap((h, s) => (s === seat ? [] : h)).concat(stock);
  return out.sort((a, b) => a - b);
}
