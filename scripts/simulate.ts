/**
 * npm run --silent simulate -- --preset P [--set 6|9|12] --players N [--partners] --seed S [--games G] [--level L] [--target T] [--rounds R]
 *
 * Plays whole games through the game machine with a computer player in every
 * seat (instant speed, hands going on by themselves) and writes each game's
 * record as one line of JSON, ready for `npm run --silent replay -- -`.
 * Game 1 uses the seed S; each further game is the machine's rematch, with the
 * next seed code. Each record also carries its `seed` and the machine's `final`
 * scores and winner, which the replay must reproduce.
 */
import { createActor, waitFor } from 'xstate';
import { LEVELS, type Level } from '../src/ai/index';
import {
  familyFor,
  gameMachine,
  makeSettings,
  SETTINGS_PRESETS,
  toGameRecord,
  type GameSettings,
} from '../src/machine/index';

const USAGE =
  'usage: npm run --silent simulate -- --preset P [--set 6|9|12] --players N [--partners] --seed S [--games G] [--level L] [--target T] [--rounds R]\n' +
  `  P: ${SETTINGS_PRESETS.join(', ')} (--set: the parlour games and Mexican Train; --rounds: Mexican Train); L: ${LEVELS.join(', ')}\n`;

interface Args {
  readonly settings: GameSettings;
  readonly games: number;
}

function parseArgs(argv: readonly string[]): Args | string {
  const values = new Map<string, string>();
  let partners = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    if (flag === '--partners') {
      partners = true;
      continue;
    }
    if (
      ![
        '--preset',
        '--set',
        '--players',
        '--seed',
        '--games',
        '--level',
        '--target',
        '--rounds',
      ].includes(flag)
    )
      return `unknown argument ${JSON.stringify(flag)}`;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return `${flag} needs a value`;
    values.set(flag, value);
    i++;
  }
  const players = Number(values.get('--players') ?? 'missing');
  const games = Number(values.get('--games') ?? '1');
  if (!Number.isInteger(games) || games < 1) return '--games must be a whole number from 1';
  const level = values.get('--level') ?? 'random';
  if (!(LEVELS as readonly string[]).includes(level))
    return `unknown level ${JSON.stringify(level)}`;
  if (!values.has('--seed')) return '--seed is required';
  const target = values.get('--target');
  const settings = makeSettings({
    preset: values.get('--preset') ?? 'horse-race',
    maxPip: values.has('--set') ? Number(values.get('--set')) : undefined,
    players: Number.isInteger(players) ? players : undefined,
    // Left to the game when not asked for (Texas 42 is always a partnership).
    ...(partners ? { partners } : {}),
    ...(values.has('--rounds') ? { options: { rounds: Number(values.get('--rounds')) } } : {}),
    seed: values.get('--seed'),
    target: target === undefined ? undefined : Number(target),
    speed: 'instant',
    seats: Array.from({ length: Number.isInteger(players) ? players : 0 }, () => ({
      kind: 'computer',
      level: level as Level,
    })),
  });
  return settings.ok ? { settings: settings.settings, games } : settings.message;
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`simulate: ${args}\n${USAGE}`);
    return 2;
  }
  const actor = createActor(gameMachine, {
    input: { settings: args.settings, autoContinue: true },
  });
  const problems: string[] = [];
  actor.subscribe({
    next: (s) => {
      const refusal = s.context.refusal;
      if (refusal?.code === 'computer-error' && !problems.includes(refusal.message)) {
        process.stderr.write(`simulate: ${refusal.message}\n`);
        problems.push(refusal.message);
      }
    },
    error: (e) => process.stderr.write(`simulate: the machine stopped: ${String(e)}\n`),
  });
  actor.start();
  try {
    for (let g = 0; g < args.games; g++) {
      const done = await waitFor(actor, (s) => s.matches('game-over'), { timeout: 60_000 });
      const { settings, hands, game } = done.context;
      // Two fields beyond RECORD.md's (which allows additions): the seed code, and the result
      // the machine reached, for comparing with the replay's.
      const outcome = familyFor(settings).outcome(game);
      const final = { scores: outcome.scores, winner: outcome.winner };
      const record = { ...toGameRecord(settings, hands), seed: settings.seed, final };
      process.stdout.write(`${JSON.stringify(record)}\n`);
      if (g + 1 < args.games) actor.send({ type: 'REMATCH' });
    }
  } catch (e) {
    process.stderr.write(`simulate: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  } finally {
    actor.stop();
  }
  return problems.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`simulate: ${String(e)}\n`);
    process.exitCode = 1;
  },
);
