/** Random whole games of Texas 42 under every option combination (test/support/tricksInvariants.ts). */
import { describe, expect, test } from 'vitest';
import { tricksFamily } from '../../src/engine/index';
import {
  checkRandomTricksGame,
  specialOptionSets,
  tricksOptionSets,
} from '../support/tricksInvariants';

const special = new Set(specialOptionSets().map((o) => JSON.stringify(o)));

describe('Texas 42 under random play', () => {
  test('the special sets hold every combination of the new options, and each is a game', () => {
    const names = ['nello', 'nello_doubles', 'plunge', 'splash', 'sevens', 'doubles_in_suit'];
    const marks = specialOptionSets().filter((o) => o.scoring === undefined);
    const tuples = new Set(
      marks.map((o) => JSON.stringify([...names, 'mark_bids'].map((n) => o[n]))),
    );
    expect(tuples.size).toBe(4 * 2 * 2 * 2 * 2 * 2);
    for (const o of specialOptionSets())
      expect(tricksFamily.newGame({ preset: 'texas-42', players: 4, options: o }).ok).toBe(true);
  });

  test('random play over the special sets plays every special contract', () => {
    const seen = { plunge: 0, splash: 0, sevens: 0, nello: 0 };
    for (const [i, o] of specialOptionSets().entries()) {
      const run = checkRandomTricksGame(o, `vitest/count/${i}`, {
        maxHands: 8,
        candidatesEvery: 0,
      });
      for (const k of Object.keys(seen) as (keyof typeof seen)[]) seen[k] += run.specials[k];
    }
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(0);
  });

  test.each(specialOptionSets().map((o, i) => [JSON.stringify(o), o, i] as const))(
    'options %s: a game keeps every invariant',
    (_name, options, i) => {
      const run = checkRandomTricksGame(options, `vitest/special/${i}`, {
        maxHands: 8,
        candidatesEvery: 5,
      });
      expect(run.failures).toEqual([]);
      expect(run.hands).toBeGreaterThan(0);
    },
  );

  test.each(
    tricksOptionSets()
      .filter((o) => !special.has(JSON.stringify(o)))
      .map((o) => [JSON.stringify(o), o] as const),
  )('options %s: three games keep every invariant', (_name, options) => {
    for (let g = 0; g < 3; g++) {
      const run = checkRandomTricksGame(options, `vitest/${g}`, {
        maxHands: 40,
        candidatesEvery: 5,
      });
      expect(run.failures).toEqual([]);
      expect(run.hands).toBeGreaterThan(0);
    }
  });
});
