/**
 * The family table's view (Mexican Train, Texas 42) through whole games played by its own
 * choices: every choice the view offers is a legal move the machine accepts, the highlight
 * always rests on one, the hand shown is the viewer's alone, and the panels come at the end.
 */
import { createActor } from 'xstate';
import { describe, expect, test } from 'vitest';
import { Generator, seedRng } from '../../src/engine/index';
import { formatTile, hi, lo, type Tile } from '../../src/engine/core/tiles';
import { gameMachine } from '../../src/machine/index';
import { choiceOrder, keyOrder, moveHighlight } from '../../src/view/familyKeys';
import { tileControls } from '../../src/view/familyTable';
import { familyHints, familyTableView } from '../../src/view/familyTables';
import { settingsOf } from '../machine/helpers';

const GAMES = [
  {
    name: 'Mexican Train',
    input: { preset: 'mexican-train', players: 4, maxPip: 9, options: { rounds: 2 } },
    players: 4,
  },
  { name: 'Texas 42', input: { preset: 'texas-42' }, players: 4 },
  {
    name: 'Texas 42 with every special contract',
    input: {
      preset: 'texas-42',
      options: {
        plunge: true,
        splash: true,
        sevens: true,
        nello: true,
        nello_doubles: 'low',
        doubles_in_suit: 'low',
        mark_bids: 'one_at_a_time',
      },
    },
    players: 4,
  },
] as const;

