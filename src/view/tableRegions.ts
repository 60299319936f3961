/**
 * The table's shapes on screen (pure): a rectangle, a seat's spot at an edge of the table, and
 * whether two rectangles overlap. Where things go is the family table's (familyRegions.ts).
 */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface SeatSpot {
  /** Centre of the seat's badge and face-down tiles. */
  readonly x: number;
  readonly y: number;
  /** Which table edge the seat sits at, from the person's view. */
  readonly edge: 'bottom' | 'left' | 'top' | 'right';
  /** The room for the seat's badge, in pixels. */
  readonly w: number;
  readonly h: number;
}

/** Whether two rectangles overlap (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
