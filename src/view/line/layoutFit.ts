/**
 * How the layout fits its area on screen (docs/layout.md): the table the geometry places
 * tiles on, shaped like the area and growing with the layout, and the camera's zoom over
 * the result. Pure, so the benchmark (`npm run bench:layout`) and the Node tests measure
 * exactly what `LayoutView` draws.
 */
import type { Layout } from '../../engine/line/layout';
import {
  fitCamera,
  layoutGeometry,
  unionBounds,
  type Bounds,
  type LayoutGeometry,
  type Rect,
  type TableSize,
} from './layout';

/** An area on screen, in CSS pixels. */
export interface Area {
  readonly w: number;
  readonly h: number;
}

/** Pixels kept free around the layout inside its area. */
export const LAYOUT_PADDING = 12;

/** The largest zoom: five units across the area's short side (a lone lead is not blown up). */
export function maxZoom(area: Area): number {
  return Math.min(area.w, area.h) / 5;
}

/**
 * The table's shape follows the area's, in steps of this ratio (width / height = STEP^k),
 * so a small change of the area (a coach's panel growing by a line) keeps the same table.
 */
const ASPECT_STEP = 1.2;
/** The table's area (square units) before it grows: about 14 × 14 on a phone held upright. */
const START_AREA = 200;
/**
 * Square units of table per tile placed (a tile covers 2): past 20 tiles the table grows so
 * that tiles cover a fifth of it. Smaller tables make larger tiles but crowd the arms (more
 * tiles touching an unrelated one): measured with `npm run bench:layout`.
 */
const AREA_PER_TILE = 10;
/** No side of the table shorter than this (units): a spinner's four arms have room to start. */
const MIN_SIDE = 6;

/** The step of the area's shape: k where width / height ≈ ASPECT_STEP^k. */
export function aspectStep(area: Area): number {
  const w = Math.max(area.w - 2 * LAYOUT_PADDING, 1);
  const h = Math.max(area.h - 2 * LAYOUT_PADDING, 1);
  return Math.round(Math.log(w / h) / Math.log(ASPECT_STEP));
}

/**
 * The table for a shape step, by the number of tiles placed so far: START_AREA square
 * units, then AREA_PER_TILE per tile, in whole units. Arms turn as they near its edge, so
 * a layout stays compact while it is small and bends into the free corners as it grows.
 */
export function tablePlan(step: number): (placed: number) => TableSize {
  const aspect = ASPECT_STEP ** step;
  return (placed) => {
    const area = Math.max(START_AREA, AREA_PER_TILE * placed);
    return {
      width: Math.max(MIN_SIDE, Math.round(Math.sqrt(area * aspect))),
      height: Math.max(MIN_SIDE, Math.round(Math.sqrt(area / aspect))),
    };
  };
}

/** Where every tile of `layout` goes when drawn in an area of shape step `step`. */
export function tableLayout(layout: Layout, step: number): LayoutGeometry {
  return layoutGeometry(layout, tablePlan(step));
}

/** The smallest box the camera shows: a lead's room, so that the first tile is not huge. */
export const MIN_SHOWN: Bounds = { minX: -2, minY: -1.5, maxX: 2, maxY: 1.5 };

/** The bounds of some rectangles (tiles, targets), at least `MIN_SHOWN`. */
export function rectsBounds(rects: readonly Rect[]): Bounds {
  let b = MIN_SHOWN;
  for (const t of rects) {
    b = unionBounds(b, {
      minX: t.cx - t.width / 2,
      minY: t.cy - t.height / 2,
      maxX: t.cx + t.width / 2,
      maxY: t.cy + t.height / 2,
    });
  }
  return b;
}

/**
 * The zoom and centre that show `bounds` in `area` (as `LayoutView` fits its camera), at
 * most `halfMax` pixels per unit (the table's `layoutHalfMax`).
 */
export function fitLayout(
  bounds: Bounds,
  area: Area,
  halfMax = Infinity,
): ReturnType<typeof fitCamera> {
  const most = Math.min(maxZoom(area), halfMax);
  return fitCamera(bounds, { width: area.w, height: area.h }, LAYOUT_PADDING, most);
}

/** The zoom (CSS pixels per unit: a tile's short side) at which every tile shows in `area`. */
export function layoutZoom(geometry: LayoutGeometry, area: Area, halfMax = Infinity): number {
  return fitLayout(rectsBounds(geometry.tiles), area, halfMax).zoom;
}
