/**
 * npm run fuzz -- --hands N [--seed S]
 * Plays N random hands across every preset, set and player count and checks the
 * engine's invariants (test/support/invariants.ts). Exits 1 on any failure,
 * printing the seed that reproduces it.
 */
import { checkRandomGame, FUZZ_SETTINGS } from '../test/support/invariants';
import type { NewGame } from '../src/engine/index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const target = Number(arg('hands') ?? 1000);
const seed = arg('seed') ?? 'fuzz';
if (!Number.isInteger(target) || target <= 0) {
  process.stderr.write('usage: npm run fuzz -- --hands N [--seed S]\n');
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
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `fuzz: ${hands} hands in ${games} games (${moves} moves), ${seconds.toFixed(1)} s, seed "${seed}"\n`,
);
for (const [key, n] of perPreset) process.stdout.write(`  ${key.padEnd(32)} ${n} hands\n`);
if (failures.length > 0) {
  for (const f of failures) process.stdout.write(`FAIL ${f}\n`);
  process.stdout.write(`fuzz: ${failures.length} failure(s)\n`);
  process.exit(1);
}
process.stdout.write('fuzz: every invariant held\n');
