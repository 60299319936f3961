/**
 * The small pictures of How to play (pure, tested in Node): a Mexican Train train with its
 * marker, an owed double, and a Texas 42 trick taken by a trump. Each is described by what it
 * shows (a train's tiles from the engine, a trick's plays and trumps) and laid out here in
 * units of a tile's short side, so that a test can hold the picture to the rules: the tiles
 * of a train match end to end, the trick's winner and points are the engine's.
 */
import { countPoints, trickWinner, type TrumpName } from '../engine/tricks/tricksSuits';
import { tileOf } from '../engine/core/tiles';
import type { Toward } from './pips';

/** A tile of a picture: its centre, in units of a tile's short side, and where `ends[0]` points. */
export interface PictureTile {
  readonly ends: readonly [number, number];
  readonly x: number;
  readonly y: number;
  readonly toward: Toward;
  /** Ringed in gold: the tile the caption is about. */
  readonly ring?: boolean;
}

/** Words on the picture, `align`ed on (x, y) (their middle's height). */
export interface PictureNote {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly align: 'left' | 'centre' | 'right';
  readonly tone?: 'gold' | 'soft';
}

export interface Picture {
  /** Its size, in units of a tile's short side. */
  readonly width: number;
  readonly height: number;
  readonly tiles: readonly PictureTile[];
  readonly notes: readonly PictureNote[];
  /** Train markers (a small engine), by their left end's centre. */
  readonly markers: readonly { readonly x: number; readonly y: number }[];
  /** Empty places a tile may go, outlined, by their rectangles. */
  readonly spots: readonly { x: number; y: number; w: number; h: number }[];
  /** What it shows, in a sentence or two, under it. */
  readonly caption: string;
}

/** A train as the rules see it: the engine in the hub and the tiles from it outwards. */
export interface TrainShown {
  readonly engine: number;
  /** Each tile as [the end towards the hub, the open end]. */
  readonly tiles: readonly (readonly [number, number])[];
  readonly marker: boolean;
  /** The last tile is a double, laid crosswise, and owed. */
  readonly owed: boolean;
}

/** A trick as the rules see it: the trumps and the plays from the lead. */
export interface TrickShown {
  readonly trump: TrumpName;
  readonly plays: readonly { readonly seat: number; readonly ends: readonly [number, number] }[];
}

export const SEAT_NAMES = ['South', 'West', 'North', 'East'] as const;

const GAP = 0.12;

/** Where each tile of a train lies: the engine upright in the hub, the train to its right. */
export function trainPicture(train: TrainShown, caption: string): Picture {
  const tiles: PictureTile[] = [{ ends: [train.engine, train.engine], x: 0.5, y: 1, toward: 'up' }];
  let x = 1 + GAP * 2;
  train.tiles.forEach(([inner, outer], i) => {
    const crosswise = train.owed && i === train.tiles.length - 1 && inner === outer;
    if (crosswise) {
      tiles.push({ ends: [inner, outer], x: x + 0.5, y: 1, toward: 'up', ring: true });
      x += 1 + GAP;
    } else {
      tiles.push({ ends: [inner, outer], x: x + 1, y: 1, toward: 'left' });
      x += 2 + GAP;
    }
  });
  const last = train.tiles[train.tiles.length - 1];
  const open = last ? last[1] : train.engine;
  const notes: PictureNote[] = [{ x: 0.5, y: 2.55, text: 'engine', align: 'centre', tone: 'soft' }];
  const markers: { x: number; y: number }[] = [];
  const spots: { x: number; y: number; w: number; h: number }[] = [];
  if (train.owed) {
    spots.push({ x: x + GAP, y: 0.5, w: 2, h: 1 });
    notes.push({ x: x - 0.5 - GAP, y: 2.55, text: 'owed', align: 'centre', tone: 'gold' });
    notes.push({ x: x + GAP + 1, y: 2.55, text: `a ${open} next`, align: 'centre', tone: 'soft' });
    x += GAP + 2;
  } else {
    notes.push({ x: x - 0.5 - GAP, y: 0.1, text: `open ${open}`, align: 'centre', tone: 'soft' });
  }
  if (train.marker) {
    markers.push({ x: x + GAP * 2, y: 1 });
    notes.push({ x: x + GAP * 2 + 0.75, y: 2.55, text: 'marker', align: 'centre', tone: 'gold' });
    x += GAP * 2 + 1.6;
  }
  return { width: x, height: 3, tiles, notes, markers, spots, caption };
}

