/**
 * How much of the table the coach's panel may take (issue 26, item 8): it starts at the top
 * of the board and never reaches further down than leaves the board COACH_MIN_BOARD of it
 * (`coachOverBoard` in scenes/lessons/tutorialPanel.ts), so it never grows over the tiles a
 * step asks about, nor off the screen with its buttons. Words too long for that room (the guided hand's debrief on a phone) are shown a
 * page at a time (`coachPages`), every page the same height. Pure, Node-tested.
 */
/** The least height of the layout's area the coach leaves the board, in CSS px at scale 1. */
export const COACH_MIN_BOARD = 120;

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
