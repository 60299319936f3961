/**
 * The log's scores let a view peg each step in order: a play carries the
 * totals after its own points, and the hand-end entry adds the bonus.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { playWholeGame } from './helpers';

describe('scores in the log', () => {
  test.each([
    { preset: 'horse-race', players: 2, seed: 'LOG001' },
    { preset: 'horse-race', players: 4, partners: true, seed: 'LOG002' },
    { preset: 'horse-race-celko', players: 3, target: 60, seed: 'LOG003' },
    { preset: 'seven-toed-pete', players: 4, seed: 'LOG004' },
  ])('$preset $players players', async (input) => {
    const context = await playWholeGame(input);
    let before: readonly number[] = lineState(context).scores.map(() => 0);
    let ends = 0;
    for (const entry of context.log) {
      if (entry.kind === 'play') {
        const side = context.settings.partners ? entry.seat % 2 : entry.seat;
        const expected = before.map((s, i) => (i === side ? s + entry.points : s));
        expect(entry.scores).toEqual(expected);
        before = entry.scores;
      } else if (entry.kind === 'hand-end') {
        ends++;
        if (entry.end !== 'target')
          expect(entry.scores).toEqual(before.map((s, i) => s + (entry.bonus[i] ?? 0)));
        else expect(entry.scores).toEqual(before);
        before = entry.scores;
      }
    }
    expect(ends).toBeGreaterThan(0);
    expect(before).toEqual(lineState(context).scores);
  });
});
