/** Play online's table: New game's rules for every offered game, the seats and the away policy. */
import { describe, expect, test } from 'vitest';
import { availableGames } from '../../src/machine/games';
import { DEFAULT_WISHES } from '../../src/machine/newGameChoices';
import { parseTableOptions } from '../../src/net/protocol';
import { openTable } from '../../src/server/table';
import { onlineTableOptions, seatChoices, seatPlan } from '../../src/view/onlineChoices';
import { formFit } from '../../src/view/onlineChoices';

describe('onlineTableOptions', () => {
  test.each(availableGames().map((g) => [g.id]))(
    '%s: the options read on the wire and open a table',
    (game) => {
      const made = onlineTableOptions({ ...DEFAULT_WISHES, game }, [], 'wait');
      if (!made.ok) throw new Error(made.message);
      const wire = parseTableOptions(JSON.parse(JSON.stringify(made.options)));
      expect(wire.ok).toBe(true);
      expect(made.options.seats[0]).toEqual({ kind: 'person' });
      expect(made.options.seats).toHaveLength(made.options.players);
      const opened = openTable(made.options, 'ABCDEFGH', 'seed', 1000);
      expect(opened.ok).toBe(true);
    },
  );

  test('the target and set chosen reach the options; the usual ones are left out', () => {
    const short = onlineTableOptions(
      { ...DEFAULT_WISHES, game: 'horse-race', targets: { 'horse-race': 31 } },
      ['hard'],
      'computer',
    );
    expect(short).toMatchObject({
      ok: true,
      options: {
        preset: 'horse-race',
        players: 2,
        options: { target: 31 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'hard' }],
        away: 'computer',
      },
    });
    const usual = onlineTableOptions({ ...DEFAULT_WISHES, game: 'horse-race' }, [], 'wait');
    expect(usual.ok && usual.options.options).toEqual({});
  });

  test('Texas 42’s special contracts chosen reach the wire and the table the server opens', () => {
    const made = onlineTableOptions(
      {
        ...DEFAULT_WISHES,
        game: 'texas-42',
        rules: { 'texas-42': { plunge: true, sevens: true, nello: true, nello_doubles: 'low' } },
      },
      ['easy', 'easy', 'easy'],
      'wait',
    );
    if (!made.ok) throw new Error(made.message);
    expect(made.options.options).toEqual({
      plunge: true,
      sevens: true,
      nello: true,
      nello_doubles: 'low',
    });
    const wire = parseTableOptions(JSON.parse(JSON.stringify(made.options)));
    expect(wire.ok && wire.value.options).toEqual(made.options.options);
    expect(openTable(made.options, 'ABCDEFGH', 'seed', 1000).ok).toBe(true);
  });

  test('seat choices follow the player count, keeping those made', () => {
    expect(seatChoices(['easy'], 4)).toEqual(['easy', 'person', 'person']);
    expect(seatChoices(['easy', 'hard', 'person'], 2)).toEqual(['easy']);
    expect(seatPlan('medium')).toEqual({ kind: 'computer', level: 'medium' });
  });
});

describe('Play online’s new-table form fits its screen (issue 36, item 13)', () => {
  const base = { rowH: 52, units: 7.6, wide: true, minRowH: 38 };
  test('few seats: full rows, one to a line', () => {
    expect(formFit({ ...base, room: 900, seats: 1 })).toEqual({
      rowH: 52,
      gap: 11,
      seatColumns: 1,
    });
  });
  test('a desktop’s 720 px: eight players take two seats to a line and shorter rows, and fit', () => {
    const fit = formFit({ ...base, room: 560, seats: 7 });
    expect(fit.seatColumns).toBe(2);
    expect((7.6 + 4) * (fit.rowH + fit.gap)).toBeLessThanOrEqual(560 + 4);
    expect(fit.rowH).toBeGreaterThanOrEqual(38);
  });
  test('a phone keeps its seats one to a line and 44 px rows (it scrolls)', () => {
    const fit = formFit({ ...base, wide: false, minRowH: 44, room: 500, seats: 7 });
    expect(fit).toEqual({ rowH: 44, gap: 10, seatColumns: 1 });
  });
});
