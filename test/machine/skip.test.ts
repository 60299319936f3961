/**
 * A bigger table's shorter pauses and Skip to my turn (issue 36): the computers' pause shrinks
 * with the number of players; SKIP_TO_TURN lets them play on with no pause until a person is
 * on turn (or the hand ends), only while a computer is on turn at a table with a person (else
 * it is refused, saying why).
 */
import { describe, expect, test } from 'vitest';
import { paceFor, PACE_MS, seatShare } from '../../src/machine/vocabulary';
import { clockedActor, computers, drive, flush, settingsOf } from './helpers';
import type { GameSnapshot } from '../../src/machine/index';
import { familyTableView } from '../../src/view/familyTables';
import { choiceOrder } from '../../src/view/familyKeys';
import { SKIP } from '../../src/view/familyTable';

const person = { kind: 'human' } as const;
const humanOnTurn = (s: GameSnapshot) => s.matches({ turn: 'human' });

describe('pauses by the number of players', () => {
  test('four players or fewer keep the speed’s pause; more share it out', () => {
    expect([2, 3, 4].map((n) => paceFor('normal', n))).toEqual([800, 800, 800]);
    expect(paceFor('normal', 8)).toBe(343);
    expect(paceFor('slow', 6)).toBe(840);
    expect(paceFor('instant', 8)).toBe(0);
    // A seat moving again (its line in a first turn, a drawn tile) pauses half as long.
    expect([paceFor('normal', 4, true), paceFor('normal', 8, true)]).toEqual([400, 171]);
    // A round of computer turns lasts as long at 5 to 8 players as at 4.
    for (const n of [5, 6, 7, 8]) expect(seatShare(n) * (n - 1)).toBeCloseTo(3);
  });

  test('the machine waits that pause at an eight-seat Mexican Train table', async () => {
    const settings = settingsOf({
      preset: 'mexican-train',
      players: 8,
      seats: [person, ...computers(7)],
      seed: 'SKIP08',
      speed: 'normal',
    });
    const { actor, clock } = clockedActor({ settings });
    const waiting = await drive(actor, clock, (s) => s.matches({ turn: 'pacing' }));
    const steps = waiting.context.log.length;
    clock.increment(paceFor('normal', 8) - 1);
    await flush();
    expect(actor.getSnapshot().context.log.length).toBe(steps);
    clock.increment(1);
    await flush();
    await flush();
    expect(actor.getSnapshot().context.log.length).toBeGreaterThan(steps);
    actor.stop();
  });
});

describe('Skip to my turn', () => {
  const table = () =>
    clockedActor({
      settings: settingsOf({
        players: 4,
        seats: [person, ...computers(3)],
        seed: 'SKIP04',
        speed: 'slow',
      }),
    });

  test('the computers play on with no clock until the person is on turn again', async () => {
    const { actor, clock } = table();
    await drive(actor, clock, humanOnTurn);
    const waiting = await drive(actor, clock, (s) => s.matches({ turn: 'pacing' }));
    const before = waiting.context.log.length;
    expect(waiting.context.skips).toBeUndefined();
    actor.send({ type: 'SKIP_TO_TURN' });
    expect(actor.getSnapshot().context.skipping).toBe(true);
    expect(actor.getSnapshot().context.skips).toBe(1);
    // No clock from here: only the computer actors' answers.
    for (let i = 0; i < 50 && !humanOnTurn(actor.getSnapshot()); i++) await flush();
    const s = actor.getSnapshot();
    expect(s.matches({ turn: 'human' }) || s.matches('hand-end')).toBe(true);
    expect(s.context.log.length).toBeGreaterThan(before);
    expect(s.context.skipping).toBe(false);
    // The next computer turn waits its pause again.
    await drive(actor, clock, (x) => x.matches({ turn: 'pacing' }));
    expect(actor.getSnapshot().context.skipping).toBe(false);
    actor.stop();
  });

  test('refused, saying why, on the person’s own turn and at a table of computers', async () => {
    const { actor, clock } = table();
    const mine = await drive(actor, clock, humanOnTurn);
    actor.send({ type: 'SKIP_TO_TURN' });
    const refused = actor.getSnapshot().context;
    expect({ ...refused, refusal: null }).toEqual({ ...mine.context, refusal: null });
    expect(refused.refusal?.message).toMatch(/while a computer player is on turn/);
    const watched = clockedActor({
      settings: settingsOf({ players: 4, seats: computers(4), seed: 'SKIP00', speed: 'slow' }),
    });
    const pacing = await drive(watched.actor, watched.clock, (x) => x.matches({ turn: 'pacing' }));
    watched.actor.send({ type: 'SKIP_TO_TURN' });
    expect(watched.actor.getSnapshot().context.skipping).toBeUndefined();
    expect(watched.actor.getSnapshot().context.refusal?.code).toBe('not-now');
    expect(watched.actor.getSnapshot().context.log.length).toBe(pacing.context.log.length);
    expect(PACE_MS.slow).toBe(1400);
    actor.stop();
    watched.actor.stop();
  });
});

describe('the family table’s Skip to my turn', () => {
  test('offered while a computer is on turn, then shown as on, then gone at the person’s turn', async () => {
    const settings = settingsOf({
      preset: 'mexican-train',
      players: 8,
      seats: [person, ...computers(7)],
      seed: 'SKIPV8',
      speed: 'normal',
    });
    const { actor, clock } = clockedActor({ settings });
    const skipOf = (s: GameSnapshot) => {
      const view = familyTableView(s);
      return { offered: view.actions.some((a) => a.id === SKIP), on: view.skipping };
    };
    const mine = await drive(actor, clock, humanOnTurn);
    expect(skipOf(mine)).toEqual({ offered: false, on: false });
    const pacing = await drive(actor, clock, (s) => s.matches({ turn: 'pacing' }));
    expect(skipOf(pacing)).toEqual({ offered: true, on: false });
    // Not a move: the keyboard's highlight never rests on it.
    expect(choiceOrder(familyTableView(pacing))).not.toContain(SKIP);
    actor.send({ type: 'SKIP_TO_TURN' });
    expect(skipOf(actor.getSnapshot())).toEqual({ offered: false, on: true });
    for (let i = 0; i < 200 && !humanOnTurn(actor.getSnapshot()); i++) await flush();
    expect(humanOnTurn(actor.getSnapshot())).toBe(true);
    expect(skipOf(actor.getSnapshot())).toEqual({ offered: false, on: false });
    // The view counts the skips taken (the browser test reads it from the hotspots).
    expect(familyTableView(actor.getSnapshot()).skips).toBe(1);
    actor.stop();
  });
});
