/** Rectangles in layout units for the view tests. */
import type { Bounds, Rect } from '../../src/view/line/layout';

/** Whether a centred rectangle lies wholly inside `b` (to a rounding error). */
export function inside(r: Rect, b: Bounds): boolean {
  return (
    r.cx - r.width / 2 >= b.minX - 1e-9 &&
    r.cx + r.width / 2 <= b.maxX + 1e-9 &&
    r.cy - r.height / 2 >= b.minY - 1e-9 &&
    r.cy + r.height / 2 <= b.maxY + 1e-9
  );
}
