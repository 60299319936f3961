/**
 * Which table each family's practice games are played at: the line of play's (with its
 * claims, counting drill, tracker and review) or the family table (`FamilyTableScene`), where
 * every other game is played, replayed and watched. One entry a family: a family missing
 * here is a type error. Tiny, so that screens that only route a
 * game (the library, the online lobby, the session at start) need not load a table's code to
 * decide: its name keeps it out of the `table` chunk (vite.config.ts), which the start never
 * loads (app.e2e.ts checks).
 */
import type { FamilyId } from '../engine/family';

export const TABLE_OF: Readonly<Record<FamilyId, 'line' | 'family'>> = {
  line: 'line',
  trains: 'family',
  tricks: 'family',
};

/** Whether a practice game of this family (by id; unknown: undefined) opens at the family table. */
export function atFamilyTable(id: FamilyId | undefined): boolean {
  return id !== undefined && TABLE_OF[id] === 'family';
}
