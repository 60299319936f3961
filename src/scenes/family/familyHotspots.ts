import { flights, type Flight } from '../table/flights';
import type { Tile } from '../../engine/core/tiles';
import type { FamilyTableView } from '../../view/familyTable';
import type { HandView } from '../../ui/handView';
import type { FamilyLessonHotspots, FamilyTableDriver } from './familyDriver';
import type { PuzzleModeSpots } from '../../view/puzzleView';
import type { FamilyBoardDrawer } from '../drawers/familyDrawer';
import type { Rect } from '../../view/tableRegions';

/** Where to click, for browser tests. */
export interface FamilyHotspots {
  readonly family: string;
  /** The person may act, and the hand's tiles are in their places (none easing there). */
  readonly live: boolean;
  /** Bumped by every step of the game (the machine's log length). */
  readonly step: number;
  /** How many times Skip to my turn was taken in this game. */
  readonly skips: number;
  /** The hand's tiles; `numerals`: the face shows numerals (a big set's, by default). */
  readonly hand: readonly {
    tile: Tile;
    x: number;
    y: number;
    /** Half the tile's length (one half's side), in CSS px. */
    half: number;
    playable: boolean;
    numerals: boolean;
    /** Lit though not playable now (the doubles that allow a plunge or a splash). */
    lit: boolean;
    /** Drawn face down (a seat sitting out a nello hand). */
    faceDown: boolean;
    /** The tag drawn over its middle line (sevens: its distance from 7), or null. */
    tag: string | null;
    /** Laid sideways: a link of the planned train (Plan my train). */
    sideways: boolean;
  }[];
  readonly targets: readonly { id: string; x: number; y: number }[];
  /** The choices that are buttons (bids, trumps, Draw, Pass), by id, with their labels. */
  readonly actions: readonly { id: string; label: string }[];
  /** The tile chosen by a tap, its places lit (null when none is). */
  readonly chosen: Tile | null;
  readonly buttons: readonly { label: string; x: number; y: number }[];
  readonly status: string;
  readonly highlight: string | null;
  /** The score sheet's rows: each side's total, and its entries round by round (Mexican Train). */
  readonly scores: readonly { name: string; total: number; entries: readonly number[] }[];
  /** The words of the panel on top (a review, the hints), and of practice's standing hints. */
  readonly panel: readonly string[];
  readonly hints: readonly string[];
  /** The lesson played at the table, if one is; the daily puzzle, if that is. */
  readonly lesson: FamilyLessonHotspots | null;
  readonly puzzle: PuzzleModeSpots | null;
  /** The moments celebrated at this table, oldest first (`FamilyMoment`), and how they moved. */
  readonly celebrations: readonly {
    readonly kind: string;
    readonly text: string;
    readonly motion: string;
  }[];
  /** The lit places' ghosts and their hint badges as drawn (the line of play's; else none). */
  readonly ghostBoxes: readonly Rect[];
  readonly badgeBoxes: readonly Rect[];
  /** The rings round what a lesson's step points at, and the board's tiles glowing from behind. */
  readonly glows: readonly Rect[];
  readonly haloBoxes: readonly Rect[];
  /** The pieces in flight now (a tile on its way to its place, a finished trick to its taker). */
  readonly flights: readonly Flight[];
  /** The other seats whose tiles are shown face up (a replay), with how many each holds. */
  readonly faceUp: readonly { seat: number; tiles: readonly Tile[]; count: number }[];
}

/** What the table shows, for `familyHotspots`: its view and the objects drawn from it. */
export interface FamilyShown {
  readonly view: FamilyTableView;
  readonly hand: Pick<HandView, 'spots' | 'moving'>;
  /** The board as drawn: its lit places, its hint badges, its glowing tiles. */
  readonly drawer: Pick<FamilyBoardDrawer<unknown>, 'spots' | 'hintBoxes' | 'haloBoxes'> | null;
  /** The table's driver: a lesson's or the puzzle's state. */
  readonly driver: Pick<FamilyTableDriver, 'lessonSpots' | 'puzzleSpots'> | null;
  /** A panel is open over the table (the hand takes no tap). */
  readonly covered: boolean;
  readonly buttons: readonly { label: string; x: number; y: number }[];
}

/** The table's hotspots, from what it shows. */
export function familyHotspots(
  shown: FamilyShown,
  rest: Pick<
    FamilyHotspots,
    'chosen' | 'status' | 'highlight' | 'panel' | 'hints' | 'celebrations' | 'glows'
  >,
): FamilyHotspots {
  const { view } = shown;
  const spots = shown.hand.spots();
  return {
    family: view.family,
    live: view.live && !shown.covered && !shown.hand.moving(),
    step: view.step,
    skips: view.skips,
    hand: view.hand.map((h) => {
      const s = spots.find((x) => x.tile === h.tile);
      const at = { x: s?.x ?? 0, y: s?.y ?? 0, half: s?.half ?? 0, numerals: s?.numerals ?? false };
      const drawn = {
        faceDown: s?.faceDown ?? false,
        tag: s?.tag ?? null,
        sideways: s?.sideways ?? false,
      };
      return { tile: h.tile, ...at, ...drawn, playable: h.targets.length > 0, lit: h.lit === true };
    }),
    targets: shown.drawer?.spots() ?? [],
    ghostBoxes: shown.drawer?.hintBoxes?.().ghosts ?? [],
    badgeBoxes: shown.drawer?.hintBoxes?.().badges ?? [],
    haloBoxes: shown.drawer?.haloBoxes?.() ?? [],
    actions: view.actions.map(({ id, label }) => ({ id, label })),
    buttons: shown.buttons.map((b) => ({ label: b.label, x: b.x, y: b.y })),
    scores: view.scores.rows.map(({ name, total, entries }) => ({ name, total, entries })),
    flights: flights(),
    lesson: shown.driver?.lessonSpots?.() ?? null,
    puzzle: shown.driver?.puzzleSpots?.() ?? null,
    faceUp: view.seats.flatMap((s) =>
      s.hand && s.seat !== view.viewer ? [{ seat: s.seat, tiles: s.hand, count: s.tiles }] : [],
    ),
    ...rest,
  };
}
