/**
 * How much of the table the coach's panel may take (issue 26, item 8): it starts at the top
 * of the layout's area and never reaches further down than leaves the board COACH_MIN_BOARD
 * of it, so it never grows over the tiles a step asks about, nor off the screen with its
 * buttons. Words too long for that room (the guided hand's debrief on a phone) are shown a
 * page at a time (`coachPages`), every page the same height. Pure, Node-tested.
 */
import type { Regions } from './tableRegions';

/** The least height of the layout's area the coach leaves the board, in CSS px at scale 1. */
export const COACH_MIN_BOARD = 120;

/**
 * The most height the coach's panel may take when it starts at `top`: all but the board's
 * least height, or half of it while no tile is on the table (`board` false: the deal, a
 * lesson's first lead, whose lit place needs no more).
 */
export function coachRoom(r: Regions, top: number, board = true): number {
  const foot = r.layout.y + r.layout.h;
  const keep = (board ? COACH_MIN_BOARD : COACH_MIN_BOARD / 2) * r.scale;
  return Math.max(0, foot - top - 8 * r.scale - keep);
}

/** One page of the words: the wrapped lines from `start` up to (not including) `end`. */
export interface CoachPage {
  readonly start: number;
  readonly end: number;
}

/**
 * The words' `lines` wrapped lines in pages of at most `perPage` (at least one line a page);
 * a page that cannot hold the rest ends before a paragraph (`breaks`: the indexes of lines
 * that begin one) where one begins in its second half, so a page seldom stops mid-sentence.
 */
export function coachPages(
  lines: number,
  perPage: number,
  breaks: ReadonlySet<number> = new Set(),
): CoachPage[] {
  const most = Math.max(1, Math.floor(perPage));
  const pages: CoachPage[] = [];
  let start = 0;
  while (start < lines) {
    let end = Math.min(lines, start + most);
    if (end < lines) {
      const at = [...breaks].filter((b) => b > start && b <= end && b - start >= most / 2);
      if (at.length > 0) end = Math.max(...at);
    }
    pages.push({ start, end });
    start = end;
  }
  return pages;
}
