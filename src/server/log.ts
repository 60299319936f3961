/**
 * The server's log, which a client must not be able to fill: every line is one line (an
 * error's first line, never its stack), and lines are held to a rate (a burst, then one a
 * second); those over it are counted and the count told with the next line let through.
 * Colyseus logs through it (`new Server({ logger })`), and so do the rooms.
 */
import { fullBucket, take, type Bucket, type Rate } from './limits';

/** Where lines go (the console, or a test's list). */
export interface LogSink {
  error(line: string): void;
  warn(line: string): void;
  info(line: string): void;
}

/** Colyseus's logger shape. */
export interface ServerLog {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  info(...args: unknown[]): void;
  debug(...args: unknown[]): void;
  trace(...args: unknown[]): void;
}

export const LOG_RATE: Rate = { rate: 1, burst: 20 };

/** One argument as a short text: an error's message, a value's first line. */
function short(value: unknown): string {
  const text = value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

export function limitedLog(
  sink: LogSink,
  rate: Rate = LOG_RATE,
  now: () => number = Date.now,
): ServerLog {
  let bucket: Bucket = fullBucket(rate, now());
  let dropped = 0;
  const write = (level: keyof LogSink, args: unknown[]) => {
    const taken = take(bucket, rate, now());
    bucket = taken.bucket;
    if (!taken.ok) {
      dropped++;
      return;
    }
    const before = dropped > 0 ? `(${dropped} lines dropped) ` : '';
    dropped = 0;
    sink[level](before + args.map(short).join(' '));
  };
  return {
    error: (...args) => write('error', args),
    warn: (...args) => write('warn', args),
    info: (...args) => write('info', args),
    debug: () => undefined,
    trace: () => undefined,
  };
}

/** The console as a sink. */
export const CONSOLE_SINK: LogSink = {
  error: (line) => console.error(line),
  warn: (line) => console.warn(line),
  info: (line) => console.info(line),
};
