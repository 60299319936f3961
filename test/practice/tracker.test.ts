import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import { informationSet } from '../../src/ai/index';
import { hasPip } from '../../src/engine/core/tiles';
import { publicHistory, toGameRecord } from '../../src/machine/index';
import { track, voidText } from '../../src/practice/tracker';
import { rebuild } from '../../src/machine/practice';
import { MIXES, randomGame, settingsFor } from './helpers';

describe('the tile tracker', () => {
  test.each(MIXES)('agrees with the game record: %s, %i players', (preset, players, partners) => {
    const settings = settingsFor(preset, players, 'TRACK1', partners);
    const contexts = randomGame(settings, `tracker/${preset}/${players}`);
    expect(contexts.length).toBeGreaterThan(20);
    for (const ctx of contexts) {
      const hand = lineState(ctx).hand;
      if (!hand) continue;
      // The record rebuilds the same hidden tiles the tracker must account for.
      const record = toGameRecord(ctx.settings, ctx.hands);
      expect(record.hands.length).toBe(ctx.hands.length);
      const view = informationSet(
        lineState(ctx),
        0,
        publicHistory(ctx.hands[ctx.hands.length - 1]),
      );
      if (!view) throw new Error('no view');
      const t = track(view);
      const hidden = [...hand.hands.slice(1).flat(), ...hand.boneyard].sort((a, b) => a - b);
      expect([...t.unseen].sort((a, b) => a - b)).toEqual(hidden);
      for (const g of t.groups) expect(g.tiles.every((tile) => hasPip(tile, g.value))).toBe(true);
      // What the draws and passes revealed is true of the real hands.
      for (const v of t.voids) {
        const real = hand.hands[v.seat] ?? [];
        for (const value of v.values) expect(real.some((tile) => hasPip(tile, value))).toBe(false);
      }
    }
  });

  test('says what a seat lacks in words', () => {
    expect(voidText([4])).toBe('no 4s');
    expect(voidText([4, 6])).toBe('no 4s or 6s');
    expect(voidText([1, 4, 6])).toBe('no 1s, 4s or 6s');
  });

  test('reports voids after draws', () => {
    // Somewhere in a long random game a seat draws; the tracker then names its voids.
    const settings = settingsFor('horse-race', 2, 'TRACK2');
    const found = randomGame(settings, 'voids').some((ctx) => {
      const view = informationSet(
        lineState(ctx),
        0,
        publicHistory(ctx.hands[ctx.hands.length - 1]),
      );
      return view !== null && track(view).voids.length > 0;
    });
    expect(found).toBe(true);
    expect(rebuild(settings, []).hands).toEqual([]);
  });
});
