/**
 * The end of a Mexican Train round shows the hands left (issue 36, item 6): each seat's line
 * lists the tiles it was left holding (their pips are what it adds, the double-blank aside),
 * or "out" (and so does the game's end); before the round ends no seat's view holds another's
 * hand.
 */
import { describe, expect, test } from 'vitest';
import { formatTile, hi, lo } from '../../src/engine/core/tiles';
import { trainsFamily, type TrainsState } from '../../src/engine/trains/trainsFamily';
import { familyTableView } from '../../src/view/familyTables';
import { trainsAtTable } from '../machine/helpers';

describe('a Mexican Train round’s end', () => {
  test.each(['RND001', 'RND002'])('seed %s: the hands left, seat by seat', (seed) => {
    const actor = trainsAtTable(seed, 3, 9, 1);
    for (let i = 0; i < 5000 && !actor.getSnapshot().matches('hand-end'); i++) {
      const snap = actor.getSnapshot();
      if (snap.matches('game-over')) break;
      const view = familyTableView(snap);
      expect(view.handEnd).toBeNull();
      const state = snap.context.game as unknown as TrainsState;
      expect(trainsFamily.seatView(state, 0).round?.shown ?? null).toBeNull();
      // The first of the seat's choices, each turn, to the round's end.
      const id = Object.keys(view.moves)[0];
      if (id === undefined) break;
      actor.send({ type: 'MOVE', move: view.moves[id] });
    }
    const snap = actor.getSnapshot();
    const state = snap.context.game as unknown as TrainsState;
    const round = state.round;
    const result = round?.result;
    expect(result).toBeTruthy();
    const panel = familyTableView(snap).handEnd;
    expect(panel?.lines).toHaveLength(3);
    round?.hands.forEach((hand, s) => {
      const line = panel?.lines[s] ?? '';
      if (hand.length === 0) expect(line).toMatch(/ · out$/);
      else expect(line.endsWith(` · ${hand.map(formatTile).join(' ')}`)).toBe(true);
      expect(hand.reduce((sum, t) => sum + hi(t) + lo(t), 0)).toBe(result?.pips[s]);
    });
    expect(trainsFamily.seatView(state, 1).round?.shown).toEqual(round?.hands);
    // The game's end (its one round over) shows the same hands under the totals.
    const over = familyTableView(snap).gameOver ?? familyTableView(actor.getSnapshot()).gameOver;
    expect(over).not.toBeNull();
    round?.hands.forEach((hand, s) =>
      expect(over?.lines[s]).toMatch(hand.length === 0 ? / · out$/ : / · \d+-\d+/),
    );
  });
});
