import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  GROUP_SIZE,
  holeForScore,
  holePosition,
  PEG_GROW,
  pegHop,
  pegLayout,
  scaleMarks,
  scoreLane,
  START_LANE,
  type LaneState,
  type PegLayout,
} from '../../src/view/pegMath';

const board = (target: number, sides = 2, width = 1000, height = 120): PegLayout =>
  pegLayout({ width, height, sides, target, labelWidth: 100, numberWidth: 50, minPitch: 7 });

describe('pegLayout', () => {
  test('61 on a wide board: one hole per point, 60 holes in twelve groups and the game hole', () => {
    const layout = board(61);
    expect(layout.pointsPerHole).toBe(1);
    expect(layout.holes).toBe(61);
    expect(layout.holeXs).toHaveLength(63);
    // Within a group the holes are one pitch apart; between groups there is a wider gap.
    const x = (hole: number): number => holePosition(layout, 0, hole).x;
    expect(x(2) - x(1)).toBeCloseTo(layout.pitch, 9);
    expect(x(5) - x(4)).toBeCloseTo(layout.pitch, 9);
    expect(x(6) - x(5)).toBeGreaterThan(layout.pitch * 1.5);
    expect(x(61) - x(60)).toBeGreaterThan(x(6) - x(5));
    expect(x(1) - x(0)).toBeGreaterThan(layout.pitch * 1.5);
  });

  test.each([1, 2, 7, 61, 101, 121, 250, 1000, 5000])(
    'target %i: holes left to right, all inside the track',
    (target) => {
      const layout = board(target);
      for (let i = 1; i < layout.holeXs.length; i++) {
        expect(layout.holeXs[i]!).toBeGreaterThan(layout.holeXs[i - 1]!);
      }
      expect(layout.holeXs[0]! - layout.pegRadius).toBeGreaterThanOrEqual(100);
      expect(layout.holeXs.at(-1)! + layout.pegRadius).toBeLessThanOrEqual(layout.width - 50);
      expect(layout.holes * layout.pointsPerHole).toBeGreaterThanOrEqual(target);
      expect((layout.holes - 1) * layout.pointsPerHole).toBeLessThan(target);
    },
  );

  test('a long target on a short board counts several points per hole', () => {
    expect(board(250, 2, 2500).pointsPerHole).toBe(1);
    expect(board(250).pointsPerHole).toBe(5);
    expect(board(250, 2, 620).pointsPerHole).toBe(5);
    expect(board(250, 2, 400).pointsPerHole).toBe(10);
    expect(board(250, 2, 620).holes).toBe(50);
    expect(board(101, 2, 400).pitch).toBeGreaterThanOrEqual(7);
    // 61 on a board too short for one hole a point: two points a hole.
    expect(board(61, 2, 600).pointsPerHole).toBe(2);
    expect(board(61, 2, 600).holes).toBe(31);
  });

  test('holes are at least 8 pixels apart by default', () => {
    for (const width of [300, 500, 800, 1200]) {
      expect(pegLayout({ width, height: 90, sides: 2, target: 61 }).pitch).toBeGreaterThanOrEqual(
        8,
      );
    }
  });

  test.each([2, 3, 4])('%i lanes share the height evenly inside the frame', (sides) => {
    const layout = board(61, sides);
    expect(layout.laneYs).toHaveLength(sides);
    for (let i = 1; i < sides; i++) {
      expect(layout.laneYs[i]! - layout.laneYs[i - 1]!).toBeCloseTo(layout.laneHeight, 9);
    }
    expect(layout.laneYs[0]! - layout.laneHeight / 2).toBeCloseTo(layout.margin, 9);
    expect(layout.laneYs.at(-1)! + layout.laneHeight / 2).toBeCloseTo(
      120 - layout.margin - layout.scaleHeight,
      9,
    );
    expect(layout.scaleY + layout.scaleHeight / 2).toBeCloseTo(120 - layout.margin, 9);
    // Pegs of neighbouring lanes never touch.
    expect(2 * layout.pegRadius).toBeLessThan(layout.laneHeight);
  });

  test('pegs and holes are smaller than the pitch, so neighbours never overlap', () => {
    for (const target of [61, 101, 250]) {
      const layout = board(target, 4, 700, 100);
      expect(2 * layout.holeRadius).toBeLessThan(layout.pitch);
      expect(2 * layout.pegRadius).toBeLessThan(layout.pitch);
    }
  });
});

describe('holeForScore', () => {
  const layout = board(61);
  test.each([
    [0, 0],
    [-7, 0],
    [1, 1],
    [5, 5],
    [60, 60],
    [61, 61],
    [75, 61],
    [Number.NaN, 0],
  ])('score %d -> hole %i', (score, hole) => {
    expect(holeForScore(layout, score)).toBe(hole);
  });

  test('with five points a hole, a part-filled hole does not reach the game hole', () => {
    const coarse = board(250, 2, 620);
    expect(holeForScore(coarse, 3)).toBe(1);
    expect(holeForScore(coarse, 10)).toBe(2);
    expect(holeForScore(coarse, 249)).toBe(49);
    expect(holeForScore(coarse, 250)).toBe(50);
  });

  test('never goes backwards as the score grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 400 }), fc.integer({ min: 0, max: 50 }), (s, d) => {
        const coarse = board(250, 2, 620);
        expect(holeForScore(coarse, s + d)).toBeGreaterThanOrEqual(holeForScore(coarse, s));
      }),
    );
  });
});

