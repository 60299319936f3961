/**
 * The family table built from what one seat may know: its seat view (the family's
 * `seatView`), its legal moves when it may act, the public steps so far and who sits where.
 * The local game (`familyTableView`, from the machine's snapshot) and an online table
 * (`onlineFamily.ts`, from the server's `TableView`) both come here: one path, and neither
 * needs another seat's tiles. Pure; no Phaser.
 */
import type { FamilyId, Phase } from '../engine/core/family';
import type { Tile } from '../engine/core/tiles';
import {
  HINTS,
  SKIP,
  tapPlays,
  type FamilyTableInput,
  type FamilyTableOf,
  type FamilyTableView,
} from './familyTable';
import type { LineBoardView } from './line/lineBoard';
import { lineTable } from './line/lineTable';
import { trainsTable, type TrainsBoard } from './trains/trainsTable';
import { tricksTable, type TricksBoard } from './tricks/tricksTable';

/** The boards the family table draws, by family. */
export interface FamilyBoards {
  readonly line: LineBoardView;
  readonly trains: TrainsBoard;
  readonly tricks: TricksBoard;
}
export type FamilyBoard = FamilyBoards[keyof FamilyBoards];
export type TableFamily = keyof FamilyBoards;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const TABLES: { readonly [F in TableFamily]: FamilyTableOf<any, FamilyBoards[F]> } = {
  line: lineTable,
  trains: trainsTable,
  tricks: tricksTable,
};

/** Whether the family table has a part for this family (every family has one). */
export function hasFamilyTable(id: FamilyId): id is TableFamily {
  return id in TABLES;
}

/** What one seat's table is built from. */
export interface SeatTableSource extends FamilyTableInput<unknown> {
  readonly family: TableFamily;
  readonly phase: Phase;
  /** Each seat's detail on the strip: a computer's level ("Hard"), or "Player". */
  readonly details: readonly string[];
  /** The viewer may act now (their turn, and the table takes their move). */
  readonly live: boolean;
  /** The seat whose computer is choosing now; null when none is. */
  readonly thinking: number | null;
  readonly handOver: boolean;
  readonly over: boolean;
  /** A key that changes with each step. */
  readonly step: number;
  readonly refusal: FamilyTableView['refusal'];
  /** The Hints button is offered (the local game's advisor) while a hand is in play. */
  readonly hints: boolean;
  /** Skip to my turn: offered (a computer is on turn at the local table), on, or neither. */
  readonly skip: 'offer' | 'on' | null;
  /** How many times Skip to my turn was taken in this game. */
  readonly skips: number;
  /** Every seat's tiles, face up at the other seats (a replay's); absent otherwise. */
  readonly faceUp?: readonly (readonly Tile[])[];
}

/** The family table of one seat's knowledge. */
export function seatTable(source: SeatTableSource): FamilyTableView<FamilyBoard> {
  const { family, names, viewer, phase, live, handOver } = source;
  const turnSeat = phase.kind === 'turn' ? phase.seat : null;
  const part = TABLES[family]({ ...source, legal: live ? source.legal : [] });
  return {
    family,
    game: part.game,
    title: part.title,
    players: names.length,
    names,
    viewer,
    seats: names.map((name, seat) => ({
      seat,
      name,
      detail: source.details[seat] ?? 'Player',
      tiles: part.handSizes[seat] ?? 0,
      onTurn: !handOver && turnSeat === seat,
      thinking: source.thinking === seat,
      side: part.sides[seat] ?? seat,
      note: part.notes[seat] ?? '',
      points: part.points?.[seat] ?? null,
      ...(source.faceUp && seat !== viewer ? { hand: source.faceUp[seat] ?? [] } : {}),
    })),
    seating: part.seating,
    hand: part.hand,
    actions: [
      ...part.actions,
      ...(source.hints && viewer !== null && !handOver
        ? [{ id: HINTS, label: 'Hints', group: 'view', primary: false } as const]
        : []),
      ...(source.skip === 'offer' && !handOver
        ? [{ id: SKIP, label: 'Skip to my turn', group: 'view', primary: false } as const]
        : []),
    ],
    board: part.board,
    maxPip: part.maxPip,
    scores: part.scores,
    status: live
      ? { text: part.status, tone: 'turn' }
      : {
          text: handOver
            ? ''
            : turnSeat !== null
              ? `${names[turnSeat] ?? ''} to play${part.status ? ` · ${part.status}` : ''}`
              : part.status,
          tone: 'info',
        },
    caption: part.caption,
    steps: part.steps,
    arrangement: part.arrangement,
    motions: part.motions,
    step: source.step,
    handEnd: handOver ? part.handEnd : null,
    gameOver: source.over ? part.gameOver : null,
    celebration: part.celebration,
    live,
    skipping: source.skip === 'on',
    skips: source.skips,
    tapPlays: tapPlays(part.hand),
    lightHints: part.lightHints,
    refusal: source.refusal,
    moves: part.moves,
  };
}
