/**
 * A kept game of any family (the line of play's too) stepped through at the family table: one position
 * a move (and one a deal), the last at the game's final scores, each drawn by the family table
 * with no move offered; a record that does not replay says why.
 */
import { createActor } from 'xstate';
import { describe, expect, test } from 'vitest';
import { Generator, seedRng } from '../../src/engine/index';
import { gameMachine, legalNow, toGameRecord } from '../../src/machine/index';
import {
  familyReplay,
  handJump,
  replayAt,
  replayFraction,
  replayTicks,
} from '../../src/view/familyReplay';
import { familySourceView, familyTableView } from '../../src/view/familyTables';
import { settingsOf } from '../machine/helpers';

const GAMES = [
  {
    name: 'Mexican Train',
    input: { preset: 'mexican-train', players: 3, maxPip: 9, options: { rounds: 1 } },
  },
  { name: 'Texas 42', input: { preset: 'texas-42', target: 2 } },
  { name: 'Horse Race', input: { preset: 'horse-race', players: 3, target: 31 } },
  { name: 'Muggins with partners', input: { preset: 'muggins', players: 4, partners: true } },
  { name: 'Block', input: { preset: 'block', players: 2 } },
] as const;

describe.each(GAMES)('$name replayed from its record', ({ input }) => {
  test('every position drawn, none live, the last at the final scores', () => {
    const players = 'players' in input ? input.players : 4;
    const settings = settingsOf({
      ...input,
      seed: 'REPLY1',
      speed: 'instant',
      seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    });
    const actor = createActor(gameMachine, { input: { settings } });
    actor.start();
    const g = new Generator(seedRng('replay'));
    for (let i = 0; i < 20_000 && !actor.getSnapshot().matches('game-over'); i++) {
      const snap = actor.getSnapshot();
      if (snap.matches('hand-end')) actor.send({ type: 'NEXT_HAND' });
      else {
        const legal = legalNow(snap.context);
        actor.send({ type: 'MOVE', move: legal[g.int(legal.length)] });
      }
    }
    const end = actor.getSnapshot();
    const record = toGameRecord(end.context.settings, end.context.hands);
    // The same seats as the game's: the same viewer, so the same words at the end.
    const seats = settings.seats;
    const replay = familyReplay(record, seats);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    const moves = end.context.hands.reduce((n, h) => n + h.moves.length + 1, 0);
    expect(replay.positions.length).toBe(moves);
    for (const p of replay.positions) {
      const view = familySourceView(p.source);
      expect(view.live).toBe(false);
      expect(Object.keys(view.moves)).toEqual([]);
      // Words and motions for every position (a hand's deal too: who leads, for the line).
      if (p.move === 0 && input.preset !== 'texas-42' && input.preset !== 'mexican-train')
        expect(view.caption).toMatch(/^Dealt: \w+ leads?$/);
      expect(typeof view.caption).toBe('string');
      expect(view.steps.every((s) => typeof s.words === 'string')).toBe(true);
      expect(Array.isArray(view.motions)).toBe(true);
      // A kept game hides nothing: every other seat's tiles face up, as many as it holds.
      for (const seat of view.seats.filter((s) => s.seat !== view.viewer))
        expect(seat.hand?.length).toBe(seat.tiles);
    }
    const last = familySourceView(replay.positions[replay.positions.length - 1]!.source);
    const live = familyTableView(end);
    expect(last.scores.rows.map((r) => r.total)).toEqual(live.scores.rows.map((r) => r.total));
    expect(last.gameOver?.title).toBe(live.gameOver?.title);
  });
});

test('a record that does not replay says why', () => {
  const bad = familyReplay(
    { format: 'dominoes-record/1', preset: 'texas-42', players: 4, hands: [{ deal: 5 }] },
    [],
  );
  expect(bad.ok).toBe(false);
  if (!bad.ok) expect(bad.message).toMatch(/cannot/);
});

test("Previous hand and Next hand land on a hand's start, as the line's replay viewer does", () => {
  // Three hands: positions 0–3 in hand 0, 4–6 in hand 1, 7–9 in hand 2.
  const hands = [0, 0, 0, 0, 1, 1, 1, 2, 2, 2].map((hand) => ({ hand }));
  // On: the next hand's start, or the very end from the last hand.
  expect(handJump(hands, 0, 1)).toBe(4);
  expect(handJump(hands, 5, 1)).toBe(7);
  expect(handJump(hands, 8, 1)).toBe(9);
  // Back: this hand's start, or the one before when already at a start.
  expect(handJump(hands, 6, -1)).toBe(4);
  expect(handJump(hands, 4, -1)).toBe(0);
  expect(handJump(hands, 7, -1)).toBe(4);
  expect(handJump(hands, 0, -1)).toBe(0);
  expect(handJump(hands, 2, -1)).toBe(0);
});

test("the scrubber: a tick where each hand starts, the knob's place, a point's position", () => {
  const hands = [0, 0, 0, 0, 1, 1, 1, 2, 2, 2].map((hand) => ({ hand }));
  expect(replayTicks(hands)).toEqual([4 / 9, 7 / 9]);
  expect(replayFraction(10, 0)).toBe(0);
  expect(replayFraction(10, 9)).toBe(1);
  expect(replayFraction(1, 0)).toBe(0);
  expect(replayAt(10, 0)).toBe(0);
  expect(replayAt(10, 1)).toBe(9);
  expect(replayAt(10, 0.5)).toBe(5);
  // Off either end of the track: its ends.
  expect(replayAt(10, -0.2)).toBe(0);
  expect(replayAt(10, 1.3)).toBe(9);
  for (let at = 0; at < 10; at++) expect(replayAt(10, replayFraction(10, at))).toBe(at);
});