describe('scaleMarks', () => {
  test('every ten points and the target, never crowding it', () => {
    expect(scaleMarks(board(61)).map((m) => m.label)).toEqual(['10', '20', '30', '40', '50', '61']);
    expect(scaleMarks(board(70)).map((m) => m.label)).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
    ]);
    expect(scaleMarks(board(250, 2, 620)).at(0)).toEqual({ hole: 10, label: '50' });
    expect(scaleMarks(board(3)).map((m) => m.label)).toEqual(['3']);
  });
});

describe('pegHop (a moving peg keeps to its own lane)', () => {
  // The table's boards: a phone's (names over the lanes) and a desktop's, 2 to 4 sides.
  const boards = [
    ...[2, 3, 4].map((sides) =>
      pegLayout({
        width: 374,
        height: (24 * sides + 34) * 0.907,
        sides,
        target: 61,
        minPitch: 4,
        labelsAbove: true,
      }),
    ),
    ...[2, 3, 4].map((sides) =>
      pegLayout({ width: 1066, height: 24 * sides + 34, sides, target: 61 }),
    ),
    ...[2, 4].map((sides) =>
      pegLayout({ width: 682, height: (24 * sides + 34) * 0.6, sides, target: 121 }),
    ),
  ];

  test.each(boards.map((b, i) => [i, b] as const))(
    'board %i: inside the track, under the name',
    (_, layout) => {
      for (const distance of [0, 8, 40, 200, 900]) {
        const { rise, grow } = pegHop(layout, distance);
        expect(rise).toBeGreaterThanOrEqual(0);
        expect(grow).toBeGreaterThanOrEqual(1);
        expect(grow).toBeLessThanOrEqual(PEG_GROW);
        layout.laneYs.forEach((y, side) => {
          const top = y - rise - layout.pegRadius * grow;
          const bottom = y - rise + layout.pegRadius * grow;
          // Inside the track: clear of the lane above, and of the name band over this one.
          expect(top).toBeGreaterThanOrEqual(y - layout.trackHeight / 2);
          expect(bottom).toBeLessThanOrEqual(y + layout.trackHeight / 2);
          const laneTop = layout.margin + side * layout.laneHeight;
          expect(top).toBeGreaterThanOrEqual(laneTop + (layout.laneHeight - layout.trackHeight));
        });
      }
    },
  );

  test('a roomy track still lets a long move rise a little; the peg always swells', () => {
    const roomy = pegLayout({ width: 1000, height: 200, sides: 2, target: 61 });
    expect(pegHop(roomy, 300).rise).toBeGreaterThan(0);
    expect(pegHop(roomy, 300).grow).toBe(PEG_GROW);
    expect(pegHop(roomy, 300).rise).toBeGreaterThan(pegHop(roomy, 10).rise);
  });
});

describe('scoreLane (leapfrogging pegs)', () => {
  const layout = board(61);
  const play = (...scores: number[]): LaneState =>
    scores.reduce((lane, s) => scoreLane(layout, lane, s), START_LANE);

  test('starts with both pegs in the start holes', () => {
    expect(START_LANE.pegs[START_LANE.lead]).toBe(0);
    expect(START_LANE.pegs[1 - START_LANE.lead]).toBe(-1);
  });

  test('the back peg jumps to the new score; the other marks the previous one', () => {
    const a = play(4);
    expect(a.pegs[a.lead]).toBe(4);
    expect(a.pegs[1 - a.lead]).toBe(0);
    const b = scoreLane(layout, a, 9);
    expect(b.lead).not.toBe(a.lead);
    expect(b.pegs[b.lead]).toBe(9);
    expect(b.pegs[1 - b.lead]).toBe(4);
    expect(b.previous).toBe(4);
  });

  test('the same score changes nothing', () => {
    const a = play(4);
    expect(scoreLane(layout, a, 4)).toBe(a);
  });

  test('a negative score keeps the peg at the start but remembers the number', () => {
    const a = play(-10);
    expect(a.score).toBe(-10);
    expect(a.pegs).toEqual(START_LANE.pegs);
    const b = scoreLane(layout, a, 5);
    expect(b.pegs[b.lead]).toBe(5);
    expect(b.pegs[1 - b.lead]).toBe(0);
  });

  test('reaching the target puts the lead peg in the game hole', () => {
    const a = play(30, 58, 70);
    expect(a.pegs[a.lead]).toBe(layout.holes);
    expect(a.pegs[1 - a.lead]).toBe(58);
  });

  test('under random play the lead peg always marks the score and the pegs never share a hole', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -30, max: 80 }), { maxLength: 30 }), (scores) => {
        let lane = START_LANE;
        for (const s of scores) {
          lane = scoreLane(layout, lane, s);
          expect(lane.pegs[lane.lead]).toBe(holeForScore(layout, lane.score));
          expect(lane.pegs[0]).not.toBe(lane.pegs[1]);
        }
      }),
    );
  });

  test('groups hold five holes', () => {
    expect(GROUP_SIZE).toBe(5);
  });
});
