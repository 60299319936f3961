/**
 * Feeds `npm run replay -- -` a generated stream of records through a pipe (nothing is
 * written to disk) under a fixed heap limit: valid games, records padded to 1 MB, hostile
 * records and lines longer than the replay's line limit. Used by the replay stream test
 * (a small stream) and `npm run bench:replay-stream` (500 MB).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_RECORD_CHARS } from '../../src/engine/replayText';

const root = join(import.meta.dirname, '..', '..');

export interface StreamRun {
  readonly code: number | null;
  /** Bytes written to the replay's standard input. */
  readonly bytes: number;
  /** Records (lines) sent, and answer lines read back, by kind. */
  readonly sent: { valid: number; hostile: number; overLong: number };
  readonly answers: { ok: number; errors: number };
  readonly ms: number;
  /** The replay process's peak resident memory in MB (Linux /proc), or null where unknown. */
  readonly peakMb: number | null;
  readonly stderr: string;
}

function legalRecordLine(): string {
  const text = readFileSync(join(root, 'test/fixtures/rules-vectors.jsonl'), 'utf8');
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const v = JSON.parse(line) as { record: unknown; expected: Record<string, unknown> };
    if (!('error' in v.expected)) return JSON.stringify(v.record);
  }
  throw new Error('no legal record in the vectors');
}

function peakOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmHWM:\s+(\d+) kB/.exec(status);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Streams about `megabytes` MB of records into the replay command with a `heapMb` heap. */
export async function streamReplay(megabytes: number, heapMb: number): Promise<StreamRun> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, '--import', 'tsx', 'scripts/replay.ts', '-'],
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const answers = { ok: 0, errors: 0 };
  let rest = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    const parts = (rest + d).split('\n');
    rest = parts.pop() ?? '';
    for (const p of parts) {
      if (p.startsWith('{"error"')) answers.errors++;
      else answers.ok++;
    }
  });
  let peakMb: number | null = null;
  const poll = setInterval(() => {
    const now = peakOf(child.pid);
    if (now !== null) peakMb = Math.max(peakMb ?? 0, now);
  }, 50);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));

  const legal = `${legalRecordLine()}\n`;
  const padded = `{"players":2,"hands":[],"note":"${'x'.repeat(1 << 20)}"}\n`;
  const hostile = `{"players":2,"options":{"constructor":1,"__proto__":{"target":5}},"hands":[]}\n`;
  const overLong = `${'a'.repeat(MAX_RECORD_CHARS + 1)}\n`;
  const sent = { valid: 0, hostile: 0, overLong: 0 };
  let bytes = 0;
  const send = async (text: string): Promise<void> => {
    bytes += text.length;
    if (!child.stdin.write(text)) {
      await new Promise<void>((resolve) => child.stdin.once('drain', resolve));
    }
  };
  const goal = megabytes * 1024 * 1024;
  for (let block = 0; bytes < goal; block++) {
    for (let i = 0; i < 50; i++) {
      await send(legal);
      sent.valid++;
    }
    await send(hostile);
    sent.hostile++;
    await send(padded);
    sent.valid++;
    // Now and then a line past the limit, which is skipped without being held.
    if (block % 40 === 39) {
      await send(overLong);
      sent.overLong++;
    }
  }
  child.stdin.end();
  const code = await exited;
  clearInterval(poll);
  if (rest !== '') answers.ok++;
  return { code, bytes, sent, answers, ms: performance.now() - started, peakMb, stderr };
}
