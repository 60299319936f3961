/**
 * Whether a lesson's step offers the learner a real choice: a rule counts as taught by
 * doing only on such a step (./ruleTags.ts). Tapping the boneyard when nothing fits,
 * Pass when nothing can be drawn, or the only tile that fits is not a choice: nothing
 * else could be done. A step offers one when:
 * - a quiz has two choices or more (a wrong answer is explained);
 * - a game step: the learner picks every move and the judge names the mistakes;
 * - a play, draw or pass step: the engine allows more than one action there, and a wrong
 *   move is possible and explained in its own terms: a legal move the step refuses with a
 *   `why` for that move, or a tile in hand the engine refuses for a rule (`why` for it, or
 *   the engine's rule in the learner's words, not merely "it does not fit"). "For this lesson,
 *   play …" (`otherwise`), or the fallback "… asks for something else", explains nothing.
 * The position is the step's first in the lesson's scripted solution (./solve.ts).
 */
import {
  applyMove,
  formatTile,
  legalMoves,
  type ErrorCode,
  type GameState,
  type Move,
} from '../engine/index';
import { accepts, currentStep, LEARNER } from './runner';
import { solve } from './solve';
import type { Lesson, Step } from './types';

/**
 * The engine's refusals that state a rule the learner broke (reworded by ./coach.ts), unlike
 * "has no 6 or 5" or "no open end left", which say only that the tile does not fit.
 */
const RULE_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'lead-restricted',
  'cross-unfinished',
  'continuation-restricted',
  'continuation-must-score',
  'must-play-drawn',
  'must-play',
  'must-draw',
]);

/** An explanation of the step's own for refusing a legal placement (not `otherwise`). */
function whyFor(step: Step, move: Move): string | undefined {
  if (step.kind !== 'play' || move.type !== 'play') return undefined;
  const tile = formatTile(move.tile);
  const on = move.on === null ? undefined : step.why?.[`${tile} on ${formatTile(move.on)}`];
  return on ?? step.why?.[tile];
}

/** A tile in hand that fits nowhere, refused for a rule of its own (not merely "no match"). */
function explainedIllegal(step: Step, game: GameState): boolean {
  const hand = game.hand;
  if (!hand) return false;
  const fits = new Set(legalMoves(game).flatMap((m) => (m.type === 'play' ? [m.tile] : [])));
  return (hand.hands[LEARNER] ?? []).some((tile) => {
    if (fits.has(tile)) return false;
    const first = hand.layout.nodes[0]?.tile ?? null;
    const tried = applyMove(game, { type: 'play', seat: LEARNER, tile, on: first });
    if (tried.ok) return false;
    const own = step.kind === 'play' ? step.why : undefined;
    return (
      own?.[formatTile(tile)] !== undefined ||
      own?.[tried.error.code] !== undefined ||
      RULE_REFUSALS.has(tried.error.code)
    );
  });
}

/** Whether `step`, at position `game`, offers a real choice (see the module's note). */
export function offersChoice(step: Step, game: GameState): boolean {
  switch (step.kind) {
    case 'say':
    case 'auto':
      return false;
    case 'quiz':
      return new Set(step.choices).size > 1;
    case 'game':
      return true;
    case 'play':
    case 'draw':
    case 'pass': {
      const legal = legalMoves(game);
      if (legal.length < 2) return false;
      const wrongLegal = legal.some((m) => {
        const move: Move =
          m.type === 'play'
            ? { type: 'play', seat: m.seat, tile: m.tile, on: m.on }
            : { type: m.type, seat: m.seat };
        const accepted =
          move.type === 'play' ? accepts(step, move.tile, move.on) : step.kind === move.type;
        return !accepted && whyFor(step, move) !== undefined;
      });
      return wrongLegal || explainedIllegal(step, game);
    }
  }
}

/** The indices of a lesson's steps that offer a real choice, at their first position in its script. */
export function choiceSteps(lesson: Lesson): ReadonlySet<number> {
  const out = new Set<number>();
  const seen = new Set<number>();
  for (const s of solve(lesson)) {
    const step = currentStep(s);
    if (!step || s.done || seen.has(s.step)) continue;
    seen.add(s.step);
    if (offersChoice(step, s.game)) out.add(s.step);
  }
  return out;
}
