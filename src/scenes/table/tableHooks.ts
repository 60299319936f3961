/**
 * What the browser tests read of a table (window.horseRaceTest, with ?e2e=1): where the
 * hand, the lit places, the boneyard and the buttons are, and practice mode as drawn.
 * Read-only: nothing here changes the game.
 */
import { flights, type Flight } from './flights';
import { formatTile } from '../../engine/tiles';
import type { Celebrated } from './celebrate';
import type { Table } from './tableCore';

/** A box on screen: top left, width and height. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The table's common test spots: the hand, the lit places, the boneyard. */
export interface TableSpots {
  /**
   * Every logged step has been shown, and nothing a tap would aim at is moving: the layout's
   * camera is at rest (the lit places glide into view for 200 ms when a tile is chosen) and
   * the hand's tiles are in their places.
   */
  readonly idle: boolean;
  readonly hand: readonly {
    tile: string;
    x: number;
    y: number;
    playable: boolean;
    /** CSS pixels per half: the tile is `half` wide and twice that tall (its centre at x, y). */
    half: number;
    /** Its face shows numerals rather than pips (a big set's, by default). */
    numerals: boolean;
  }[];
  readonly selected: string | null;
  /** The chosen tile's lit places: the table tile each goes on ('' for the lead), count and points. */
  readonly targets: readonly { x: number; y: number; on: string; total: number; points: number }[];
  readonly canDraw: boolean;
  readonly boneyard: { x: number; y: number };
  /** The lit ghosts' boxes and their hint badges' boxes, on screen, in the same order. */
  readonly ghostBoxes: readonly Box[];
  readonly badgeBoxes: readonly Box[];
  /** Every celebration shown so far (big turns, dominoes, the game's end). */
  readonly celebrations: readonly Celebrated[];
  /** The seats lit as on turn (their avatars) in the picture drawn last. */
  readonly lit: readonly number[];
  /** The pieces in flight now (a played tile on its way to its place, a drawn one). */
  readonly flights: readonly Flight[];
}

/** Where the table's things are, in canvas pixels. */
export function tableSpots(table: Table): TableSpots {
  const moves = table.input.moves();
  const playable = new Set(moves?.tiles.map((t) => t.tile) ?? []);
  const places = table.board.layout.targetSpots();
  const selected = table.input.selection.tile;
  return {
    idle: table.idle() && !table.board.layout.gliding && !table.board.hand.moving(),
    flights: flights(),
    hand: table.board.hand.spots().map((s) => ({
      tile: formatTile(s.tile),
      x: s.x,
      y: s.y,
      playable: playable.has(s.tile),
      half: s.half,
      numerals: s.numerals,
    })),
    selected: moves && selected !== null ? formatTile(selected) : null,
    targets: table.board.targets.flatMap((t, i) => {
      const at = places[i];
      return at
        ? [
            {
              x: at.x,
              y: at.y,
              on: t.on === null ? '' : formatTile(t.on),
              total: t.total ?? 0,
              points: t.points,
            },
          ]
        : [];
    }),
    canDraw: !!moves && moves.tiles.length === 0 && moves.canDraw,
    boneyard: table.board.hud.boneyardAt,
    ghostBoxes: table.board.layout.targetBoxes(),
    badgeBoxes: table.board.layout.badgeBoxes(),
    celebrations: table.celebrator.shown.slice(),
    lit: table.board.lit.slice(),
  };
}
