/** Invariants under random play, for every preset and player count (issue 2). */
import { describe, expect, test } from 'vitest';
import { checkRandomGame, FUZZ_SETTINGS } from '../support/invariants';

describe('invariants under random play', () => {
  test.each(
    FUZZ_SETTINGS.map(
      (s) =>
        [`${s.preset ?? 'horse-race'} ${s.players}p${s.partners ? ' partners' : ''}`, s] as const,
    ),
  )('%s', (_name, settings) => {
    let hands = 0;
    for (let game = 0; game < 6; game++) {
      const run = checkRandomGame(settings, `vitest/${game}`, {
        maxHands: 25,
        illegalEvery: 3,
        allLegalEvery: 5,
      });
      expect(run.failures).toEqual([]);
      hands += run.hands;
    }
    expect(hands).toBeGreaterThan(6);
  });
});
