/**
 * The moments the family table celebrates (view/familyMoments.ts): the line's big turn is
 * called out once a turn, on the play that makes it big (its third play, or the points a
 * count of 20 scores), for the person ("Big turn!") or another seat by name.
 */
import { describe, expect, test } from 'vitest';
import { chainMoment, gameEndMoment, roundEndMoment } from '../../src/view/familyMoments';

const NAMES = ['You', 'West', 'North', 'East'];
const play = (seat: number, points = 0, hand = 0) => ({
  hand,
  event: { type: 'play', seat, points },
});
const draw = (seat: number, hand = 0) => ({ hand, event: { type: 'draw', seat } });

describe('a big turn', () => {
  test('the third play in a row, once', () => {
    const turn = [play(1), play(0), play(0)];
    expect(chainMoment(turn, 4, NAMES, 0)).toBeNull();
    const third = [...turn, play(0)];
    expect(chainMoment(third, 4, NAMES, 0)).toEqual({
      kind: 'chain',
      seat: 0,
      plays: 3,
      points: 0,
      text: 'Big turn! 3 plays in a row',
    });
    // Not again on the fourth.
    expect(chainMoment([...third, play(0)], 4, NAMES, 0)).toBeNull();
  });
  test('by points, another seat named; a draw inside the turn is part of it', () => {
    const turn = [play(0), draw(2), play(2, 2), play(2, 2)];
    expect(chainMoment(turn, 4, NAMES, 0)?.text).toBe('North: +4 this turn');
    // Where plays score nothing, only the plays count.
    expect(chainMoment(turn, null, NAMES, 0)).toBeNull();
  });
  test('a turn stops at another seat and at the hand’s start', () => {
    expect(chainMoment([play(0, 0, 0), play(0, 0, 0), play(0, 0, 1)], 4, NAMES, 0)).toBeNull();
    expect(chainMoment([play(0), play(3), play(0), play(0)], 4, NAMES, 0)).toBeNull();
    expect(chainMoment([play(0), play(0), draw(0)], 4, NAMES, 0)).toBeNull();
  });
});

describe('the ends', () => {
  test('a game won and lost, a round out or blocked', () => {
    expect(gameEndMoment(true, [0], ['You']).text).toBe('You win!');
    expect(gameEndMoment(false, [1], ['West & East']).text).toBe('West & East wins');
    expect(roundEndMoment(2, 'North', 0).text).toBe('Domino! North went out');
    expect(roundEndMoment(null, '', 0).kind).toBe('blocked');
  });
});
