/**
 * Every Texas 42 vector (RULES.md §17.14, shared/vectors/texas-42-vectors.jsonl, copied into
 * test/fixtures) replays to exactly its expected output and exit status, through the same
 * `replayValue` the replay command uses, and through the tricks family's own codec.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replayValue, tricksFamily } from '../../src/engine/index';

interface Vector {
  readonly name: string;
  readonly record: unknown;
  readonly expected: { readonly exit?: number } & Record<string, unknown>;
}

const vectors = readFileSync(new URL('../fixtures/texas-42-vectors.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Vector);

describe('Texas 42 vectors', () => {
  test('the fixture holds all 99 vectors, 56 of them illegal moves', () => {
    expect(vectors).toHaveLength(99);
    expect(vectors.filter((v) => v.expected.exit === 1)).toHaveLength(56);
  });

  test.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const { exit, ...expected } = vector.expected;
    const { output, status } = replayValue(vector.record);
    expect(output).toEqual(expected);
    expect(status).toBe(exit ?? 0);
    expect(tricksFamily.record.replay(vector.record)).toEqual({ output, status });
  });

  test.each(vectors.map((v) => [v.name, v] as const))('%s: read, written, read again', (_n, v) => {
    const read = tricksFamily.record.read(v.record);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const written = tricksFamily.record.write(read.value);
    expect(replayValue(written)).toEqual(replayValue(v.record));
  });
});
