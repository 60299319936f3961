/**
 * What a family lesson's quiz would read off the table, kept back while it waits. On the
 * board, by family (one entry a family the table draws): Texas 42's winner's ring, "took the
 * trick", the points toward the bid, the last trick and the tally of the trick on the table;
 * Mexican Train's double owed ("Satisfy the 6-6 on East's train") while the quiz asks which
 * double is owed or what to do. Beside it: the totals, the rounds' entries and the seats'
 * points while it asks a score, a round's or the game's winner; the number of rounds while it
 * asks how many there are. Pure; no Phaser.
 */
import type { FamilyTutorialState } from '../tutorial/familyRunner';
import type { FamilyQuizAsk } from '../tutorial/familyTypes';
import type { FamilySeat, FamilyTableView, ScoreSheet } from './familyTable';
import type { FamilyBoard, FamilyBoards, TableFamily } from './familyTables';
import type { TricksBoard } from './tricks/tricksTable';
import type { TrainsBoard } from './trains/trainsTable';

/** The quizzes a score on the sheet would answer. */
export const SCORE_ASKS: ReadonlySet<FamilyQuizAsk['of']> = new Set([
  'round-points',
  'pips-left',
  'total',
  'lowest-total',
  'round-winner',
  'game-winner',
]);

/** The trick as played, with who takes it and what it is worth kept back. */
function tricksHeld(board: TricksBoard, _ask: FamilyQuizAsk, s: FamilyTutorialState): TricksBoard {
  const hand = (s.game as { hand?: { tricks: readonly { winner: number }[] } }).hand;
  const last = hand?.tricks[hand.tricks.length - 1];
  const shown = board.plays.length > 0 && last !== undefined;
  return {
    ...board,
    plays: board.plays.map((p) => ({ ...p, wins: false })),
    taken: null,
    progress: null,
    lastTrick: null,
    // The trick on the table is not counted yet.
    teams: board.teams.map((t, i) => {
      const mine = shown && (i === 0) === ((last.winner & 1) === 0);
      const tiles = new Set(board.plays.map((p) => p.tile));
      return mine ? { ...t, tricks: t.tricks - 1, count: t.count.filter((c) => !tiles.has(c)) } : t;
    }),
  };
}

/** The trains, with the double owed kept back while the quiz asks it (or what to do). */
function trainsHeld(board: TrainsBoard, ask: FamilyQuizAsk): TrainsBoard {
  if (ask.of !== 'owed' && ask.of !== 'action') return board;
  return { ...board, owed: null, lanes: board.lanes.map((l) => ({ ...l, owed: false })) };
}

const BOARD_HELD: {
  readonly [F in TableFamily]: (
    board: FamilyBoards[F],
    ask: FamilyQuizAsk,
    s: FamilyTutorialState,
  ) => FamilyBoards[F];
} = {
  tricks: tricksHeld,
  trains: trainsHeld,
  // The line's quizzes ask about the count: it is kept back while one is open.
  line: (board) => ({ ...board, countHidden: true }),
};

/** The sheet with its numbers kept back: no totals, entries or leader (every total equal). */
function blankSheet(sheet: ScoreSheet): ScoreSheet {
  return {
    ...sheet,
    rows: sheet.rows.map((row) => ({ ...row, total: 0, shown: '?', entries: [] })),
  };
}

/** A seat without its points shown. */
const withoutPoints = (seat: FamilySeat): FamilySeat => ({ ...seat, points: null });

/** The view with what `ask` asks kept back. */
export function keptBack(
  view: FamilyTableView<FamilyBoard>,
  ask: FamilyQuizAsk,
  s: FamilyTutorialState,
): FamilyTableView<FamilyBoard> {
  const held = BOARD_HELD[view.board.family] as (
    board: FamilyBoard,
    ask: FamilyQuizAsk,
    s: FamilyTutorialState,
  ) => FamilyBoard;
  let out: FamilyTableView<FamilyBoard> = { ...view, board: held(view.board, ask, s) };
  if (SCORE_ASKS.has(ask.of))
    out = { ...out, scores: blankSheet(out.scores), seats: out.seats.map(withoutPoints) };
  if (ask.of === 'rounds') out = { ...out, scores: { ...out.scores, goal: 'Lowest total wins' } };
  return out;
}
