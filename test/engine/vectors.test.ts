/** Every line of RULES.md §11's vectors replays to exactly its expected output (RECORD.md contract). */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replayValue } from '../../src/engine/index';

interface Vector {
  readonly name: string;
  readonly record: unknown;
  readonly expected: { readonly exit?: number } & Record<string, unknown>;
}

const vectors: Vector[] = readFileSync(
  new URL('../fixtures/rules-vectors.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Vector);

describe('rules vectors (shared/vectors/rules-vectors.jsonl)', () => {
  test('the fixture holds all 60 vectors', () => {
    expect(vectors).toHaveLength(60);
  });

  test.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const { exit, ...expected } = vector.expected;
    const { output, status } = replayValue(vector.record);
    expect(output).toEqual(expected);
    expect(status).toBe(exit ?? 0);
  });
});
