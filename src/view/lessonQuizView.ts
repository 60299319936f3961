/**
 * What a family lesson's quiz would read off the table, kept back while it waits (the rest of
 * what a quiz asks, who took the trick and its points, is `familyLessonDriver.ts`'s): the
 * double owed ("Satisfy the 6-6 on East's train") while the quiz asks which double is owed
 * or what to do; the totals, the rounds' entries and the seats' points while it asks a score,
 * a round's or the game's winner; the number of rounds while it asks how many there are.
 * Pure; no Phaser.
 */
import type { FamilyQuizAsk } from '../tutorial/familyTypes';
import type { FamilySeat, FamilyTableView, ScoreSheet } from './familyTable';
import type { FamilyBoard } from './familyTables';

/** The quizzes a score on the sheet would answer. */
export const SCORE_ASKS: ReadonlySet<FamilyQuizAsk['of']> = new Set([
  'round-points',
  'pips-left',
  'total',
  'lowest-total',
  'round-winner',
  'game-winner',
]);

/** The sheet with its numbers kept back: no totals, entries or leader (every total equal). */
function blankSheet(sheet: ScoreSheet): ScoreSheet {
  return {
    ...sheet,
    rows: sheet.rows.map((row) => ({ ...row, total: 0, shown: '?', entries: [] })),
  };
}

/** A seat's note without its points ("12 pts · open" → "open"). */
function withoutPoints(seat: FamilySeat): FamilySeat {
  const note = seat.note
    .split(' · ')
    .filter((part) => !/^-?\d+ pts$/.test(part))
    .join(' · ');
  return { ...seat, note };
}

/** The view with what `ask` asks kept back. */
export function keptBack(
  view: FamilyTableView<FamilyBoard>,
  ask: FamilyQuizAsk,
): FamilyTableView<FamilyBoard> {
  let out = view;
  const board = view.board;
  if ((ask.of === 'owed' || ask.of === 'action') && board.family === 'trains')
    out = {
      ...out,
      board: { ...board, owed: null, lanes: board.lanes.map((l) => ({ ...l, owed: false })) },
    };
  if (SCORE_ASKS.has(ask.of))
    out = { ...out, scores: blankSheet(out.scores), seats: out.seats.map(withoutPoints) };
  if (ask.of === 'rounds') out = { ...out, scores: { ...out.scores, goal: 'Lowest total wins' } };
  return out;
}
