/**
 * The table as data: what the table scene draws and which actions it may send,
 * built from a game snapshot or a tutorial state. Pure and Node-tested; no
 * Phaser. Every rule fact the table needs (sides, partners, whether plays score) is a
 * field of the view (`facts`, made by a driver through `tableFacts`, the one place that
 * asks the engine; whether a count scores is on the board and on each logged play), and
 * the hand-end arithmetic and its words are the engine's (`handEndSteps`, `wentOut`,
 * `handEndLines`), so the scene, the voice and the panels decide no rule and read no
 * engine configuration. A view is a common part (seats, names, hand, moves,
 * scores, status, log, panels) and a board part by family (`board`, the line's in
 * lineBoard.ts), with the score display and the hand-end panel named as data.
 */
import type { BonusStep } from '../engine/index';
import { wentOut } from '../engine/reckoning';
import type { Tile } from '../engine/tiles';
import type { LogEntry } from '../machine/history';
import type { PracticeTableView } from './gameDriverPractice';
import type { LineBoardView, TargetId } from './lineBoard';
import type { HandEndPanelKind, ScoreDisplay } from './scoreDisplay';
import type { GameOverEntry, HandEndEntry, LegalView, SeatView } from '../machine/selectors';

// The rules the table draws with, and a step as the viewer may see it, live in viewRules.ts
// (outside the table's chunk: the voice needs them at start).
export {
  entryForViewer,
  sideOfSeat,
  tableFacts,
  tableRules,
  type TableFacts,
  type TableRules,
} from './viewRules';
import type { TableFacts } from './viewRules';

// ---- The view model ------------------------------------------------------------------

/**
 * One place a chosen tile may go: an opaque id (sent back with the play; where it lies is the
 * board's business, `board.places`) with what the table draws on it.
 */
export interface TableTarget {
  readonly id: TargetId;
  /** What a play here counts and scores, when the table may tell (not in a lesson). */
  readonly total: number | null;
  readonly points: number;
  readonly again: boolean;
  /** The badge drawn on the ghost (hints), or null. */
  readonly badge: string | null;
  /** Marked as the best move (practice). */
  readonly best: boolean;
}

/** What the person may do now, as the machine's legal moves with the table's targets. */
export type TableMoves = Omit<LegalView<TableTarget>, 'seat'>;

/**
 * The board part of the view, by family: the table scene draws it with its family's drawer
 * (src/scenes/drawers/boardDrawers.ts). Texas 42's and Mexican Train's boards join this union.
 */
export type TableBoardView = LineBoardView;

/** Another seat around the table: the machine's view of it, named for the table. */
export interface TableSeat extends Pick<SeatView, 'seat' | 'side' | 'tiles' | 'onTurn'> {
  readonly name: string;
  /** What sits there: a computer player's level ("Hard"), "Player" for a person ("" in a lesson). */
  readonly detail: string;
  /** A computer player is choosing its move. */
  readonly thinking: boolean;
  /** Its tiles face up (the replay of a finished game shows every hand); absent: face down. */
  readonly hand?: readonly Tile[];
}

export type StatusTone = 'info' | 'turn' | 'warn';

/** Who sits where, in words: what the table and its celebrations call each seat and side. */
export interface TableNames {
  /** Each seat's name ("You", "West" …), and each side's. */
  readonly names: readonly string[];
  readonly sideNames: readonly string[];
  /** The seat called "You" (verbs agree with it), or null when the person only watches. */
  readonly you: number | null;
}

export interface TableView extends TableNames {
  /** The rule facts the table draws with, as data (`tableFacts`: no engine configuration). */
  readonly facts: TableFacts;
  /** The seat whose tiles are shown face up at the bottom; null for nobody. */
  readonly viewer: number | null;
  readonly hand: readonly Tile[];
  /** The family's board: the line's layout, count and boneyard (`board.family` says which). */
  readonly board: TableBoardView;
  /** How the scores are shown (pegboard, score pad), chosen by the family's view model. */
  readonly scoreDisplay: ScoreDisplay;
  /** Which end-of-hand panel the table opens. */
  readonly handEndPanel: HandEndPanelKind;
  /** What the person may do now; null when it is not their move. */
  readonly moves: TableMoves | null;
  /** The first playable tile is chosen for the person (a lesson waits for the learner's pick). */
  readonly preselect: boolean;
  readonly seats: readonly TableSeat[];
  /**
   * A question about the last play is open (a lesson's quiz, practice's "count it
   * yourself"): its points are not popped, sounded or pegged until it is settled, and
   * `scores` are the scores before it.
   */
  readonly held: boolean;
  /** What the pegs show. */
  readonly scores: readonly number[];
  readonly status: { readonly text: string; readonly tone: StatusTone };
  /** Nothing but a pass is possible: the table passes for the person after a moment. */
  readonly autoPass: boolean;
  /** Every step so far, to animate in order (another seat's drawn tile hidden). */
  readonly log: readonly LogEntry[];
  /**
   * Bumped when the table changed in a way the log does not tell (a lesson's next hand):
   * the table is then drawn afresh from the view, with nothing to animate.
   */
  readonly epoch: number;
  readonly handEnd: HandEndEntry | null;
  /** The hand-end panel's lines under the revealed hands, in words (`handEndLines`); [] without. */
  readonly handEndLines: readonly string[];
  readonly gameOver: GameOverEntry | null;
  /** The last refusal of a move, to say once (a key tells a new one from the same). */
  readonly refusal: { readonly key: string; readonly message: string } | null;
  /** Practice mode's part (its strip, claim panel, review), or null. */
  readonly practice: PracticeTableView | null;
}

/** A hint badge's words ("20 → +4 · again"): one definition, practice's. */
export { badgeText } from '../practice/targets';

/** The counting lines for the bonus, e.g. "West 8 + East 12 = 20 → 20 ÷ 5 = +4 for You". */
export function stepLines(
  steps: readonly BonusStep[],
  names: readonly string[],
  sideNames: readonly string[],
): string[] {
  return steps.map((s) => {
    const seats = s.seats.map((seat, i) => `${names[seat] ?? ''} ${s.pips[i] ?? 0}`);
    const parts = [...seats, ...(s.reserve > 0 ? [`boneyard ${s.reserve}`] : [])].join(' + ');
    const who = sideNames[s.side] ?? '';
    if (s.subtract) {
      const seat = names[s.seats[0] ?? 0] ?? '';
      const lost = s.divisor === 1 ? `${s.rounded}` : `${s.rounded} ÷ ${s.divisor}`;
      return `${seat}: ${s.counted} pips → rounded ${s.rounded} → −${lost} = ${s.points}`;
    }
    const sum = s.seats.length > 1 || s.reserve > 0 ? `${parts} = ${s.counted}` : parts;
    const divide = s.divisor === 1 ? `${s.rounded}` : `${s.rounded} ÷ ${s.divisor}`;
    // Nothing to score (too few pips to round up to five): say so, not "+0 for North".
    if (s.points === 0) return `${sum} pips → rounded ${s.rounded}: no score`;
    return `${sum} pips → rounded ${s.rounded} → ${divide} = +${s.points} for ${who}`;
  });
}

/**
 * The seat that went out, on a domino: the engine's `wentOut` among the hand's winners (with
 * partners, that seat, not its team); null after a block or a target reached in play.
 */
export function wentOutOf(entry: HandEndEntry): number | null {
  if (entry.end !== 'domino') return null;
  return wentOut(entry.hands).find((seat) => entry.winners.includes(seat)) ?? null;
}
