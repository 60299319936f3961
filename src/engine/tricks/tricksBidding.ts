/**
 * Texas 42 bidding (RULES.md §17.3, §17.10): one round, points bids 30…41, then marks
 * (42 · k), the first marks bid one or two marks (or one, `one_at_a_time`) and later ones a
 * single mark more; and the special bids, a plunge and a splash, of one fixed value each.
 */

export const MIN_BID = 30;
/** One mark: the whole hand's 42 points. */
export const MARK = 42;

/** A bid as records write it: points (30…41, 42 · k), or "pass". */
export type TricksBid = number | 'pass';

/** How far a marks bid may go (§17.3, D17.29). */
export type MarkBids = 'two_then_one' | 'one_at_a_time';

/**
 * The highest marks bid allowed after `high`: 84 before any 2-mark bid, then one mark
 * more (`one_at_a_time`: always one mark more).
 */
export function maxMarksBid(high: number, markBids: MarkBids = 'two_then_one'): number {
  const m = Math.floor(high / MARK);
  return MARK * (markBids === 'two_then_one' ? Math.max(2, m + 1) : m + 1);
}

/** The ordinary bids (not "pass") allowed over `high` (0 before the first bid), lowest first. */
export function legalBids(high: number, markBids: MarkBids = 'two_then_one'): number[] {
  const out: number[] = [];
  for (let p = Math.max(MIN_BID, high + 1); p <= 41; p++) out.push(p);
  const m = Math.floor(high / MARK);
  for (let k = m + 1; k * MARK <= maxMarksBid(high, markBids); k++) out.push(MARK * k);
  return out;
}

/** A plunge's one value over `high` (§17.10, D17.21): 4 marks, or one mark over 4 marks or more. */
export function plungeValue(high: number): number {
  return MARK * Math.max(4, Math.floor(high / MARK) + 1);
}

/**
 * A splash's one value over `high` (§17.10, D17.22): 2 marks, or 3 over a 2-mark bid; null
 * once 3 marks or more have been bid.
 */
export function splashValue(high: number): number | null {
  const k = Math.max(2, Math.floor(high / MARK) + 1);
  return k <= 3 ? MARK * k : null;
}

/** The doubles a plunge needs (four) and a splash (three). */
export const SPECIAL_DOUBLES = { plunge: 4, splash: 3 } as const;

/** Why a numeric bid is refused over `high`; null when it is allowed. */
export function bidRefusal(
  bid: number,
  high: number,
  markBids: MarkBids = 'two_then_one',
): string | null {
  if (!Number.isInteger(bid)) return `bid ${String(bid)} is not a whole number`;
  if (bid < MIN_BID) return `bid ${bid} is below the minimum bid of ${MIN_BID}`;
  if (bid > MARK && bid % MARK !== 0)
    return `bid ${bid} is not a bid: above 42 only marks are bid (84, 126, ...)`;
  if (bid <= high) return `bid ${bid} is not higher than the bid of ${high}`;
  const max = maxMarksBid(high, markBids);
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

/** The fewest points the defenders need to set a bid: more than the 42 less what it needs (§17.8). */
export function setAt(bid: number): number {
  return MARK - bidNeed(bid) + 1;
}

/**
 * The seat that makes a hand's bid `n` (0 the first, 3 the last): the shaker's left first,
 * the shaker last (§17.3). Bid 0's seat also shakes the next hand and leads the first trick.
 */
export function bidSeat(shaker: number, n: number): number {
  return (shaker + 1 + n) & 3;
}
