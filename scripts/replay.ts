/**
 * npm run --silent replay -- FILE   (FILE '-' reads standard input)
 * Replays game records through the rules engine, as RECORD.md specifies.
 */
import { readFileSync } from 'node:fs';
import { replayText } from '../src/engine/replayText';

function main(argv: readonly string[]): number {
  const file = argv[0];
  if (file === undefined || argv.length > 1) {
    process.stderr.write(
      'usage: npm run --silent replay -- FILE   (FILE may be - for standard input)\n',
    );
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    process.stdout.write(
      `${JSON.stringify({ error: { message: `cannot read ${file}: ${reason}` } })}\n`,
    );
    return 2;
  }
  const run = replayText(text);
  process.stdout.write(run.lines.length > 0 ? `${run.lines.join('\n')}\n` : '');
  return run.exitCode;
}

process.exitCode = main(process.argv.slice(2));
