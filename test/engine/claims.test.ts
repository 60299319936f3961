/** Claiming a play's points and who calls Muggins (RULES.md §9, §15.7). */
import { describe, expect, test } from 'vitest';
import {
  isClaimValue,
  isMuggins,
  judgeClaim,
  makeConfig,
  mugginsCaller,
  PRESET_OPTIONS,
  type GameConfig,
} from '../../src/engine/index';

function config(players: number, partners = false): GameConfig {
  const c = makeConfig({
    preset: 'horse-race',
    players,
    partners,
    options: PRESET_OPTIONS['horse-race'],
  });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

describe('judgeClaim', () => {
  test.each([
    [2, 2, false, 'claimed'],
    [2, null, true, 'pending'],
    [2, null, false, 'missed'],
    [2, 0, false, 'missed'],
    [2, 0, true, 'missed'],
    [2, 3, false, 'wrong'],
    [0, 0, false, 'none'],
    [0, 4, false, 'none'],
    [0, null, false, 'none'],
    [0, null, true, 'pending'],
  ] as const)('%i points, declared %j, open %s: %s', (points, declared, open, outcome) => {
    expect(judgeClaim(points, declared, open)).toBe(outcome);
    expect(isMuggins(outcome)).toBe(outcome === 'missed' || outcome === 'wrong');
  });

  test.each([[0], [7], [120]])('%j is a claim', (v) => expect(isClaimValue(v)).toBe(true));
  test.each([[-1], [1.5], ['3'], [null], [NaN]])('%j is not', (v) =>
    expect(isClaimValue(v)).toBe(false),
  );
});

describe('mugginsCaller', () => {
  test('the next seat round the table', () => {
    expect(mugginsCaller(config(2), 0)).toBe(1);
    expect(mugginsCaller(config(3), 2)).toBe(0);
    expect(mugginsCaller(config(4), 1)).toBe(2);
  });

  test('with partners, the next seat on the other side', () => {
    const c = config(4, true);
    expect([0, 1, 2, 3].map((s) => mugginsCaller(c, s))).toEqual([1, 2, 3, 0]);
  });
});
