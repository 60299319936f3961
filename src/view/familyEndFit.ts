/**
 * Where the family table's end panel goes and how its lines fit (pure, Node-tested): over
 * the lower part of the table, as tall as its title, its lines and its buttons need. Many
 * lines (eight players) go in two columns on a short screen; in one column a line too long
 * for the panel at the smallest type wraps (the line of play's arithmetic on a phone), each
 * of its rows a row of the panel. Revealed hands (the line's) take a row each over the lines.
 */
import type { FamilyPanel, FamilyTableView } from './familyTable';
import type { Rect } from './tableRegions';
import type { SeatRect } from './familyRegions';

/** The smallest type of a one-column end panel's line before it wraps. */
export const WRAP_SIZE = 12;

/** A revealed hand's row: its tiles upright, `HAND_TILE` tall, and the gap under them. */
export const HAND_TILE = 32;
export const HAND_ROW = HAND_TILE + 8;

/** Revealed hands side by side: two a row on a short screen (a phone on its side), else one. */
export function handColumns(panel: FamilyPanel, w: number, height: number): number {
  return (panel.hands?.length ?? 0) > 2 && height < 600 && w >= 480 ? 2 : 1;
}

/** The rows a one-column line takes in `room` px (about 0.6 em a letter at the smallest type). */
export function wrapRows(line: string, room: number): number {
  return Math.max(1, Math.ceil((line.length * WRAP_SIZE * 0.6) / room));
}

/**
 * The end panel's rows of lines: many lines (eight players) go in two columns on a short
 * screen, when each fits half the panel at the smallest type (about 0.55 em a letter);
 * otherwise one column.
 */
export function endRows(panel: FamilyPanel, w: number, height: number): number {
  const n = panel.lines.length;
  const longest = Math.max(0, ...panel.lines.map((l) => l.length));
  const halves = n > 5 && height < 700 && longest * 10 * 0.55 <= w / 2 - 32;
  return halves ? Math.ceil(n / 2) : n;
}

/**
 * Where the end panel of this view goes: over the lower part of the table (null: none),
 * between the seats at the sides where they reach down beside it (`seats`), when that leaves
 * it room enough (360 px); else across them, as on a narrow screen.
 */
export function familyEndRect(
  view: Pick<FamilyTableView, 'gameOver' | 'handEnd'>,
  width: number,
  height: number,
  seats: readonly SeatRect[] = [],
): Rect | null {
  const panel = view.gameOver ?? view.handEnd;
  if (!panel) return null;
  const at = (w: number): Rect => {
    const rows = endRows(panel, w, height);
    // The title (a long one wraps: about 0.55 em a letter), the lines at their spacing, and
    // the buttons' row (none when only watched).
    const titleSize = view.gameOver ? 24 : 20;
    const titleLines = Math.ceil((panel.title.length * titleSize * 0.55) / (w - 24));
    const lineH = (panel.lines.length > 5 ? 14 : 16) + 5;
    const wrapped =
      rows < panel.lines.length
        ? rows
        : panel.lines.reduce((sum, line) => sum + wrapRows(line, w - 32), 0);
    const hands = Math.ceil((panel.hands?.length ?? 0) / handColumns(panel, w, height)) * HAND_ROW;
    const body = 26 + titleLines * titleSize * 1.25 + hands + wrapped * lineH;
    const h = Math.min(height - 60, body + (panel.watched ? 24 : 64));
    return { x: (width - w) / 2, y: height - h - 8, w, h };
  };
  const rect = at(Math.min(560, width - 16));
  const beside = seats.filter((s) => s.edge !== 'top' && s.y + s.h > rect.y);
  const left = Math.max(8, ...beside.filter((s) => s.edge === 'left').map((s) => s.x + s.w + 8));
  const right = Math.min(
    width - 8,
    ...beside.filter((s) => s.edge === 'right').map((s) => s.x - 8),
  );
  if ((rect.x >= left && rect.x + rect.w <= right) || right - left < 360) return rect;
  const w = Math.min(560, right - left);
  return { ...at(w), x: (left + right - w) / 2 };
}
