/** Pass-and-play's recap: what the others did since a person's last turn, from the log. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { legalMoves } from '../../src/engine/index';
import { tileOf } from '../../src/engine/tiles';
import type { LogEntry } from '../../src/machine/history';
import { advance, dealHand, startContext } from '../../src/machine/index';
import { familyRecap, listWords, passRecap, recapHeading } from '../../src/view/passRecap';
import { entryForViewer } from '../../src/view/viewRules';
import { settingsOf } from '../machine/helpers';

const NAMES = ['South', 'West', 'North', 'East'];

type Step =
  | ['deal']
  | ['play', number, [number, number], number, boolean?]
  | ['draw', number]
  | ['pass', number];

/** A log from short steps: a play is [seat, tile, points, led?]. */
function log(steps: readonly Step[]): LogEntry[] {
  return steps.map((s, id): LogEntry => {
    switch (s[0]) {
      case 'deal':
        return {
          id,
          kind: 'deal',
          hand: 0,
          leader: 0,
          lot: null,
          handSizes: [5, 5, 5, 5],
          boneyard: 8,
        };
      case 'play': {
        const [, seat, [a, b], points, led] = s;
        return {
          id,
          kind: 'play',
          hand: 0,
          seat,
          tile: tileOf(a, b),
          on: led ? null : tileOf(b, b),
          slot: null,
          total: points * 5,
          points,
          drawn: false,
          again: false,
          scores: [0, 0],
          scoring: points > 0,
        };
      }
      case 'draw':
        return { id, kind: 'draw', hand: 0, seat: s[1], tile: null, playable: false };
      case 'pass':
        return { id, kind: 'pass', hand: 0, seat: s[1] };
    }
  });
}

describe('listWords', () => {
  test.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %s', (items, words) => expect(listWords(items)).toBe(words));
});

describe('the recap since a person last moved', () => {
  test.each<[string, Step[], number, boolean, string[]]>([
    [
      'each other seat once, plays with their points, draws counted, passes',
      [
        ['deal'],
        ['play', 0, [5, 5], 2, true],
        ['play', 1, [5, 3], 1],
        ['draw', 2],
        ['draw', 2],
        ['pass', 2],
        ['play', 3, [6, 1], 0],
      ],
      0,
      true,
      ['West played 5-3 for 1 point', 'North drew 2 and passed', 'East played 6-1'],
    ],
    [
      'a chain of plays, a draw then the tile that fits',
      [
        ['deal'],
        ['play', 0, [6, 6], 0, true],
        ['play', 1, [6, 4], 2],
        ['play', 1, [4, 4], 3],
        ['play', 1, [4, 1], 0],
        ['draw', 2],
        ['play', 2, [1, 3], 0],
      ],
      0,
      true,
      ['West played 6-4, 4-4 and 4-1 for 5 points', 'North drew 1 and played 3-1'],
    ],
    [
      'nobody has moved since the deal but the leader, who led',
      [['deal'], ['play', 1, [5, 5], 2, true], ['play', 1, [5, 0], 0]],
      2,
      true,
      ['West led 5-5 and played 5-0 for 2 points'],
    ],
    [
      'where nothing scores in play, no points are told',
      [['deal'], ['play', 0, [5, 5], 2, true], ['play', 1, [5, 3], 1]],
      0,
      false,
      ['West played 5-3'],
    ],
    [
      'the person moved last: nothing to tell',
      [['deal'], ['play', 1, [5, 5], 0, true], ['play', 0, [5, 3], 0]],
      0,
      true,
      [],
    ],
    [
      'only since the last deal (the hand before ended on a panel everyone saw)',
      [
        ['deal'],
        ['play', 0, [5, 5], 2, true],
        ['play', 1, [5, 3], 1],
        ['deal'],
        ['play', 2, [4, 4], 0, true],
      ],
      0,
      true,
      ['North led 4-4'],
    ],
  ])('%s', (_, steps, seat, inPlay, lines) => {
    expect(passRecap(log(steps), seat, NAMES, inPlay).lines).toEqual(lines);
  });

  test('the heading says since when', () => {
    const dealt = log([['deal'], ['play', 1, [5, 5], 2, true]]);
    expect(recapHeading(passRecap(dealt, 2, NAMES, true), 'North')).toBe('Since the deal');
    const moved = log([['deal'], ['play', 2, [5, 5], 2, true], ['play', 3, [5, 1], 0]]);
    expect(recapHeading(passRecap(moved, 2, NAMES, true), 'North')).toBe("Since North's last turn");
  });

  test('through a real hand: each line is another seat, and every play since is named once', () => {
    // Three people and a computer; the recap for whoever is on turn, at every turn.
    let ctx = dealHand(
      startContext(
        settingsOf({
          players: 4,
          seed: 'RECAP1',
          seats: [
            { kind: 'human' },
            { kind: 'human' },
            { kind: 'computer', level: 'easy' },
            { kind: 'human' },
          ],
        }),
      ),
    );
    let checked = 0;
    for (let i = 0; i < 200 && !lineState(ctx).hand?.result; i++) {
      const seat = lineState(ctx).hand!.turn;
      const seen = ctx.log.map((e) => entryForViewer(e, seat));
      const { lines } = passRecap(seen, seat, NAMES, true);
      let from = seen.length;
      while (
        from > 0 &&
        seen[from - 1]!.kind !== 'deal' &&
        !('seat' in seen[from - 1]! && (seen[from - 1] as { seat: number }).seat === seat)
      )
        from--;
      const plays = seen.slice(from).filter((e) => e.kind === 'play');
      for (const line of lines) expect(line.startsWith(NAMES[seat]!)).toBe(false);
      const named = lines.join(' ').match(/\d+-\d+/g) ?? [];
      expect(named.length).toBe(plays.length);
      checked += lines.length;
      ctx = advance(ctx, legalMoves(lineState(ctx))[0]!);
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('the family table’s recap', () => {
  const steps = [
    { seat: 0, words: 'South played 9-4 on South’s train' },
    { seat: 1, words: 'West drew a tile' },
    { seat: 1, words: 'West passed: a marker goes on the train' },
    { seat: null, words: 'Blocked: nobody can play' },
  ];
  test('the others’ turns since the seat’s last, or since the deal, a line a turn', () => {
    expect(familyRecap(steps, 0, NAMES)).toEqual({
      heading: "Since South's last turn",
      lines: [
        'West drew a tile, then passed: a marker goes on the train',
        'Blocked: nobody can play',
      ],
    });
    expect(familyRecap(steps, 2, NAMES)).toEqual({
      heading: 'Since the deal',
      lines: [
        'South played 9-4 on South’s train',
        'West drew a tile, then passed: a marker goes on the train',
        'Blocked: nobody can play',
      ],
    });
    expect(familyRecap(steps.slice(0, 1), 0, NAMES).lines).toEqual([]);
  });
});
