/**
 * The tiles a value shows, for the tests that no view or message shows a tile its reader
 * could not see (test/engine/familyContract.test.ts, test/server/wire.test.ts). A tile is a
 * number under one of the names every family gives tiles, at any depth of arrays below it;
 * an object below starts afresh (Texas 42's `plays` are `{seat, tile}`). `engine` is left
 * out on purpose: Mexican Train's engine double is known to all by the rules, never where it is.
 */
const TILE_KEYS: ReadonlySet<string> = new Set([
  'tile',
  'on',
  'hand',
  'hands',
  'own',
  'drawn',
  'leadTile',
  'tiles',
  'trains',
  'boneyard',
  'stock',
  'deal',
]);

/** Every tile `value` shows (numbers under tile names). */
export function tilesShown(value: unknown): Set<number> {
  const out = new Set<number>();
  walk(value, false, out);
  return out;
}

function walk(value: unknown, tiles: boolean, out: Set<number>): void {
  if (typeof value === 'number') {
    if (tiles) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) walk(v, tiles, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) walk(v, TILE_KEYS.has(k), out);
  }
}

/** The tiles of `shown` that are among `unseen`: a leak when not empty. */
export function leaked(shown: ReadonlySet<number>, unseen: readonly number[]): number[] {
  return unseen.filter((t) => shown.has(t));
}
