/** `npm run --silent replay -- FILE` on the Texas 42 vectors: one line each, in order, exit 1. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const vectors = readFileSync(join(root, 'test/fixtures/texas-42-vectors.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { record: unknown; expected: Record<string, unknown> });
const strip = (e: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'exit'));

function replay(text: string): { code: number | null; lines: unknown[] } {
  const path = join(mkdtempSync(join(tmpdir(), 'replay-42-')), 'records.jsonl');
  writeFileSync(path, text);
  const r = spawnSync('npm', ['run', '--silent', 'replay', '--', path], {
    cwd: root,
    encoding: 'utf8',
  });
  const lines = r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as unknown);
  return { code: r.status, lines };
}

test('every Texas 42 vector through the replay command, then a malformed one (exit 2)', () => {
  const text = vectors.map((v) => JSON.stringify(v.record)).join('\n');
  const r = replay(text);
  expect(r.code).toBe(1);
  expect(r.lines).toEqual(vectors.map((v) => strip(v.expected)));
  const bad = replay(`${text}\n${JSON.stringify({ preset: 'texas-42', players: 3, hands: [] })}\n`);
  expect(bad.code).toBe(2);
  expect(bad.lines).toHaveLength(vectors.length + 1);
}, 30_000);
