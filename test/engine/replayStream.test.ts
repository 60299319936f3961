/**
 * The replay command streams (issue 16): chunks cut anywhere answer as the whole text does,
 * a line past the limit is an error and the rest is still read, hostile records each get a
 * JSON error without a stack trace, and 500 MB through a pipe replays in a 96 MB heap.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ReplayReader, replayText } from '../../src/engine/replayText';
import { streamReplay } from '../../scripts/lib/replayStream';

const root = join(import.meta.dirname, '..', '..');
const vectorText = readFileSync(join(root, 'test/fixtures/rules-vectors.jsonl'), 'utf8');
const records = vectorText
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => (JSON.parse(l) as { record: unknown }).record);
const jsonl = records.map((r) => JSON.stringify(r)).join('\n');
const pretty = JSON.stringify(records.slice(0, 5), null, 2);

function chunked(text: string, cuts: number[], limit?: number): { lines: string[]; code: number } {
  const lines: string[] = [];
  const reader = new ReplayReader((l) => lines.push(l), limit);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    reader.push(text.slice(from, cut));
    from = cut;
  }
  reader.push(text.slice(from));
  reader.end();
  return { lines, code: reader.exitCode };
}

describe('ReplayReader', () => {
  test('chunks cut anywhere give the same answers as the whole text', () => {
    const inputs = [jsonl, pretty, `{not json\n${jsonl}`, `\r\n${jsonl.replace(/\n/g, '\r\n')}`];
    for (const text of inputs) {
      const whole = replayText(text);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 12 }), (c) => {
          const got = chunked(text, c);
          expect(got.lines).toEqual(whole.lines);
          expect(got.code).toBe(whole.exitCode);
        }),
        { numRuns: 40 },
      );
    }
  });

  test('a pretty-printed list is read as one document', () => {
    const run = replayText(pretty);
    expect(run.lines).toHaveLength(5);
  });

  test('a line past the limit is one error and the records after it are answered', () => {
    const one = JSON.stringify(records[0]);
    const text = `${one}\n${'z'.repeat(5000)}\n${one}\n`;
    const got = chunked(text, [10, 3000, 4000], 1000);
    expect(got.code).toBe(2);
    expect(got.lines).toHaveLength(3);
    expect(got.lines[1]).toBe(
      JSON.stringify({ error: { message: 'line 2 is longer than 1000 characters: not read' } }),
    );
    expect(got.lines[2]).toBe(got.lines[0]);
  });

  test('an endless line (/dev/zero) is answered as soon as it passes the limit', () => {
    const lines: string[] = [];
    const reader = new ReplayReader((l) => lines.push(l), 1000);
    for (let i = 0; i < 50; i++) reader.push('\0'.repeat(100));
    // No line end yet, and none may ever come: the error is out already, and only once.
    expect(lines).toEqual([
      JSON.stringify({ error: { message: 'line 1 is longer than 1000 characters: not read' } }),
    ]);
    expect(reader.exitCode).toBe(2);
  });

  test('a document past the limit is read as JSON Lines instead', () => {
    const text = `{not json\n${jsonl}`;
    const got = chunked(text, [], 2000);
    expect(got.lines.length).toBe(records.length + 1);
  });

  test('empty input is an input error', () => {
    expect(replayText('  \n\n')).toEqual({
      lines: ['{"error":{"message":"the input is empty: no record to replay"}}'],
      exitCode: 2,
    });
  });
});

describe('npm run replay with hostile records', () => {
  test('every hostile record gets a JSON error; every valid one is answered', () => {
    const good = JSON.stringify(records[0]);
    const deep = `${'['.repeat(50_000)}"x"${']'.repeat(50_000)}`;
    const hostile: string[] = [];
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      hostile.push(`{"players":2,"options":{"${name}":1},"hands":[]}`);
      hostile.push(`{"players":2,"preset":"${name}","hands":[]}`);
    }
    hostile.push(`{"players":2,"preset":${deep},"hands":[]}`);
    hostile.push(`{"players":2,"format":${deep},"hands":[]}`);
    hostile.push(`{"players":2,"preset":"${'p'.repeat(5_000_000)}","hands":[]}`);
    hostile.push(`{"players":2,"scores":[1e300,0],"hands":[]}`);
    hostile.push(deep);
    const input = hostile.flatMap((h) => [good, h]).join('\n');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', '-'], {
      cwd: root,
      input,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(2);
    const out = r.stdout.trimEnd().split('\n');
    expect(out).toHaveLength(hostile.length * 2);
    const goodAnswer = replayText(good).lines[0];
    out.forEach((line, i) => {
      expect(line.length).toBeLessThan(i % 2 === 0 ? 100_000 : 300);
      if (i % 2 === 0) expect(line).toBe(goodAnswer);
      else expect(line).toMatch(/^\{"error":\{"message":"/);
    });
  });

  test('500 MB through a pipe replays in a 96 MB heap, every record answered', async () => {
    const run = await streamReplay(500, 96);
    expect(run.stderr).toBe('');
    expect(run.bytes).toBeGreaterThan(500 * 1024 * 1024);
    expect(run.code).toBe(2);
    expect(run.answers.ok).toBe(run.sent.valid);
    expect(run.answers.errors).toBe(run.sent.hostile + run.sent.overLong);
  }, 120_000);
});
