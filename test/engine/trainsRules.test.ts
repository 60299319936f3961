/**
 * Mexican Train's tricky decisions of play (RULES.md §16, D16.x) through the family's own
 * API: owed doubles oldest first, markers, first turns and `stop`, one draw per obligation,
 * and the exact block test.
 */
import { describe, expect, test } from 'vitest';
import { canAnyonePlay, trainsFamily as F } from '../../src/engine/trains/trainsFamily';
import { deal, game, play, plays, round, t, trainsOf } from '../support/trainsTest';

describe('owed doubles (§16.8, D16.13)', () => {
  // TV16-13: three doubles left open by the first turns.
  const start = () =>
    play(
      deal(
        game(4),
        [
          ['12-12', '12-11', '11-11', '11-1', '5-3'],
          ['12-4', '4-4', '4-9'],
          ['12-0', '0-0', '6-5'],
          ['10-1', '2-7'],
        ],
        ['12-10', '8-8', '3-3'],
        0,
      ),
      '0 engine 12-12',
      '0 play 12-11 0',
      '0 play 11-11 0',
      '0 stop',
      '1 play 12-4 1',
      '1 play 4-4 1',
      '1 stop',
      '2 play 12-0 2',
      '2 play 0-0 2',
      '3 draw',
      '3 play 12-10 3',
      '3 stop',
    );

  test('are not owed during the first turns, then owed oldest first', () => {
    const s = start();
    expect(round(s).unsatisfied).toEqual([0, 1, 2]);
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'play' });
    // Only the oldest: [11|1] on seat 0's own [11|11]; never [5|3] anywhere else.
    expect(trainsOf(s)).toEqual([0]);
    const next = play(s, '0 play 11-1 0');
    expect(round(next).unsatisfied).toEqual([1, 2]);
    // Seat 1 must satisfy its [4|4] now; [4|9] fits it.
    expect(trainsOf(next)).toEqual([1]);
  });

  test('another seat satisfies an owed double on a private train without a marker (TV16-06)', () => {
    let s = play(
      deal(
        game(3, { max_pip: 9 }),
        [
          ['9-9', '9-5', '3-1', '6-4'],
          ['9-3', '3-3', '8-0'],
          ['9-6', '6-6', '7-2'],
        ],
        ['2-0', '5-5', '6-1'],
        0,
      ),
      '0 engine 9-9',
      '0 play 9-5 0',
      '1 play 9-3 1',
      '1 play 3-3 1',
      '2 play 9-6 2',
      '2 play 6-6 2',
    );
    expect(round(s).markers).toEqual([false, false, false]);
    expect(plays(s)).toEqual([`${t('3-1', 9)}>1`]);
    s = play(s, '0 play 3-1 1');
    expect(round(s).unsatisfied).toEqual([2]);
    // Seat 1 holds only [8|0], which does not fit the owed [6|6]: it draws.
    expect(plays(s)).toEqual(['draw']);
  });

  test('a double played after the first turns is followed up by its player at once', () => {
    const s = play(
      deal(
        game(2, { max_pip: 9 }),
        [
          ['9-9', '9-3', '3-3', '3-8', '9-5', '4-1'],
          ['9-6', '6-2', '4-5'],
        ],
        ['7-1', '4-0'],
        0,
      ),
      '0 engine 9-9',
      '0 play 9-3 0',
      '0 stop',
      '1 play 9-6 1',
      '1 play 6-2 1',
      '0 play 3-3 0',
    );
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'play' });
    expect(plays(s)).toEqual([`${t('8-3', 9)}>0`]);
  });
});

describe('markers (§16.7, D16.8)', () => {
  // TV16-03.
  const s0 = () =>
    play(
      deal(
        game(3, { max_pip: 9 }),
        [
          ['9-9', '9-1', '6-6', '2-3'],
          ['9-4', '1-5', '0-0'],
          ['9-8', '1-7', '3-5'],
        ],
        ['6-2', '2-5', '3-3'],
        0,
      ),
      '0 engine 9-9',
      '0 play 9-1 0',
      '1 play 9-4 1',
      '2 play 9-8 2',
    );

  test('a pass sets the marker; others may then play there; it stays until the owner plays', () => {
    let s = play(s0(), '0 draw', '0 pass');
    expect(round(s).markers).toEqual([true, false, false]);
    expect(trainsOf(s)).toContain(0);
    s = play(s, '1 play 5-1 0');
    expect(round(s).markers).toEqual([true, false, false]);
    s = play(s, '2 play 5-3 0', '0 play 3-2 0');
    expect(round(s).markers).toEqual([false, false, false]);
    // Closed again: seat 1's drawn [5|2] fits only train 0.
    s = play(s, '1 draw');
    expect(plays(s)).toEqual(['pass']);
  });

  test('a seat view shows its own hand and only the sizes of the others', () => {
    const s = s0();
    const view = F.seatView(s, 1);
    expect(view.round?.hand).toEqual([t('1-5', 9), t('0-0', 9)]);
    expect(view.round?.handSizes).toEqual([2, 2, 2]);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(round(s).stock));
  });
});

