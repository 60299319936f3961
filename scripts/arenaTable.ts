/**
 * npm run arena:table -- [--games2 1000] [--games4 300] [--set 6|9|12] [--pairs hard-medium,medium-easy]
 *                        [--presets block,draw,cross,cross-all-doubles,muggins] [--players 2,4] [--seed table]
 * The docs/ai.md table: for each preset, Hard against Medium and Medium against
 * Easy, 2 players and 4 players (one A seat against three B seats), on the same
 * seeded deals with seats rotated (src/ai/line/arena.ts). Prints one Markdown row
 * per match as soon as it is played, so a partial run still reports what it did.
 */
import { playerFor, runArena, type Level } from '../src/ai/index';
import { isPreset, PARLOUR_PRESETS, setsFor, type Preset } from '../src/engine/index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(`arena:table: ${message}\n`);
  process.exit(2);
}

function count(name: string, fallback: number): number {
  const v = Number(arg(name) ?? fallback);
  if (!Number.isInteger(v) || v < 1) fail(`--${name} must be a positive whole number`);
  return v;
}

const games2 = count('games2', 1000);
const games4 = count('games4', 300);
const maxPip = Number(arg('set') ?? 6);
const seed = arg('seed') ?? 'table';
const presets = (arg('presets') ?? PARLOUR_PRESETS.join(',')).split(',');
const pairs = (arg('pairs') ?? 'hard-medium,medium-easy').split(',').map((p) => {
  const [a, b] = p.split('-') as [Level, Level];
  if (
    !['hard', 'medium', 'easy', 'random'].includes(a) ||
    !['hard', 'medium', 'easy', 'random'].includes(b)
  )
    fail(`--pairs: "${p}" is not A-B with levels hard, medium, easy or random`);
  return [a, b] as const;
});
for (const p of presets) {
  if (!isPreset(p)) fail(`unknown preset "${p}"`);
  if (!setsFor(p).includes(maxPip)) fail(`${p} is not played with --set ${maxPip}`);
}

const playerCounts = (arg('players') ?? '2,4').split(',').map(Number);
if (playerCounts.some((n) => n !== 2 && n !== 4)) fail('--players takes 2, 4 or 2,4');

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
process.stdout.write(
  `| game | set | players | A vs B | games | A wins | A's share [95% CI] | fair share | A ms/decision p50 / p95 (CPU) |\n`,
);
process.stdout.write(`|---|---|---|---|---|---|---|---|---|\n`);
for (const [a, b] of pairs) {
  for (const players of playerCounts) {
    for (const preset of presets as Preset[]) {
      const r = runArena({
        a: playerFor(a),
        b: playerFor(b),
        games: players === 2 ? games2 : games4,
        players,
        preset,
        maxPip,
        seed,
        clock: () => process.cpuUsage().user / 1000,
      });
      process.stdout.write(
        `| ${preset} | double-${maxPip} | ${players} | ${a} vs ${b} | ${r.games} | ${r.winsA} | ${pct(r.winRateA)} [${pct(r.ci95A[0])}, ${pct(r.ci95A[1])}] | ${pct(r.fairShareA)} | ${r.msPerDecisionA.p50.toFixed(1)} / ${r.msPerDecisionA.p95.toFixed(1)} |\n`,
      );
    }
  }
}
