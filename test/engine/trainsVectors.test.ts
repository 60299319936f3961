/**
 * Mexican Train's shared vectors (RULES.md §16.13, RECORD.md "Mexican Train records"), copied
 * from ../shared/vectors into test/fixtures: every record replays to exactly its expected
 * output and exit status, through `replayValue` and through `npm run --silent replay`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { replayValue } from '../../src/engine/index';

interface Vector {
  readonly name: string;
  readonly record: unknown;
  readonly expected: { readonly exit?: number } & Record<string, unknown>;
}

const root = new URL('../..', import.meta.url).pathname;
const vectors = readFileSync(join(root, 'test/fixtures/mexican-train-vectors.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Vector);

const strip = (expected: Vector['expected']): Record<string, unknown> =>
  Object.fromEntries(Object.entries(expected).filter(([key]) => key !== 'exit'));

describe('Mexican Train vectors', () => {
  test('the fixture holds all 43 vectors, 27 of them illegal moves', () => {
    expect(vectors).toHaveLength(43);
    expect(vectors.filter((v) => v.expected.exit === 1)).toHaveLength(27);
    expect(vectors.filter((v) => v.expected.exit === 2)).toHaveLength(0);
  });

  test.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const { output, status } = replayValue(vector.record);
    expect(output).toEqual(strip(vector.expected));
    // Key order too: the command writes the object as it is.
    expect(JSON.stringify(output)).toBe(JSON.stringify(strip(vector.expected)));
    expect(status).toBe(vector.expected.exit ?? 0);
  });
});

describe('npm run --silent replay on the Mexican Train records', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trains-replay-'));
  const run = (lines: readonly string[]): { code: number | null; out: unknown[] } => {
    const path = join(dir, `records-${lines.length}.jsonl`);
    writeFileSync(path, `${lines.join('\n')}\n`);
    const r = spawnSync('npm', ['run', '--silent', 'replay', '--', path], {
      cwd: root,
      encoding: 'utf8',
    });
    const out = r.stdout
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as unknown);
    return { code: r.status, out };
  };
  const records = vectors.map((v) => JSON.stringify(v.record));

  test('every record: one line each, in order; exit 1 (some moves are illegal)', () => {
    const r = run(records);
    expect(r.code).toBe(1);
    expect(r.out).toEqual(vectors.map((v) => strip(v.expected)));
  }, 60_000);

  test('a line that is not a record (9 players) makes the exit status 2', () => {
    const notRecord = JSON.stringify({ ...(vectors[0]?.record as object), players: 9 });
    const r = run([...records, notRecord]);
    expect(r.code).toBe(2);
    expect(r.out).toHaveLength(44);
    expect(r.out[43]).toEqual({
      error: { message: '"players" must be a whole number from 2 to 8 for mexican-train' },
    });
    expect(r.out.slice(0, 43)).toEqual(vectors.map((v) => strip(v.expected)));
  }, 60_000);
});
