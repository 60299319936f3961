/** A seat badge's count line and its shorter forms (src/view/seatLines.ts). */
import { describe, expect, test } from 'vitest';
import { countLines } from '../../src/view/seatLines';

describe('a seat badge’s count line', () => {
  test('the tiles, the note and the level; shorter forms keep the note before the level', () => {
    expect(countLines(5, 'Hard', 'Bid 30', 'line')).toEqual([
      '5 tiles · Bid 30 · Hard',
      '5 tiles · Bid 30',
      '5 · Bid 30',
      '5',
    ]);
    expect(countLines(12, 'Medium', '0 pts · open', 'none')).toEqual([
      '12 tiles · 0 pts · open',
      '12 · 0 pts · open',
      '12 · 0 pts',
      '12',
    ]);
    expect(countLines(1, 'Easy', '', 'break')[0]).toBe('1 tile\nEasy');
    // The line of play's badges: no note, the level as before.
    expect(countLines(3, '', '', 'line')).toEqual(['3 tiles', '3']);
  });
});
