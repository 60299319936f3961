/**
 * What the history says about hidden hands, and worlds dealt to match it:
 * sound on every random position (the real deal always fits the inferences),
 * and respected by every sampled world.
 */
import { describe, expect, test } from 'vitest';
import {
  deadValues,
  hiddenSlots,
  informationSet,
  openMaskAt,
  sampleWorld,
  unseenTiles,
  worldState,
  type InformationSet,
} from '../../src/ai/index';
import {
  fitsMask,
  Generator,
  legalMoves,
  seedRng,
  sumPips,
  type HandState,
  type Move,
  type Tile,
} from '../../src/engine/index';
import { fixture, MIXES, randomPositions, t, viewOf } from './positions';

/** Whether tiles can be matched to slots (masks are nested, so tightest-first greedy decides). */
function fitsSlots(tiles: readonly Tile[], slots: readonly number[]): boolean {
  if (tiles.length !== slots.length) return false;
  const left = tiles.slice();
  for (const mask of [...slots].sort((a, b) => b - a).sort((a, b) => bitCount(b) - bitCount(a))) {
    const i = left.findIndex((tile) => !fitsMask(tile, mask));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function bitCount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}

const play = (seat: number, tile: string, on: string | null): Move => ({
  type: 'play',
  seat,
  tile: t(tile),
  on: on === null ? null : t(on),
});

describe('inference from the public history', () => {
  // Seat 0 leads 4-2; seat 1 has no 4 or 2, draws 5-5 and 3-1 (dead) then 6-4 and plays it.
  const drew = fixture(
    { preset: 'horse-race', players: 2 },
    [
      ['4-2', '1-1', '6-6', '0-0'],
      ['5-3', '6-1', '0-3', '5-0'],
    ],
    ['5-5', '3-1', '6-4', '2-2', '6-0', '4-0'],
    0,
    [
      play(0, '4-2', null),
      { type: 'draw', seat: 1 },
      { type: 'draw', seat: 1 },
      { type: 'draw', seat: 1 },
      play(1, '6-4', '4-2'),
    ],
  );

  test('the open values are replayed at each point of the history', () => {
    const view = viewOf(drew);
    const options = view.config.options;
    expect(openMaskAt(view.layout, 0, options)).toBe(0);
    expect(openMaskAt(view.layout, 1, options)).toBe((1 << 4) | (1 << 2));
    expect(openMaskAt(view.layout, 2, options)).toBe(view.layout.openMask);
  });

  test('a seat that drew holds none of the values that fitted then, drawn dead tiles included', () => {
    const view = viewOf(drew);
    expect(view.seat).toBe(0);
    const slots = hiddenSlots(view)[1] ?? [];
    expect(slots).toHaveLength(6);
    for (const m of slots) expect(m).toBe((1 << 4) | (1 << 2));
    expect(deadValues(view, 1)).toBe((1 << 4) | (1 << 2));
    const g = new Generator(seedRng('worlds'));
    for (let i = 0; i < 300; i++) {
      const world = sampleWorld(view, hiddenSlots(view), g);
      for (const tile of world.hands[1] ?? [])
        expect(fitsMask(tile, (1 << 4) | (1 << 2))).toBe(false);
      expect(world.hands[0]).toEqual(view.hand);
      expect(world.boneyard).toHaveLength(view.boneyardSize);
    }
  });

  test('the tile drawn last, which fitted, is not constrained by that draw', () => {
    // Seat 1 has just drawn 6-4 and must place it: seen from seat 0 before it is placed.
    const before = fixture(
      { preset: 'horse-race', players: 2 },
      [
        ['4-2', '1-1', '6-6', '0-0'],
        ['5-3', '6-1', '0-3', '5-0'],
      ],
      ['5-5', '3-1', '6-4', '2-2'],
      0,
      [
        play(0, '4-2', null),
        { type: 'draw', seat: 1 },
        { type: 'draw', seat: 1 },
        { type: 'draw', seat: 1 },
      ],
    );
    const view = informationSet(before.state, 0, before.history) as InformationSet;
    const mask = (1 << 4) | (1 << 2);
    expect(hiddenSlots(view)[1]).toEqual([mask, mask, mask, mask, mask, mask, 0]);
  });

  test('an ordinary pass says the seat holds no fitting value', () => {
    // Empty boneyard: seat 1 holds no 4 or 2 and passes; seat 0 still holds 2-2.
    const p = fixture(
      { preset: 'horse-race', players: 2 },
      [
        ['4-2', '2-2'],
        ['5-3', '6-1'],
      ],
      [],
      0,
      [play(0, '4-2', null), { type: 'pass', seat: 1 }],
    );
    const view = viewOf(p);
    expect(view.seat).toBe(0);
    expect(hiddenSlots(view)[1]).toEqual([(1 << 4) | (1 << 2), (1 << 4) | (1 << 2)]);
  });

  test('a restricted domino-play continuation pass says nothing', () => {
    // Seat 0 leads 5-5 (10: scores, chains). 5-1 fits but makes 11, so the continuation is
    // refused and seat 0 passes while holding a 5.
    const p = fixture(
      { preset: 'horse-race-domino-play', players: 2 },
      [
        ['5-5', '5-1', '3-3'],
        ['6-6', '4-4', '6-5'],
      ],
      ['0-0', '2-0'],
      0,
      [play(0, '5-5', null), { type: 'pass', seat: 0 }],
    );
    const view = viewOf(p);
    expect(view.seat).toBe(1);
    expect(hiddenSlots(view)[0]).toEqual([0, 0]);
  });

  const positions = MIXES.flatMap((mix, i) => randomPositions(mix, 250, `infer-${i}`));

  test('the real deal always fits the inferences (soundness, every preset)', () => {
    for (const p of positions) {
      const hand = p.state.hand as HandState;
      for (let seat = 0; seat < p.state.config.players; seat++) {
        const view = informationSet(p.state, seat, p.history) as InformationSet;
        const slots = hiddenSlots(view);
        hand.hands.forEach((tiles, s) => {
          if (s !== seat) expect(fitsSlots(tiles, slots[s] ?? [])).toBe(true);
        });
      }
    }
  });

  test('sampled worlds are full, consistent deals that respect the inferences', () => {
    const g = new Generator(seedRng('sample'));
    for (const p of positions.filter((_, i) => i % 3 === 0)) {
      const view = viewOf(p);
      const slots = hiddenSlots(view);
      const world = sampleWorld(view, slots, g);
      const all = [
        ...world.hands.flat(),
        ...world.boneyard,
        ...view.layout.nodes.map((n) => n.tile),
      ];
      expect(new Set(all).size).toBe(all.length);
      expect(world.boneyard.length + world.hands.flat().length - view.hand.length).toBe(
        unseenTiles(view).length,
      );
      world.hands.forEach((tiles, s) => {
        expect(tiles.length).toBe(view.handSizes[s]);
        if (s !== view.seat) expect(fitsSlots(tiles, slots[s] ?? [])).toBe(true);
      });
      const state = worldState(view, world);
      // The world agrees with everything public: same legal moves for the seat on turn.
      expect(legalMoves(state)).toEqual(view.legal);
      expect(sumPips(state.hand?.hands[view.seat] ?? [])).toBe(sumPips(view.hand));
    }
  });
});
