/** Seat avatars: which disc, colour and initial for which seat, the person's by the name they go by. */
import { describe, expect, test } from 'vitest';
import { AVATAR_FILLS, initialOf, seatAvatar } from '../../src/view/avatars';

describe('initials', () => {
  test.each([
    ['You', 'Y'],
    ['ada', 'A'],
    ['’Bo', 'B'],
    ['  émile', 'É'],
    ['7 of 9', '7'],
    ['Ωmega', 'Ω'],
    ['', '?'],
    ['-.-', '?'],
  ])('%j → %s', (name, initial) => expect(initialOf(name)).toBe(initial));
});

describe('seat avatars', () => {
  test('each seat its own fill, whatever its name; the initial from the name', () => {
    const fills = [0, 1, 2, 3].map((seat) => seatAvatar(seat, 'West', 0, false).fill);
    expect(new Set(fills).size).toBe(4);
    expect(fills).toEqual(AVATAR_FILLS.slice(0, 4));
    expect(seatAvatar(2, 'North', 0, true)).toEqual({
      seat: 2,
      name: 'North',
      initial: 'N',
      fill: AVATAR_FILLS[2],
      side: 0,
      onTurn: true,
    });
  });
});
