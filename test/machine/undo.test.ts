import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import { toGameRecord, type GameContext } from '../../src/machine/index';
import { canUndo, lastTurnStart, rebuild, undoLastTurn } from '../../src/machine/practice';
import { MIXES, randomGame, settingsFor } from '../practice/helpers';

function recordMoves(ctx: GameContext): number {
  return ctx.hands.reduce((n, h) => n + h.moves.length, 0);
}

/** Deep equality of what matters: the engine state, the hands as played and the log. */
function same(a: GameContext, b: GameContext): void {
  expect(a.game).toEqual(b.game);
  expect(a.hands).toEqual(b.hands);
  expect(a.log).toEqual(b.log);
  expect(toGameRecord(a.settings, a.hands)).toEqual(toGameRecord(b.settings, b.hands));
}

describe('undo', () => {
  test.each(MIXES)(
    'restores the position before the last turn: %s, %i players',
    (preset, players, partners) => {
      const settings = settingsFor(preset, players, 'RWD001', partners);
      const contexts = randomGame(settings, `undo/${preset}/${players}`, 250);
      let checked = 0;
      contexts.forEach((ctx) => {
        const start = lastTurnStart(ctx, 0);
        expect(canUndo(ctx, 0)).toBe(start !== null);
        if (start === null) return;
        const undone = undoLastTurn(ctx, 0);
        if (!undone) throw new Error('no undo');
        // The earlier position is the context kept when the hand had `start` moves.
        const handIndex = ctx.hands.length - 1;
        const earlier = contexts.find(
          (c) => c.hands.length === handIndex + 1 && c.hands[handIndex]?.moves.length === start,
        );
        if (!earlier) throw new Error('earlier position not found');
        same(undone, earlier);
        expect(recordMoves(undone)).toBe(
          recordMoves(ctx) - ((ctx.hands[handIndex]?.moves.length ?? 0) - start),
        );
        // Nothing of seat 0's turn is left at the end of the hand.
        expect(lineState(undone).hand?.turn).toBe(0);
        checked++;
      });
      expect(checked).toBeGreaterThan(5);
    },
  );

  test('rebuilding a whole game from its hands gives the same game', () => {
    const settings = settingsFor('horse-race', 3, 'RWD002');
    const last = randomGame(settings, 'rebuild').at(-1);
    if (!last) throw new Error('no game');
    same(rebuild(settings, last.hands), last);
  });

  test('there is nothing to undo before the person has moved in the hand', () => {
    const settings = settingsFor('horse-race', 2, 'RWD003');
    const first = randomGame(settings, 'none', 1)[0];
    if (!first) throw new Error('no game');
    expect(undoLastTurn(first, 0)).toBeNull();
  });
});
