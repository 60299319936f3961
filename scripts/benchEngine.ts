/**
 * npm run bench:engine [-- --json] [--runs 5] [--seconds 1]
 * Full random hands per second, single-threaded: each hand is dealt (with the
 * lot where the rules call for it) and played to its end by random legal moves.
 * Prints the median of the runs, per preset (and set, for the §15 games) and over all.
 */
import {
  familyOf,
  newGame,
  playRandomGame,
  PARLOUR_PRESETS,
  PARLOUR_SETS,
  PRESET_OPTIONS,
  playRandomHand,
  seedRng,
  type GameState,
  type NewGame,
  type Rng,
} from '../src/engine/index';
import { median } from './lib/median';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const MIXES: readonly NewGame[] = [
  { preset: 'horse-race', players: 2 },
  { preset: 'horse-race', players: 3 },
  { preset: 'horse-race', players: 4 },
  { preset: 'horse-race', players: 4, partners: true },
  { preset: 'horse-race-celko', players: 3 },
  { preset: 'horse-race-domino-play', players: 2 },
  { preset: 'seven-toed-pete', players: 4 },
  // The §15 parlour games on each set, 4 players (the largest hands and layouts).
  ...PARLOUR_PRESETS.flatMap((preset) =>
    PARLOUR_SETS.map((maxPip) => ({
      preset,
      players: 4,
      options: { ...PRESET_OPTIONS[preset], maxPip },
    })),
  ),
];

function fresh(settings: NewGame): GameState {
  const g = newGame(settings);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Hands per second for one settings mix over about `seconds`. */
function measure(
  settings: NewGame,
  seconds: number,
  seed: string,
): { handsPerSecond: number; movesPerHand: number } {
  let rng: Rng = seedRng(seed);
  let state = fresh(settings);
  let hands = 0;
  let moves = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  let now = start;
  while (now < until) {
    for (let i = 0; i < 50; i++) {
      if (state.over) state = fresh(settings);
      const played = playRandomHand(state, rng);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
      rng = played.value.rng;
      hands++;
      moves += played.value.hand.steps.length;
    }
    now = performance.now();
  }
  return { handsPerSecond: hands / ((now - start) / 1000), movesPerHand: moves / hands };
}

const runs = arg('runs', 5);
const seconds = arg('seconds', 1);
const json = process.argv.includes('--json');
// Warm up the JIT before measuring.
measure(MIXES[0] as NewGame, 0.5, 'warmup');
const perMix = MIXES.map((mix, i) => {
  const samples = Array.from({ length: runs }, (_, r) =>
    measure(mix, Math.max(0.2, seconds / MIXES.length), `bench-${i}-${r}`),
  );
  return {
    preset: mix.preset ?? 'horse-race',
    set: mix.options?.maxPip ?? 6,
    players: mix.players,
    partners: mix.partners ?? false,
    handsPerSecond: Math.round(median(samples.map((s) => s.handsPerSecond))),
    movesPerHand: Number(median(samples.map((s) => s.movesPerHand)).toFixed(1)),
  };
});
/** The other families: hands (Mexican Train: rounds) per second over whole random games. */
function measureFamily(
  settings: { preset: string; players: number },
  seconds: number,
  seed: string,
): number {
  const family = familyOf(settings.preset);
  if (!family) throw new Error(`no family plays ${settings.preset}`);
  let hands = 0;
  let games = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  let now = start;
  while (now < until) {
    hands += playRandomGame(family, settings, `${seed}-${games++}`).hands.length;
    now = performance.now();
  }
  return hands / ((now - start) / 1000);
}
const perFamily = [
  { preset: 'mexican-train', players: 4 },
  { preset: 'mexican-train', players: 8 },
  { preset: 'texas-42', players: 4 },
].map((settings, i) => ({
  ...settings,
  handsPerSecond: Math.round(
    median(
      Array.from({ length: runs }, (_, r) =>
        measureFamily(settings, Math.max(0.3, seconds / 3), `family-${i}-${r}`),
      ),
    ),
  ),
}));

const overall = Array.from(
  { length: runs },
  (_, r) => measure(MIXES[0] as NewGame, seconds, `bench-main-${r}`).handsPerSecond,
);
const result = {
  benchmark: 'engine: full random hands per second, single-threaded',
  runs,
  node: process.version,
  handsPerSecond: Math.round(median(overall)),
  handsPerSecondRuns: overall.map((x) => Math.round(x)),
  target: 20000,
  perPreset: perMix,
  perFamily,
};
if (json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  process.stdout.write(
    `engine: ${result.handsPerSecond} full random hands/s (horse-race, 2 players; median of ${runs} runs; target >= 20000)\n`,
  );
  process.stdout.write(`  runs: ${result.handsPerSecondRuns.join(', ')}\n`);
  for (const p of perMix) {
    process.stdout.write(
      `  ${p.preset.padEnd(24)} double-${String(p.set).padEnd(2)} ${p.players}p${p.partners ? ' partners' : '         '} ${String(p.handsPerSecond).padStart(7)} hands/s  ${p.movesPerHand} moves/hand\n`,
    );
  }
  for (const f of perFamily) {
    const unit = f.preset === 'mexican-train' ? 'rounds/s' : 'hands/s';
    process.stdout.write(
      `  ${f.preset.padEnd(24)} ${f.players}p (whole games) ${String(f.handsPerSecond).padStart(7)} ${unit}\n`,
    );
  }
}
