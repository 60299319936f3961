/**
 * Every line of the shared vectors replays to exactly its expected output
 * (RECORD.md contract): RULES.md §11's Horse Race vectors and §15.11's parlour
 * vectors, copied from ../shared/vectors into test/fixtures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replayValue } from '../../src/engine/index';

interface Vector {
  readonly name: string;
  readonly record: unknown;
  readonly expected: { readonly exit?: number } & Record<string, unknown>;
}

function load(file: string): Vector[] {
  return readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Vector);
}

const FILES = [
  { file: 'rules-vectors.jsonl', count: 60, illegal: 17 },
  { file: 'parlour-vectors.jsonl', count: 34, illegal: 11 },
] as const;

describe.each(FILES)('vectors in $file', ({ file, count, illegal }) => {
  const vectors = load(file);

  test(`the fixture holds all ${count} vectors, ${illegal} of them illegal moves`, () => {
    expect(vectors).toHaveLength(count);
    expect(vectors.filter((v) => v.expected.exit === 1)).toHaveLength(illegal);
  });

  test.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const { exit, ...expected } = vector.expected;
    const { output, status } = replayValue(vector.record);
    expect(output).toEqual(expected);
    expect(status).toBe(exit ?? 0);
  });
});
