/** Invariants under random play, for every preset, set and player count (issues 2 and 13). */
import { describe, expect, test } from 'vitest';
import { isParlour } from '../../src/engine/index';
import { checkRandomGame, FUZZ_SETTINGS } from '../support/invariants';

describe('invariants under random play', () => {
  test.each(
    FUZZ_SETTINGS.map(
      (s) =>
        [
          `${s.preset ?? 'horse-race'} ${s.players}p${s.partners ? ' partners' : ''} (double-${s.options?.maxPip ?? 6})`,
          s,
        ] as const,
    ),
  )('%s', (_name, settings) => {
    // The parlour games end sooner (one hand can reach 100), and there are many of them.
    const parlour = isParlour(settings.preset ?? 'horse-race');
    const games = parlour ? 3 : 6;
    let hands = 0;
    for (let game = 0; game < games; game++) {
      const run = checkRandomGame(settings, `vitest/${game}`, {
        maxHands: 25,
        illegalEvery: 3,
        allLegalEvery: 5,
      });
      expect(run.failures).toEqual([]);
      hands += run.hands;
    }
    expect(hands).toBeGreaterThan(parlour ? games - 1 : games);
  });
});
