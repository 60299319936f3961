/**
 * npm run bench:replay-stream [-- --mb 500] [--heap 96] [--runs 3]
 * Pipes a generated stream (valid games, 1 MB records, hostile records, lines past the
 * limit) into `npm run replay -- -` under a fixed heap limit, and prints the median wall
 * time, throughput and peak resident memory of the replay process.
 */
import { streamReplay } from './lib/replayStream';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

const mb = arg('mb', 500);
const heap = arg('heap', 96);
const runs = arg('runs', 3);
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

const times: number[] = [];
const peaks: number[] = [];
for (let r = 0; r < runs; r++) {
  const run = await streamReplay(mb, heap);
  const answered = run.answers.ok + run.answers.errors;
  const expected = run.sent.valid + run.sent.hostile + run.sent.overLong;
  if (run.stderr !== '' || answered !== expected) {
    process.stdout.write(`replay-stream: run ${r + 1} FAILED (${answered}/${expected} answered)\n`);
    process.stdout.write(run.stderr.slice(0, 2000));
    process.exit(1);
  }
  times.push(run.ms);
  if (run.peakMb !== null) peaks.push(run.peakMb);
  process.stdout.write(
    `  run ${r + 1}: ${(run.bytes / 1048576).toFixed(0)} MB, ${answered} answers, ` +
      `${(run.ms / 1000).toFixed(2)} s, peak ${run.peakMb?.toFixed(0) ?? '?'} MB\n`,
  );
}
const t = median(times);
process.stdout.write(
  `replay-stream: ${mb} MB in a ${heap} MB heap, median ${(t / 1000).toFixed(2)} s ` +
    `(${((mb / t) * 1000).toFixed(0)} MB/s), median peak resident ${median(peaks).toFixed(0)} MB\n`,
);
