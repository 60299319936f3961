/** Bounding boxes and the camera fit that keeps the whole layout in sight (docs/layout.md). */

/** An axis-aligned box in layout units (y grows downwards). */
export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The table's size in units; arms turn before they would leave it (soft bounds). */
export interface TableSize {
  readonly width: number;
  readonly height: number;
}

/** 16:9, about 13 tiles across. */
export const DEFAULT_TABLE: TableSize = { width: 26, height: 15 };

/** The table's own rectangle, centred on the lead tile. */
export function tableBounds(table: TableSize = DEFAULT_TABLE): Bounds {
  const w = table.width / 2;
  const h = table.height / 2;
  return { minX: -w, minY: -h, maxX: w, maxY: h };
}

export function unionBounds(a: Bounds, b: Bounds): Bounds {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

export interface CameraFit {
  /** Viewport pixels per layout unit. */
  readonly zoom: number;
  /** The layout point (units) to put at the viewport's centre. */
  readonly centerX: number;
  readonly centerY: number;
}

/**
 * The zoom and centre that show all of `bounds` inside a viewport of the given pixel
 * size, keeping `padding` pixels free on every side; the zoom never exceeds `maxZoom`
 * (pass the zoom that fits the table, so that a small layout is not blown up). A box
 * narrower than `minSize` units is fitted as if it were that wide (and as tall).
 */
export function fitCamera(
  bounds: Bounds,
  viewport: { readonly width: number; readonly height: number },
  padding = 0,
  maxZoom = Infinity,
  minSize = 1,
): CameraFit {
  const w = Math.max(bounds.maxX - bounds.minX, minSize);
  const h = Math.max(bounds.maxY - bounds.minY, minSize);
  const roomX = Math.max(viewport.width - 2 * padding, 1);
  const roomY = Math.max(viewport.height - 2 * padding, 1);
  return {
    zoom: Math.min(roomX / w, roomY / h, maxZoom),
    centerX: (bounds.minX + bounds.maxX) / 2,
    centerY: (bounds.minY + bounds.maxY) / 2,
  };
}
