import { describe, expect, it } from 'vitest';
import {
  applyTricksMove,
  countPoints,
  Generator,
  teamOf,
  tricksLegalMoves,
  seedRng,
  tricksSeatView,
  TRUMP_NAMES,
  type TricksState,
} from '../../src/engine/index';
import { randomPosition } from '../../src/ai/tricks/tricksDeals';
import { madeCounts, MIN_WORLDS, solvedSearch } from '../../src/ai/tricks/tricksLeaf';
import { bestMoves, solveMade, solveMoves, solveTricks } from '../../src/ai/tricks/tricksSolver';
import { tricksWorld } from '../../src/ai/tricks/tricksWorld';

/** Plain minimax through the engine's own moves: the bidder's team's points from here. */
function bruteForce(s: TricksState): number {
  const hand = s.hand;
  if (!hand || hand.end !== null) return 0;
  const team = teamOf(hand.bidder ?? 0);
  const bidderMax = hand.trump !== 'nello';
  let best: number | null = null;
  for (const move of tricksLegalMoves(s)) {
    const applied = applyTricksMove(s, move);
    if (!applied.ok) throw new Error(applied.error.message);
    const next = applied.value.state;
    const gain = (next.hand?.points[team] ?? 0) - hand.points[team];
    const v = gain + bruteForce(next);
    const mine = teamOf(move.seat) === team;
    const max = mine === bidderMax;
    if (best === null || (max ? v > best : v < best)) best = v;
  }
  return best ?? 0;
}

/** Sevens has no suits: the solver declines it (Hard searches it by rollouts instead). */
const ALL = TRUMP_NAMES.filter((t) => t !== 'sevens');