/** A trick in a cross, each tile by its seat (South at the bottom), the winner ringed. */
export function trickPicture(trick: TrickShown, caption: string): Picture {
  const winner = trickWinnerOf(trick);
  // Seat offsets round the middle: South below, West left, North above, East right.
  const at: readonly (readonly [number, number])[] = [
    [0, 1.2],
    [-1.6, 0],
    [0, -1.2],
    [1.6, 0],
  ];
  const cx = 4.5;
  const cy = 2.3;
  const tiles: PictureTile[] = [];
  const notes: PictureNote[] = [];
  for (const play of trick.plays) {
    const [dx, dy] = at[play.seat] ?? [0, 0];
    const [a, b] = play.ends;
    tiles.push({
      ends: [Math.max(a, b), Math.min(a, b)],
      x: cx + dx,
      y: cy + dy,
      toward: 'up',
      ring: play.seat === winner,
    });
    const name = SEAT_NAMES[play.seat] ?? '';
    const label = play === trick.plays[0] ? `${name} led` : name;
    const tone = play.seat === winner ? 'gold' : 'soft';
    if (dx < 0) notes.push({ x: cx + dx - 0.75, y: cy, text: label, align: 'right', tone });
    else if (dx > 0) notes.push({ x: cx + dx + 0.75, y: cy, text: label, align: 'left', tone });
    // North's and South's names level with their tiles' outer halves, clear of West and East.
    else notes.push({ x: cx + 0.75, y: cy + dy * 1.42, text: label, align: 'left', tone });
  }
  return { width: 9, height: 4.6, tiles, notes, markers: [], spots: [], caption };
}

/** The seat that takes a trick shown (the engine's rule). */
export function trickWinnerOf(trick: TrickShown): number {
  return trickWinner(
    trick.plays.map((p) => ({ seat: p.seat, tile: tileOf(p.ends[0], p.ends[1]) })),
    trick.trump,
  );
}

/** A trick's points: one for the trick and the count of its dominoes. */
export function trickPoints(trick: TrickShown): number {
  return 1 + trick.plays.reduce((n, p) => n + countPoints(tileOf(p.ends[0], p.ends[1])), 0);
}

export const MARKED_TRAIN: TrainShown = {
  engine: 12,
  tiles: [
    [12, 7],
    [7, 3],
    [3, 10],
  ],
  marker: true,
  owed: false,
};

export const OWED_TRAIN: TrainShown = {
  engine: 12,
  tiles: [
    [12, 2],
    [2, 6],
    [6, 6],
  ],
  marker: false,
  owed: true,
};

export const TRUMP_TRICK: TrickShown = {
  trump: '3',
  plays: [
    { seat: 1, ends: [6, 4] },
    { seat: 2, ends: [6, 2] },
    { seat: 3, ends: [3, 1] },
    { seat: 0, ends: [6, 6] },
  ],
};

/** The pictures How to play shows, by name. */
export const HELP_PICTURES = {
  'marked-train': trainPicture(
    MARKED_TRAIN,
    'East’s train: 12-7, 7-3 and 3-10 from the engine, so its open end is 10. East could not play, so it carries East’s marker: anyone may play a 10 there until East plays on it again.',
  ),
  'owed-double': trainPicture(
    OWED_TRAIN,
    'A double played is owed: nothing else may be played anywhere until a 6 goes on this 6-6. Whoever cannot do that draws one tile, plays it there if it fits, and otherwise passes with a marker.',
  ),
  'trump-trick': trickPicture(
    TRUMP_TRICK,
    'Threes are trumps. West led 6-4, so sixes were asked for; North and South followed with 6-2 and 6-6. East had no six and played 3-1, a trump, which beats every six: East’s team takes the trick, 1 point and the 6-4’s 10, 11 in all.',
  ),
} as const satisfies Record<string, Picture>;

export type HelpPictureName = keyof typeof HELP_PICTURES;
