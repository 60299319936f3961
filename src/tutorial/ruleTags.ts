/**
 * The rules a lesson teaches, one tag per rule (issue 14's contract). Tags are
 * data on a lesson's steps; a lesson's rules and whether it teaches them by
 * doing are derived from its steps here, never listed by hand.
 */
import type { Lesson, StepKind } from './types';

/** The parlour games' rules (issue 13's presets), taught as those games land. */
export const PARLOUR_TAGS = [
  'block-game',
  'draw-game',
  'cross-start',
  'cross-all-doubles',
  'muggins-full-points',
  'muggins-call',
  'big-sets',
] as const;

export const RULE_TAGS = [
  'count-open-ends',
  'multiple-of-five-scores',
  'zero-total-no-score',
  'double-counts-both-halves',
  'covered-double-stops-counting',
  'spinner-sides-before-ends',
  'arm-tip-double',
  'empty-spinner-end-adds-zero',
  'chain-double-or-score',
  'must-play-continuation',
  'draw-until-fit-ends-turn',
  'pass-when-stuck',
  'blocked-hand-lowest-wins',
  'blocked-tie',
  'domino-bonus-rounding',
  'race-to-target',
  'deal-sizes-and-lead',
  'next-lead',
  'partners',
  'celko-scoring',
  'domino-play-scoring',
  'stp-lead-restriction',
  'stp-first-double-spinner',
  'stp-washed-up',
  ...PARLOUR_TAGS,
] as const;

export type RuleTag = (typeof RULE_TAGS)[number];

/** Steps where the learner performs the rule: a move or an answer the engine checks. */
const DOING: ReadonlySet<StepKind> = new Set<StepKind>(['play', 'draw', 'pass', 'quiz', 'game']);

export function isDoing(kind: StepKind): boolean {
  return DOING.has(kind);
}

export interface LessonRules {
  /** Every rule the lesson's steps are tagged with, in RULE_TAGS order. */
  readonly rules: readonly RuleTag[];
  /** The rules the learner performs (tagged on a move or a quiz). */
  readonly done: readonly RuleTag[];
  /** True when the lesson has rules and the learner performs every one of them. */
  readonly byDoing: boolean;
}

export function lessonRules(lesson: Lesson): LessonRules {
  const told = new Set<RuleTag>();
  const done = new Set<RuleTag>();
  for (const step of lesson.steps) {
    for (const tag of step.rules ?? []) {
      told.add(tag);
      if (isDoing(step.kind)) done.add(tag);
    }
  }
  const rules = RULE_TAGS.filter((t) => told.has(t));
  return {
    rules,
    done: RULE_TAGS.filter((t) => done.has(t)),
    byDoing: rules.length > 0 && rules.every((t) => done.has(t)),
  };
}

/** One row of `npm run lessons -- --json`. */
export interface LessonListing {
  readonly id: string;
  readonly title: string;
  readonly preset: string;
  readonly rules: readonly RuleTag[];
  readonly byDoing: boolean;
}

export function lessonListing(lessons: readonly Lesson[]): LessonListing[] {
  return lessons.map((l) => {
    const r = lessonRules(l);
    return { id: l.id, title: l.title, preset: l.preset, rules: r.rules, byDoing: r.byDoing };
  });
}

/** Tags some lesson teaches by doing. */
export function rulesByDoing(lessons: readonly Lesson[]): ReadonlySet<RuleTag> {
  return new Set(lessons.flatMap((l) => lessonRules(l).done));
}