describe('tricksSolver', () => {
  it('declines sevens', () => {
    const s = randomPosition(new Generator([5, 6, 7, 8]), 'sevens', 2);
    expect(s.hand?.trump).toBe('sevens');
    expect(solveTricks(s)).toBeNull();
    expect(solveMoves(s)).toEqual([]);
  });

  it('matches a brute-force minimax on random end positions of 2–4 tricks left', () => {
    const g = new Generator([11, 22, 33, 44]);
    let checked = 0;
    for (let i = 0; i < 120; i++) {
      const trump = ALL[i % ALL.length] ?? 'none';
      const left = i % 10 === 9 ? 4 : 2 + (i % 2);
      const s = randomPosition(g, trump, left, g.int(3));
      if (!s.hand || s.hand.end !== null) continue;
      expect(solveTricks(s), `position ${i} (${trump}, ${left} left)`).toBe(bruteForce(s));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('values each legal move exactly and its best moves are legal and reach the value', () => {
    const g = new Generator([5, 6, 7, 8]);
    for (let i = 0; i < 60; i++) {
      const trump = ALL[i % ALL.length] ?? 'none';
      const s = randomPosition(g, trump, 2 + (i % 2), g.int(4));
      const hand = s.hand;
      if (!hand || hand.end !== null) continue;
      const legal = tricksLegalMoves(s).flatMap((m) => (m.type === 'play' ? [m] : []));
      const moves = solveMoves(s);
      expect(moves.map((m) => m.tile).sort()).toEqual(legal.map((m) => m.tile).sort());
      const seat = legal[0]?.seat ?? 0;
      const team = teamOf(hand.bidder ?? 0);
      for (const m of moves) {
        const next = applyTricksMove(s, { type: 'play', seat, tile: m.tile });
        if (!next.ok) throw new Error(next.error.message);
        const after = next.value.state;
        const gained = (after.hand?.points[team] ?? 0) - hand.points[team];
        const bidderPts = gained + bruteForce(after);
        const mine = (teamOf(seat) === team) === (hand.trump !== 'nello');
        const left = pointsOf(s);
        expect(m.value).toBe(mine ? bidderPts : left - bidderPts);
        expect(m.bidders).toBe(bidderPts);
      }
      const best = bestMoves(s);
      expect(best.length).toBeGreaterThan(0);
      for (const t of best) expect(legal.some((m) => m.tile === t)).toBe(true);
    }
  });

  it("Hard's solver leaf plays a legal tile, the same from the same seed, near a hand's end only", () => {
    const g = new Generator([9, 9, 9, 9]);
    for (let i = 0; i < 30; i++) {
      const trump = ALL[i % ALL.length] ?? 'none';
      const s = randomPosition(g, trump, 1 + (i % 5), g.int(3));
      const legal = tricksLegalMoves(s);
      if (!s.hand || s.hand.end !== null || legal.length < 2) continue;
      const view = tricksSeatView(s, legal[0]?.seat ?? 0);
      const a = solvedSearch(view, legal, seedRng(`leaf${i}`), 6);
      const b = solvedSearch(view, legal, seedRng(`leaf${i}`), 6);
      expect(a).not.toBeNull();
      expect(legal).toContainEqual(a?.move);
      expect(b).toEqual(a);
    }
    const start = randomPosition(g, '6', 7);
    const legal = tricksLegalMoves(start);
    const view = tricksSeatView(start, legal[0]?.seat ?? 0);
    expect(solvedSearch(view, legal, seedRng('early'), 6)).toBeNull();
  });

  it('stops dealing worlds once the budget of positions is spent, never below MIN_WORLDS', () => {
    const g = new Generator([7, 7, 7, 7]);
    const s = randomPosition(g, '4', 7);
    const legal = tricksLegalMoves(s);
    const view = tricksSeatView(s, legal[0]?.seat ?? 0);
    const work = { nodes: 0 };
    expect(solveMoves(s, work).length).toBe(legal.length);
    expect(work.nodes).toBeGreaterThan(legal.length);
    // A world's deal draws from the generator: fewer worlds leave it elsewhere.
    const state = (budget: number, worlds: number) =>
      solvedSearch(view, legal, seedRng('budget'), worlds, 7, budget)?.rng;
    expect(state(0, 40)).toEqual(state(Infinity, MIN_WORLDS));
    expect(state(0, 40)).not.toEqual(state(Infinity, 40));
  });

  it('tells made from set tile by tile as the exact values do, at any bid', () => {
    const g = new Generator([3, 1, 4, 1]);
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const trump = ALL[i % ALL.length] ?? 'none';
      const base = randomPosition(g, trump, 2 + (i % 4), g.int(4));
      const hand = base.hand;
      if (!hand || hand.end !== null) continue;
      const exact = solveMoves(base);
      const team = teamOf(hand.bidder ?? 0);
      for (const high of trump === 'nello' ? [42] : [30, 34 + (i % 5), 42, 84]) {
        // Another bid on the same tiles; made or set as the engine would tell it (§17.11).
        const s = trump === 'nello' ? base : { ...base, hand: { ...hand, high, result: null } };
        const need = trump === 'nello' ? 1 : Math.min(high, 42) - hand.points[team];
        const made = solveMade(s);
        if (s.hand?.result !== null || need <= 0 || need > pointsOf(s)) {
          expect(made).toBeNull();
          continue;
        }
        expect(made?.map((m) => m.tile).sort()).toEqual(exact.map((m) => m.tile).sort());
        for (const m of made ?? []) {
          const v = exact.find((e) => e.tile === m.tile)?.bidders ?? -1;
          expect(m.made, `position ${i} (${trump}, bid ${high}), tile ${m.tile}`).toBe(
            trump === 'nello' ? v === 0 : v >= need,
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("counts the worlds each first-trick tile makes the bid in, for the mover's side", () => {
    const g = new Generator([2, 7, 1, 8]);
    for (let i = 0; i < 6; i++) {
      const s = randomPosition(g, i % 2 === 0 ? '5' : 'doubles', 7, i % 4);
      const legal = tricksLegalMoves(s);
      const seat = legal[0]?.seat ?? 0;
      const view = tricksSeatView(s, seat);
      const tiles = legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []));
      const counts = madeCounts(view, tiles, new Generator(seedRng(`made${i}`)), 10, Infinity);
      // The same worlds, solved exactly: made where the bidders reach the bid.
      const again = new Generator(seedRng(`made${i}`));
      const bidders = teamOf(seat) === teamOf(s.hand?.bidder ?? 0);
      const expected = tiles.map(() => 0);
      for (let w = 0; w < 10; w++) {
        const world = tricksWorld(view, again);
        for (const m of solveMoves(world)) {
          const i = tiles.indexOf(m.tile);
          if (m.bidders >= 30 === bidders) expected[i] = (expected[i] ?? 0) + 1;
        }
      }
      expect(counts).toEqual(expected);
    }
    const scored = randomPosition(g, '4', 7);
    const points = { ...scored, options: { ...scored.options, scoring: 'points' as const } };
    const legal = tricksLegalMoves(points);
    const view = tricksSeatView(points, legal[0]?.seat ?? 0);
    const tiles = legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []));
    expect(madeCounts(view, tiles, new Generator(seedRng('p')), 10)).toBeNull();
  });

  it('solves a whole hand from the first lead within the points there are', () => {
    const g = new Generator([1, 2, 3, 4]);
    for (const trump of ['6', 'doubles', 'none', 'nello'] as const) {
      const s = randomPosition(g, trump, 7);
      const v = solveTricks(s) ?? -1;
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(42);
    }
  });
});

/** Every point still to be won: a trick's 1 for each trick left, and the count not yet won. */
function pointsOf(s: TricksState): number {
  const hand = s.hand;
  if (!hand) return 0;
  let left = hand.current.length > 0 ? 1 : 0;
  left += hand.hands[hand.leader]?.length ?? 0;
  const tiles = [...hand.hands.filter((_, seat) => seat !== hand.out).flat()];
  for (const t of [...tiles, ...hand.current.map((p) => p.tile)]) left += countPoints(t);
  return left;
}
