/**
 * The games table (`gameNames.ts`) with what the engine says of each row: the sets a game is
 * played with and whether it can start. Rows whose preset the engine or the settings lack
 * are kept but not offered.
 */
import { familyOf } from '../engine/families';
import type { PresetInfo } from '../engine/core/family';
import { SETTINGS_PRESETS } from './settings';
import { GAMES, type DominoSet, type GameRow } from './gameNames';

export * from './gameNames';

/** What a game's preset takes (players, partners, sets, target), from its family. */
export function infoOf(row: GameRow): PresetInfo | null {
  return familyOf(row.id)?.presetInfo(row.id) ?? null;
}

/** The sets the engine plays a game with, in order (RULES.md §15.2, §16.2). */
export function setsOf(row: GameRow): DominoSet[] {
  const sets = [...(infoOf(row)?.sets ?? [6])].sort((a, b) => a - b);
  return sets.filter((s): s is DominoSet => s === 6 || s === 9 || s === 12);
}

/** Whether a game can start: the engine has its preset and the game settings accept it. */
export function isOffered(id: string): boolean {
  return SETTINGS_PRESETS.includes(id) && familyOf(id) !== null;
}

/** The games the screen offers, in the table's order: only those that can start. */
export function availableGames(): readonly GameRow[] {
  return GAMES.filter((g) => isOffered(g.id));
}
