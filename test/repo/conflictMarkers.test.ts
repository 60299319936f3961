/** No file the repository tracks keeps a merge's conflict markers (Prettier rewrites `>>>>>>>` in Markdown as `> > > …`). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const MARKER = /^(<{7} |>{7} |> > > > > > > )/m;

test('no tracked text file holds merge conflict markers', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => /\.(ts|js|json|md|html|css|jsonl)$/.test(f));
  const marked = files.filter((f) => {
    try {
      return MARKER.test(readFileSync(join(root, f), 'utf8'));
    } catch {
      return false; // deleted in the work tree
    }
  });
  expect(marked).toEqual([]);
});
