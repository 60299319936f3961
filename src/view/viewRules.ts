/**
 * The rules the table draws with, each from src/engine (the one place that asks it), and a
 * log step as the viewer may see it. A module of its own, outside the table's chunk
 * (vite.config.ts), so the voice can read them at start without loading the table.
 */
import type { GameConfig } from '../engine/index';
import { isScoringTotal, scoresInPlay } from '../engine/scoring';
import { sideCount, sideOf } from '../engine/state';
import type { LogEntry } from '../machine/history';

export interface TableRules {
  /** The score index of a seat (its team with partners). */
  sideOf(seat: number): number;
  readonly sides: number;
  /** Whether a count of the open ends scores (the count is drawn in gold). */
  scores(total: number): boolean;
  /**
   * Whether plays score during the hand: false in the Block family, which shows no count
   * and keeps a score pad instead of pegging.
   */
  readonly inPlay: boolean;
}

/** Every rule fact the table needs, each from src/engine: the one place to point elsewhere. */
export function tableRules(config: GameConfig): TableRules {
  return {
    sideOf: (seat) => sideOf(config, seat),
    sides: sideCount(config),
    scores: (total) => isScoringTotal(total, config.options),
    inPlay: scoresInPlay(config.options),
  };
}

/** A step as the viewer may see it: another seat's drawn tile stays hidden. */
export function entryForViewer(entry: LogEntry, viewer: number | null): LogEntry {
  return entry.kind === 'draw' && entry.seat !== viewer ? { ...entry, tile: null } : entry;
}
