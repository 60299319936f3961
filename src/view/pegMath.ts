/**
 * The geometry of a cribbage-style pegging board, as pure numbers for pegboard.ts.
 *
 * Each side has a lane: two start holes, then scoring holes in groups of five and, set
 * apart at the far end, the game hole for the target. A lane carries two pegs that
 * leapfrog as in cribbage: the back peg jumps to the new score and becomes the front one,
 * so the other marks the previous score. When a target needs more holes than the width
 * allows, one hole counts for 5, 10, 25 ... points. Coordinates are board pixels, origin
 * at the top left.
 */

export interface PegLayoutInput {
  readonly width: number;
  readonly height: number;
  /** 2 to 4 lanes, one per side (a seat or a partnership). */
  readonly sides: number;
  /** The score that wins; any positive whole number. */
  readonly target: number;
  /** Room on the left for the sides' names. Default: a fifth of the width, at most 120. */
  readonly labelWidth?: number;
  /** Room on the right for the scores. Default: 56 (or less on a narrow board). */
  readonly numberWidth?: number;
  /** The closest two holes may sit, in pixels. Default 8. */
  readonly minPitch?: number;
  /**
   * Names over their lanes instead of beside them (a phone held upright): the track gets
   * the whole width, so a hole still counts one point.
   */
  readonly labelsAbove?: boolean;
}

/** The board worked out for an input: its size, sides and target, then where everything goes. */
export interface PegLayout extends Pick<PegLayoutInput, 'width' | 'height' | 'sides' | 'target'> {
  /** Points one hole stands for: 1 unless the board is too short for the target. */
  readonly pointsPerHole: number;
  /** Scoring holes are 1..holes; hole `holes` is the game hole, 0 and -1 the start holes. */
  readonly holes: number;
  /** Distance between neighbouring holes within a group. */
  readonly pitch: number;
  readonly holeRadius: number;
  /** Radius of a peg's head. */
  readonly pegRadius: number;
  /** A lane's height: its track, and its name above it when `labelsAbove`. */
  readonly laneHeight: number;
  /** The centre line of each lane's track. */
  readonly laneYs: readonly number[];
  /** Names over the lanes: their centre lines (left-aligned at `holeXs[0]`); else empty. */
  readonly labelYs: readonly number[];
  /** The height of a track (the lane less its name band). */
  readonly trackHeight: number;
  /** x of holes -1..holes, at index hole + 1. */
  readonly holeXs: readonly number[];
  /** Where the names end (right-aligned) and the scores start (left-aligned). */
  readonly labelRight: number;
  readonly numberLeft: number;
  /** Inner margin of the frame. */
  readonly margin: number;
  /** Height of the strip under the lanes for the printed numbers (0 on a low board). */
  readonly scaleHeight: number;
  /** Centre line of that strip. */
  readonly scaleY: number;
}

/** Gaps, in units of the pitch: after the start holes, between groups, before the game hole. */
const START_GAP = 1.6;
const GROUP_GAP = 0.9;
const GAME_GAP = 1.4;
export const GROUP_SIZE = 5;

/** Points per hole, tried in order until the holes fit. */
const STEPS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000] as const;

/** Positions of holes -1..holes in units of the pitch, the first at 0. */
function holeUnits(holes: number): number[] {
  const units = [0, 1];
  const regular = holes - 1;
  let u = 1 + START_GAP;
  for (let k = 1; k <= regular; k++) {
    if (k > 1) u += 1 + ((k - 1) % GROUP_SIZE === 0 ? GROUP_GAP : 0);
    units.push(u);
  }
  units.push(regular > 0 ? u + 1 + GAME_GAP : u);
  return units;
}

