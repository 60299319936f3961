/**
 * What feeds the family table (issue 33, item 3): a running game, a lesson, a kept game's
 * replay or an online seat, each a driver of this one interface. The table scene draws the
 * view a driver gives and sends the person's choices back through it; it imports none of
 * them (`familyModes.ts` makes the driver a scene's data asks for, wired in by main.ts).
 * What a mode adds to the table (a lesson's coach, a replay's buttons, the reactions
 * online) are the driver's optional parts.
 */
import type * as Phaser from 'phaser';
import type { ArchivedGame } from '../../archive/game';
import type { Puzzle } from '../../puzzle/daily';
import type { PuzzleModeSpots } from '../../view/puzzleView';
import type { Tile } from '../../engine/core/tiles';
import type { GameSnapshot } from '../../machine/index';
import type { OnlineSession } from '../../net/session';
import type { ProgressStore } from '../../tutorial/progress';
import type { FamilyRegions, RegionsExtra } from '../../view/familyRegions';
import type { FamilyAction, FamilyTableView } from '../../view/familyTable';
import type { FamilyBoard, FamilySource } from '../../view/familyTables';
import type { HandView } from '../../ui/handView';
import type { Rect } from '../../view/tableRegions';
import type { Services } from '../services';
import type { PracticeHotspots } from '../practice/practiceSpots';
import type { OverlayResult } from '../table/tableOverlays';

/** What the family table is started with: one of these, or nothing for the running game. */
export interface FamilyTableData {
  readonly lesson?: string;
  /** The day's puzzle, found (scenes/menus/PuzzleScene.ts), and the day it is today. */
  readonly puzzle?: { readonly puzzle: Puzzle; readonly today: string };
  readonly replay?: ArchivedGame;
  readonly online?: OnlineSession;
}

/** Where a driver is made: the table's scene, the services, the lessons' progress. */
export interface DriverHost {
  readonly scene: Phaser.Scene;
  readonly services: Services;
  readonly progress: ProgressStore | undefined;
}

/**
 * Makes the driver a scene's data asks for (`familyModes.ts`); null when there is nothing to
 * show yet or at all (the maker has seen to what comes next: the view awaited, the library).
 */
export type DriverFor = (host: DriverHost, data: FamilyTableData) => FamilyTableDriver | null;

/** What a browser test reads of a lesson at the table. */
export interface FamilyLessonHotspots {
  readonly lesson: string;
  readonly step: number;
  readonly kind: string | null;
  readonly done: boolean;
  readonly passed: boolean;
  /** The stars earned, once over (null before). */
  readonly stars: number | null;
  readonly feedback: string | null;
  readonly mistakes: number;
}

/** Which panels are open over the table, for a driver's keys. */
export interface PanelsOpen {
  /** Any panel (the pause menu, an end panel, the cover). */
  readonly open: boolean;
  /** The end of a hand or of the game. */
  readonly endOpen: boolean;
}

/** What the table lends a driver: a panel of its own over the table, a fresh picture. */
export interface TableHold {
  /** Keeps `panel` as the table's top panel until `close` (Esc too); returns its release. */
  hold(panel: OverlayResult, close: () => void): () => void;
  redraw(): void;
}

export interface FamilyTableDriver {
  /** The corner button's label: "Menu" (the pause menu), or a lesson's "Lessons". */
  readonly menuLabel: string;
  /** The corner button pressed: null opens the pause menu. */
  readonly menu: (() => void) | null;
  /**
   * The game as it stands, where this page holds it (a game, a lesson, a replay): the view
   * is made from it, and pass-and-play reads who sits at this device. Null for an online seat.
   */
  source(): FamilySource | null;
  /** The seat's view where there is no source (online), as the person asked (Plan my train). */
  view?(arranged: boolean): FamilyTableView<FamilyBoard> | null;
  /** The driver's branch of a view made from its source (a lesson's coach and quiz). */
  shape?(view: FamilyTableView<FamilyBoard>): FamilyTableView<FamilyBoard>;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Whether the change now shown is one step on from the one before (its moves are then
   * played out); false for a jump (a replay's scrubber, a hand's start), drawn at once with
   * nothing flying and no sound. Absent: every change is a step.
   */
  stepped?(): boolean;
  /** One of the view's moves, as the view gave it (the engine or the server judges it). */
  move(move: unknown): void;
  /** The next hand (the end panel's Next). */
  next(): void;
  /** The same players again (absent: not offered, as online). */
  readonly rematch?: () => void;
  /** Skip to my turn (absent: never offered). */
  readonly skip?: () => void;
  /** A running game's snapshot, which practice mode reads; absent for the others. */
  readonly game?: () => GameSnapshot;
  /** The table opens a hand's and the game's end panels (a replay steps through them instead). */
  readonly panels: boolean;
  /** Plan my train starts as the person last left it (a lesson and a replay show the hand as dealt). */
  readonly arrangeable: boolean;
  /** The driver's own buttons in place of the view's actions (a replay's Back, Play, Forward). */
  actions?(): readonly FamilyAction[];
  /** One of the driver's own buttons pressed: true when it was one. */
  press?(id: string): boolean;
  /** Where the table stands, for the status line ("Replay · hand 2 of 5 · move 7 of 28"). */
  where?(): string | null;
  /** The driver's keys; true when the key was its. */
  key?(e: KeyboardEvent, panels: PanelsOpen): boolean;
  /** A tile tapped: true when the driver took it (a lesson explains a tile that cannot go). */
  tap?(tile: Tile, view: FamilyTableView): boolean;
  /** The driver's things over the board's area (a lesson's coach): the part left to the board. */
  place?(board: Rect): Rect;
  /** After the table is drawn: the driver's things placed by it (the reactions online). */
  drawn?(r: FamilyRegions, view: FamilyTableView<FamilyBoard>, hand: Pick<HandView, 'spots'>): void;
  /** What the title gives up in the top bar for the driver's button (the reactions'). */
  titleRoom?(r: FamilyRegions): number;
  /** The driver's own buttons on the table, for browser tests. */
  buttons?(): { label: string; x: number; y: number }[];
  /**
   * The driver draws practice's controls itself in the hints' room, asking this much of it
   * (the line's practice); absent: the table's own standing hints, where practice has them.
   */
  readonly practiceRoom?: RegionsExtra['hintsRoom'];
  /** The table lends the driver what it holds (called once the table is made). */
  attach?(table: TableHold): void;
  /** The end panel's Undo (practice: where the view's panel offers it). */
  readonly undo?: () => void;
  /** The end panel's Review, where the driver reviews the hand itself. */
  readonly review?: () => void;
  /** A choice the table highlights, once, as it comes (practice's best move); null: none new. */
  prefer?(): string | null;
  /** Practice as drawn, for browser tests: `chosen` the tile whose places are lit. */
  practiceSpots?(
    chosen: Tile | null,
    targets: readonly { id: string; x: number; y: number }[],
  ): PracticeHotspots | null;
  /** A lesson's state, for browser tests. */
  lessonSpots?(): FamilyLessonHotspots;
  /** The daily puzzle's state, for browser tests. */
  puzzleSpots?(): PuzzleModeSpots;
  /** Leaves for good, for the menu (Main menu in the pause menu or the end panel). */
  leave(): void;
  /** The table closes: the driver lets go of what it holds. */
  destroy(): void;
}
