/**
 * The lint rule against import cycles (eslint-rules/noCycle.js, `local/no-cycle` in
 * eslint.config.js), run by ESLint's Linter on small file trees written to a temporary
 * folder: a cycle is reported on the import that closes it, whatever kind of import that
 * is (type-only ones too), and a tree without a cycle gives nothing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, test } from 'vitest';

const rulePath = join(import.meta.dirname, '..', '..', 'eslint-rules', 'noCycle.js');
const { default: rule } = (await import(pathToFileURL(rulePath).href)) as {
  default: Rule.RuleModule;
};

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Found {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Writes `files` (paths under a new folder) and lints each with the rule alone, roots `src`. */
function lint(files: Readonly<Record<string, string>>): Found[] {
  const dir = mkdtempSync(join(tmpdir(), 'no-cycle-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const linter = new Linter({ cwd: dir });
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-cycle': rule } } },
      rules: { 'local/no-cycle': ['error', { rootDir: dir, roots: ['src'] }] },
    },
  ];
  return Object.keys(files)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .flatMap((name) =>
      linter
        .verify(readFileSync(join(dir, name), 'utf8'), config, join(dir, name))
        .map((m) => ({ file: name, line: m.line, message: m.message })),
    );
}

/** `src/a.ts` imports `src/b/index.ts` (a barrel) and `src/b/x.ts` goes back with `closing`. */
const pair = (closing: string): Record<string, string> => ({
  'src/a.ts':
    "import { x } from './b';\nimport { readFileSync } from 'node:fs';\nexport const a = x;\nexport type A = typeof readFileSync;\n",
  'src/b/index.ts': "export { x } from './x';\n",
  'src/b/x.ts': `export const x = 1;\n${closing}\n`,
  'src/c.ts': 'export const c = 2;\nexport type C = number;\n',
});

const CLOSING: readonly (readonly [string, string])[] = [
  ['import type', "import type { A } from '../a';"],
  ['an inline type specifier', "import { type A } from '../a';"],
  ['export type … from', "export type { A } from '../a';"],
  ['export * from', "export * from '../a';"],
  ['export * as … from', "export * as a from '../a';"],
  ['dynamic import()', "export const later = () => import('../a');"],
  ['an import() type', "export type Later = import('../a').A;"],
  ['a .js specifier', "import type { A } from '../a.js';"],
];

describe('a cycle is reported on the import that closes it', () => {
  test.each(CLOSING)('closed by %s', (_kind, closing) => {
    expect(lint(pair(closing))).toEqual([
      {
        file: 'src/b/x.ts',
        line: 2,
        message: 'This import closes a cycle: src/a.ts → src/b/index.ts → src/b/x.ts → src/a.ts.',
      },
    ]);
  });

  test('the same imports to a file off the cycle: nothing', () => {
    for (const [, closing] of CLOSING) {
      expect(lint(pair(closing.replace('../a', '../c')))).toEqual([]);
    }
  });

  test('one report for each cycle, in the file whose import closes it', () => {
    const found = lint({
      'src/a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'src/b.ts': "import type { A } from './a';\nexport type B = string;\nexport type X = A;\n",
      'src/c.ts': "import { d } from './d';\nexport const c = d;\n",
      'src/d.ts': "import { e } from './e';\nexport const d = e;\n",
      'src/e.ts': "export const e = () => import('./c');\n",
      'src/f.ts':
        "import { c } from './c';\nimport type { A } from './a';\nexport const f: A = `${c}`;\n",
    });
    expect(found).toEqual([
      {
        file: 'src/b.ts',
        line: 1,
        message: 'This import closes a cycle: src/a.ts → src/b.ts → src/a.ts.',
      },
      {
        file: 'src/e.ts',
        line: 1,
        message: 'This import closes a cycle: src/c.ts → src/d.ts → src/e.ts → src/c.ts.',
      },
    ]);
  });

  test('a file that imports itself', () => {
    expect(lint({ 'src/a.ts': "export * from './a';\n" })).toEqual([
      { file: 'src/a.ts', line: 1, message: 'This import closes a cycle: src/a.ts → src/a.ts.' },
    ]);
  });
});

test('imports of packages, JSON and missing files are no edges', () => {
  expect(
    lint({
      'src/a.ts':
        "import { expect } from 'vitest';\nimport data from './data.json';\nimport type { Z } from './missing';\nexport const a = [expect, data];\nexport type Y = Z;\n",
      'src/data.json': '{}\n',
    }),
  ).toEqual([]);
});
