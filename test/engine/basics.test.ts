/** Tiles, the seeded generator, the shuffle, deals and the lot (§8). */
import { describe, expect, test } from 'vitest';
import {
  dealTiles,
  drawLot,
  formatTile,
  fullSet,
  Generator,
  makeConfig,
  parseTile,
  pips,
  PRESET_OPTIONS,
  seedRng,
  shuffle,
  tileOf,
} from '../../src/engine/index';
import { config } from '../support/config';

describe('tiles', () => {
  test('a double-six set has 28 distinct tiles, written high pip first', () => {
    const set = fullSet(6);
    expect(set).toHaveLength(28);
    expect(new Set(set.map(formatTile)).size).toBe(28);
    expect(set.map(formatTile)).toContain('6-6');
    expect(set.every((t) => Number(formatTile(t)[0]) >= Number(formatTile(t)[2]))).toBe(true);
    expect(fullSet(9)).toHaveLength(55);
    expect(set.reduce((s, t) => s + pips(t), 0)).toBe(168);
  });

  test('parsing accepts either order and rejects what is not a tile of the set', () => {
    expect(parseTile('1-5', 6)).toBe(tileOf(5, 1));
    expect(parseTile('5-1', 6)).toBe(tileOf(1, 5));
    expect(parseTile('7-1', 6)).toBeNull();
    expect(parseTile('7-1', 9)).toBe(tileOf(7, 1));
    for (const bad of ['', '5', '5-', 'a-b', '5--1', 42, null, '-1-2'])
      expect(parseTile(bad, 6)).toBeNull();
  });
});

describe('seeded generator', () => {
  test('the same seed gives the same sequence; the state is plain data', () => {
    const a = new Generator(seedRng('ABC123'));
    const b = new Generator(
      JSON.parse(JSON.stringify(seedRng('abc123'.toUpperCase()))) as ReturnType<typeof seedRng>,
    );
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    const c = new Generator(seedRng('ABC124'));
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
  });

  test('int(n) stays in range and is roughly uniform (chi-square)', () => {
    const g = new Generator(seedRng('uniform'));
    const n = 7;
    const counts = new Array<number>(n).fill(0);
    const draws = 70_000;
    let outside = 0;
    for (let i = 0; i < draws; i++) {
      const x = g.int(n);
      if (x < 0 || x >= n) outside++;
      counts[x] = (counts[x] ?? 0) + 1;
    }
    expect(outside).toBe(0);
    const e = draws / n;
    const chi = counts.reduce((s, c) => s + ((c - e) * (c - e)) / e, 0);
    expect(chi).toBeLessThan(22.46); // p = 0.001 with 6 degrees of freedom
  });

  test('the shuffle is unbiased: every tile lands in every position about equally', () => {
    const set = fullSet(6);
    const counts = set.map(() => new Array<number>(set.length).fill(0));
    let rng = seedRng('shuffle');
    const runs = 14_000;
    for (let r = 0; r < runs; r++) {
      const s = shuffle(rng, set);
      rng = s.rng;
      s.items.forEach((t, pos) => {
        const row = counts[t] as number[];
        row[pos] = (row[pos] ?? 0) + 1;
      });
      expect(s.items.slice().sort((x, y) => x - y)).toEqual(set);
    }
    const e = runs / set.length;
    const chi = counts.flat().reduce((s, c) => s + ((c - e) * (c - e)) / e, 0);
    // 27*27 = 729 degrees of freedom: mean 729, sd ~38; allow 5 sd.
    expect(chi).toBeLessThan(729 + 5 * 38.2);
  });
});

describe('deals', () => {
  test.each([
    [{ preset: 'horse-race', players: 2 }, 7, 14],
    [{ preset: 'horse-race', players: 3 }, 6, 10],
    [{ preset: 'horse-race', players: 4 }, 5, 8],
    [{ preset: 'seven-toed-pete', players: 4 }, 7, 0],
  ] as const)('%o deals %i each and leaves %i', (settings, each, left) => {
    const { deal } = dealTiles(seedRng('deal'), config(settings));
    expect(deal.hands.every((h) => h.length === each)).toBe(true);
    expect(deal.boneyard).toHaveLength(left);
    expect(new Set([...deal.hands.flat(), ...deal.boneyard]).size).toBe(
      each * settings.players + left,
    );
  });

  test('Seven-Toed Pete is four players without partners; partners need four', () => {
    expect(makeConfig({ preset: 'seven-toed-pete', players: 3 }).ok).toBe(false);
    expect(makeConfig({ preset: 'seven-toed-pete', players: 4, partners: true }).ok).toBe(false);
    expect(makeConfig({ preset: 'horse-race', players: 3, partners: true }).ok).toBe(false);
    expect(makeConfig({ preset: 'horse-race', players: 4, partners: true }).ok).toBe(true);
    expect(makeConfig({ preset: 'horse-race', players: 5 }).ok).toBe(false);
  });
});

describe('the lead by lot (§8)', () => {
  test('the heaviest tile leads; ties redraw among the tied seats only', () => {
    let rng = seedRng('lot');
    let sawTie = false;
    for (let i = 0; i < 400; i++) {
      const { lot, rng: next } = drawLot(rng, config({ players: 4 }));
      rng = next;
      const first = lot.rounds[0] ?? [];
      expect(first.map((d) => d.seat)).toEqual([0, 1, 2, 3]);
      const seen = lot.rounds.flat().map((d) => d.tile);
      expect(new Set(seen).size).toBe(seen.length); // drawn tiles stay out until the end
      for (let r = 1; r < lot.rounds.length; r++) {
        sawTie = true;
        const prev = lot.rounds[r - 1] ?? [];
        const best = Math.max(...prev.map((d) => pips(d.tile)));
        expect((lot.rounds[r] ?? []).map((d) => d.seat)).toEqual(
          prev.filter((d) => pips(d.tile) === best).map((d) => d.seat),
        );
      }
      const last = lot.rounds[lot.rounds.length - 1] ?? [];
      const top = Math.max(...last.map((d) => pips(d.tile)));
      const winners = last.filter((d) => pips(d.tile) === top);
      expect(winners).toHaveLength(1);
      expect(winners[0]?.seat).toBe(lot.leader);
    }
    expect(sawTie).toBe(true);
  });

  test('double_then_high_half settles the lot in one round', () => {
    const options = {
      ...PRESET_OPTIONS['horse-race'],
      lotTiebreak: 'double_then_high_half' as const,
    };
    let rng = seedRng('lot2');
    for (let i = 0; i < 200; i++) {
      const { lot, rng: next } = drawLot(rng, config({ players: 4, options }));
      rng = next;
      expect(lot.rounds).toHaveLength(1);
    }
  });
});
