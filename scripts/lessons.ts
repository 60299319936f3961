/**
 * npm run --silent lessons [-- --json]
 * The tutorial's lessons and the rules each teaches (tags derived from the
 * lessons' steps, src/tutorial/ruleTags.ts; the family lessons' from theirs,
 * src/tutorial/familySolve.ts), the line lessons first. `--json` prints
 * [{ "id", "title", "preset", "rules": [tags], "byDoing": true|false }];
 * without it, a table and the rules no lesson teaches by doing yet.
 */
import { FAMILY_LESSONS } from '../src/tutorial/familyLessons';
import { familyLessonListing, familyLessonRules } from '../src/tutorial/familySolve';
import { LESSONS } from '../src/tutorial/lessons';
import { lessonListing, RULE_TAGS, rulesByDoing } from '../src/tutorial/ruleTags';

function main(argv: readonly string[]): number {
  const json = argv.includes('--json');
  const unknown = argv.filter((a) => a !== '--json');
  if (unknown.length > 0) {
    process.stderr.write('usage: npm run --silent lessons [-- --json]\n');
    return 2;
  }
  const rows = [...lessonListing(LESSONS), ...familyLessonListing(FAMILY_LESSONS)];
  if (json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  }
  for (const [i, r] of rows.entries()) {
    const how = r.rules.length === 0 ? '' : r.byDoing ? ' (by doing)' : ' (partly told)';
    process.stdout.write(`${i + 1}. ${r.id} (${r.preset}): ${r.rules.join(', ') || '-'}${how}\n`);
  }
  const done = new Set([
    ...rulesByDoing(LESSONS),
    ...FAMILY_LESSONS.flatMap((l) => familyLessonRules(l).done),
  ]);
  const missing = RULE_TAGS.filter((t) => !done.has(t));
  process.stdout.write(`\nnot yet taught by doing: ${missing.join(', ') || 'none'}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
