/**
 * npm run fuzz -- --hands N [--rounds R] [--seed S]      (npm run bench:fuzz: 1,000,000 hands)
 * Plays random games of every family and checks their invariants; exits 1 on any failure,
 * printing the seed that reproduces it:
 * - the line of play: N hands across every preset of the engine's list (PRESETS, so a preset
 *   added there is fuzzed too), every set it takes and every player count and partnership it
 *   allows (test/support/invariants.ts);
 * - Texas 42: N / 2 hands across every combination of its record options
 *   (test/support/tricksInvariants.ts);
 * - Mexican Train: R rounds (default N / 4; `--rounds R` alone plays only those) on 2–8
 *   players, both sets and every option combination (test/support/trainsInvariants.ts).
 */
import { checkRandomGame } from '../test/support/invariants';
import type { GameSettings } from '../src/engine/core/family';
import { checkRandomTricksGame, tricksOptionSets } from '../test/support/tricksInvariants';
import { checkRandomTrainsGame, trainsSettings } from '../test/support/trainsInvariants';
import { makeConfig, PRESET_OPTIONS, PRESETS, setsFor, type NewGame } from '../src/engine/index';

/** Every preset on every set it takes, with every player count (2 to 6) and partnership `makeConfig` accepts. */
function everySetting(): NewGame[] {
  const out: NewGame[] = [];
  for (const preset of PRESETS) {
    for (const maxPip of setsFor(preset)) {
      const options = { ...PRESET_OPTIONS[preset], maxPip };
      for (let players = 2; players <= 6; players++) {
        for (const partners of [false, true]) {
          const game = { preset, players, partners, options };
          if (makeConfig(game).ok) out.push(game);
        }
      }
    }
  }
  return out;
}

function lineKey(settings: NewGame): string {
  const set = settings.options?.maxPip ?? 6;
  return `${settings.preset ?? 'horse-race'} ${settings.players}p${settings.partners ? ' partners' : ''}${set === 6 ? '' : ` double-${set}`}`;
}

/** One random game of a suite: how many hands (or rounds) and moves it played, and what failed. */
interface Run {
  readonly units: number;
  readonly moves: number;
  readonly failures: readonly string[];
}

/** A family's fuzz: its settings, one checked random game, and how to name a setting. */
interface Suite<T> {
  readonly name: string;
  /** What is counted: hands, or rounds. */
  readonly unit: string;
  readonly target: number;
  readonly settings: readonly T[];
  play(settings: T, seed: string, budget: number): Run;
  key(settings: T): string;
  /** Where its games' seeds branch off the run's seed (as before the suites were one loop). */
  readonly branch: string;
  /** Print the count per setting (key) after the figures. */
  readonly listed: boolean;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const target = Number(arg('hands') ?? (arg('rounds') === undefined ? 1000 : 0));
const trainsTarget = Number(arg('rounds') ?? Math.ceil(target / 4));
const seed = arg('seed') ?? 'fuzz';
if (
  !Number.isInteger(target) ||
  target < 0 ||
  !Number.isInteger(trainsTarget) ||
  trainsTarget < 0 ||
  target + trainsTarget === 0
) {
  process.stderr.write('usage: npm run fuzz -- --hands N [--rounds R] [--seed S]\n');
  process.exit(2);
}

const line: Suite<NewGame> = {
  name: 'line of play',
  unit: 'hands',
  target,
  settings: everySetting(),
  play(settings, s, budget) {
    const run = checkRandomGame(settings, s, {
      maxHands: Math.min(budget, 30),
      illegalEvery: 7,
      allLegalEvery: 11,
    });
    return { units: run.hands, moves: run.moves, failures: run.failures };
  },
  key: lineKey,
  branch: '',
  listed: true,
};

const tricks: Suite<Record<string, unknown>> = {
  name: 'texas-42',
  unit: 'hands',
  target: Math.ceil(target / 2),
  settings: tricksOptionSets(),
  play(options, s, budget) {
    const run = checkRandomTricksGame(options, s, {
      maxHands: Math.min(budget, 30),
      candidatesEvery: 7,
    });
    return { units: run.hands, moves: run.moves, failures: run.failures };
  },
  key: (options) => `texas-42 ${JSON.stringify(options)}`,
  branch: '/texas-42',
  listed: false,
};

const trains: Suite<GameSettings> = {
  name: 'mexican-train',
  unit: 'rounds',
  target: trainsTarget,
  settings: trainsSettings(),
  play(settings, s, budget) {
    const run = checkRandomTrainsGame(settings, s, {
      maxRounds: Math.min(budget, 13),
      illegalEvery: 7,
      allLegalEvery: 11,
    });
    return { units: run.rounds, moves: run.moves, failures: run.failures };
  },
  key: (settings) =>
    `mexican-train double-${String(settings.options?.max_pip)} ${settings.players}p`,
  branch: '/trains',
  listed: true,
};

const failures: string[] = [];

/** Plays a suite's games, settings in turn, until its target; prints its figures. */
function fuzz<T>(suite: Suite<T>): void {
  if (suite.target === 0) return;
  const started = performance.now();
  let units = 0;
  let moves = 0;
  let games = 0;
  const per = new Map<string, number>();
  while (units < suite.target && failures.length < 10) {
    const settings = suite.settings[games % suite.settings.length] as T;
    const run = suite.play(settings, `${seed}${suite.branch}/${games}`, suite.target - units);
    games++;
    units += run.units;
    moves += run.moves;
    per.set(suite.key(settings), (per.get(suite.key(settings)) ?? 0) + run.units);
    failures.push(...run.failures);
    // A line every 50,000, so a long run (bench:fuzz) shows how far it has come.
    if (Math.floor(units / 50_000) > Math.floor((units - run.units) / 50_000)) {
      const s = (performance.now() - started) / 1000;
      process.stderr.write(
        `fuzz: ${suite.name} ${units} ${suite.unit}, ${s.toFixed(0)} s so far\n`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `fuzz: ${suite.name}: ${units} ${suite.unit} in ${games} games (${moves} moves), ` +
      `${seconds.toFixed(1)} s (${Math.round(units / seconds)} ${suite.unit}/s), seed "${seed}", ` +
      `${suite.settings.length} settings\n`,
  );
  if (suite.listed)
    for (const [key, n] of [...per].sort())
      process.stdout.write(`  ${key.padEnd(36)} ${n} ${suite.unit}\n`);
}

fuzz(line);
fuzz(tricks);
fuzz(trains);
if (failures.length > 0) {
  for (const f of failures) process.stdout.write(`FAIL ${f}\n`);
  process.stdout.write(`fuzz: ${failures.length} failure(s)\n`);
  process.exit(1);
}
process.stdout.write('fuzz: every invariant held\n');
