/**
 * npm run --silent replay -- FILE   (FILE '-' reads standard input)
 * Replays game records through the rules engine, as RECORD.md specifies. The input is
 * streamed: each record is answered as soon as its line has been read, and output waits
 * for standard output to drain, so a file of any size replays in bounded memory.
 */
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { ReplayReader } from '../src/engine/replayText';

/** Writes text to standard output, waiting when the pipe is full. */
async function write(text: string): Promise<void> {
  if (text !== '' && !process.stdout.write(text)) await once(process.stdout, 'drain');
}

async function main(argv: readonly string[]): Promise<number> {
  const file = argv[0];
  if (file === undefined || argv.length > 1) {
    process.stderr.write(
      'usage: npm run --silent replay -- FILE   (FILE may be - for standard input)\n',
    );
    return 2;
  }
  let out: string[] = [];
  const reader = new ReplayReader((line) => out.push(line));
  const flush = async (): Promise<void> => {
    const text = out.length > 0 ? `${out.join('\n')}\n` : '';
    out = [];
    await write(text);
  };
  try {
    const input = createReadStream(file === '-' ? '' : file, {
      encoding: 'utf8',
      ...(file === '-' ? { fd: 0 } : {}),
      highWaterMark: 1 << 16,
    });
    for await (const chunk of input) {
      reader.push(chunk as string);
      await flush();
    }
  } catch (e) {
    await flush();
    const reason = e instanceof Error ? e.message : String(e);
    await write(`${JSON.stringify({ error: { message: `cannot read ${file}: ${reason}` } })}\n`);
    return 2;
  }
  reader.end();
  await flush();
  return reader.exitCode;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // Only a broken output pipe gets here; say so once, without a stack trace.
    process.stderr.write(`replay stopped: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
