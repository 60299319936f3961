/**
 * Where the pips go on a domino, and how tile textures are named and turned: pure data
 * for tileArt.ts (which draws them) and the scenes (which place them).
 *
 * A tile texture is upright: two square halves, one above the other, the higher end on
 * top. Pip positions are given in a unit square for one half of an upright tile, x to the
 * right and y down, (0.5, 0.5) at its centre; turning the tile turns the pips with it, as
 * on a real domino (a lying tile shows its six as two rows of three).
 */

/** The largest end drawn: double-twelve sets. */
export const MAX_DRAWN_PIP = 12;

/** Pip radius, as a fraction of a half's side (up to nine pips; see `pipRadius`). */
export const PIP_RADIUS = 0.085;

/** Pip radius of ten to twelve pips, which stand in four rows. */
export const SMALL_PIP_RADIUS = 0.066;

/** Distance between the four rows of ten to twelve pips, as a fraction of a half's side. */
export const ROW_SPACING_4 = 0.22;

/** Distance from a half's centre to an outer row or column of pips, as a fraction of its side. */
export const PIP_SPACING = 0.26;

/**
 * Pips coloured by number (a Settings choice for double-nine and double-twelve sets, where
 * ten, eleven and twelve are hard to tell apart at a glance): one colour per value, each
 * dark enough to read on ivory; index 0 is unused (a blank has no pips).
 */
export const PIP_COLOURS: readonly string[] = [
  '#111111',
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#b23c00',
  '#006064',
  '#ad1457',
  '#5d4037',
  '#283593',
  '#4f7a1a',
  '#6d5500',
  '#111111',
];

/**
 * How tile faces show their numbers (a Settings choice): `auto`, numerals on sets above
 * double-six (where ten, eleven and twelve are hard to tell apart as pips) and black pips on
 * double-six; `pips`, black pips on every set; `coloured`, pips coloured by number. On any
 * set, tiles drawn too small for their pips show numerals (`numeralsAt`).
 */
export const TILE_FACES = ['auto', 'pips', 'coloured'] as const;
export type TileFaces = (typeof TILE_FACES)[number];

export function isTileFaces(value: unknown): value is TileFaces {
  return TILE_FACES.some((f) => f === value);
}

/** Whether every tile of a double-`maxPip` set shows numerals, whatever its size. */
export function setShowsNumerals(faces: TileFaces, maxPip: number): boolean {
  return faces === 'auto' && maxPip > 6;
}

/**
 * Below these many CSS pixels per half, tiles on the table show their numbers as numerals
 * (chosen by looking at phone screenshots at 2x). Ten to twelve pips stand in four rows
 * 0.088 of a half apart (ROW_SPACING_4 less a pip's width): under 22 px a 12 and an 11 run
 * together, so a layout holding such a value switches there. Up to nine, three rows of
 * three stay apart down to about 16 px.
 */
export const NUMERALS_BELOW = 16;
export const NUMERALS_BELOW_4_ROWS = 22;

/** Texture pixels per half of a numeral tile (they only show small). */
export const NUMERAL_HALF = 64;

/**
 * Whether the tiles of a layout whose highest end is `highest`, drawn at `halfPx` CSS
 * pixels per half, show numerals rather than pips. One answer for the whole layout, so a
 * table never mixes the two.
 */
export function numeralsAt(halfPx: number, highest: number): boolean {
  return halfPx < (highest >= 10 ? NUMERALS_BELOW_4_ROWS : NUMERALS_BELOW);
}

export interface Pip {
  readonly x: number;
  readonly y: number;
}

/** Three columns of cells [column, row]: the outer two at `outer` rows, the middle one at `middle`. */
function columns(
  outer: readonly number[],
  middle: readonly number[],
): (readonly [number, number])[] {
  return [
    ...outer.map((r) => [-1, r] as const),
    ...middle.map((r) => [0, r] as const),
    ...outer.map((r) => [1, r] as const),
  ];
}

/** Cells of the 3×3 grid, as [column, row] in -1..1, per value. */
export const PIP_GRID: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[0, 0]],
  // Diagonals run from the top left to the bottom right on an upright tile.
  [
    [-1, -1],
    [1, 1],
  ],
  [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  // Six to nine: two columns of three along the length of the tile, the middle of none to three.
  ...[[], [0], [-1, 1], [-1, 0, 1]].map((middle) => columns([-1, 0, 1], middle)),
];

/**
 * Ten to twelve, as on double-twelve sets: three columns across the tile, the
 * outer two of four pips and the middle one of two, three or four. Cells are
 * [column in -1..1, row in -1.5..1.5] (rows ROW_SPACING_4 apart).
 */
export const PIP_GRID_4: readonly (readonly (readonly [number, number])[])[] = [
  [-0.5, 0.5],
  [-1, 0, 1],
  [-1.5, -0.5, 0.5, 1.5],
].map((middle) => columns([-1.5, -0.5, 0.5, 1.5], middle));

const LAYOUTS: readonly (readonly Pip[])[] = [
  ...PIP_GRID.map((cells) =>
    cells.map(([c, r]) => ({ x: 0.5 + c * PIP_SPACING, y: 0.5 + r * PIP_SPACING })),
  ),
  ...PIP_GRID_4.map((cells) =>
    cells.map(([c, r]) => ({ x: 0.5 + c * PIP_SPACING, y: 0.5 + r * ROW_SPACING_4 })),
  ),
];

/** The pip radius for an end value: smaller from ten up, where four rows share the half. */
export function pipRadius(value: number): number {
  return value >= 10 ? SMALL_PIP_RADIUS : PIP_RADIUS;
}

/** Pip centres for one end value (0 to 12), in the unit square of an upright half. */
export function pipLayout(value: number): readonly Pip[] {
  const layout = Number.isInteger(value) ? LAYOUTS[value] : undefined;
  if (layout === undefined) throw new RangeError(`no pip layout for ${String(value)}`);
  return layout;
}

// ---- Texture keys -----------------------------------------------------------------

/** The face-down tile. */
export const TILE_BACK_KEY = 'domino:back';

/** The soft shadow drawn under a tile. */
export const TILE_SHADOW_KEY = 'domino:shadow';

/** The texture of a face-up tile, whichever order its ends come in (higher end on top). */
export function tileKey(a: number, b: number): string {
  return `domino:${String(Math.max(a, b))}-${String(Math.min(a, b))}`;
}

/** Every tile of the double-`maxPip` set as [higher, lower], in canonical order (0-0, 1-0, 1-1, ...). */
export function setEnds(maxPip: number): readonly (readonly [number, number])[] {
  const out: [number, number][] = [];
  for (let a = 0; a <= maxPip; a++) for (let b = 0; b <= a; b++) out.push([a, b]);
  return out;
}

/** A side of a tile on the table, or the direction an end points. */
export type Toward = 'up' | 'right' | 'down' | 'left';

const QUARTER_TURNS: Readonly<Record<Toward, number>> = { up: 0, right: 90, down: 180, left: -90 };

/**
 * The angle in degrees (clockwise, as Phaser's `angle`) for the texture of tile
 * (first, second) so that the end `first` points `toward` that side. Always one of
 * -90, 0, 90, 180.
 */
export function tileAngle(first: number, second: number, toward: Toward): number {
  const turn = QUARTER_TURNS[toward] + (first >= second ? 0 : 180);
  return turn > 180 ? turn - 360 : turn;
}
