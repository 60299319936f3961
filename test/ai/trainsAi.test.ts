/**
 * Mexican Train's computer players: worlds never give another seat (or the boneyard) the
 * viewer's tiles or a tile on the table, and keep every hand's and the boneyard's size;
 * every level's choice is legal; the private-train search finds the longest chain; Hard
 * beats Easy clearly over a fixed seeded set of short games.
 */
import { expect, test } from 'vitest';
import { aiFor } from '../../src/ai/aiRegistry';
import { isOneOf } from '../../src/ai/core/familyAi';
import { LEVELS } from '../../src/ai/core/level';
import { longestChain, trainsAi, trainsValue } from '../../src/ai/trains/trainsAi';
import { runTrainsArena } from '../../src/ai/trains/trainsArena';
import { trainsPolicy } from '../../src/ai/trains/trainsPolicy';
import { trainsUnseen, trainsWorld } from '../../src/ai/trains/trainsWorld';
import {
  Generator,
  seedRng,
  tileOf,
  trainsFamily,
  type GameSettings,
  type Tile,
  type TrainsState,
} from '../../src/engine/index';

const SETTINGS: readonly GameSettings[] = [
  { preset: 'mexican-train', players: 4, options: { rounds: 2 } },
  { preset: 'mexican-train', players: 8, options: { rounds: 1 } },
  { preset: 'mexican-train', players: 2, options: { max_pip: 9, rounds: 2 } },
  { preset: 'mexican-train', players: 5, options: { engine_set_aside: true, rounds: 1 } },
  { preset: 'mexican-train', players: 3, options: { first_turn: 'single', rounds: 1 } },
];

/** Every state on turn of seeded games played by the policy (with its noise). */
function positions(settings: GameSettings, seed: string): TrainsState[] {
  const out: TrainsState[] = [];
  const g = new Generator(seedRng(seed));
  const created = trainsFamily.newGame(settings);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  while (!state.over) {
    const dealt = trainsFamily.dealNext(state, g.state());
    g.next();
    if (!dealt.ok) throw new Error(dealt.error.message);
    const started = trainsFamily.startHand(state, dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    state = started.value;
    while (trainsFamily.phase(state).kind === 'turn') {
      out.push(state);
      const legal = trainsFamily.legalMoves(state);
      const move = g.int(3) === 0 ? legal[g.int(legal.length)]! : trainsPolicy(state, g);
      const applied = trainsFamily.apply(state, move);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
  }
  return out;
}

const ALL = SETTINGS.flatMap((s, i) => positions(s, `trains-ai/${i}`));

test('worlds keep the viewer’s hand and the table, and deal only unseen tiles by the sizes shown', () => {
  const g = new Generator(seedRng('worlds'));
  let checked = 0;
  for (const state of ALL) {
    const round = state.round!;
    const table = new Set<Tile>(round.trains.flat());
    if (round.placed) table.add(round.engine);
    for (let seat = 0; seat < state.config.players; seat++) {
      const view = trainsFamily.seatView(state, seat);
      const own = new Set(round.hands[seat]);
      const world = trainsWorld(view, g).round!;
      expect(world.hands.map((h) => h.length)).toEqual(round.hands.map((h) => h.length));
      expect(world.hands[seat]).toEqual(round.hands[seat]);
      expect(world.stock.length - world.stockTaken).toBe(round.stock.length - round.stockTaken);
      expect(world.trains).toEqual(round.trains);
      expect(world.markers).toEqual(round.markers);
      expect(world.unsatisfied).toEqual(round.unsatisfied);
      expect(world.step).toBe(round.step);
      expect(world.turn).toBe(round.turn);
      expect(world.drawn).toBe(round.drawn);
      expect(world.firstDone).toBe(round.firstDone);
      const hidden = [
        ...world.hands.flatMap((h, s) => (s === seat ? [] : h)),
        ...world.stock.slice(world.stockTaken),
      ];
      expect(new Set(hidden).size).toBe(hidden.length);
      const unseen = new Set(trainsUnseen(view));
      for (const t of hidden) {
        expect(own.has(t)).toBe(false);
        expect(table.has(t)).toBe(false);
        expect(unseen.has(t)).toBe(true);
      }
      // Every unseen tile is somewhere (none lost, none made up).
      expect(hidden.length).toBe(unseen.size);
      expect(trainsFamily.legalMoves({ ...state, round: world })).toEqual(
        seat === round.turn ? trainsFamily.legalMoves(state) : expect.anything(),
      );
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(1000);
});

test('every level’s choice is legal, and the same from the same seed', () => {
  const ai = aiFor('trains');
  expect(ai).not.toBeNull();
  let decisions = 0;
  ALL.forEach((state, i) => {
    if (i % 3 !== 0) return;
    const seat = state.round!.turn;
    const view = trainsFamily.seatView(state, seat);
    const legal = trainsFamily.legalMoves(state);
    if (legal.length > 1) decisions++;
    for (const level of LEVELS) {
      const choice = trainsAi.choose(level, view, legal, seedRng(i));
      expect(isOneOf(choice.move, legal)).toBe(true);
      expect(trainsAi.choose(level, structuredClone(view), legal, seedRng(i))).toEqual(choice);
    }
  });
  expect(decisions).toBeGreaterThan(100);
});

test('the private train is the longest chain from its open end, the heaviest of equal length', () => {
  const hand = [tileOf(5, 3), tileOf(3, 1), tileOf(5, 9), tileOf(9, 9), tileOf(9, 2), tileOf(2, 7)];
  const chain = longestChain(hand, 5);
  expect(chain.tiles).toEqual([tileOf(5, 9), tileOf(9, 9), tileOf(9, 2), tileOf(2, 7)]);
  expect(longestChain(hand, 4).tiles).toEqual([]);
  expect(longestChain([tileOf(1, 2), tileOf(1, 6)], 1).tiles).toEqual([tileOf(1, 6)]);
});

test('a round’s value is the others’ mean points less the seat’s own (lower wins)', () => {
  const state = ALL.find((s) => s.round!.hands.every((h) => h.length > 0))!;
  const hands = state.round!.hands.map((_, s) => (s === 0 ? [] : [tileOf(6, 6)]));
  const round = { ...state.round!, hands };
  expect(trainsValue({ ...state, round }, 0)).toBe(12);
  expect(trainsValue({ ...state, round }, 1)).toBeLessThan(0);
});

test('Hard beats Easy clearly on the same deals, seats rotated', () => {
  const r = runTrainsArena({
    a: 'hard',
    b: 'easy',
    games: 16,
    players: 4,
    seed: 'trains-ai-test',
    options: { max_pip: 9, rounds: 2 },
  });
  // Measured: 13 of 16 games (fair share 25%), 8.9 points per round against 29.6.
  expect(r.games).toBe(16);
  expect(r.winRateA).toBeGreaterThanOrEqual(0.6);
  expect(r.pointsPerRoundA).toBeLessThan(0.5 * r.pointsPerRoundB);
});
