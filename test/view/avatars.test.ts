/** Seat avatars: which disc, colour and initial for which seat, the person's following their name. */
import { describe, expect, test } from 'vitest';
import { dealHand, startContext } from '../../src/machine/index';
import { lineState } from '../../src/machine/lineState';
import { AVATAR_FILLS, bottomAvatar, initialOf, seatAvatar } from '../../src/view/avatars';
import { tableFacts } from '../../src/view/viewRules';
import { settingsOf } from '../machine/helpers';

/** What the bottom avatar reads of a table: its seats' names, the person's seat, the rules. */
function tableOf(input: Record<string, unknown>, names: readonly string[], you: number | null) {
  const context = dealHand(startContext(settingsOf(input)));
  return { viewer: 0, you, names, facts: tableFacts(lineState(context).config) };
}

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

  test('the person at the bottom goes by the name from Settings ("You" by default)', () => {
    const view = tableOf({ players: 3, seed: 'AVA001' }, ['You', 'West', 'East'], 0);
    expect(bottomAvatar(view, '', true)).toMatchObject({
      seat: 0,
      name: 'You',
      initial: 'Y',
      side: 0,
      onTurn: true,
    });
    expect(bottomAvatar(view, 'ada', false)).toMatchObject({
      name: 'ada',
      initial: 'A',
      onTurn: false,
    });
    // A name Settings would refuse is not shown: "You".
    expect(bottomAvatar(view, '<nope>', false)?.name).toBe('You');
  });

  test('partners: the ring follows the side from the rules (North with the person)', () => {
    const names = ['You', 'West', 'North', 'East'];
    const view = tableOf({ players: 4, partners: true, seed: 'AVA002' }, names, 0);
    expect(bottomAvatar(view, 'Ada', false)?.side).toBe(0);
    expect(bottomAvatar({ ...view, viewer: 2 }, 'Ada', false)).toMatchObject({
      seat: 2,
      name: 'North',
      side: 0,
    });
    expect(bottomAvatar({ ...view, viewer: 1 }, 'Ada', false)).toMatchObject({
      name: 'West',
      side: 1,
    });
  });

  test('pass-and-play: the shown seat by its compass name; watching: no one at the bottom', () => {
    // Several people at one device: every seat by its compass name, nobody "You".
    const people = tableOf({ players: 3, seed: 'AVA003' }, ['South', 'West', 'East'], null);
    expect(bottomAvatar({ ...people, viewer: 0 }, 'Ada', true)).toMatchObject({
      name: 'South',
      initial: 'S',
    });
    expect(bottomAvatar({ ...people, viewer: 2 }, 'Ada', true)).toMatchObject({
      seat: 2,
      name: 'East',
      initial: 'E',
      fill: AVATAR_FILLS[2],
    });
    expect(bottomAvatar({ ...people, viewer: null }, 'Ada', false)).toBeNull();
  });
});
