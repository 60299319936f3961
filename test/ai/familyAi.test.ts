/**
 * The family-neutral computer players: for every family in FAMILIES that has an AI, worlds
 * never give a seat a tile the viewer holds or one already played, keep every hand's size
 * and (Texas 42) the voids shown; every level returns one of the legal moves; Texas 42's
 * Hard beats a random player over a fixed set of seeded games.
 */
import { describe, expect, test } from 'vitest';
import { aiFor } from '../../src/ai/aiRegistry';
import { determinizedSearch, isOneOf, scoreMargin } from '../../src/ai/core/familyAi';
import { lineAi } from '../../src/ai/line/lineAi';
import { LEVELS } from '../../src/ai/core/level';
import { tricksAi } from '../../src/ai/tricks/tricksAi';
import { runTricksArena } from '../../src/ai/tricks/tricksArena';
import { voidMasks } from '../../src/ai/tricks/tricksWorld';
import {
  FAMILIES,
  Generator,
  seedRng,
  type AnyFamily,
  type FamilyId,
  type GameSettings,
  type GameState,
  type Tile,
  type TrainsState,
  type TricksState,
} from '../../src/engine/index';

/** Games to draw positions from, per family. */
const GAMES: Partial<Record<FamilyId, readonly GameSettings[]>> = {
  line: [
    { preset: 'horse-race', players: 2 },
    { preset: 'horse-race', players: 4, partners: true },
    { preset: 'draw', players: 3 },
  ],
  trains: [
    { preset: 'mexican-train', players: 4, options: { rounds: 2 } },
    { preset: 'mexican-train', players: 3, options: { max_pip: 9, engine_set_aside: true } },
  ],
  tricks: [
    { preset: 'texas-42', players: 4 },
    { preset: 'texas-42', players: 4, options: { nello: true, hand_end: 'all_tricks' } },
  ],
};

/** What the checks need to read of a family's full state. */
interface Reader {
  hands(state: unknown): readonly (readonly Tile[])[];
  played(state: unknown): readonly Tile[];
  /** Per seat, the tiles it cannot hold (voids); none where the family shows none. */
  voids(state: unknown): readonly number[];
}

const READERS: Partial<Record<FamilyId, Reader>> = {
  trains: {
    hands: (s) => (s as TrainsState).round?.hands ?? [],
    played: (s) => (s as TrainsState).round?.trains.flat() ?? [],
    voids: () => [],
  },
  line: {
    hands: (s) => (s as GameState).hand?.hands ?? [],
    played: (s) => (s as GameState).hand?.layout.nodes.map((n) => n.tile) ?? [],
    voids: () => [],
  },
  tricks: {
    hands: (s) => (s as TricksState).hand?.hands ?? [],
    played: (s) => {
      const hand = (s as TricksState).hand;
      if (!hand) return [];
      return [...hand.tricks.flatMap((t) => t.plays), ...hand.current].map((p) => p.tile);
    },
    voids: (s) => {
      const hand = (s as TricksState).hand;
      return hand ? voidMasks(hand) : [];
    },
  },
};

interface Position {
  readonly state: unknown;
  readonly events: readonly unknown[];
}

