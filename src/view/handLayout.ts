/**
 * Where the person's tiles sit in the hand (pure; the hand view draws them): upright in one
 * row, or two when one row would leave them under about half their size; a group set apart
 * by a gap (a suit, a planned train); a planned train's tiles laid sideways end to end, each
 * turned so it meets the one before (`sideways`: a tile's ends, left then right).
 */
import type { Tile } from '../engine/core/tiles';
import type { Rect } from './tableRegions';

export interface HandSlot {
  readonly x: number;
  readonly y: number;
  /** Laid sideways (twice as wide as tall), with these ends left then right. */
  readonly sideways: readonly [number, number] | null;
}

export interface HandLayoutInput {
  readonly tiles: readonly Tile[];
  readonly region: Rect;
  /** The tallest a tile may be (two halves). */
  readonly tileHeight: number;
  readonly selected: Tile | null;
  readonly gapBefore?: ReadonlySet<Tile>;
  readonly sideways?: ReadonlyMap<Tile, readonly [number, number]>;
}

export interface HandLayout {
  /** Pixels per half: an upright tile is `half` wide and `2 * half` tall. */
  readonly half: number;
  readonly slots: ReadonlyMap<Tile, HandSlot>;
}

/** A tile's size in the hand: [width, height] in pixels. */
export function slotSize(slot: HandSlot, half: number): [number, number] {
  return slot.sideways ? [half * 2, half] : [half, half * 2];
}

export function handLayout(input: HandLayoutInput): HandLayout {
  const { tiles, region: r, tileHeight, selected } = input;
  const gaps = input.gapBefore;
  const side = input.sideways;
  // A tile's width in halves: 2 laid sideways, else 1.
  const units = tiles.map((t) => (side?.has(t) ? 2 : 1));
  const total = units.reduce((a, b) => a + b, 0);
  // One row while its tiles keep at least 85 % of their size; else two.
  const rows = total * tileHeight * 0.49 > r.w ? 2 : 1;
  // Two rows: the first takes tiles until it holds half the width or more.
  let perRow = tiles.length;
  if (rows === 2) {
    let sum = 0;
    perRow = units.findIndex((u) => (sum += u) >= total / 2) + 1;
  }
  const rowH = r.h / rows;
  // Two rows: the top row's chosen tile (raised by 0.35 half) stays inside the hand's area,
  // clear of the status line above it.
  const tall = rows === 2 ? rowH / 2.7 : (rowH - 14) / 2;
  const grouped = gaps !== undefined && gaps.size > 0;
  const gapsIn = (from: number, to: number): number =>
    !grouped ? 0 : tiles.slice(from, to).filter((t, k) => k > 0 && gaps.has(t)).length;
  const unitsIn = (from: number, to: number): number =>
    units.slice(from, to).reduce((a, b) => a + b, 0);
  // The widest row's group gaps are room its tiles do not have.
  const spare = r.w - Math.max(gapsIn(0, perRow), gapsIn(perRow, tiles.length)) * r.w * 0.04;
  const widest = Math.max(unitsIn(0, perRow), unitsIn(perRow, tiles.length));
  const half = Math.min(tileHeight / 2, tall, spare / Math.max(1, widest) / 1.15);
  const gap = half * 0.16;
  // Two links of a planned train nearly touch, their matching ends side by side.
  const link = half * 0.04;
  const groupGap = grouped ? Math.min(half * 0.5, r.w * 0.04) : 0;
  const slots = new Map<Tile, HandSlot>();
  const spans: [number, number][] =
    rows === 2
      ? [
          [0, perRow],
          [perRow, tiles.length],
        ]
      : [[0, perRow]];
  for (const [first, end] of spans) {
    const row = first === 0 ? 0 : 1;
    const spaceBefore = (i: number): number => {
      if (i === first) return 0;
      const t = tiles[i] as Tile;
      if (grouped && gaps.has(t)) return gap + groupGap;
      return side?.has(t) && side.has(tiles[i - 1] as Tile) ? link : gap;
    };
    let rowW = 0;
    for (let i = first; i < end; i++) rowW += spaceBefore(i) + (units[i] ?? 1) * half;
    let x = r.x + r.w / 2 - rowW / 2;
    for (let i = first; i < end; i++) {
      const tile = tiles[i] as Tile;
      const w = (units[i] ?? 1) * half;
      x += spaceBefore(i);
      const lift = selected === tile ? half * 0.35 : 0;
      const y = r.y + rowH * row + rowH / 2 + 4 - lift;
      slots.set(tile, { x: x + w / 2, y, sideways: side?.get(tile) ?? null });
      x += w;
    }
  }
  return { half, slots };
}

/** What the hand shows (the person's tiles, which may be played, the one chosen…). */
export interface HandState {
  readonly tiles: readonly Tile[];
  /** Tiles that may be played now; null when it is not the person's turn (nothing dimmed). */
  readonly playable: ReadonlySet<Tile> | null;
  readonly selected: Tile | null;
  /** Tiles with a gap before them: a group set apart (a planned train, a suit). */
  readonly gapBefore?: ReadonlySet<Tile>;
  /** A planned train's tiles, laid sideways end to end: each tile's ends, left then right. */
  readonly sideways?: ReadonlyMap<Tile, readonly [number, number]>;
  /** Faces show numerals rather than pips (a big set's, `numeralsForSet`). */
  readonly numerals?: boolean;
  /** A tag on a tile's middle line, by tile (Texas 42's sevens: its distance from 7). */
  readonly tags?: ReadonlyMap<Tile, string>;
  /** Tiles shown face down (a seat that sits out the hand). */
  readonly faceDown?: ReadonlySet<Tile>;
}
