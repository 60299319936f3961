/**
 * The teaching contract (issue 14): every rule tag, the parlour games' included, is
 * taught by doing (a move or quiz tagged with it, which the lesson tests check
 * against the engine, on a step that offers a real choice: "Honest teaching"), tags
 * come from the steps, and `npm run lessons -- --json` prints exactly the derived list.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { isParlour } from '../../src/engine/index';
import { choiceSteps, offersChoice } from '../../src/tutorial/choice';
import { FAMILY_LESSONS } from '../../src/tutorial/familyLessons';
import { familyLessonListing, familyLessonRules } from '../../src/tutorial/familySolve';
import { LESSONS, lessonById, startLesson, type Lesson, type Step } from '../../src/tutorial/index';
import {
  lessonListing,
  lessonRules,
  PARLOUR_TAGS,
  RULE_TAGS,
  rulesByDoing,
} from '../../src/tutorial/ruleTags';

/** Rules no lesson yet teaches on a step with a real choice (./choice.ts); it only shrinks. */
const NOT_YET: readonly string[] = [];

/** A lesson of one step at the position its setup leaves, tagged `partners`. */
function oneStep(base: Lesson, step: Step, setup: Lesson['setup'] = base.setup): Lesson {
  return { ...base, setup, steps: [{ ...step, rules: ['partners'] }] };
}

describe('by doing only where there is a real choice', () => {
  test('tapping the boneyard, Pass or the only tile that fits is not a choice', () => {
    const drawing = lessonById('drawing')!;
    const draw = drawing.steps.find((st) => st.kind === 'draw')!;
    expect(lessonRules(oneStep(drawing, draw)).done).toEqual([]);
    const blocked = lessonById('blocked')!;
    const pass = blocked.steps.find((st) => st.kind === 'pass')!;
    expect(lessonRules(oneStep(blocked, pass)).done).toEqual([]);
    // North led 6-5 with 5-4 as the only tile that fits (and another that does not).
    const only: Lesson = {
      ...drawing,
      deal: { hands: [['5-4', '2-1'], drawing.deal.hands[1]!], boneyard: ['0-0'] },
    };
    const play: Step = { kind: 'play', text: 'Play 5-4.', expect: { tile: '5-4' } };
    expect(lessonRules(oneStep(only, play)).done).toEqual([]);
  });

  test('two legal moves and a wrong one explained in its own terms is a choice', () => {
    const cross = lessonById('cross')!;
    const at = cross.steps.findIndex((st) => st.kind === 'play' && 'anyOf' in st.expect);
    const step = cross.steps[at]!;
    const setup = [
      ...(cross.setup ?? []),
      { seat: 0, play: '4-4' },
      { seat: 1, play: '4-1', on: '4-4' },
    ];
    expect(choiceSteps(oneStep(cross, step, setup)).has(0)).toBe(true);
    // The same position, the wrong tile's reason taken away: "for this lesson" explains nothing.
    const bare = { ...step, why: {} } as Step;
    expect(choiceSteps(oneStep(cross, bare, setup)).has(0)).toBe(false);
    // Two legal moves, one refused only "for this lesson": not a choice either.
    const forThis: Step = {
      kind: 'play',
      text: 'Play 4-2.',
      expect: { tile: '4-2', on: '4-4' },
      otherwise: 'For this lesson, play 4-2.',
    };
    expect(choiceSteps(oneStep(cross, forThis, setup)).has(0)).toBe(false);
    // Tiles refused only for not fitting ("no open end left") explain no rule: 3-3 on 5-3
    // in the every-double cross, with 6-3 as the other legal move, is no choice.
    const doubles = lessonById('cross-doubles')!;
    const three = doubles.steps.find((st) => st.kind === 'play')!;
    expect(choiceSteps(oneStep(doubles, three)).has(0)).toBe(false);
    // A game step, and a quiz of two choices or more, always are.
    expect(
      offersChoice(
        { kind: 'game', opponent: 'easy', seed: 's', text: '' },
        startLesson(cross).game,
      ),
    ).toBe(true);
  });
});

describe('rule tags', () => {
  test('every rule, the parlour games’ and the other families’ included, is taught by doing', () => {
    const done = new Set([
      ...rulesByDoing(LESSONS),
      ...FAMILY_LESSONS.flatMap((l) => familyLessonRules(l).done),
    ]);
    const missing = RULE_TAGS.filter((t) => !done.has(t));
    expect(missing).toEqual(NOT_YET);
    // Each parlour rule is done in a lesson played under a parlour preset (RULES.md §15).
    const parlourLessons = LESSONS.filter((l) => isParlour(l.preset));
    for (const tag of PARLOUR_TAGS) expect(rulesByDoing(parlourLessons).has(tag), tag).toBe(true);
  });

  test('a lesson is by doing only when every rule it tags is done on a move or a quiz', () => {
    const base = LESSONS[0]!;
    const told: Lesson = {
      ...base,
      steps: [
        { kind: 'say', text: 'Told.', rules: ['partners'] },
        {
          kind: 'quiz',
          text: 'Q',
          ask: { of: 'count' },
          answer: 0,
          choices: [0, 5],
          explain: '',
          rules: ['count-open-ends'],
        },
      ],
    };
    expect(lessonRules(told)).toEqual({
      rules: ['count-open-ends', 'partners'],
      done: ['count-open-ends'],
      byDoing: false,
    });
    // A quiz with one choice is no choice: only told.
    const one: Lesson = {
      ...told,
      steps: told.steps.map((st) => (st.kind === 'quiz' ? { ...st, choices: [0] } : st)),
    };
    expect(lessonRules(one).done).toEqual([]);
    const none: Lesson = { ...base, steps: [{ kind: 'say', text: 'Nothing.' }] };
    expect(lessonRules(none).byDoing).toBe(false);
    // Every lesson that lists rules teaches all of them by doing.
    for (const l of LESSONS) {
      const r = lessonRules(l);
      if (r.rules.length > 0) expect(r.byDoing, l.id).toBe(true);
    }
  });

  test('npm run lessons -- --json prints the derived list, in the contract’s shape', () => {
    const cli = (arg: string): SpawnSyncReturns<string> =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lessons.ts', arg], {
        encoding: 'utf8',
      });
    const run = cli('--json');
    expect(run.status).toBe(0);
    const rows = JSON.parse(run.stdout) as unknown[];
    expect(rows).toEqual([...lessonListing(LESSONS), ...familyLessonListing(FAMILY_LESSONS)]);
    for (const row of rows)
      expect(Object.keys(row as object)).toEqual(['id', 'title', 'preset', 'rules', 'byDoing']);
    expect(cli('--nope').status).toBe(2);
  }, 30_000);
});
