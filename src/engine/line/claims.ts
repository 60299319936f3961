/**
 * Claiming a play's points and calling "Muggins!" (RULES.md §9, §15.7): the
 * judgement of one declaration and who calls it. The engine always scores
 * automatically and records carry no claims (D15.13); these rules are what the
 * count-it-yourself drill judges against, so that no view or driver restates them.
 */
import { sideOf, type GameConfig } from './state';

export const CLAIM_OUTCOMES = ['claimed', 'missed', 'wrong', 'none', 'pending'] as const;
/**
 * - `claimed`: declared right, and the play scored.
 * - `missed`: it scored, and nothing (or 0) was declared before the next move.
 * - `wrong`: it scored, and another number was declared.
 * - `none`: it scored nothing, so there is nothing to win or lose, whatever was declared.
 * - `pending`: not declared yet, and the window (until the next move) is still open.
 */
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

/** How a declaration for a play worth `points` is judged; `open` while the next move has not come. */
export function judgeClaim(points: number, declared: number | null, open: boolean): ClaimOutcome {
  if (declared === null && open) return 'pending';
  if (points === 0) return 'none';
  if (declared === points) return 'claimed';
  return declared === null || declared === 0 ? 'missed' : 'wrong';
}

/** Whether an opponent calls "Muggins!" on this outcome. */
export function isMuggins(outcome: ClaimOutcome): boolean {
  return outcome === 'missed' || outcome === 'wrong';
}

/** The opponent who calls Muggins on `seat`: the next seat round the table on another side. */
export function mugginsCaller(config: GameConfig, seat: number): number {
  for (let k = 1; k < config.players; k++) {
    const other = (seat + k) % config.players;
    if (sideOf(config, other) !== sideOf(config, seat)) return other;
  }
  return (seat + 1) % config.players;
}

/** Whether a declared value can be a claim at all: a whole number of points, not negative. */
export function isClaimValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
