/**
 * The computer players of every family that has them, by family id: the machine's
 * chooser for a family other than the line of play, the arena and the tests take a
 * family's AI from here. A new family's AI is one more entry (Mexican Train has none yet:
 * `aiFor('trains')` is null, and a caller falls back to a random legal move).
 */
import type { FamilyId, Rng, SeatMove } from '../engine/index';
import { randomChoice, type AnyFamilyAi, type FamilyChoice } from './core/familyAi';
import { lineAi } from './line/lineAi';
import type { Level } from './core/level';
import { trainsAi } from './trains/trainsAi';
import { tricksAi } from './tricks/tricksAi';

const AIS: readonly AnyFamilyAi[] = [lineAi, tricksAi, trainsAi];

/** The computer players of a family, or null for a family that has none yet. */
export function aiFor(id: FamilyId): AnyFamilyAi | null {
  return AIS.find((ai) => ai.id === id) ?? null;
}

/** A level's choice for any family: its AI's, else a random legal move. */
export function chooseFor(
  id: FamilyId,
  level: Level,
  view: unknown,
  legal: readonly SeatMove[],
  rng: Rng,
): FamilyChoice<SeatMove> {
  const ai = aiFor(id);
  return ai ? ai.choose(level, view, legal, rng) : randomChoice(legal, rng);
}
