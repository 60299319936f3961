/**
 * A lesson's scripted solution, derived from its steps (what the tests and the
 * browser test play), and one wrong attempt per lesson with the explanation it
 * must earn. The engine lists the legal moves; the steps pick among them.
 */
import { legalMoves, type GameState, type Tile } from '../engine/index';
import { coachBefore } from './coach';
import {
  act,
  accepts,
  currentStep,
  startLesson,
  type TutorialAction,
  type TutorialState,
} from './runner';
import type { Lesson } from './types';

function learnerPlays(game: GameState): { tile: Tile; on: Tile | null }[] {
  return legalMoves(game).flatMap((m) => (m.type === 'play' ? [{ tile: m.tile, on: m.on }] : []));
}

/** The action the script takes now, or null when the lesson is over. Throws if a step cannot be met. */
export function solutionAction(s: TutorialState): TutorialAction | null {
  const step = currentStep(s);
  if (!step || s.done) return null;
  switch (step.kind) {
    case 'say':
    case 'auto':
      return { type: 'next' };
    case 'quiz':
      return { type: 'answer', value: step.answer };
    case 'draw':
      return { type: 'draw' };
    case 'pass':
      return { type: 'pass' };
    case 'play': {
      const play = learnerPlays(s.game).find((p) => accepts(step, p.tile, p.on));
      // A whole turn may owe a tile that nothing fits: then the rules draw, or pass.
      const other = step.wholeTurn ? legalMoves(s.game)[0] : undefined;
      if (!play && other && other.type !== 'play') return { type: other.type };
      if (!play)
        throw new Error(`lesson ${s.lesson.id}, step ${s.step}: no legal move is accepted`);
      return { type: 'play', tile: play.tile, on: play.on };
    }
    case 'game': {
      const best = coachBefore(s.game);
      if (best) return { type: 'play', tile: best.tile, on: best.on };
      const other = legalMoves(s.game)[0];
      if (!other) throw new Error(`lesson ${s.lesson.id}: no legal move in the game`);
      return { type: other.type === 'draw' ? 'draw' : 'pass' };
    }
  }
}

/** Plays a lesson through by its script; returns every state on the way. */
export function solve(lesson: Lesson, limit = 400): TutorialState[] {
  let s = startLesson(lesson);
  const states = [s];
  for (let i = 0; i < limit && !s.done; i++) {
    const action = solutionAction(s);
    if (!action) break;
    const next = act(s, action);
    if (next.feedback?.tone === 'wrong')
      throw new Error(`lesson ${lesson.id}, step ${s.step}: refused: ${next.feedback.text}`);
    s = next;
    states.push(s);
  }
  return states;
}

export interface WrongAttempt {
  /** The action to try. */
  readonly action: TutorialAction;
  /** The explanation it must earn. */
  readonly explanation: string;
}

/** A wrong move (or answer) for the current step and what the learner is told, or null. */
export function wrongAttempt(s: TutorialState): WrongAttempt | null {
  const step = currentStep(s);
  if (!step || s.done) return null;
  const tries: TutorialAction[] = [];
  if (step.kind === 'quiz') {
    const wrong = step.choices.find((c) => c !== step.answer);
    if (wrong !== undefined) tries.push({ type: 'answer', value: wrong });
  } else if (step.kind !== 'say' && step.kind !== 'auto') {
    const hand = s.game.hand?.hands[0] ?? [];
    // Legal placements the step refuses first, then tiles that fit nowhere.
    for (const p of learnerPlays(s.game))
      if (!accepts(step, p.tile, p.on)) tries.push({ type: 'play', tile: p.tile, on: p.on });
    const fitting = new Set(learnerPlays(s.game).map((p) => p.tile));
    for (const tile of hand) if (!fitting.has(tile)) tries.push({ type: 'play', tile });
  }
  for (const action of tries) {
    const after = act(s, action);
    if (after.feedback?.tone === 'wrong' && after.step === s.step)
      return { action, explanation: after.feedback.text };
  }
  return null;
}

/** The first wrong attempt along a lesson's scripted solution: the step index and the attempt. */
export function firstWrongAttempt(lesson: Lesson): { step: number; attempt: WrongAttempt } | null {
  for (const s of solve(lesson)) {
    const attempt = wrongAttempt(s);
    if (attempt) return { step: s.step, attempt };
  }
  return null;
}
