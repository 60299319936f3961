/**
 * Where practice's tile tracker goes while it is open, and its words (pure, Node-tested;
 * issue 26, item 3). It has a panel of its own beside the layout, which is fitted into the
 * rest, so it never covers a tile, a lit place or a badge: sideways (a desktop), a column at
 * the left of the layout's area, where the table had room to spare; upright (a phone), a band
 * across its top, its rows in two columns in a short form ("6s with 0 4 6") so the layout
 * keeps most of its height. On a phone too short for that band (360x640), the tracker is
 * compact: how many unseen tiles carry each number, on a line or two, so the board keeps a
 * usable area.
 */
import { hi, lo } from '../../engine/core/tiles';
import type { Tracker } from '../../practice/tracker';
import type { Rect } from '../tableRegions';

/** The tracker's words: a head line, a row per number with unseen tiles, then what is known. */
export interface TrackerText {
  readonly head: string;
  readonly rows: readonly string[];
  /** Who is out of what ("North has no 4s"), or that nothing is known yet. */
  readonly foot: readonly string[];
}

/**
 * The tracker's words from the practice view's lines (head, a line per number, then the
 * rest) and its data: `short` rows give each number's unseen tiles by their other end
 * ("6s with 0 4 6" for 6-0, 6-4 and 6-6).
 */
export function trackerText(
  lines: readonly string[],
  tracker: Tracker | null,
  short: boolean,
): TrackerText {
  const groups = (tracker?.groups ?? []).filter((g) => g.tiles.length > 0);
  const rows = short
    ? groups.map((g) => {
        const others = g.tiles.map((t) => (hi(t) === g.value ? lo(t) : hi(t)));
        return `${g.value}s with ${others.join(' ')}`;
      })
    : lines.slice(1, 1 + groups.length);
  return { head: lines[0] ?? '', rows, foot: lines.slice(1 + groups.length) };
}

/**
 * The tracker in brief, for a phone too short for the full band: the unseen tiles counted by
 * number ("19 not seen · 6s 5 · 5s 4 …") and what is known of the others' hands, if anything.
 */
export function compactTrackerText(lines: readonly string[], tracker: Tracker | null): TrackerText {
  const groups = (tracker?.groups ?? []).filter((g) => g.tiles.length > 0);
  const counts = groups.map((g) => `${g.value}s ${g.tiles.length}`);
  const head = [`${tracker?.unseen.length ?? 0} not seen`, ...counts].join(' · ');
  const known = (tracker?.voids.length ?? 0) > 0;
  return { head, rows: [], foot: known ? lines.slice(1 + groups.length) : [] };
}

/** The tracker's panel and the layout's area beside it. */
export interface TrackerSplit {
  readonly panel: Rect;
  readonly layout: Rect;
  /** Columns of number rows: two in a phone's band. */
  readonly columns: 1 | 2;
  /** Room inside the panel's edge, on every side. */
  readonly pad: number;
}

/** The least height the layout keeps under a phone's band (as long as the words fit at 70 %). */
export const TRACKER_MIN_LAYOUT = 110;
/** The smallest the words are shrunk to in a phone's band. */
export const TRACKER_MIN_SCALE = 0.7;

/**
 * Whether a phone's band is compact: the full words, even at TRACKER_MIN_SCALE, would leave
 * the layout under TRACKER_MIN_LAYOUT (a phone as short as 360x640; never sideways).
 */
export function trackerCompact(
  area: Rect,
  portrait: boolean,
  scale: number,
  textH: number,
  keepBelow = 0,
): boolean {
  if (!portrait) return false;
  const { pad } = trackerShape(area, portrait, scale);
  const least = TRACKER_MIN_SCALE * textH + 2 * pad;
  return area.h - keepBelow - 8 * scale - least < TRACKER_MIN_LAYOUT * scale;
}

/** The panel's width and columns for `area` (what the text is wrapped to). */
export function trackerShape(
  area: Rect,
  portrait: boolean,
  scale: number,
): Pick<TrackerSplit, 'columns' | 'pad'> & { readonly width: number } {
  const pad = 10 * scale;
  if (portrait) return { width: area.w, columns: 2, pad };
  return { width: Math.min(300 * scale, area.w * 0.38), columns: 1, pad };
}

/**
 * The tracker's panel in `area` for text `textH` pixels tall, and the layout's area left:
 * beside a column sideways, under a band upright. The band is at most what leaves the layout
 * TRACKER_MIN_LAYOUT px and `keepBelow` px for a panel at the area's foot (the claim's), but
 * never too short for the words at TRACKER_MIN_SCALE: on a phone as short as 360x640 the
 * layout then keeps what is left. A text taller than its panel is shrunk to fit by the scene.
 * The compact words (`trackerCompact`) are never shrunk: `minScale` 1.
 */
export function splitTracker(
  area: Rect,
  portrait: boolean,
  scale: number,
  textH: number,
  keepBelow = 0,
  minScale = TRACKER_MIN_SCALE,
): TrackerSplit {
  const { width, columns, pad } = trackerShape(area, portrait, scale);
  const gap = 8 * scale;
  const want = textH + 2 * pad;
  if (!portrait) {
    const panel = { x: area.x, y: area.y, w: width, h: Math.min(area.h, want) };
    const layout = { x: area.x + width + gap, y: area.y, w: area.w - width - gap, h: area.h };
    return { panel, layout, columns, pad };
  }
  const most = area.h - keepBelow - TRACKER_MIN_LAYOUT * scale - gap;
  const least = minScale * textH + 2 * pad;
  const h = Math.min(want, Math.max(most, least), area.h - gap);
  const panel = { x: area.x, y: area.y, w: width, h };
  const layout = { x: area.x, y: area.y + h + gap, w: area.w, h: area.h - h - gap };
  return { panel, layout, columns, pad };
}
