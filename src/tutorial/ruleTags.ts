/**
 * The rules a lesson teaches, one tag per rule (issue 14's contract; the tags are
 * listed in ./ruleTagList.ts). Tags are data on a lesson's steps; a lesson's rules
 * and whether it teaches them by doing are derived from its steps here, never
 * listed by hand. A rule is taught by doing only on a step that offers a real choice
 * (./choice.ts: more than one legal action, a wrong one possible and explained, or a
 * quiz); a tag on a step with one thing to do is only told.
 */
import { choiceSteps } from './choice';
import { RULE_TAGS, type RuleTag } from './ruleTagList';
import type { Lesson, StepKind } from './types';

export { PARLOUR_TAGS, RULE_TAGS, type RuleTag } from './ruleTagList';

/** Steps where the learner acts: a move or an answer the engine checks (a choice or not). */
const DOING: ReadonlySet<StepKind> = new Set<StepKind>(['play', 'draw', 'pass', 'quiz', 'game']);

export function isDoing(kind: StepKind): boolean {
  return DOING.has(kind);
}

export interface LessonRules {
  /** Every rule the lesson's steps are tagged with, in RULE_TAGS order. */
  readonly rules: readonly RuleTag[];
  /** The rules the learner performs (tagged on a move or a quiz that offers a real choice). */
  readonly done: readonly RuleTag[];
  /** True when the lesson has rules and the learner performs every one of them. */
  readonly byDoing: boolean;
}

export function lessonRules(lesson: Lesson): LessonRules {
  const told = new Set<RuleTag>();
  const done = new Set<RuleTag>();
  const tagged = lesson.steps.some((step) => isDoing(step.kind) && (step.rules ?? []).length > 0);
  const choices = tagged ? choiceSteps(lesson) : new Set<number>();
  lesson.steps.forEach((step, i) => {
    for (const tag of step.rules ?? []) {
      told.add(tag);
      if (isDoing(step.kind) && choices.has(i)) done.add(tag);
    }
  });
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