describe.each(GAMES)('$name on the family table', ({ input, players }) => {
  test('every offered choice is legal and accepted; panels at the ends', () => {
    const settings = settingsOf({
      ...input,
      seed: 'TABLE1',
      speed: 'instant',
      seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    });
    const actor = createActor(gameMachine, { input: { settings } });
    actor.start();
    const g = new Generator(seedRng('table'));
    let handEnds = 0;
    for (let step = 0; step < 20_000 && !actor.getSnapshot().matches('game-over'); step++) {
      const snap = actor.getSnapshot();
      const view = familyTableView(snap);
      if (snap.matches('hand-end')) {
        expect(view.handEnd?.title).toBeTruthy();
        expect(view.live).toBe(false);
        // Mexican Train calls a round's end out (who went out, or blocked); 42's hands are
        // said by their panel alone.
        if (input.preset === 'mexican-train') {
          const out = view.handEnd?.title.match(/: (.+) went out$/)?.[1];
          expect(view.celebration).toEqual(
            out
              ? expect.objectContaining({
                  kind: 'domino',
                  text: `Domino! ${out} went out`,
                })
              : expect.objectContaining({ kind: 'blocked' }),
          );
        } else expect(view.celebration).toBeNull();
        handEnds++;
        actor.send({ type: 'NEXT_HAND' });
        continue;
      }
      expect(view.live).toBe(true);
      expect(view.celebration).toBeNull();
      // The hand's steps as everyone was told them: no drawn tile named (every seat a person
      // here, each by its seat's name: no "You").
      for (const st of view.steps) expect(st.words).not.toMatch(/drew \d|^You\b|\byour\b/);
      // The set, which decides numerals on the hand and the board (issue 26, item 4).
      expect(view.maxPip).toBe('maxPip' in input ? input.maxPip : 6);
      expect(view.status.text.length).toBeGreaterThan(0);
      // Words for a touch screen and a mouse alike (issue 26, item 8): never "tap" or "click".
      expect(JSON.stringify([view.status, view.actions])).not.toMatch(/\b(tap|click)/i);
      // A plunge or a splash is offered with the doubles that allow it lit (Texas 42); a
      // sevens hand tags each tile with its distance from 7 while the person chooses.
      const special = view.actions.some((a) => /^(Plunge|Splash) \(/.test(a.label));
      expect(view.hand.some((h) => h.lit)).toBe(special);
      if (view.hand.some((h) => h.badge !== undefined)) expect(view.status.text).toMatch(/^Sevens/);
      const order = choiceOrder(view);
      expect(order.length).toBeGreaterThan(0);
      for (const id of order) expect(view.moves[id]).toBeDefined();
      expect(moveHighlight(order, 'gone', 1)).toBe(order[0]);
      // Each tile play has its own words for a screen reader, and its id is a legal choice.
      const spoken = tileControls(view, formatTile);
      expect(new Set(spoken.map((c) => c.label)).size).toBe(spoken.length);
      for (const c of spoken) expect(order).toContain(c.id);
      // Only the viewer's tiles are shown, and the seat on turn is the viewer.
      expect(view.seats.find((s) => s.onTurn)?.seat).toBe(view.viewer);
      // The hints speak of the viewer's own tiles only (every few steps: the advisor samples deals).
      if (step % 9 === 0) {
        const hints = familyHints(snap.context, view);
        expect(hints.length).toBeGreaterThan(0);
        const mine = new Set(view.hand.map((h) => formatTile(h.tile)));
        const longest = hints.find((h) => h.title === 'Your longest train');
        for (const t of longest?.text.match(/\d+-\d+/g) ?? []) expect(mine).toContain(t);
        const advice = hints.find((h) => h.title === 'Bid advisor');
        if (advice) expect(advice.text).toMatch(/trumps|deals/);
      }
      const choice = order[g.int(order.length)] ?? '';
      actor.send({ type: 'MOVE', move: view.moves[choice] });
      expect(actor.getSnapshot().context.refusal).toBeNull();
    }
    const end = familyTableView(actor.getSnapshot());
    expect(end.gameOver?.title).toBeTruthy();
    // The game's end is celebrated: a win when its panel says the person's side won.
    expect(end.celebration?.kind).toBe(end.gameOver?.won ? 'win' : 'loss');
    expect(handEnds).toBeGreaterThan(0);
    expect(end.scores.rows.length).toBeGreaterThan(0);
  });
});

describe('Plan my train', () => {
  test('puts the longest train from the person’s open end first, each tile meeting the last', () => {
    const settings = settingsOf({
      preset: 'mexican-train',
      players: 3,
      maxPip: 12,
      options: { rounds: 1 },
      seed: 'PLAN01',
      speed: 'instant',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    const actor = createActor(gameMachine, { input: { settings } });
    actor.start();
    let checked = 0;
    for (let step = 0; step < 400 && actor.getSnapshot().matches('turn'); step++) {
      const snap = actor.getSnapshot();
      const plain = familyTableView(snap);
      const planned = familyTableView(snap, true);
      const board = planned.board;
      if (board.family === 'trains' && board.plan.length > 1) {
        const lane = board.lanes.find((l) => l.ref === planned.viewer);
        let end = lane?.open ?? -1;
        const first = planned.hand.slice(0, board.plan.length).map((h) => h.tile);
        expect(first).toEqual(board.plan);
        for (const t of first) {
          const ends = [hi(t), lo(t)];
          expect(ends).toContain(end);
          end = ends[0] === end ? (ends[1] ?? -1) : (ends[0] ?? -1);
        }
        expect(planned.actions.some((a) => a.label === 'Sort by number')).toBe(true);
        expect(plain.actions.some((a) => a.label === 'Plan my train')).toBe(true);
        // Arranging is not a move: the keyboard never rests on it.
        expect(choiceOrder(planned)).not.toContain('arrange');
        checked++;
      }
      const order = choiceOrder(plain);
      actor.send({ type: 'MOVE', move: plain.moves[order[0] ?? ''] });
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('keyOrder: what the keyboard steps through', () => {
  const hand = [
    {
      tile: 9 as Tile,
      targets: [{ id: 'trick', label: 'the trick' }],
      reason: null,
      gapBefore: false,
    },
  ];
  const actions = [
    { id: 'hints', label: 'Hints', group: 'view', primary: false },
    { id: 'puzzle:share', label: 'Share', group: 'puzzle', primary: true },
    { id: 'puzzle:later', label: 'Later ›', group: 'puzzle', primary: false },
  ];
  test('every choice while live; the buttons alone while only they are live; else nothing', () => {
    const live = keyOrder({ hand, actions, live: true });
    expect(live).toEqual([...choiceOrder({ hand, actions })]);
    expect(live).toHaveLength(3);
    expect(keyOrder({ hand, actions, live: false })).toEqual([]);
    const buttons = keyOrder({ hand, actions, live: false, buttonsLive: true });
    expect(buttons).toEqual(['puzzle:share', 'puzzle:later']);
    expect(moveHighlight(buttons, moveHighlight(buttons, null, -1), -1)).toBe('puzzle:later');
  });
});
