/**
 * Counted words (issue 36, item 10): "1 tile", never "1 tiles", on every screen that counts
 * (seats, goals, New game's rounds, a bid of marks, the library's dialog in its family's terms).
 */
import { describe, expect, test } from 'vitest';
import { courseLine } from '../../src/archive/describe';
import { plural } from '../../src/engine/core/words';
import { GAMES } from '../../src/machine/games';
import { targetOptions } from '../../src/machine/newGameChoices';

const summary = { hands: 1, bestTurn: 1, longestChain: 1 };

describe('counted words', () => {
  test('one is singular, any other count plural', () => {
    expect(plural(1, 'tile')).toBe('1 tile');
    expect(plural(0, 'tile')).toBe('0 tiles');
    expect(plural(7, 'mark')).toBe('7 marks');
    expect(plural(2, 'match', 'matches')).toBe('2 matches');
  });

  test('the goals and New game’s rounds', () => {
    const goal = (id: string, n: number): string | undefined =>
      GAMES.find((g) => g.id === id)?.goal?.(n);
    expect(goal('texas-42', 1)).toBe('First to 1 mark.');
    expect(goal('texas-42', 7)).toBe('First to 7 marks.');
    expect(goal('mexican-train', 1)).toBe('1 round; the lowest total wins.');
    const labels = targetOptions('mexican-train', 6).map((o) => o.label);
    expect(labels).toContain('3 rounds');
    expect(labels.every((l) => !/^1 rounds/.test(l))).toBe(true);
  });

  test('a kept game’s course in its family’s terms', () => {
    expect(courseLine({ preset: 'horse-race', summary })).toBe('1 hand · best turn 1 point');
    expect(courseLine({ preset: 'mexican-train', summary: { ...summary, hands: 3 } })).toBe(
      '3 rounds',
    );
    expect(courseLine({ preset: 'texas-42', summary: { ...summary, hands: 5 } })).toBe('5 hands');
  });
});
