/** The line table's rule facts (issue 11): pure, so checked here in Node. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { dealHand, startContext, type GameContext } from '../../src/machine/index';
import { lineBoard } from '../../src/view/line/lineBoard';
import { advance } from '../../src/machine/context';
import { tableRules } from '../../src/view/viewRules';
import { isScoringTotal } from '../../src/engine/line/scoring';
import { settingsFor } from '../practice/helpers';

/** A fresh deal in which seat 0 (the person) is on turn to lead. */
function personLeads(players = 2, partners = false): GameContext {
  for (let i = 0; i < 40; i++) {
    const ctx = dealHand(
      startContext(settingsFor('horse-race', players, `TV${String(i).padStart(4, '0')}`, partners)),
    );
    if (lineState(ctx).hand?.turn === 0) return ctx;
  }
  throw new Error('no deal with the person leading');
}

describe('table rules, in one place', () => {
  test('sides and scoring counts come from the engine', () => {
    const ctx = personLeads(4, true);
    const rules = tableRules(lineState(ctx).config);
    expect([0, 1, 2, 3].map((s) => rules.sideOf(s))).toEqual([0, 1, 0, 1]);
    expect(rules.sides).toBe(2);
    expect(rules.scores(15)).toBe(true);
    expect(rules.scores(0)).toBe(lineState(ctx).config.options.zeroTotalScores);
    expect(rules.scores(12)).toBe(false);
  });

  test('a count is gold once a tile has made it: never on an empty layout, whatever the options', () => {
    const ctx = personLeads(2);
    const game = lineState(ctx);
    const config = { ...game.config, options: { ...game.config.options, zeroTotalScores: true } };
    const facts = { config, countHidden: false, bonusSteps: [], tiles: null };
    // Nothing on the table yet: a count of 0 that no play made, as after a deal in the log.
    const empty = lineBoard({ ...facts, hand: game.hand });
    expect(empty.total).toBe(0);
    expect(empty.totalScores).toBe(false);
    // A tile played: its count scores by the engine's rule (a zero counting here).
    const played = advance(ctx, {
      type: 'play',
      seat: 0,
      tile: game.hand!.hands[0]![0]!,
      on: null,
    });
    const board = lineBoard({ ...facts, hand: lineState(played).hand });
    expect(board.totalScores).toBe(isScoringTotal(board.total, config.options));
  });
});
