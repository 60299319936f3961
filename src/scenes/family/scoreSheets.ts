/**
 * The family table's score displays, by the view's `scores.kind` (one registry: a kind
 * missing is a type error): Mexican Train's ruled pad and Texas 42's slate (`scoreSheet.ts`,
 * drawn anew at each step), and the line of play's cribbage-style pegboard (`PegBoard`), kept
 * from one step to the next so that a side's new score hops its peg along its lane. Each
 * takes its own height in the room it is given (the sheet's column on a wide screen, the
 * Scores panel on a narrow one).
 */
import type * as Phaser from 'phaser';
import type { ScoreSheet, ScoreSheetKind } from '../../view/familyTable';
import type { Rect } from '../../view/tableRegions';
import { PegBoard } from '../../ui/pegboard';
import { colours } from '../../ui/theme';
import { drawScoreSheet, sheetHeight } from './scoreSheet';

/** One way of keeping the scores on the table. */
interface SheetDisplay {
  /** Shows `sheet` at the top of `room`; `ms`: how long a change moves (0: at once). */
  show(sheet: ScoreSheet, room: Rect, ms: number): void;
  destroy(): void;
}

/** The pad or the slate: written out again at each step. */
class WrittenSheet implements SheetDisplay {
  private drawn: Phaser.GameObjects.Container | null = null;
  constructor(private readonly scene: Phaser.Scene) {}

  show(sheet: ScoreSheet, room: Rect): void {
    this.drawn?.destroy();
    this.drawn = drawScoreSheet(this.scene, sheet, room);
  }

  destroy(): void {
    this.drawn?.destroy();
    this.drawn = null;
  }
}

/** A lane's height on the pegboard (its name over it), and the board's frame. */
const LANE_H = 46;
const FRAME_H = 40;

/** The pegboard's height for `sides` lanes in `room` px at most (a phone's strip: `room`). */
export function pegboardHeight(sides: number, room: number): number {
  return Math.min(room, FRAME_H + sides * LANE_H);
}

/** A phone's strip: the lanes closer. */
const STRIP_LANE_H = 28;
const STRIP_FRAME_H = 28;

/** A pegboard in `room` (its own height), every side's pegs at its score. */
export function makePegboard(scene: Phaser.Scene, sheet: ScoreSheet, room: Rect): PegBoard {
  const h = pegboardHeight(sheet.rows.length, room.h);
  const board = new PegBoard(scene, {
    x: room.x + room.w / 2,
    y: room.y + h / 2,
    width: room.w,
    height: h,
    sides: sheet.rows.length,
    target: sheet.target,
    colours: sheet.rows.map((row) => colours.sides[row.side] ?? colours.gold),
    labels: sheet.rows.map((row) => row.name),
    labelsAbove: true,
    minPitch: 4,
  });
  sheet.rows.forEach((row, side) => board.setScore(side, row.total, { animate: false }));
  return board;
}

/** The pegboard: kept while its place and its sides stay, so a new score hops its peg. */
class PegSheet implements SheetDisplay {
  private board: PegBoard | null = null;
  private key = '';
  constructor(private readonly scene: Phaser.Scene) {}

  show(sheet: ScoreSheet, room: Rect, ms: number): void {
    const sides = sheet.rows.map((row) => [row.name, row.side]);
    const key = JSON.stringify([room, sheet.target, sides]);
    if (this.board && key === this.key) {
      sheet.rows.forEach((row, side) =>
        this.board?.setScore(side, row.total, { animate: ms > 0, durationMs: ms }),
      );
      return;
    }
    this.destroy();
    this.key = key;
    this.board = makePegboard(this.scene, sheet, room).setDepth(800);
    this.scene.add.existing(this.board);
  }

  destroy(): void {
    this.board?.destroy();
    this.board = null;
    this.key = '';
  }
}

/** A kind of display: how it is kept, how tall it is, and how it is drawn once. */
interface DisplayKind {
  make(scene: Phaser.Scene): SheetDisplay;
  /** Its height in `room` px at most. */
  height(sheet: ScoreSheet, room: number): number;
  /** Its height kept in sight on a phone held upright; 0 for one kept behind Scores. */
  strip(sheet: ScoreSheet): number;
  /** Drawn once, for a panel (nothing moves there). */
  once(scene: Phaser.Scene, sheet: ScoreSheet, room: Rect): Phaser.GameObjects.Container;
}

/** The pad or the slate: the rounds or the marks need room, so they stay behind Scores. */
const WRITTEN: DisplayKind = {
  make: (scene) => new WrittenSheet(scene),
  height: sheetHeight,
  strip: () => 0,
  once: drawScoreSheet,
};

const DISPLAYS: { readonly [K in ScoreSheetKind]: DisplayKind } = {
  pad: WRITTEN,
  slate: WRITTEN,
  pegboard: {
    make: (scene) => new PegSheet(scene),
    height: (sheet, room) => pegboardHeight(sheet.rows.length, room),
    strip: (sheet) => STRIP_FRAME_H + sheet.rows.length * STRIP_LANE_H,
    once: (scene, sheet, room) => makePegboard(scene, sheet, room).setDepth(800),
  },
};

/** The score display on the table: the view's kind, kept between steps. */
export class ScoreSheets {
  private shown: { readonly kind: ScoreSheetKind; readonly display: SheetDisplay } | null = null;
  constructor(private readonly scene: Phaser.Scene) {}

  show(sheet: ScoreSheet, room: Rect, ms: number): void {
    if (this.shown?.kind !== sheet.kind) {
      this.shown?.display.destroy();
      this.shown = { kind: sheet.kind, display: DISPLAYS[sheet.kind].make(this.scene) };
    }
    this.shown.display.show(sheet, room, ms);
  }

  /** Nothing shown (a narrow screen: the Scores button opens it). */
  clear(): void {
    this.shown?.display.destroy();
    this.shown = null;
  }
}

/** The height a display of `sheet` takes in `room` px at most. */
export function displayHeight(sheet: ScoreSheet, room: number): number {
  return DISPLAYS[sheet.kind].height(sheet, room);
}

/** The display of `sheet` once, for a panel (nothing moves there). */
export function drawnOnce(
  scene: Phaser.Scene,
  sheet: ScoreSheet,
  room: Rect,
): Phaser.GameObjects.Container {
  return DISPLAYS[sheet.kind].once(scene, sheet, room);
}

/**
 * The height of the display kept in sight on a phone held upright (the pegboard, its lanes
 * close together); 0 for one kept behind Scores.
 */
export function stripHeight(sheet: ScoreSheet): number {
  return DISPLAYS[sheet.kind].strip(sheet);
}
