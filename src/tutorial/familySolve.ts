/**
 * The family lessons' scripted solutions (what the tests and the browser test play), every
 * wrong attempt at a step with the explanation it earns, whether a step offers a real choice,
 * and the rules each lesson teaches by doing (derived from its steps, as ./ruleTags.ts does for
 * the line lessons). The engine lists the legal moves; the steps pick among them.
 */
import type { SeatMove } from '../engine/core/family';
import type { Tile } from '../engine/core/tiles';
import {
  acceptsKey,
  currentFamilyStep,
  familyAct,
  FAMILY_LEARNER,
  learnerMoves,
  moveKey,
  startFamilyLesson,
  whyFor,
  type FamilyTutorialAction,
  type FamilyTutorialState,
} from './familyRunner';
import type { FamilyLesson } from './familyTypes';
import { RULE_TAGS, type RuleTag } from './ruleTagList';
import type { LessonListing, LessonRules } from './ruleTags';

/** The action the script takes now, or null when the lesson is over. Throws if a step cannot be met. */
export function familySolutionAction(s: FamilyTutorialState): FamilyTutorialAction | null {
  const step = currentFamilyStep(s);
  if (!step) return null;
  if (step.kind === 'quiz') return { type: 'answer', value: step.answer };
  const move = learnerMoves(s).find((m) => acceptsKey(s, step, moveKey(s, m)));
  if (!move) throw new Error(`lesson ${s.lesson.id}, step ${s.step}: no legal move is accepted`);
  return { type: 'move', move };
}

/** Plays a lesson through by its script; returns every state on the way. */
export function solveFamily(lesson: FamilyLesson, limit = 100): FamilyTutorialState[] {
  let s = startFamilyLesson(lesson);
  const states = [s];
  for (let i = 0; i < limit && !s.done; i++) {
    const action = familySolutionAction(s);
    if (!action) break;
    const next = familyAct(s, action);
    if (next.feedback?.tone === 'wrong')
      throw new Error(`lesson ${lesson.id}, step ${s.step}: refused: ${next.feedback.text}`);
    s = next;
    states.push(s);
  }
  return states;
}

export interface FamilyWrongAttempt {
  readonly action: FamilyTutorialAction;
  /** What the learner is told. */
  readonly explanation: string;
  /** The engine allows the move: only the step refuses it. */
  readonly legal: boolean;
}

/**
 * Every wrong attempt at the current step and what the learner is told: a quiz's wrong
 * answers; a move step's legal moves it does not accept, and the tiles in hand with no legal
 * place (tapped). Each leaves the position as it was.
 */
export function familyWrongAttempts(s: FamilyTutorialState): FamilyWrongAttempt[] {
  const step = currentFamilyStep(s);
  if (!step) return [];
  const tries: { action: FamilyTutorialAction; legal: boolean }[] = [];
  if (step.kind === 'quiz') {
    for (const value of step.choices)
      if (value !== step.answer) tries.push({ action: { type: 'answer', value }, legal: false });
  } else {
    const legal = learnerMoves(s);
    for (const move of legal)
      if (!acceptsKey(s, step, moveKey(s, move)))
        tries.push({ action: { type: 'move', move }, legal: true });
    const placed = new Set(legal.map((m) => tileIn(s, m)));
    for (const tile of s.coach.hand(s.game, FAMILY_LEARNER))
      if (!placed.has(tile)) tries.push({ action: { type: 'tap', tile }, legal: false });
  }
  return tries.flatMap(({ action, legal }) => {
    const after = familyAct(s, action);
    const said = after.feedback;
    const refused = said?.tone === 'wrong' && after.step === s.step && after.game === s.game;
    return refused ? [{ action, explanation: said.text, legal }] : [];
  });
}

/** The tile a legal move places (its family's `tile` field), if any. */
function tileIn(_s: FamilyTutorialState, move: SeatMove): number | null {
  const tile = (move as { tile?: unknown }).tile;
  return typeof tile === 'number' ? tile : null;
}

/**
 * Whether the current step offers a real choice, in the line lessons' terms (./choice.ts): a
 * quiz of two choices or more; a move step where the engine allows more than one move and a
 * wrong one is possible and explained in its own terms: a legal move the step refuses with a
 * `why` of its own (not `otherwise`), or a tile the engine refuses for a rule (not merely "it
 * does not match"), or one the step explains.
 */
export function familyOffersChoice(s: FamilyTutorialState): boolean {
  const step = currentFamilyStep(s);
  if (!step) return false;
  if (step.kind === 'quiz') return new Set(step.choices).size > 1;
  const legal = learnerMoves(s);
  if (legal.length < 2) return false;
  const wrongLegal = legal.some((m) => {
    const key = moveKey(s, m);
    return !acceptsKey(s, step, key) && whyFor(s, step, key) !== undefined;
  });
  if (wrongLegal) return true;
  const placed = new Set(legal.map((m) => tileIn(s, m)));
  return s.coach.hand(s.game, FAMILY_LEARNER).some((tile: Tile) => {
    if (placed.has(tile)) return false;
    const tried = s.coach.tries(s.game, FAMILY_LEARNER, tile).map((m: SeatMove) => {
      const r = s.family.apply(s.game, m);
      return r.ok ? null : r.error.code;
    });
    return tried.some(
      (code: string | null) =>
        code !== null && (s.coach.rules.has(code) || step.why?.[code] !== undefined),
    );
  });
}

/** The indices of a lesson's steps that offer a real choice, at their position in its script. */
export function familyChoiceSteps(lesson: FamilyLesson): ReadonlySet<number> {
  const out = new Set<number>();
  for (const s of solveFamily(lesson)) if (!s.done && familyOffersChoice(s)) out.add(s.step);
  return out;
}

/** The rules a family lesson tags, and those it teaches by doing (on a step with a real choice). */
export function familyLessonRules(lesson: FamilyLesson): LessonRules {
  const told = new Set<RuleTag>();
  const done = new Set<RuleTag>();
  const choices = familyChoiceSteps(lesson);
  lesson.steps.forEach((step, i) => {
    for (const tag of step.rules ?? []) {
      told.add(tag);
      if (choices.has(i)) done.add(tag);
    }
  });
  const rules = RULE_TAGS.filter((t) => told.has(t));
  return {
    rules,
    done: RULE_TAGS.filter((t) => done.has(t)),
    byDoing: rules.length > 0 && rules.every((t) => done.has(t)),
  };
}

/** The family lessons' rows of `npm run lessons -- --json`, in the line lessons' shape. */
export function familyLessonListing(lessons: readonly FamilyLesson[]): LessonListing[] {
  return lessons.map((l) => {
    const r = familyLessonRules(l);
    return { id: l.id, title: l.title, preset: l.group, rules: r.rules, byDoing: r.byDoing };
  });
}
