/**
 * Every level plays legally on random positions of every preset, and the same
 * seed always gives the same choice.
 */
import { describe, expect, test } from 'vitest';
import {
  easyPlayer,
  hardPlayer,
  LEVELS,
  mediumPlayer,
  playerFor,
  randomPlayer,
  type ComputerPlayer,
} from '../../src/ai/index';
import { applyMove, Generator, seedRng, type Rng } from '../../src/engine/index';
import { isListed, MIXES, randomPositions, viewOf } from './positions';

/** Hard with a tiny budget, to run on thousands of positions quickly. */
const quickHard = hardPlayer({ budget: 0, minWorlds: 2, maxWorlds: 2, maxPlans: 6 });

function rngAt(i: number): Rng {
  const g = new Generator(seedRng(`choose-${i}`));
  return { s: [g.next(), g.next(), g.next(), g.next()] };
}

describe('computer players', () => {
  test('playerFor gives a player of each level', () => {
    for (const level of LEVELS) expect(playerFor(level).level).toBe(level);
  });

  describe.each(
    MIXES.map(
      (mix) =>
        [`${mix.preset ?? ''} ${mix.players}p${mix.partners ? ' partners' : ''}`, mix] as const,
    ),
  )('%s', (_name, mix) => {
    const positions = randomPositions(mix, 1000, `levels-${_name}`);

    test.each([
      ['random', randomPlayer],
      ['easy', easyPlayer],
      ['medium', mediumPlayer],
      ['hard (small budget)', quickHard],
    ] as [string, ComputerPlayer][])('%s always returns a legal move', (_level, player) => {
      positions.forEach((p, i) => {
        const view = viewOf(p);
        const choice = player.choose(view, rngAt(i));
        expect(isListed(view, choice.move)).toBe(true);
        expect(applyMove(p.state, choice.move).ok).toBe(true);
      });
    });

    test('hard at full strength returns a legal move', () => {
      const hard = playerFor('hard');
      positions
        .filter((_, i) => i % 80 === 0)
        .forEach((p, i) => {
          const view = viewOf(p);
          const choice = hard.choose(view, rngAt(i));
          expect(isListed(view, choice.move)).toBe(true);
        });
    });
  });

  test('every level reproduces its choice (and generator) from the same seed', () => {
    const positions = randomPositions({ preset: 'horse-race', players: 3 }, 120, 'repro');
    for (const player of [randomPlayer, easyPlayer, mediumPlayer, quickHard, playerFor('hard')]) {
      positions
        .filter((_, i) => player.level !== 'hard' || i % 6 === 0)
        .forEach((p, i) => {
          const view = viewOf(p);
          const a = player.choose(view, rngAt(i));
          const b = player.choose(structuredClone(view), rngAt(i));
          expect(b).toEqual(a);
        });
    }
  });
});
