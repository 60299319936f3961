/**
 * What the daily puzzle's panel says, as a pure function of where the puzzle stands: a short
 * header (the day and the streak), one bold title, a plain body and the buttons, by id. The
 * scene (src/scenes/menus/PuzzleScene.ts) draws it and wires the buttons.
 */
import { PUZZLE_PROMPT } from '../puzzle/lesson';
import type { PuzzleVerdict } from '../puzzle/verdict';
import type { Rect } from './tableRegions';

export type PuzzleStatus = 'loading' | 'ready' | 'judging' | 'answered' | 'showing' | 'failed';

export type PuzzleButtonId = 'best-line' | 'try-again' | 'share' | 'earlier' | 'later';

export const PUZZLE_BUTTONS: Readonly<Record<PuzzleButtonId, string>> = {
  'best-line': 'Show best line',
  'try-again': 'Try again',
  share: 'Share',
  earlier: '‹ Earlier',
  later: 'Later ›',
};

/** What a browser test reads of the puzzle at the table. */
export interface PuzzleModeSpots {
  readonly date: string;
  readonly today: string;
  readonly status: PuzzleStatus;
  /** The board is a try again, kept out of the record. */
  readonly practice: boolean;
  /** The verdict on the turn last played on this board (the day's, or a try's once judged). */
  readonly verdict: { readonly title: string; readonly body: string } | null;
  readonly best: boolean | null;
  readonly share: string | null;
  readonly streak: number;
  /** While the best line is shown: its tiles down so far. */
  readonly lineShown: number | null;
  /** Where the board is fitted (it stays put while the panel's words change). */
  readonly board: Rect | null;
  /** Where each lit place's tile goes on, by the place's id ('' for the lead). */
  readonly on: Readonly<Record<string, string>>;
}

export interface PuzzleScreen {
  readonly date: string;
  readonly today: string;
  readonly status: PuzzleStatus;
  /** The board is a try again: nothing it does is kept in the day's record. */
  readonly practice: boolean;
  readonly streak: number;
  /** The day's result (kept in the record) or, in practice, the try's; null before. */
  readonly verdict: PuzzleVerdict | null;
  /** What the table said of the last move ("You played 1-1 on 6-1: count 19 …"), if anything. */
  readonly said: { readonly text: string; readonly refused: boolean } | null;
  /** While the best line is shown: how many of its tiles are down, of how many. */
  readonly line: { readonly shown: number; readonly of: number } | null;
  /** Why there is no puzzle (status failed). */
  readonly failure: string | null;
}

export interface PuzzlePanel {
  readonly header: string;
  readonly title: string;
  readonly text: string;
  /** A refused tap's reason, in the panel's warning colour. */
  readonly refusal: string | null;
  readonly buttons: readonly { readonly id: PuzzleButtonId; readonly primary: boolean }[];
}

export function puzzlePanel(p: PuzzleScreen): PuzzlePanel {
  const day = p.date === p.today ? `${p.date} (today)` : p.date;
  const header = `Daily puzzle · ${day}${p.streak > 0 ? ` · streak ${p.streak}` : ''}`;
  const days: PuzzlePanel['buttons'] = [
    { id: 'earlier', primary: false },
    ...(p.date < p.today ? [{ id: 'later' as const, primary: false }] : []),
  ];
  const find = p.practice ? 'Try again: find the best turn' : 'Find the best turn';
  const practiceNote = p.practice ? ' Practice: not counted.' : '';
  switch (p.status) {
    case 'loading':
      return {
        header,
        title: `Finding the puzzle for ${p.date}…`,
        text: 'The search weighs each position before it is chosen: a moment.',
        refusal: null,
        buttons: days,
      };
    case 'failed':
      return {
        header,
        title: 'No puzzle to show',
        text: p.failure ?? 'No puzzle could be made for this day.',
        refusal: null,
        buttons: days,
      };
    case 'ready':
      return {
        header,
        title: find,
        text: p.said && !p.said.refused ? p.said.text : PUZZLE_PROMPT,
        refusal: p.said?.refused ? p.said.text : null,
        buttons: days,
      };
    case 'judging':
      return {
        header,
        title: 'Your turn is over',
        text: `${p.said?.text ?? ''} Weighing it against the search…`.trim(),
        refusal: null,
        buttons: days,
      };
    case 'showing':
      return {
        header,
        title: `The best line: ${p.line?.shown ?? 0} of ${p.line?.of ?? 0}`,
        text: p.said?.text ?? 'The puzzle’s position: the best line follows, a tile at a time.',
        refusal: null,
        // Share stays while the line is shown, once the day is answered (issue 36, item 13).
        buttons: [
          { id: 'try-again', primary: true },
          ...(p.verdict ? [{ id: 'share' as const, primary: false }] : []),
          ...days,
        ],
      };
    case 'answered':
      return {
        header,
        title: p.verdict?.title ?? '',
        text: `${p.verdict?.body ?? ''}${practiceNote}`,
        refusal: null,
        buttons: [
          { id: 'best-line', primary: false },
          { id: 'try-again', primary: false },
          { id: 'share', primary: true },
          ...days,
        ],
      };
  }
}