describe('first turns and stop (§16.6, D16.6, D16.7)', () => {
  const s0 = () =>
    deal(
      game(2, { max_pip: 9 }),
      [
        ['9-9', '9-4', '4-1', '1-3', '7-2'],
        ['9-5', '5-5', '5-2', '9-6', '6-0'],
      ],
      ['2-0', '8-8', '3-3'],
      0,
    );

  test('the engine first, then own train only; stop only after a tile and while more fits', () => {
    let s = s0();
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'engine' });
    expect(plays(s)).toEqual(['engine']);
    s = play(s, '0 engine 9-9');
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'first' });
    expect(plays(s)).not.toContain('stop');
    expect(trainsOf(s)).toEqual([0]);
    s = play(s, '0 play 9-4 0');
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'first-more' });
    expect(plays(s)).toEqual([`${t('4-1', 9)}>0`, 'stop']);
    s = play(s, '0 stop', '1 play 9-5 1', '1 play 5-5 1', '1 play 5-2 1');
    // Nothing more fits seat 1's train: its first turn ended by itself.
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'play' });
  });

  test('going out in the first turns ends the round only when the phase ends (TV16-08)', () => {
    let s = deal(
      game(3, { max_pip: 9 }),
      [
        ['9-9', '9-4', '4-4'],
        ['9-1', '5-5'],
        ['9-3', '3-2'],
      ],
      [],
      0,
    );
    s = play(s, '0 engine 9-9', '0 play 9-4 0', '0 play 4-4 0');
    expect(round(s).hands[0]).toEqual([]);
    expect(round(s).result).toBeNull();
    s = play(s, '1 play 9-1 1', '2 play 9-3 2', '2 play 3-2 2');
    expect(round(s).result).toMatchObject({ end: 'domino', winners: [0, 2], pips: [0, 10, 0] });
    expect(F.phase(s)).toEqual({ kind: 'hand-over' });
    expect(F.legalMoves(s)).toEqual([]);
  });
});

describe('draws (§16.7, D16.10, D16.11)', () => {
  test('one draw per obligation; a drawn double gets a fresh draw for its follow-up (TV16-10)', () => {
    let s = play(
      deal(
        game(2, { max_pip: 9 }),
        [
          ['9-9', '9-8', '2-1'],
          ['9-6', '6-3', '7-7'],
        ],
        ['8-8', '5-0', '8-4'],
        0,
      ),
      '0 engine 9-9',
      '0 play 9-8 0',
      '1 play 9-6 1',
      '1 play 6-3 1',
      '0 draw',
    );
    // The drawn [8|8] fits seat 0's own train only, and must be played there.
    expect(plays(s)).toEqual([`${t('8-8', 9)}>0`]);
    s = play(s, '0 play 8-8 0');
    expect(plays(s)).toEqual(['draw']);
    s = play(s, '0 draw');
    expect(plays(s)).toEqual(['pass']);
    expect(F.apply(s, { type: 'draw', seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'drawn' },
    });
  });
});

describe('the block (§16.9, D16.15)', () => {
  test('not blocked while a pass can open a train; blocked once nothing can ever be placed (TV16-09)', () => {
    let s = play(
      deal(
        game(2, { max_pip: 9 }),
        [
          ['9-9', '9-5', '1-1'],
          ['9-3', '5-6', '2-0'],
        ],
        [],
        0,
      ),
      '0 engine 9-9',
      '0 play 9-5 0',
      '1 play 9-3 1',
    );
    expect(canAnyonePlay(s.config, round(s))).toBe(true);
    expect(plays(s)).toEqual(['pass']);
    s = play(s, '0 pass', '1 play 6-5 0');
    expect(round(s).result).toMatchObject({ end: 'blocked', winners: [0, 1], pips: [2, 2] });
  });

  test('a draw that empties the boneyard can block at once; no pass follows (TV16-12)', () => {
    const options = {
      max_pip: 9,
      rounds: 1,
      engine_set_aside: true,
      first_turn: 'single',
      double_blank: 50,
    };
    let s = deal(
      game(3, options),
      [
        ['9-2', '2-2', '0-0'],
        ['5-5', '3-1'],
        ['9-4', '4-1'],
      ],
      ['1-0', '7-7'],
      0,
    );
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'play' });
    s = play(
      s,
      '0 play 9-2 mexican',
      '1 draw',
      '1 pass',
      '2 play 9-4 2',
      '0 play 2-2 mexican',
      '0 draw',
    );
    expect(round(s).result).toMatchObject({
      end: 'blocked',
      winners: [2],
      pips: [14, 15, 5],
      points: [64, 15, 5],
    });
    expect(F.outcome(s)).toEqual({ scores: [64, 15, 5], lowerWins: true, over: true, winner: [2] });
    expect(F.phase(s)).toEqual({ kind: 'game-over' });
  });
});
