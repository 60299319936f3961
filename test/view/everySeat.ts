/**
 * A whole game through the one machine with every seat a person, each move a random choice
 * of the family table's own (`choiceOrder`, sent by its move), every step handed to `check`
 * with the views before and after it and the engine's states (test helper).
 */
import { createActor } from 'xstate';
import { expect } from 'vitest';
import { Generator, seedRng } from '../../src/engine/index';
import { gameMachine } from '../../src/machine/index';
import { choiceOrder } from '../../src/view/familyKeys';
import type { FamilyTableView } from '../../src/view/familyTable';
import { familyTableView, type FamilyBoard } from '../../src/view/familyTables';
import { settingsOf } from '../machine/helpers';

export type StepCheck = (
  before: FamilyTableView<FamilyBoard>,
  after: FamilyTableView<FamilyBoard>,
  state: unknown,
  next: unknown,
) => void;

/** Plays `input` (settings as `settingsOf` reads them) to its end; the last view. */
export function playEverySeat(
  input: Record<string, unknown> & { readonly players: number; readonly seed: string },
  check: StepCheck,
): FamilyTableView<FamilyBoard> {
  const settings = settingsOf({
    speed: 'instant',
    seats: Array.from({ length: input.players }, () => ({ kind: 'human' })),
    ...input,
  });
  const actor = createActor(gameMachine, { input: { settings } });
  actor.start();
  const g = new Generator(seedRng(input.seed));
  for (let step = 0; step < 20_000 && !actor.getSnapshot().matches('game-over'); step++) {
    const snap = actor.getSnapshot();
    if (snap.matches('hand-end')) {
      actor.send({ type: 'NEXT_HAND' });
      continue;
    }
    const view = familyTableView(snap);
    const order = choiceOrder(view);
    expect(order.length, view.status.text).toBeGreaterThan(0);
    actor.send({ type: 'MOVE', move: view.moves[order[g.int(order.length)] ?? ''] });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    const now = actor.getSnapshot();
    check(view, familyTableView(now, false, view.viewer), snap.context.game, now.context.game);
  }
  expect(actor.getSnapshot().matches('game-over')).toBe(true);
  return familyTableView(actor.getSnapshot());
}
