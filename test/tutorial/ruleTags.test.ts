/**
 * The teaching contract (issue 14): every rule tag, the parlour games' included, is
 * taught by doing (a move or quiz tagged with it, which the lesson tests check
 * against the engine), tags come from the steps, and `npm run lessons -- --json`
 * prints exactly the derived list.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { isParlour } from '../../src/engine/index';
import { LESSONS, type Lesson } from '../../src/tutorial/index';
import {
  lessonListing,
  lessonRules,
  PARLOUR_TAGS,
  RULE_TAGS,
  rulesByDoing,
} from '../../src/tutorial/ruleTags';

describe('rule tags', () => {
  test('every rule, the parlour games’ included, is taught by doing', () => {
    const done = rulesByDoing(LESSONS);
    const missing = RULE_TAGS.filter((t) => !done.has(t));
    expect(missing).toEqual([]);
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
          choices: [0],
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
    expect(rows).toEqual(lessonListing(LESSONS));
    for (const row of rows)
      expect(Object.keys(row as object)).toEqual(['id', 'title', 'preset', 'rules', 'byDoing']);
    expect(cli('--nope').status).toBe(2);
  }, 30_000);
});
