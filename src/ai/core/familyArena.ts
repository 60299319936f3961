/**
 * The arena's hand for any family: each seat chooses with its side's level, every choice
 * is timed, and the moves go through the family's `apply`; and its whole game, each hand
 * dealt from its own seed (`playArenaGame`). The per-family arenas (tricksArena.ts,
 * trainsArena.ts) keep their own statistics and call this.
 */
import {
  seedRng,
  type Family,
  type FamilyState,
  type GameSettings,
  type Rng,
  type SeatMove,
} from '../../engine/index';
import type { ChoiceTimes } from './arenaFigures';
import type { FamilyChoice } from './familyAi';
import type { Level } from './level';

export type { ChoiceTimes } from './arenaFigures';

export interface TimedHand<V, M> {
  /** The levels of side 0 (A) and side 1 (B). */
  readonly levels: readonly [Level, Level];
  /** The arena's side (0 or 1) of a seat. */
  sideOf(seat: number): 0 | 1;
  choose(level: Level, view: V, legal: readonly M[], rng: Rng): FamilyChoice<M>;
  /** Each seat's generator, advanced in place as the seat chooses. */
  readonly rngs: Rng[];
  readonly clock: () => number;
  readonly maxMoves: number;
}

/** Plays from `state` until no seat is on turn (or `maxMoves`); throws on an illegal choice. */
export function playTimedHand<S extends FamilyState, M extends SeatMove, V>(
  family: Family<S, M, unknown, V, unknown>,
  state: S,
  how: TimedHand<V, M>,
  tally: ChoiceTimes,
): S {
  let now = state;
  for (let i = 0; i < how.maxMoves; i++) {
    const phase = family.phase(now);
    if (phase.kind !== 'turn') break;
    const seat = phase.seat;
    const side = how.sideOf(seat);
    const legal = family.legalMoves(now);
    const view = family.seatView(now, seat);
    const t0 = how.clock();
    const choice = how.choose(how.levels[side], view, legal, how.rngs[seat] as Rng);
    const ms = how.clock() - t0;
    tally.times[side].push(ms);
    if (legal.length > 1) tally.decisions[side].push(ms);
    how.rngs[seat] = choice.rng;
    const applied = family.apply(now, choice.move);
    if (!applied.ok) throw new Error(`an illegal move: ${applied.error.message}`);
    now = applied.value.state;
  }
  return now;
}

/** One arena game of a family: how it is set up, whose seat is whose side, and its seeds. */
export interface ArenaGame<V, M> extends Omit<TimedHand<V, M>, 'rngs'> {
  /** The game's settings, as a record holds them (preset, players, options). */
  readonly settings: GameSettings;
  readonly seed: string;
  /** The deal's number: hand k is dealt from `seed/deal/<deal>/<k>`, whoever sits where. */
  readonly deal: number;
  /** The seating's key: each seat's generator is seeded from `seed/player/<deal>/<seating>/<seat>`. */
  readonly seating: number;
  /** At most this many hands (a guard against a game that does not end). */
  readonly maxHands: number;
}

/**
 * Plays a whole game through the family's contract: each hand dealt from its own seed (so
 * every seating sees the same tiles, whatever happened in earlier hands), then played by
 * `playTimedHand`; `afterHand` sees each hand's end, for the arena's own statistics.
 */
export function playArenaGame<S extends FamilyState, M extends SeatMove, V>(
  family: Family<S, M, unknown, V, unknown>,
  game: ArenaGame<V, M>,
  tally: ChoiceTimes,
  afterHand: (state: S) => void,
): S {
  const created = family.newGame(game.settings);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const { seed, deal } = game;
  const rngs: Rng[] = Array.from({ length: game.settings.players }, (_, s) =>
    seedRng(`${seed}/player/${deal}/${game.seating}/${s}`),
  );
  for (let k = 0; k < game.maxHands && family.phase(state).kind !== 'game-over'; k++) {
    const dealt = family.dealNext(state, seedRng(`${seed}/deal/${deal}/${k}`));
    if (!dealt.ok) throw new Error(dealt.error.message);
    const started = family.startHand(state, dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    state = playTimedHand(family, started.value, { ...game, rngs }, tally);
    afterHand(state);
  }
  return state;
}

/** What every family's arena settings say of its players. */
export interface ArenaPlayers<V, M> {
  readonly a: Level;
  readonly b: Level;
  readonly seed: string;
  /** The players; the family's own levels by default. */
  readonly chooser?: TimedHand<V, M>['choose'];
  /** Milliseconds, for timing each choice; performance.now() by default. */
  readonly clock?: () => number;
}

/** The players' part of an arena game: the two levels, how they choose, the clock and the seed. */
export function arenaPlayers<V, M>(
  settings: ArenaPlayers<V, M>,
  choose: TimedHand<V, M>['choose'],
): Pick<ArenaGame<V, M>, 'levels' | 'choose' | 'clock' | 'seed'> {
  return {
    levels: [settings.a, settings.b],
    choose: settings.chooser ?? choose,
    clock: settings.clock ?? (() => performance.now()),
    seed: settings.seed,
  };
}
