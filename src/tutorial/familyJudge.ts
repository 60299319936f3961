/**
 * The search's say in a family lesson: a legal move a step does not name, judged against the
 * step's own moves by the family's coach's `worth` (Texas 42: the exact solver with every
 * hand open) on the position each leaves, and whether the lesson, played on from it as
 * written, still meets every later step and passes. Pure.
 */
import type { SeatMove } from '../engine/family';
import {
  acceptsKey,
  FAMILY_LEARNER,
  learnerMoves,
  moveKey,
  replies,
  tileOf,
  tryApply,
  type FamilyTutorialState,
} from './familyPlay';
import type { FamilyStep, MoveKey, Worth } from './familyTypes';

/** The search's figure for a move that comes to less than the step's own. */
export function costWords(key: MoveKey, judged: { marks: number; points: number }): string {
  const open = `With every hand open, ${key}`;
  if (judged.marks <= 0)
    return `${open} gives away ${judged.points} point${judged.points === 1 ? '' : 's'}.`;
  // A hand's marks go to one side: a turned result moves them from one side to the other.
  return `${open} turns the hand: its marks go to the other side.`;
}

/** How a move at the current step comes out when the lesson is played on from it as written. */
interface PlayedOn {
  /** The judge's worth of the position the move leaves; null where it cannot tell. */
  readonly worth: Worth | null;
  /** Every later step could be met as written, its quizzes' answers held, and the lesson passed. */
  readonly complete: boolean;
}

function playOn(s: FamilyTutorialState, move: SeatMove): PlayedOn {
  const judge = (g: unknown): Worth | null => s.coach.worth?.(g, FAMILY_LEARNER) ?? null;
  const steps = s.lesson.steps;
  let t = tryApply(s, move);
  if (!t) return { worth: null, complete: false };
  // Only a move the search can judge at once is judged (a play, not a bid before trumps).
  const worth = judge(t.game);
  if (!worth) return { worth, complete: false };
  for (let i = s.step; ; i++) {
    for (const reply of replies(s, steps[i] as FamilyStep)) {
      const next = tryApply(t, reply);
      if (!next) return { worth, complete: false };
      t = next;
    }
    const step = steps[i + 1];
    if (!step) break;
    const at: FamilyTutorialState = { ...t, step: i + 1 };
    if (step.kind === 'quiz') {
      if (s.coach.ask(at.game, step.ask) !== step.answer) return { worth, complete: false };
      t = at;
      continue;
    }
    const pick = learnerMoves(at).find((m) => acceptsKey(at, step, moveKey(at, m)));
    const next = pick ? tryApply(at, pick) : null;
    if (!next) return { worth, complete: false };
    t = next;
  }
  return { worth, complete: s.lesson.success(t.game) };
}

const compare = (a: Worth, b: Worth): number => a.marks - b.marks || a.points - b.points;

/** A legal move the step does not name, judged by the family's search against those it does. */
export type Judged =
  | {
      readonly kind: 'worse';
      readonly marks: number;
      readonly points: number;
      readonly goesOn: boolean;
    }
  | {
      readonly kind: 'as-good';
      readonly pick: MoveKey;
      readonly better: boolean;
      readonly goesOn: boolean;
    };

/**
 * `move` (legal, not one the step names) against the step's own moves, by the search on the
 * position each leaves; null when the family has no search, for a move that places no tile (a
 * bid or a contract, which the open hands would judge on what the learner cannot see), or
 * where the search cannot tell: those steps keep their own words. `goesOn`: the lesson, played on from
 * `move` as written, meets every later step and passes.
 */
export function judgeOther(
  s: FamilyTutorialState,
  step: FamilyStep,
  move: SeatMove,
): Judged | null {
  // A domino played, not a bid or a contract: those are judged on hands the learner cannot see.
  if (!s.coach.worth || step.kind !== 'move' || tileOf(s, move) === null) return null;
  let best: { worth: Worth; key: MoveKey } | null = null;
  for (const m of learnerMoves(s)) {
    const key = moveKey(s, m);
    if (!acceptsKey(s, step, key)) continue;
    const worth = playOn(s, m).worth;
    if (!worth) return null;
    if (!best || compare(worth, best.worth) > 0) best = { worth, key };
  }
  const mine = playOn(s, move);
  if (!best || !mine.worth) return null;
  const d = compare(mine.worth, best.worth);
  if (d < 0)
    return {
      kind: 'worse',
      marks: best.worth.marks - mine.worth.marks,
      points: best.worth.points - mine.worth.points,
      goesOn: mine.complete,
    };
  return { kind: 'as-good', pick: best.key, better: d > 0, goesOn: mine.complete };
}