export function pegLayout(input: PegLayoutInput): PegLayout {
  const { width, height } = input;
  const sides = Math.max(1, Math.floor(input.sides));
  const target = Math.max(1, Math.floor(input.target));
  const minPitch = input.minPitch ?? 8;
  const margin = Math.min(12, height * 0.08, width * 0.02);
  const above = input.labelsAbove === true;
  const labelWidth = above ? 0 : (input.labelWidth ?? Math.min(120, width * 0.2));
  const numberWidth = input.numberWidth ?? Math.min(56, width * 0.12);
  const trackLeft = margin + labelWidth;
  const trackRight = width - margin - numberWidth;
  // Printed numbers under the track only where there is height to spare.
  const scaleHeight = height >= 72 && height / sides >= 24 ? Math.min(14, height * 0.13) : 0;
  const laneHeight = (height - 2 * margin - scaleHeight) / sides;
  const band = above ? laneHeight * 0.42 : 0;
  const trackHeight = laneHeight - band;

  let pointsPerHole = 1;
  let units: number[] = [];
  let pitch = 0;
  for (const step of STEPS) {
    units = holeUnits(Math.ceil(target / step));
    const span = units[units.length - 1] ?? 1;
    pitch = (trackRight - trackLeft) / (span + 1);
    pointsPerHole = step;
    if (pitch >= minPitch) break;
  }
  const holes = units.length - 2;
  // Half a pitch of room at both ends for the peg heads.
  const holeXs = units.map((u) => trackLeft + (u + 0.5) * pitch);
  const holeRadius = Math.max(1, Math.min(pitch * 0.27, trackHeight * 0.16));
  return {
    width,
    height,
    sides,
    target,
    pointsPerHole,
    holes,
    pitch,
    holeRadius,
    pegRadius: Math.max(1.5, Math.min(pitch * 0.45, trackHeight * 0.3)),
    laneHeight,
    laneYs: Array.from(
      { length: sides },
      (_, i) => margin + i * laneHeight + band + trackHeight / 2,
    ),
    labelYs: above
      ? Array.from({ length: sides }, (_, i) => margin + i * laneHeight + band * 0.55)
      : [],
    trackHeight,
    holeXs,
    labelRight: trackLeft - Math.min(10, labelWidth * 0.1),
    numberLeft: trackRight + Math.min(10, numberWidth * 0.15),
    margin,
    scaleHeight,
    scaleY: height - margin - scaleHeight / 2,
  };
}

/**
 * The hole for a score: the start (0) for no or negative points, the game hole once the
 * target is reached, otherwise the hole counting the points, never the start or the game
 * hole for a score in between.
 */
export function holeForScore(layout: PegLayout, score: number): number {
  if (!(score > 0)) return 0;
  if (score >= layout.target) return layout.holes;
  return Math.max(1, Math.min(layout.holes - 1, Math.floor(score / layout.pointsPerHole)));
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Centre of a hole (-1..holes) in a side's lane. */
export function holePosition(layout: PegLayout, side: number, hole: number): Point {
  const i = Math.max(-1, Math.min(layout.holes, Math.round(hole))) + 1;
  return { x: layout.holeXs[i] ?? 0, y: layout.laneYs[side] ?? 0 };
}

/** How much a moving peg grows at the top of its hop (it comes up toward the eye). */
export const PEG_GROW = 1.35;

/**
 * How a peg moving `distance` px along its lane is lifted: its rise at the hop's top and its
 * growth. The lifted peg stays inside its own lane's track, 1 px in from its edges, so that
 * on its way it never crosses the name over the lane (a phone), the lane above, or anything
 * written beside them: a long move only swells, a short track leaves no rise at all.
 */
export function pegHop(layout: PegLayout, distance: number): { rise: number; grow: number } {
  const half = layout.trackHeight / 2 - 1;
  const grow = Math.max(1, Math.min(PEG_GROW, half / layout.pegRadius));
  const room = Math.max(0, half - layout.pegRadius * grow);
  return { rise: Math.min(room, 3 + Math.abs(distance) * 0.06), grow };
}

/**
 * Holes that get a printed number under the track: every two groups, and the game hole
 * (a mark less than a group before the game hole is left out, so that numbers never crowd).
 */
export function scaleMarks(layout: PegLayout): readonly { hole: number; label: string }[] {
  const marks: { hole: number; label: string }[] = [];
  const every = 2 * GROUP_SIZE;
  for (let hole = every; hole <= layout.holes - GROUP_SIZE; hole += every) {
    marks.push({ hole, label: String(hole * layout.pointsPerHole) });
  }
  marks.push({ hole: layout.holes, label: String(layout.target) });
  return marks;
}

// ---- Pegs -------------------------------------------------------------------------

/** A lane's pegs: which holes they sit in and which one shows the score. */
export interface LaneState {
  readonly score: number;
  /** The score before the last change. */
  readonly previous: number;
  readonly pegs: readonly [number, number];
  /** Index of the peg at `score`; the other one marks `previous`. */
  readonly lead: 0 | 1;
}

/** Both pegs in the start holes. */
export const START_LANE: LaneState = { score: 0, previous: 0, pegs: [0, -1], lead: 0 };

/**
 * The lane after the side's score becomes `score`. The back peg leapfrogs to the new hole
 * and leads; if the new score falls in the hole the lead peg already marks (a negative
 * score at the start, or points that do not fill a hole), nothing moves.
 */
export function scoreLane(layout: PegLayout, lane: LaneState, score: number): LaneState {
  if (score === lane.score) return lane;
  const hole = holeForScore(layout, score);
  if (hole === lane.pegs[lane.lead]) return { ...lane, score, previous: lane.score };
  const mover = lane.lead === 0 ? 1 : 0;
  const pegs: [number, number] = [lane.pegs[0], lane.pegs[1]];
  pegs[mover] = hole;
  return { score, previous: lane.score, pegs, lead: mover };
}
