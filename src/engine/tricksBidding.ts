/**
 * Texas 42 bidding (RULES.md §17.3): one round, points bids 30…41, then marks (42 · k),
 * the first marks bid one or two marks and later ones a single mark more.
 */

export const MIN_BID = 30;
/** One mark: the whole hand's 42 points. */
export const MARK = 42;

/** A bid as records write it: points (30…41, 42 · k), or "pass". */
export type TricksBid = number | 'pass';

/** The highest marks bid allowed after `high` (84 before any 2-mark bid, then one mark more). */
export function maxMarksBid(high: number): number {
  const m = Math.floor(high / MARK);
  return MARK * Math.max(2, m + 1);
}

/** The bids (not "pass") allowed over `high` (0 before the first bid), lowest first. */
export function legalBids(high: number): number[] {
  const out: number[] = [];
  for (let p = Math.max(MIN_BID, high + 1); p <= 41; p++) out.push(p);
  const m = Math.floor(high / MARK);
  for (let k = m + 1; k <= Math.max(2, m + 1); k++) out.push(MARK * k);
  return out;
}

/** Why a numeric bid is refused over `high`; null when it is allowed. */
export function bidRefusal(bid: number, high: number): string | null {
  if (!Number.isInteger(bid)) return `bid ${String(bid)} is not a whole number`;
  if (bid < MIN_BID) return `bid ${bid} is below the minimum bid of ${MIN_BID}`;
  if (bid > MARK && bid % MARK !== 0)
    return `bid ${bid} is not a bid: above 42 only marks are bid (84, 126, ...)`;
  if (bid <= high) return `bid ${bid} is not higher than the bid of ${high}`;
  const max = maxMarksBid(high);
  if (bid > max) return `bid ${bid} is too high: the next marks bid may be at most ${max}`;
  return null;
}

/** The marks a bid stakes: 1 for 30…42, k for 42 · k. */
export function bidMarks(bid: number): number {
  return bid <= MARK ? 1 : Math.floor(bid / MARK);
}

/** The points the bidders need: the bid, at most 42 (a marks bid needs every trick). */
export function bidNeed(bid: number): number {
  return Math.min(bid, MARK);
}
