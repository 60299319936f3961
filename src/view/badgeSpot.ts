/**
 * Where a hint badge goes (pure, Node-tested): a small tag just beyond the ghost tile's far
 * end, in the direction the tile is played, so it never covers the ghost's pips or the tiles
 * already down, and never hangs off a double (a double's ghost lies across the line, so the
 * tag goes past its long side, along the line, not off its ends). Units are the layout's.
 */

export interface TagRect {
  readonly cx: number;
  readonly cy: number;
  readonly width: number;
  readonly height: number;
}

/** The gap between the ghost and its tag, in layout units (a tile is 2 long, 1 wide). */
export const TAG_GAP = 0.12;

/**
 * The tag's centre for a ghost `rect` (axis-aligned in layout units) played from the open
 * edge at `from`, for a tag `width` x `height`. The lead (played from nowhere in
 * particular) gets its tag below the ghost.
 */
export function badgeSpot(
  rect: TagRect,
  from: { readonly x: number; readonly y: number } | null,
  tag: { readonly width: number; readonly height: number },
): TagRect {
  let ux = 0;
  let uy = 1;
  if (from) {
    const dx = rect.cx - from.x;
    const dy = rect.cy - from.y;
    const len = Math.hypot(dx, dy);
    if (len > 1e-6) {
      // The layout's lines are horizontal or vertical: snap to the main axis.
      const along = Math.abs(dx) >= Math.abs(dy);
      ux = along ? Math.sign(dx) : 0;
      uy = along ? 0 : Math.sign(dy);
    }
  }
  const reach =
    (Math.abs(ux) * (rect.width + tag.width)) / 2 + (Math.abs(uy) * (rect.height + tag.height)) / 2;
  return {
    cx: rect.cx + ux * (reach + TAG_GAP),
    cy: rect.cy + uy * (reach + TAG_GAP),
    width: tag.width,
    height: tag.height,
  };
}

/** Whether two rectangles overlap (touching edges do not). */
export function overlaps(a: TagRect, b: TagRect): boolean {
  return (
    Math.abs(a.cx - b.cx) * 2 < a.width + b.width && Math.abs(a.cy - b.cy) * 2 < a.height + b.height
  );
}
