/**
 * A line lesson, or the daily puzzle, at the family table as the browser tests read them
 * (window.horseRaceTest's `tutorial()` and `puzzle()`): the table's hotspots with the
 * lesson's or the puzzle's, tiles by name. Read-only.
 */
import { formatTile } from '../../engine/core/tiles';
import { choiceTile } from '../../view/familyTable';
import type { Rect } from '../../view/tableRegions';
import type { FamilyHotspots } from '../family/familyHotspots';
import type { PuzzleModeSpots } from '../../view/puzzleView';
import type { LineLessonHotspots } from './lineLesson';

/** The line's table as a test reads it in a lesson or the puzzle. */
export interface LineTableSpots {
  /** Nothing in flight and the hand at rest: a tap lands where it was read. */
  readonly idle: boolean;
  readonly hand: readonly {
    tile: string;
    x: number;
    y: number;
    /** The tile is `half` wide and twice that tall, centred at x, y. */
    half: number;
    playable: boolean;
    numerals: boolean;
  }[];
  /** The tile chosen by a tap (null when none is). */
  readonly selected: string | null;
  /** The tile whose places are lit: the one tapped, else the keyboard's highlight's. */
  readonly lit: string | null;
  /** The chosen tile's lit places, each with the tile it goes on ('' for the lead). */
  readonly targets: readonly { id: string; x: number; y: number; on: string }[];
  readonly buttons: readonly { label: string; x: number; y: number }[];
  /** The status line's words. */
  readonly statusLine: string;
  /** The board's tiles glowing from behind, and the rings over the rest. */
  readonly halos: readonly Rect[];
  readonly glows: readonly Rect[];
}

export interface TutorialHotspots extends LineLessonHotspots, LineTableSpots {}

/** The table's part, with each lit place's tile to go on (`on`, by place id). */
function lineTableSpots(
  table: FamilyHotspots,
  on: Readonly<Record<string, string>>,
): LineTableSpots {
  const chosen = table.chosen ?? choiceTile(table.highlight);
  return {
    idle: table.live && table.flights.length === 0,
    hand: table.hand.map(({ tile, x, y, half, playable, numerals }) => ({
      tile: formatTile(tile),
      ...{ x, y, half, playable, numerals },
    })),
    selected: table.chosen === null ? null : formatTile(table.chosen),
    lit: chosen === null ? null : formatTile(chosen),
    targets: table.targets.map((t) => ({ ...t, on: on[t.id] ?? '' })),
    buttons: table.buttons,
    statusLine: table.status,
    halos: table.haloBoxes,
    glows: table.glows,
  };
}

/** The line lesson shown at the family table (null when the table shows something else). */
export function tutorialSpots(table: FamilyHotspots | null): TutorialHotspots | null {
  const lesson = table?.lesson;
  if (!table || !lesson || !('judging' in lesson)) return null;
  const line = lesson as LineLessonHotspots;
  return { ...line, ...lineTableSpots(table, line.on) };
}

/** The daily puzzle at the family table (null when the table shows something else). */
export function puzzleTableSpots(
  table: FamilyHotspots | null,
): (PuzzleModeSpots & LineTableSpots) | null {
  const puzzle = table?.puzzle;
  if (!table || !puzzle) return null;
  // While the person plays, the turn is never a step's refusal: the table's own idle.
  return { ...puzzle, ...lineTableSpots(table, puzzle.on), idle: table.flights.length === 0 };
}
