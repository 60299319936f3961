/** Pass-and-play's recap: what the others did since a person's last turn, from the table's steps. */
import { describe, expect, test } from 'vitest';
import { familyRecap, recapHeading } from '../../src/view/passRecap';

const NAMES = ['South', 'West', 'North', 'East'];

describe('the recap’s heading', () => {
  test('says since when', () => {
    expect(recapHeading(true, 'North')).toBe('Since the deal');
    expect(recapHeading(false, 'North')).toBe("Since North's last turn");
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
