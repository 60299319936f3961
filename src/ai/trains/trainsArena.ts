/**
 * The Mexican Train arena: level A in one seat against level B in every other, whole games
 * on the same seeded deals with A in every seat in turn (each deal played `players` times).
 * Round k of deal d is dealt from its own seed, so every seating sees the same tiles
 * whatever happened in earlier rounds. Everything goes through the family contract.
 */
import {
  trainsFamily,
  type TrainsMove,
  type TrainsState,
  type TrainsView,
} from '../../engine/index';
import {
  arenaDeals,
  arenaFigures,
  type ArenaFigures,
  type ChoiceTimes,
} from '../core/arenaFigures';
import {
  arenaPlayers,
  playArenaGame,
  type ArenaGame,
  type ArenaPlayers,
} from '../core/familyArena';
import { trainsAi } from './trainsAi';

/** Level A and B, the seed, the players (`trainsAi.choose` by default) and the clock, and: */
export interface TrainsArenaSettings extends ArenaPlayers<TrainsView, TrainsMove> {
  /** Games wanted; rounded up to a multiple of `players` (each deal is played once per seat). */
  readonly games: number;
  readonly players: number;
  /** Options in the record's terms (`max_pip`, `rounds`…); the preset's defaults otherwise. */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly onGame?: (done: number, total: number) => void;
}

/** The arena's figures; those shared with the line of play's arena mean the same there. */
export interface TrainsArenaResult extends ArenaFigures {
  readonly players: number;
  /** A's share if the sides were equal: 1 / players. */
  readonly fairShareA: number;
  readonly maxPip: number;
  /** Mean points a seat added per round (lower is better): A's seat, and B's seats. */
  readonly pointsPerRoundA: number;
  readonly pointsPerRoundB: number;
  /** Rounds A went out in (dominoed), of `hands`. */
  readonly dominoesA: number;
}

const MAX_MOVES = 5000;
/** A guard: no game of the preset's rounds comes near it. */
const MAX_ROUNDS = 200;

interface Tally extends ChoiceTimes {
  readonly points: [number, number];
  rounds: number;
  dominoesA: number;
}

/** Plays one game with A in seat `seatA`; returns the winning sides (0 for A, 1 for B). */
function playGame(
  settings: TrainsArenaSettings,
  seatA: number,
  deal: number,
  tally: Tally,
): Set<number> {
  const sideOf = (s: number): 0 | 1 => (s === seatA ? 0 : 1);
  const game = {
    ...arenaPlayers(settings, (level, view, legal, rng) =>
      trainsAi.choose(level, view, legal, rng),
    ),
    settings: {
      preset: 'mexican-train',
      players: settings.players,
      ...(settings.options ? { options: settings.options } : {}),
    },
    deal,
    seating: seatA,
    maxHands: MAX_ROUNDS,
    sideOf,
    maxMoves: MAX_MOVES,
  } satisfies ArenaGame<TrainsView, TrainsMove>;
  const state = playArenaGame(trainsFamily, game, tally, (after: TrainsState) => {
    const result = after.round?.result;
    if (!result) throw new Error('a round did not end');
    tally.rounds++;
    result.points.forEach((p, s) => {
      tally.points[sideOf(s)] += p;
    });
    if (result.end === 'domino' && result.winners.includes(seatA)) tally.dominoesA++;
  });
  return new Set((state.winner ?? []).map(sideOf));
}

/** Plays the arena's games and gathers the statistics. */
export function runTrainsArena(settings: TrainsArenaSettings): TrainsArenaResult {
  const n = settings.players;
  const { deals, games } = arenaDeals(settings.games, n);
  const tally: Tally = {
    times: [[], []],
    decisions: [[], []],
    points: [0, 0],
    rounds: 0,
    dominoesA: 0,
  };
  let winsA = 0;
  let winsB = 0;
  let done = 0;
  for (let d = 0; d < deals; d++) {
    for (let seatA = 0; seatA < n; seatA++) {
      const winners = playGame(settings, seatA, d, tally);
      // A shared lowest total counts as a win for each side in it.
      if (winners.has(0)) winsA++;
      if (winners.has(1)) winsB++;
      done++;
      settings.onGame?.(done, games);
    }
  }
  const maxPip = Number(settings.options?.max_pip ?? 12);
  return {
    ...arenaFigures(settings, games, [winsA, winsB], tally.rounds, tally),
    players: n,
    maxPip,
    fairShareA: 1 / n,
    pointsPerRoundA: tally.rounds > 0 ? tally.points[0] / tally.rounds : 0,
    pointsPerRoundB: tally.rounds > 0 ? tally.points[1] / (tally.rounds * (n - 1)) : 0,
    dominoesA: tally.dominoesA,
  };
}
