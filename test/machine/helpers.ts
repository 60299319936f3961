/** Shared helpers for the machine tests: settings, a deterministic person, storage, waiting. */
import { isLineGame, lineState } from '../../src/machine/lineState';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import type { Level } from '../../src/ai/index';
import { informationSet, randomPlayer } from '../../src/ai/index';
import type { Move } from '../../src/engine/index';
import {
  gameMachine,
  legalNow,
  makeSettings,
  moveRng,
  PACE_MS,
  publicHistory,
  type GameContext,
  type GameEvent,
  type GameInput,
  type GameMachine,
  type GameSettings,
  type GameSnapshot,
  type SaveStorage,
  type SeatSetting,
} from '../../src/machine/index';

export function computers(n: number, level: Level = 'random'): SeatSetting[] {
  return Array.from({ length: n }, () => ({ kind: 'computer', level }));
}

/** Checked settings, or the test fails here with the reason. */
export function settingsOf(input: Record<string, unknown>): GameSettings {
  const r = makeSettings(input);
  if (!r.ok) throw new Error(r.message);
  return r.settings;
}

/**
 * The move a careful stand-in person makes: the random player's choice for the
 * seat on turn, seeded like a computer's, so tests are repeatable.
 */
export function personsChoice(context: GameContext): Move {
  const hand = lineState(context).hand;
  if (!hand) throw new Error('no hand in play');
  const current = context.hands[context.hands.length - 1];
  const view = informationSet(lineState(context), hand.turn, publicHistory(current));
  if (!view) throw new Error('no view');
  const rng = moveRng(
    `person/${context.settings.seed}`,
    context.hands.length - 1,
    current?.moves.length ?? 0,
  );
  return randomPlayer.choose(view, rng).move;
}

/** The event a person sends for a move. */
export function eventFor(move: Move): GameEvent {
  if (move.type === 'play')
    return { type: 'MOVE', move: { type: 'play', tile: move.tile, on: move.on } };
  return { type: 'MOVE', move: { type: move.type } };
}

/** Lets promise-based actors (the computer player) settle. */
export async function flush(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

/** Plays a whole game with computers in every seat, at instant speed, through the machine. */
export async function playWholeGame(
  input: Record<string, unknown>,
  machine: GameMachine = gameMachine,
): Promise<GameContext> {
  const players = typeof input.players === 'number' ? input.players : 4;
  const settings = settingsOf({ speed: 'instant', seats: computers(players), ...input });
  const actor = createActor(machine, { input: { settings, autoContinue: true } });
  actor.start();
  const done = await waitFor(actor, (s) => s.matches('game-over'), { timeout: 10_000 });
  actor.stop();
  return done.context;
}

/** An actor on a simulated clock. */
export function clockedActor(input: GameInput, machine: GameMachine = gameMachine) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, clock };
}

/** `localStorage` in memory, with a switch to make it refuse writes. */
export class MemoryStorage implements SaveStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * Drives a clocked actor until `until` holds: people make the stand-in's
 * choice, delays are waited out, the computer actor is let answer, and (with
 * `nextHand`) people go on after each hand. Returns the snapshot reached.
 */
export async function drive(
  actor: Actor<GameMachine>,
  clock: SimulatedClock,
  until: (s: GameSnapshot) => boolean,
  nextHand = true,
  limit = 5000,
): Promise<GameSnapshot> {
  for (let i = 0; i < limit; i++) {
    const s = actor.getSnapshot();
    if (until(s)) return s;
    if (s.matches({ turn: 'human' }))
      // The line of play's stand-in person; another family's first legal move.
      actor.send(
        isLineGame(s.context)
          ? eventFor(personsChoice(s.context))
          : { type: 'MOVE', move: legalNow(s.context)[0] },
      );
    else if (s.matches({ turn: 'pacing' }) || (s.matches('hand-end') && s.context.autoContinue))
      clock.increment(PACE_MS[s.context.settings.speed]);
    else if (s.matches({ turn: 'thinking' })) await flush();
    else if (s.matches('hand-end') && nextHand) actor.send({ type: 'NEXT_HAND' });
    else throw new Error(`stuck at ${JSON.stringify(s.value)}`);
  }
  throw new Error('the game did not get there');
}

/**
 * A started game of Mexican Train with a person at every seat, at the instant pace: a test
 * makes each seat's moves itself, in step (each view is the seat's on turn).
 */
export function trainsAtTable(
  seed: string,
  players: number,
  maxPip: number,
  rounds: number,
): Actor<GameMachine> {
  const settings = settingsOf({
    preset: 'mexican-train',
    players,
    maxPip,
    options: { rounds },
    seed,
    speed: 'instant',
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
  });
  const actor = createActor(gameMachine, { input: { settings } });
  actor.start();
  return actor;
}
