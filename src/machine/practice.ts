/**
 * Practice mode as part of the game machine: the person's claims for the
 * count-it-yourself drill (Muggins) and undo, each a pure step over the
 * context for the machine's `CLAIM`, `UNDO` and `SET_COUNTING` events. The
 * judgement of a claim is the engine's (engine/line/claims.ts); the scores are
 * always the engine's (docs/practice.md: one truth), the drill only keeps a tally.
 */
import { lineState } from './lineState';
import {
  isClaimValue,
  isMuggins,
  judgeClaim,
  mugginsCaller,
  type ClaimOutcome,
} from '../engine/line/claims';
import { advance, dealHand, keepAutoDraw, refuse, startContext, type GameContext } from './context';
import type { HandLog } from './history';
import { countClaims, keptCalls } from './muggins';
import type { ClaimAnswer, PracticeState } from './practiceState';
import type { GameSettings } from './settings';

export type { ClaimAnswer, PracticeState };

export interface ClaimResult {
  readonly hand: number;
  readonly move: number;
  readonly seat: number;
  /** The engine's points for the placement. */
  readonly points: number;
  readonly answer: number | null;
  readonly outcome: ClaimOutcome;
  /** The seat that calls "Muggins!"; null when nobody does. */
  readonly caller: number | null;
}

/** The drill so far: scoring placements, how many were claimed right, and what Muggins caught. */
export interface ClaimTally {
  readonly scoring: number;
  readonly claimed: number;
  readonly muggins: number;
  /** The points of the placements Muggins was called on. */
  readonly mugginsPoints: number;
}

/** The seat the person plays in practice: the first person's seat (0 when there is none). */
export function practiceSeat(settings: GameSettings): number {
  const s = settings.seats.findIndex((x) => x.kind === 'human');
  return s < 0 ? 0 : s;
}

/** Every placement of `seat` in the game so far, judged against the answers given. */
export function settleClaims(
  context: GameContext,
  seat: number,
  answers: readonly ClaimAnswer[],
): ClaimResult[] {
  const out: ClaimResult[] = [];
  // Only a family whose plays score counts to claim (the contract's `counts`) has any.
  const counts = countClaims(context);
  if (!counts) return out;
  const config = lineState(context).config;
  const lastHand = context.hands.length - 1;
  context.hands.forEach((hand, h) => {
    hand.events.forEach((event, m) => {
      const count = counts.scoring(event);
      if (!count || count.seat !== seat) return;
      const answer = answers.find((a) => a.hand === h && a.move === m)?.value ?? null;
      const open = h === lastHand && m === hand.events.length - 1;
      const outcome = judgeClaim(count.points, answer, open);
      const caller = isMuggins(outcome) ? mugginsCaller(config, seat) : null;
      out.push({ hand: h, move: m, seat, points: count.points, answer, outcome, caller });
    });
  });
  return out;
}

/** The practice game's placements judged (empty in a casual game, and outside the line of play). */
export function claimsOf(context: GameContext): ClaimResult[] {
  const p = context.practice;
  return p ? settleClaims(context, practiceSeat(context.settings), p.answers) : [];
}

/** The placement waiting for the person's claim, if any. */
export function pendingClaim(results: readonly ClaimResult[]): ClaimResult | null {
  return results.find((r) => r.outcome === 'pending') ?? null;
}

/** The claim the drill waits for: null unless practice counts and the last placement is unanswered. */
export function openClaim(context: GameContext): ClaimResult | null {
  return context.practice?.counting ? pendingClaim(claimsOf(context)) : null;
}

export function claimOpen(context: GameContext): boolean {
  return openClaim(context) !== null;
}

export function claimTally(results: readonly ClaimResult[]): ClaimTally {
  const scoring = results.filter((r) => r.points > 0 && r.outcome !== 'pending');
  const caught = scoring.filter((r) => r.caller !== null);
  return {
    scoring: scoring.length,
    claimed: scoring.filter((r) => r.outcome === 'claimed').length,
    muggins: caught.length,
    mugginsPoints: caught.reduce((s, r) => s + r.points, 0),
  };
}

/** Whether the claim is taken now: a claim is open and the value is a number of points. */
export function mayClaim(context: GameContext, value: unknown): boolean {
  return isClaimValue(value) && claimOpen(context);
}

