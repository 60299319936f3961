/**
 * "Count it yourself", a practice drill (Muggins). After each of the person's
 * placements they say what it scored, before the next move is made. A right
 * claim keeps the points; a score left unclaimed (no answer, or "0") or claimed
 * wrong is called "Muggins!" by the next opponent, who takes those points.
 *
 * The engine's scores and the game record are never changed: the drill keeps
 * the person's answers apart, and the practice score is the engine's score
 * with these adjustments, derived from the record and the answers alone (so
 * undo and resuming stay consistent). See docs/practice.md.
 */
import { sideOf, type GameConfig } from '../engine/index';
import type { GameContext } from '../machine/context';

/** What the person said a placement scored: move `move` (from 0) of hand `hand` (from 0). */
export interface ClaimAnswer {
  readonly hand: number;
  readonly move: number;
  readonly value: number;
}

export type ClaimOutcome =
  /** Said right, and it scored: the points stay. */
  | 'claimed'
  /** It scored, and nothing (or 0) was said before the next move: Muggins. */
  | 'missed'
  /** It scored, and a wrong number was said: Muggins. */
  | 'wrong'
  /** It scored nothing: nothing to win or lose, whatever was said. */
  | 'none'
  /** The last move, not answered yet: the window is open. */
  | 'pending';

export interface ClaimResult {
  readonly hand: number;
  readonly move: number;
  readonly seat: number;
  /** The engine's points for the placement. */
  readonly points: number;
  readonly answer: number | null;
  readonly outcome: ClaimOutcome;
  /** The seat that calls "Muggins!" and takes the points; null when nobody does. */
  readonly caller: number | null;
}

/** The opponent who calls Muggins on `seat`: the next seat round the table on another side. */
export function mugginsCaller(config: GameConfig, seat: number): number {
  for (let k = 1; k < config.players; k++) {
    const other = (seat + k) % config.players;
    if (sideOf(config, other) !== sideOf(config, seat)) return other;
  }
  return (seat + 1) % config.players;
}

/** Every placement of `seat` in the game so far, judged against the answers given. */
export function settleClaims(
  context: GameContext,
  seat: number,
  answers: readonly ClaimAnswer[],
): ClaimResult[] {
  const out: ClaimResult[] = [];
  const config = context.game.config;
  const lastHand = context.hands.length - 1;
  context.hands.forEach((hand, h) => {
    hand.events.forEach((event, m) => {
      if (event.type !== 'play' || event.seat !== seat) return;
      const answer = answers.find((a) => a.hand === h && a.move === m)?.value ?? null;
      const open = h === lastHand && m === hand.events.length - 1;
      let outcome: ClaimOutcome;
      if (answer === null && open) outcome = 'pending';
      else if (event.points === 0) outcome = 'none';
      else if (answer === event.points) outcome = 'claimed';
      else if (answer === null || answer === 0) outcome = 'missed';
      else outcome = 'wrong';
      const muggins = outcome === 'missed' || outcome === 'wrong';
      out.push({
        hand: h,
        move: m,
        seat,
        points: event.points,
        answer,
        outcome,
        caller: muggins ? mugginsCaller(config, seat) : null,
      });
    });
  });
  return out;
}

/** The placement waiting for the person's claim, if any. */
export function pendingClaim(results: readonly ClaimResult[]): ClaimResult | null {
  return results.find((r) => r.outcome === 'pending') ?? null;
}

/** The practice scores: the engine's, with each Muggins' points moved to the caller's side. */
export function practiceScores(
  config: GameConfig,
  scores: readonly number[],
  results: readonly ClaimResult[],
): number[] {
  const out = scores.slice();
  for (const r of results) {
    if (r.caller === null) continue;
    const from = sideOf(config, r.seat);
    const to = sideOf(config, r.caller);
    out[from] = (out[from] ?? 0) - r.points;
    out[to] = (out[to] ?? 0) + r.points;
  }
  return out;
}

/** The answers that still refer to moves of the game (after an undo, later ones are dropped). */
export function keptAnswers(context: GameContext, answers: readonly ClaimAnswer[]): ClaimAnswer[] {
  return answers.filter((a) => {
    const hand = context.hands[a.hand];
    return hand !== undefined && a.move < hand.events.length;
  });
}
