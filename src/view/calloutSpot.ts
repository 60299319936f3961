/**
 * Where a callout ("Domino! North went out", "Blocked!") goes over the layout's area without
 * covering a tile (issue 26, item 6; pure, tested in Node): the free spot nearest the area's
 * middle, above, below, beside or between the tiles; null when there is none (the table then
 * uses the banners' band).
 */
import type { Rect } from './tableRegions';

/** The gap kept between a callout and the tiles. */
const GAP = 6;

/**
 * The callout's centre nearest the area's middle where it covers no tile and stays inside the
 * area, or null. The candidates are the middle and every spot touching a tile or the area's
 * edge (the nearest free spot always touches one of them or is the middle itself).
 */
export function calloutSpot(
  area: Rect,
  tiles: readonly Rect[],
  size: { readonly w: number; readonly h: number },
): { x: number; y: number } | null {
  const { w, h } = size;
  if (w > area.w || h > area.h) return null;
  const mid = { x: area.x + area.w / 2, y: area.y + area.h / 2 };
  const xs = [mid.x, area.x + w / 2, area.x + area.w - w / 2];
  const ys = [mid.y, area.y + h / 2, area.y + area.h - h / 2];
  for (const t of tiles) {
    xs.push(t.x - GAP - w / 2, t.x + t.w + GAP + w / 2);
    ys.push(t.y - GAP - h / 2, t.y + t.h + GAP + h / 2);
  }
  const clear = (x: number, y: number): boolean =>
    x - w / 2 >= area.x - 0.01 &&
    x + w / 2 <= area.x + area.w + 0.01 &&
    y - h / 2 >= area.y - 0.01 &&
    y + h / 2 <= area.y + area.h + 0.01 &&
    tiles.every(
      (t) =>
        x + w / 2 <= t.x - GAP + 0.01 ||
        x - w / 2 >= t.x + t.w + GAP - 0.01 ||
        y + h / 2 <= t.y - GAP + 0.01 ||
        y - h / 2 >= t.y + t.h + GAP - 0.01,
    );
  let best: { x: number; y: number } | null = null;
  let bestFar = Infinity;
  for (const x of xs)
    for (const y of ys) {
      const far = Math.hypot(x - mid.x, y - mid.y);
      if (far < bestFar && clear(x, y)) {
        bestFar = far;
        best = { x, y };
      }
    }
  return best;
}