/** Positions of random games: every state of each hand, its events so far. */
function positions(
  family: AnyFamily,
  settings: GameSettings,
  seed: string,
  max: number,
): Position[] {
  const out: Position[] = [];
  const g = new Generator(seedRng(seed));
  const created = family.newGame(settings);
  if (!created.ok) throw new Error(created.error.message);
  let state: unknown = created.value;
  while (out.length < max && family.phase(state).kind !== 'game-over') {
    const dealt = family.dealNext(state, g.state());
    g.next();
    if (!dealt.ok) throw new Error(dealt.error.message);
    const started = family.startHand(state, dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    state = started.value;
    let events: unknown[] = [];
    while (family.phase(state).kind === 'turn' && out.length < max) {
      out.push({ state, events });
      const legal = family.legalMoves(state);
      const applied = family.apply(state, legal[g.int(legal.length)]!);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      events = [...events, ...applied.value.events];
    }
  }
  return out;
}

const withAi = FAMILIES.filter((f) => aiFor(f.id) !== null);

test('the registry has an AI for every family', () => {
  expect(withAi.map((f) => f.id)).toEqual(expect.arrayContaining(['line', 'tricks', 'trains']));
});

describe.each(withAi.map((f) => [f.id, f] as const))('%s', (id, family) => {
  const ai = aiFor(id);
  const reader = READERS[id];
  const games = GAMES[id] ?? [];
  const all = games.flatMap((settings, i) => positions(family, settings, `${id}/${i}`, 150));
  /** Every `every`-th position: the view of the seat on turn and its legal moves. */
  const turns = (every: number) =>
    all.flatMap(({ state, events }, i) => {
      const phase = family.phase(state);
      if (i % every !== 0 || phase.kind !== 'turn') return [];
      const view: unknown = family.seatView(state, phase.seat, events);
      return [{ view, legal: family.legalMoves(state), i }];
    });

  test('worlds keep the viewer’s tiles, hand sizes, what was played, and the voids shown', () => {
    if (!ai || !reader) throw new Error(`no AI or reader for ${id}`);
    const g = new Generator(seedRng('worlds'));
    let checked = 0;
    let withVoids = 0;
    for (const { state, events } of all) {
      const real = reader.hands(state);
      const played = new Set(reader.played(state));
      const voids = reader.voids(state);
      if (voids.some((v) => v !== 0)) withVoids++;
      for (let seat = 0; seat < real.length; seat++) {
        const view = family.seatView(state, seat, events);
        const world = ai.determinize(view, g);
        const hands = reader.hands(world);
        expect(hands.map((h) => h.length)).toEqual(real.map((h) => h.length));
        expect([...(hands[seat] ?? [])].sort()).toEqual([...(real[seat] ?? [])].sort());
        expect(reader.played(world)).toEqual([...played]);
        hands.forEach((h, s) => {
          if (s === seat) return;
          for (const t of h) {
            expect(real[seat]).not.toContain(t);
            expect(played.has(t)).toBe(false);
            expect(((voids[s] ?? 0) >>> t) & 1).toBe(0);
          }
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(400);
    // Texas 42's random games show voids often; the line of play's worlds are tested in inference.test.ts.
    if (id === 'tricks') expect(withVoids).toBeGreaterThan(50);
  });

  test('every level returns one of the legal moves, the same from the same seed', () => {
    if (!ai) throw new Error(`no AI for ${id}`);
    for (const { view, legal, i } of turns(5)) {
      for (const level of LEVELS) {
        const choice = ai.choose(level, view, legal, seedRng(i));
        expect(isOneOf(choice.move, legal)).toBe(true);
        expect(ai.choose(level, structuredClone(view), legal, seedRng(i))).toEqual(choice);
      }
    }
  });

  test('the generic search values every legal move and picks one of them', () => {
    if (!ai) throw new Error(`no AI for ${id}`);
    for (const { view, legal, i } of turns(25)) {
      const result = determinizedSearch(ai, view, seedRng(i), { worlds: 3, rolloutsPerMove: 1 });
      expect(result.moves).toEqual(legal);
      expect(isOneOf(result.best, legal)).toBe(true);
      expect(result.values.every((v) => Number.isFinite(v))).toBe(true);
    }
  });
});

test('the default evaluator is the side’s margin, turned round where the lowest total wins', () => {
  const outcome = { scores: [10, 4, 7], lowerWins: false, over: false, winner: null };
  expect(scoreMargin(outcome, 0)).toBeCloseTo(10 - 5.5);
  expect(scoreMargin({ ...outcome, lowerWins: true }, 1)).toBeCloseTo(8.5 - 4);
  expect(lineAi.id).toBe('line');
});

test('Texas 42: Hard beats a random player clearly on the same deals, sides swapped', () => {
  const r = runTricksArena({ a: 'hard', b: 'random', games: 6, seed: 'familyAi-test' });
  expect(r.games).toBe(6);
  expect(r.winsA).toBeGreaterThanOrEqual(5);
  expect(r.sides[0].marksPerHand).toBeGreaterThan(2 * r.sides[1].marksPerHand);
  expect(tricksAi.id).toBe('tricks');
});
