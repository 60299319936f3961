/** Pass-and-play: several people at one device (the machine's viewer, the table's view, New Game's row). */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { matchesState, type StateValue } from 'xstate';
import { legalMoves } from '../../src/engine/index';
import {
  advance,
  dealHand,
  selectHand,
  selectPeople,
  selectViewer,
  startContext,
  type GameContext,
  type GameSnapshot,
} from '../../src/machine/index';
import { familySourceView, sourceOf } from '../../src/view/familyTables';
import { peopleChoices, peopleSeats } from '../../src/view/names';
import { settingsOf } from '../machine/helpers';

function at(context: GameContext, value: StateValue): GameSnapshot {
  return { context, matches: (v: StateValue) => matchesState(v, value) } as unknown as GameSnapshot;
}
const TURN: StateValue = { turn: 'human' };

/** Three seats: South and East are people, West a computer. */
function threeSeats(seed: string): GameContext {
  return dealHand(
    startContext(
      settingsOf({
        players: 3,
        seed,
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }, { kind: 'human' }],
      }),
    ),
  );
}

describe('the hand shown with several people at one device', () => {
  test('the person on turn; while the computer plays, the person who last moved', () => {
    let ctx = threeSeats('PASS01');
    expect(selectPeople(at(ctx, TURN))).toEqual([0, 2]);
    let lastPerson: number | null = null;
    for (let i = 0; i < 40 && !lineState(ctx).hand?.result; i++) {
      const turn = lineState(ctx).hand!.turn;
      const viewer = selectViewer(at(ctx, TURN));
      if (turn !== 1) expect(viewer).toBe(turn);
      // West (the computer) on turn: whoever last moved, or before anyone has, the next person.
      else expect(viewer).toBe(lastPerson ?? 2);
      const move = legalMoves(lineState(ctx))[0]!;
      if (move.seat !== 1) lastPerson = move.seat;
      ctx = advance(ctx, move);
    }
  });

  test('one person at the table: the viewer is that person, as before', () => {
    const ctx = dealHand(
      startContext(
        settingsOf({
          players: 3,
          seed: 'PASS02',
          seats: [
            { kind: 'human' },
            { kind: 'computer', level: 'easy' },
            { kind: 'computer', level: 'easy' },
          ],
        }),
      ),
    );
    expect(selectViewer(at(ctx, TURN))).toBe(0);
    expect(selectPeople(at(ctx, TURN))).toEqual([0]);
  });
});

describe('the table view in a pass-and-play game', () => {
  test('every seat by its compass name; the shown seat is the hand, the others around it', () => {
    let ctx = threeSeats('PASS03');
    while (lineState(ctx).hand!.turn !== 2) ctx = advance(ctx, legalMoves(lineState(ctx))[0]!);
    const snap = at(ctx, TURN);
    const tiles = (v: { hand: readonly { tile: number }[] }) => v.hand.map((h) => h.tile).sort();
    const sorted = (seat: number) => selectHand(snap, seat).slice().sort();
    const view = familySourceView(sourceOf(snap), false, 2);
    expect(view.names).toEqual(['South', 'West', 'East']);
    expect(view.viewer).toBe(2);
    expect(tiles(view)).toEqual(sorted(2));
    expect(view.live).toBe(true);
    // Before East reveals their tiles, South's stay shown and nothing can be played.
    const covered = familySourceView(sourceOf(snap), false, 0);
    expect(covered.viewer).toBe(0);
    expect(tiles(covered)).toEqual(sorted(0));
    expect(covered.live).toBe(false);
    // Nobody revealed yet: no tiles at all.
    expect(familySourceView(sourceOf(snap), false, null).hand).toEqual([]);
  });
});

describe("New Game's People row", () => {
  test('every mix of the other seats, fewer people first', () => {
    expect(peopleChoices(2)).toEqual([
      { value: '', label: 'Just you' },
      { value: '1', label: 'Everyone' },
    ]);
    expect(peopleChoices(4).map((c) => c.label)).toEqual([
      'Just you',
      'You + West',
      'You + North',
      'You + East',
      'You + West + North',
      'You + West + East',
      'You + North + East',
      'Everyone',
    ]);
    expect(peopleSeats('1,3', 4)).toEqual([1, 3]);
    expect(peopleSeats('3,0,x,2', 3)).toEqual([2]);
  });
});
