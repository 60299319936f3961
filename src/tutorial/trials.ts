/**
 * A scripted step's other moves, judged (issue 37). A legal move that a `play` step does not
 * name breaks no rule: the step still says what it asks (its script goes on from its own
 * move), but the move costs stars only as far as the one judge (practice's search,
 * src/practice/judge.ts's `adviceFor`, asked by the caller: a worker in the browser) reckons
 * it gives away against the step's own moves. Each step's trial is charged once, for the
 * worst move tried there, against the least of the step's own moves (each of those is free),
 * as the family lessons' judge does (./familyJudge.ts). Pure.
 */
import type { InformationSet } from '../ai/index';
import type { Move } from '../engine/index';
import type { BestMove } from '../practice/best';
import { sameMove } from '../practice/judge';
import { pointsWords } from './ending';
import { moveText } from './verdict';

/** The search's seed for a lesson's trials (the game's seed, to `adviceFor`). */
export const trialSeed = (lessonId: string): string => `tutorial/${lessonId}`;

/** The legal moves a step refused at one position, and the step's own moves there. */
export interface Trial {
  /** The step's index. */
  readonly step: number;
  /** What the learner knew there (the search's position). */
  readonly view: InformationSet;
  /** The legal moves the step accepts. */
  readonly own: readonly Move[];
  /** The legal moves the step refused, in the order tried (each once). */
  readonly tried: readonly Move[];
}

/** `trials` with `move` tried at `step`: the step's trial extended, or a new one. */
export function withTried(
  trials: readonly Trial[],
  at: Omit<Trial, 'tried'>,
  move: Move,
): readonly Trial[] {
  const last = trials.at(-1);
  if (last?.step !== at.step) return [...trials, { ...at, tried: [move] }];
  if (last.tried.some((m) => sameMove(m, move))) return trials;
  return [...trials.slice(0, -1), { ...last, tried: [...last.tried, move] }];
}

/** What the search says of one move tried against the step's own. */
export interface TrialMove {
  readonly move: Move;
  /** Points it gives away against the least of the step's own moves (0 when as good). */
  readonly givenAway: number;
  /** The step's own move it is weighed against: the least of them when worse, else the best. */
  readonly pick: Move;
}

/** A move's value in the answer; null when it carries none. */
function valueOf(answer: BestMove, move: Move): number | null {
  return answer.evaluations.find((e) => sameMove(e.move, move))?.value ?? null;
}

/** `move` weighed against the step's own moves by `answer`; null when the answer cannot tell. */
export function weighTried(trial: Trial, answer: BestMove | null, move: Move): TrialMove | null {
  if (!answer) return null;
  const own = trial.own.map((m) => ({ move: m, value: valueOf(answer, m) }));
  const mine = valueOf(answer, move);
  if (mine === null || own.length === 0 || own.some((o) => o.value === null)) return null;
  const ranked = [...own].sort((a, b) => (a.value ?? 0) - (b.value ?? 0));
  const least = ranked[0] as (typeof ranked)[number];
  const givenAway = Math.max(0, (least.value ?? 0) - mine);
  const pick = givenAway > 0 ? least.move : (ranked.at(-1) ?? least).move;
  return { move, givenAway: Math.round(givenAway * 10) / 10, pick };
}

/** The step's charge: what its worst move tried gives away; null when the answer cannot tell. */
export function trialCharge(trial: Trial, answer: BestMove | null): number | null {
  let charge = 0;
  for (const move of trial.tried) {
    const w = weighTried(trial, answer, move);
    if (!w) return null;
    charge = Math.max(charge, w.givenAway);
  }
  return charge;
}

/**
 * The judge's word on a move tried (said after the step's own words): what it gives away, or
 * that it does as well and costs nothing; when the search cannot tell, that it counts as a
 * refusal.
 */
export function triedWords(trial: Trial, answer: BestMove | null, move: Move): string {
  const w = weighTried(trial, answer, move);
  if (!w) return '(The search could not judge that move: it counts as a refusal.)';
  const mine = moveText(move);
  if (w.givenAway > 0)
    return `By the search, ${mine} gives away about ${pointsWords(w.givenAway)} against ${moveText(w.pick)}.`;
  return `By the search, ${mine} does as well as ${moveText(w.pick)} here: no star lost.`;
}
