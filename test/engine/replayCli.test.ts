/** The replay command from outside (RECORD.md): files, standard input, output lines and exit codes. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'replay-'));

function run(
  args: string[],
  input?: string,
): { code: number | null; lines: unknown[]; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
  });
  const lines = r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as unknown);
  return { code: r.status, lines, stderr: r.stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const vectorLines = readFileSync(join(root, 'test/fixtures/rules-vectors.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { record: unknown; expected: Record<string, unknown> });
const legal = vectorLines.find((v) => !('error' in v.expected)) as (typeof vectorLines)[number];
const illegal = vectorLines.find((v) => 'error' in v.expected) as (typeof vectorLines)[number];
const strip = (e: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'exit'));

describe('npm run replay', () => {
  test('JSON Lines of every vector: one line each, in order, exit 1 (some are illegal)', () => {
    const path = file('vectors.jsonl', vectorLines.map((v) => JSON.stringify(v.record)).join('\n'));
    const r = run([path]);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual(vectorLines.map((v) => strip(v.expected)));
  });

  test('one pretty-printed record: exit 0', () => {
    const r = run([file('one.json', JSON.stringify(legal.record, null, 2))]);
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([strip(legal.expected)]);
  });

  test("'-' reads standard input; a top-level array is a list of records", () => {
    const r = run(['-'], JSON.stringify([legal.record, legal.record]));
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(2);
  });

  test('a line that is not JSON reports an input error and exit 2 wins over 1', () => {
    const text = [JSON.stringify(illegal.record), '{not json', JSON.stringify(legal.record)].join(
      '\n',
    );
    const r = run([file('mixed.jsonl', text)]);
    expect(r.code).toBe(2);
    expect(r.lines).toHaveLength(3);
    expect(r.lines[0]).toEqual(strip(illegal.expected));
    expect(r.lines[1]).toMatchObject({
      error: { message: expect.stringMatching(/JSON/) as unknown },
    });
    expect(r.lines[2]).toEqual(strip(legal.expected));
  });

  test('a missing file or no argument: exit 2 with a message', () => {
    const missing = run([join(dir, 'nope.jsonl')]);
    expect(missing.code).toBe(2);
    expect(missing.lines[0]).toMatchObject({
      error: { message: expect.stringMatching(/cannot read/) as unknown },
    });
    const none = run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/usage/);
  });
});
