/**
 * npm run fuzz -- --hands N [--rounds R] [--seed S]      (npm run bench:fuzz: 1,000,000 hands)
 * Plays N random hands across every preset of the engine's list (PRESETS, so a preset
 * added there is fuzzed too), every set it takes and every player count and partnership
 * it allows, and checks
 * the engine's invariants (test/support/invariants.ts); then N / 2 hands of Texas 42 (the
 * tricks family) across every combination of its record options
 * (test/support/tricksInvariants.ts). Then plays R random Mexican Train
 * rounds (default N / 4; `--rounds R` alone plays only those) on 2–8 players, both sets and
 * every option combination (test/support/trainsInvariants.ts). Exits 1 on any failure,
 * printing the seed that reproduces it.
 */
import { checkRandomGame } from '../test/support/invariants';
import type { GameSettings } from '../src/engine/family';
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
const FUZZ_SETTINGS = everySetting();

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

const started = performance.now();
let hands = 0;
let moves = 0;
let games = 0;
const failures: string[] = [];
const perPreset = new Map<string, number>();
while (hands < target && failures.length < 10) {
  const settings = FUZZ_SETTINGS[games % FUZZ_SETTINGS.length] as NewGame;
  const run = checkRandomGame(settings, `${seed}/${games}`, {
    maxHands: Math.min(target - hands, 30),
    illegalEvery: 7,
    allLegalEvery: 11,
  });
  games++;
  hands += run.hands;
  moves += run.moves;
  const set = settings.options?.maxPip ?? 6;
  const key = `${settings.preset ?? 'horse-race'} ${settings.players}p${settings.partners ? ' partners' : ''}${set === 6 ? '' : ` double-${set}`}`;
  perPreset.set(key, (perPreset.get(key) ?? 0) + run.hands);
  failures.push(...run.failures);
  // A line every 50,000 hands, so a long run (bench:fuzz) shows how far it has come.
  if (Math.floor(hands / 50_000) > Math.floor((hands - run.hands) / 50_000)) {
    const s = (performance.now() - started) / 1000;
    process.stderr.write(
      `fuzz: ${hands} hands, ${failures.length} failures, ${s.toFixed(0)} s so far\n`,
    );
  }
}
const seconds = (performance.now() - started) / 1000;
if (target > 0) {
  process.stdout.write(
    `fuzz: ${hands} hands in ${games} games (${moves} moves), ${seconds.toFixed(1)} s ` +
      `(${Math.round(hands / seconds)} hands/s), seed "${seed}", ${FUZZ_SETTINGS.length} settings\n`,
  );
  for (const [key, n] of perPreset) process.stdout.write(`  ${key.padEnd(36)} ${n} hands\n`);
}

// Texas 42: a proportional number of hands, every option combination in turn.
const TRICKS_OPTIONS = tricksOptionSets();
const tricksTarget = Math.ceil(target / 2);
const tricksStarted = performance.now();
let tricksHands = 0;
let tricksMoves = 0;
let tricksGames = 0;
while (tricksHands < tricksTarget && failures.length < 10) {
  const options = TRICKS_OPTIONS[tricksGames % TRICKS_OPTIONS.length] ?? {};
  const run = checkRandomTricksGame(options, `${seed}/texas-42/${tricksGames}`, {
    maxHands: Math.min(tricksTarget - tricksHands, 30),
    candidatesEvery: 7,
  });
  tricksGames++;
  tricksHands += run.hands;
  tricksMoves += run.moves;
  failures.push(...run.failures);
}
if (tricksTarget > 0) {
  const tricksSeconds = (performance.now() - tricksStarted) / 1000;
  process.stdout.write(
    `fuzz: texas-42 ${tricksHands} hands in ${tricksGames} games (${tricksMoves} moves), ` +
      `${tricksSeconds.toFixed(1)} s (${Math.round(tricksHands / tricksSeconds)} hands/s), ` +
      `${TRICKS_OPTIONS.length} option sets\n`,
  );
}

// Mexican Train (RULES.md §16): its own family, so its own settings and invariants.
const TRAINS_SETTINGS = trainsSettings();
const trainsStarted = performance.now();
let trainsRounds = 0;
let trainsMoves = 0;
let trainsGames = 0;
const perTable = new Map<string, number>();
while (trainsRounds < trainsTarget && failures.length < 10) {
  const settings = TRAINS_SETTINGS[trainsGames % TRAINS_SETTINGS.length] as GameSettings;
  const run = checkRandomTrainsGame(settings, `${seed}/trains/${trainsGames}`, {
    maxRounds: Math.min(trainsTarget - trainsRounds, 13),
    illegalEvery: 7,
    allLegalEvery: 11,
  });
  trainsGames++;
  trainsRounds += run.rounds;
  trainsMoves += run.moves;
  const key = `mexican-train double-${String(settings.options?.max_pip)} ${settings.players}p`;
  perTable.set(key, (perTable.get(key) ?? 0) + run.rounds);
  failures.push(...run.failures);
  if (Math.floor(trainsRounds / 10_000) > Math.floor((trainsRounds - run.rounds) / 10_000)) {
    const s = (performance.now() - trainsStarted) / 1000;
    process.stderr.write(`fuzz: ${trainsRounds} Mexican Train rounds, ${s.toFixed(0)} s so far\n`);
  }
}
if (trainsTarget > 0) {
  const s = (performance.now() - trainsStarted) / 1000;
  process.stdout.write(
    `fuzz: ${trainsRounds} Mexican Train rounds in ${trainsGames} games (${trainsMoves} moves), ` +
      `${s.toFixed(1)} s (${Math.round(trainsRounds / s)} rounds/s), seed "${seed}", ` +
      `${TRAINS_SETTINGS.length} settings\n`,
  );
  for (const [key, n] of [...perTable].sort())
    process.stdout.write(`  ${key.padEnd(36)} ${n} rounds\n`);
}
if (failures.length > 0) {
  for (const f of failures) process.stdout.write(`FAIL ${f}\n`);
  process.stdout.write(`fuzz: ${failures.length} failure(s)\n`);
  process.exit(1);
}
process.stdout.write('fuzz: every invariant held\n');
