/**
 * The Mexican Train arena: level A in one seat against level B in every other, whole games
 * on the same seeded deals with A in every seat in turn (each deal played `players` times).
 * Round k of deal d is dealt from its own seed, so every seating sees the same tiles
 * whatever happened in earlier rounds. Everything goes through the family contract.
 */
import { seedRng, trainsFamily, type Rng, type TrainsState } from '../engine/index';
import { percentiles, wilson, type ArenaResult } from './arena';
import { playTimedHand } from './familyArena';
import type { Level } from './player';
import { trainsAi, type TrainsChooser } from './trainsAi';

export interface TrainsArenaSettings {
  readonly a: Level;
  readonly b: Level;
  /** Games wanted; rounded up to a multiple of `players` (each deal is played once per seat). */
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  /** Options in the record's terms (`max_pip`, `rounds`…); the preset's defaults otherwise. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The players; `trainsAi.choose` by default. */
  readonly chooser?: TrainsChooser;
  /** Milliseconds, for timing each choice; performance.now() by default. */
  readonly clock?: () => number;
  readonly onGame?: (done: number, total: number) => void;
}

/** The arena's figures; those shared with the line of play's arena mean the same there. */
export interface TrainsArenaResult extends Pick<
  ArenaResult,
  | 'games'
  | 'players'
  | 'seed'
  | 'a'
  | 'b'
  | 'winsA'
  | 'winsB'
  | 'winRateA'
  | 'winRateB'
  | 'ci95A'
  | 'ci95B'
  | 'fairShareA'
  | 'hands'
  | 'msPerMoveA'
  | 'msPerMoveB'
  | 'msPerDecisionA'
  | 'msPerDecisionB'
> {
  readonly maxPip: number;
  /** Mean points a seat added per round (lower is better): A's seat, and B's seats. */
  readonly pointsPerRoundA: number;
  readonly pointsPerRoundB: number;
  /** Rounds A went out in (dominoed), of `hands`. */
  readonly dominoesA: number;
}

const MAX_MOVES = 5000;

interface Tally {
  readonly times: [number[], number[]];
  readonly decisions: [number[], number[]];
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
  const chooser: TrainsChooser =
    settings.chooser ?? ((level, view, legal, rng) => trainsAi.choose(level, view, legal, rng));
  const clock = settings.clock ?? (() => performance.now());
  const n = settings.players;
  const created = trainsFamily.newGame({
    preset: 'mexican-train',
    players: n,
    ...(settings.options ? { options: settings.options } : {}),
  });
  if (!created.ok) throw new Error(created.error.message);
  let state: TrainsState = created.value;
  const sideOf = (s: number): 0 | 1 => (s === seatA ? 0 : 1);
  const rngs: Rng[] = Array.from({ length: n }, (_, s) =>
    seedRng(`${settings.seed}/player/${deal}/${seatA}/${s}`),
  );
  for (let k = 0; !state.over; k++) {
    const dealt = trainsFamily.dealNext(state, seedRng(`${settings.seed}/deal/${deal}/${k}`));
    if (!dealt.ok) throw new Error(dealt.error.message);
    const started = trainsFamily.startHand(state, dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    state = started.value;
    state = playTimedHand(
      trainsFamily,
      state,
      {
        levels: [settings.a, settings.b],
        sideOf: (seat) => sideOf(seat),
        choose: chooser,
        rngs,
        clock,
        maxMoves: MAX_MOVES,
      },
      tally,
    );
    const result = state.round?.result;
    if (!result) throw new Error('a round did not end');
    tally.rounds++;
    result.points.forEach((p, s) => {
      tally.points[sideOf(s)] += p;
    });
    if (result.end === 'domino' && result.winners.includes(seatA)) tally.dominoesA++;
  }
  return new Set((state.winner ?? []).map(sideOf));
}

/** Plays the arena's games and gathers the statistics. */
export function runTrainsArena(settings: TrainsArenaSettings): TrainsArenaResult {
  const n = settings.players;
  const deals = Math.max(1, Math.ceil(settings.games / n));
  const games = deals * n;
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
    games,
    players: n,
    seed: settings.seed,
    a: settings.a,
    b: settings.b,
    maxPip,
    winsA,
    winsB,
    winRateA: winsA / games,
    winRateB: winsB / games,
    ci95A: wilson(winsA, games),
    ci95B: wilson(winsB, games),
    fairShareA: 1 / n,
    hands: tally.rounds,
    pointsPerRoundA: tally.rounds > 0 ? tally.points[0] / tally.rounds : 0,
    pointsPerRoundB: tally.rounds > 0 ? tally.points[1] / (tally.rounds * (n - 1)) : 0,
    dominoesA: tally.dominoesA,
    msPerMoveA: percentiles(tally.times[0]),
    msPerMoveB: percentiles(tally.times[1]),
    msPerDecisionA: percentiles(tally.decisions[0]),
    msPerDecisionB: percentiles(tally.decisions[1]),
  };
}
