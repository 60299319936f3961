/**
 * What a table needs of practice mode from a machine snapshot: whether it is a
 * practice game, the claim the drill waits for (a table holds back the count,
 * the "+N", the score sound, the pegs and the count line while it is open), the
 * claims judged, the drill's tally and whether undo is possible now.
 */
import type { GameContext } from './context';
import {
  claimsOf,
  claimTally,
  mayUndo,
  openClaim,
  practiceSeat,
  type ClaimResult,
  type ClaimTally,
} from './practice';

import { mugginsTally, recentClaims, type ComputerCount, type MugginsTally } from './muggins';

type HasContext = { readonly context: GameContext };

export interface PracticeView {
  /** The person's seat. */
  readonly seat: number;
  /** The count-it-yourself drill is on. */
  readonly counting: boolean;
  readonly canUndo: boolean;
}

/** Practice mode of the game, or null in a casual game. */
export function selectPractice(s: HasContext): PracticeView | null {
  const p = s.context.practice;
  if (!p) return null;
  return {
    seat: practiceSeat(s.context.settings),
    counting: p.counting,
    canUndo: mayUndo(s.context),
  };
}

/** The placement whose points the person is asked for; null when no claim is open. */
export function selectOpenClaim(s: HasContext): ClaimResult | null {
  return openClaim(s.context);
}

/**
 * A claim is open: until it is settled, the table shows neither the count nor
 * what the placement scored (no "+N", no score sound, no pegs, no count line).
 */
export function selectClaimOpen(s: HasContext): boolean {
  return openClaim(s.context) !== null;
}

/** Every placement of the person's judged against their claims (empty in a casual game). */
export function selectClaims(s: HasContext): ClaimResult[] {
  return claimsOf(s.context);
}

export function selectClaimTally(s: HasContext): ClaimTally {
  return claimTally(claimsOf(s.context));
}

export function selectCanUndo(s: HasContext): boolean {
  return mayUndo(s.context);
}

/** The person's Muggins on the computers' missed counts: missed (no longer open), caught, points. */
export function selectMugginsTally(s: HasContext): MugginsTally {
  return mugginsTally(s.context);
}

/** The counts the computers claimed since the person's last move (a miss says nothing). */
export function selectRecentClaims(s: HasContext): ComputerCount[] {
  return recentClaims(s.context);
}
