/**
 * The source keeps its shape (issue 11): no file over 450 lines (lesson data aside), and
 * the rule of fives (is a count a multiple of five, rounding to five) only in the engine.
 * The duplicate check itself (`duplicates --repo src`) is not a test: the tool is not part
 * of the project; its command and figure are in docs/architecture.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.ts$/.test(e.name) ? [relative(root, path)] : [];
  });
}

const files = sources(src);
/** The tutorial's lessons are data (docs/tutorial.md): they may run longer. */
const LESSON_DATA = /^src\/tutorial\/(?:\w+\/)?lessons[A-Za-z]*\.ts$/;

test('no source file over 450 lines, lesson data aside', () => {
  const long = files
    .filter((f) => !LESSON_DATA.test(f))
    .map((f) => ({ f, lines: readFileSync(join(root, f), 'utf8').split('\n').length - 1 }))
    .filter((x) => x.lines > 450);
  expect(files.length).toBeGreaterThan(100);
  expect(long).toEqual([]);
});

test('multiple-of-five tests and rounding to five live in src/engine only', () => {
  const FIVES = /%\s*5\b|\/\s*5\s*\)\s*\*\s*5\b/;
  const found = files
    .filter((f) => !f.startsWith('src/engine/'))
    .flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          FIVES.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
  expect(found).toEqual([]);
  // The check sees what it looks for: the engine's own rule is found by it.
  const engine = files.filter((f) => f.startsWith('src/engine/'));
  expect(engine.some((f) => FIVES.test(readFileSync(join(root, f), 'utf8')))).toBe(true);
});

test("the table's views and scenes never test a preset's name (the view says what to draw)", () => {
  const PRESET_TEST = /\bpreset\s*[!=]==\s*['"`]|['"`]\s*[!=]==\s*[\w.]*preset\b|\bisParlour\w*\(/i;
  const found = files
    .filter((f) => f.startsWith('src/view/') || f.startsWith('src/scenes/'))
    .flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (PRESET_TEST.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
  expect(found).toEqual([]);
  // The check sees what it looks for.
  expect(PRESET_TEST.test("if (view.config.preset === 'block')")).toBe(true);
  expect(PRESET_TEST.test('isParlour(settings.preset)')).toBe(true);
});
