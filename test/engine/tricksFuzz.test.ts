/** Random whole games of Texas 42 under every option combination (test/support/tricksInvariants.ts). */
import { describe, expect, test } from 'vitest';
import { checkRandomTricksGame, tricksOptionSets } from '../support/tricksInvariants';

describe('Texas 42 under random play', () => {
  test.each(tricksOptionSets().map((o) => [JSON.stringify(o), o] as const))(
    'options %s: three games keep every invariant',
    (_name, options) => {
      for (let g = 0; g < 3; g++) {
        const run = checkRandomTricksGame(options, `vitest/${g}`, {
          maxHands: 40,
          candidatesEvery: 5,
        });
        expect(run.failures).toEqual([]);
        expect(run.hands).toBeGreaterThan(0);
      }
    },
  );
});
