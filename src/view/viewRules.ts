/**
 * The rules the table draws with, each from src/engine (the one place that asks it), and a
 * log step as the viewer may see it. A module of its own, outside the table's chunk
 * (vite.config.ts), so the voice can read them at start without loading the table.
 */
import type { GameConfig } from '../engine/index';
import { isScoringTotal, playPoints, scoresInPlay } from '../engine/line/scoring';
import { sideCount, sideOf } from '../engine/line/state';

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

/**
 * The rule facts a table view carries, as data (issue 33, item 2: no engine configuration in
 * the view): a driver asks the engine once, through `tableFacts`, and the table, its
 * celebrations, the voice and the animator read these fields, never the rules.
 */
export interface TableFacts {
  readonly players: number;
  readonly partners: boolean;
  /** The set's highest pip: which numerals its tiles show. */
  readonly maxPip: number;
  /** Each seat's side, its score index (its team's with partners). */
  readonly seatSides: readonly number[];
  /** Plays score during the hand (false in the Block family: no count, a score pad). */
  readonly inPlay: boolean;
  /** What a count of 20 scores, the size of play the celebrations call big; null: plays score nothing. */
  readonly bigPoints: number | null;
}

/** A count of 20: a turn the celebrations call big scores what this count does (or more). */
export const BIG_CHAIN_COUNT = 20;

/** A chain is big from this many plays in one turn (`celebration.ts`). */
export const BIG_CHAIN_PLAYS = 3;

/** The facts of a line game's rules, each from src/engine. */
export function tableFacts(config: GameConfig): TableFacts {
  const rules = tableRules(config);
  return {
    players: config.players,
    partners: config.partners,
    maxPip: config.options.maxPip,
    seatSides: Array.from({ length: config.players }, (_, seat) => rules.sideOf(seat)),
    inPlay: rules.inPlay,
    bigPoints: rules.inPlay ? playPoints(BIG_CHAIN_COUNT, config.options) : null,
  };
}

/** A seat's side by the view's facts (0 for a seat the table does not have). */
export function sideOfSeat(facts: Pick<TableFacts, 'seatSides'>, seat: number): number {
  return facts.seatSides[seat] ?? 0;
}