/** The claim recorded; the machine re-routes, so computer players held for it go on. */
export function claim(context: GameContext, value: unknown): GameContext {
  const open = openClaim(context);
  const p = context.practice;
  if (!p || !open || !isClaimValue(value)) return context;
  const answers = [...p.answers, { hand: open.hand, move: open.move, value }];
  return { ...context, practice: { ...p, answers }, refusal: null };
}

export function refuseClaim(context: GameContext, value: unknown): GameContext {
  if (!context.practice) return refuse(context, 'not-practice', 'claims are made in practice only');
  if (!isClaimValue(value))
    return refuse(context, 'bad-event', `${String(value)} is not a number of points`);
  return refuse(context, 'no-claim', 'there is no placement waiting for a claim');
}

export function mayCount(context: GameContext, on: unknown): boolean {
  return context.practice !== null && typeof on === 'boolean';
}

/** The drill turned on or off (a claim open when it goes off is no longer waited for). */
export function setCounting(context: GameContext, on: unknown): GameContext {
  const p = context.practice;
  if (!p) return refuse(context, 'not-practice', 'counting is a practice drill');
  if (typeof on !== 'boolean') return refuse(context, 'bad-event', 'counting is on or off');
  return { ...context, practice: { ...p, counting: on }, refusal: null };
}

/** The answers that still refer to moves of the game (after an undo, later ones are dropped). */
export function keptAnswers(context: GameContext, answers: readonly ClaimAnswer[]): ClaimAnswer[] {
  return answers.filter((a) => {
    const hand = context.hands[a.hand];
    return hand !== undefined && a.move < hand.events.length;
  });
}

// ---- Undo ----------------------------------------------------------------------------

/** A game rebuilt from its settings and the hands as played (deals come from the seed). */
export function rebuild(
  settings: GameSettings,
  hands: readonly Pick<HandLog, 'moves'>[],
  autoContinue = false,
): GameContext {
  let context = startContext(settings, autoContinue);
  for (const hand of hands) {
    context = dealHand(context);
    for (const move of hand.moves) context = advance(context, move);
  }
  return context;
}

/** Where the seat's last turn starts in the current hand's moves; null when it has none there. */
export function lastTurnStart(context: GameContext, seat: number): number | null {
  const hand = context.hands[context.hands.length - 1];
  if (!hand) return null;
  const moves = hand.moves;
  let i = moves.length - 1;
  while (i >= 0 && moves[i]?.seat !== seat) i--;
  if (i < 0) return null;
  while (i > 0 && moves[i - 1]?.seat === seat) i--;
  return i;
}

export function canUndo(context: GameContext, seat: number): boolean {
  return lastTurnStart(context, seat) !== null;
}

/**
 * The game as it was just before the seat's last turn in the current hand
 * (every computer turn after it taken back too), or null when the seat has made
 * no move in this hand. Rebuilt through the engine from the shortened record.
 */
export function undoLastTurn(context: GameContext, seat: number): GameContext | null {
  const start = lastTurnStart(context, seat);
  if (start === null) return null;
  const hands = context.hands.map((h, i) =>
    i === context.hands.length - 1 ? { moves: h.moves.slice(0, start) } : { moves: h.moves },
  );
  return rebuild(context.settings, hands, context.autoContinue);
}

/** Whether `UNDO` is taken now: practice, a game not over, a turn of the person's in this hand. */
export function mayUndo(context: GameContext): boolean {
  return (
    context.practice !== null &&
    !context.game.over &&
    canUndo(context, practiceSeat(context.settings))
  );
}

/** The person's last turn taken back; practice's answers to the moves undone are dropped. */
export function undo(context: GameContext): GameContext {
  const p = context.practice;
  const earlier = p ? undoLastTurn(context, practiceSeat(context.settings)) : null;
  if (!p || !earlier) return context;
  const calls = keptCalls(earlier, p);
  return {
    ...earlier,
    ...keepAutoDraw(context.autoDraw),
    practice: { ...p, answers: keptAnswers(earlier, p.answers), calls },
  };
}

export function refuseUndo(context: GameContext): GameContext {
  if (!context.practice) return refuse(context, 'not-practice', 'undo is for practice games');
  if (context.game.over) return refuse(context, 'nothing-to-undo', 'the game is over');
  return refuse(context, 'nothing-to-undo', 'you have made no move in this hand yet');
}
