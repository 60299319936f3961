/**
 * The arena: two computer players, A and B, play whole games to the target on
 * the same seeded deals. With p players each deal is played p times, A sitting
 * in each seat in turn and B in all the others (for 2 players: every deal
 * twice, seats swapped). Hand k of deal d comes from its own seed, so every
 * rotation sees the same tiles whatever happened in earlier hands.
 */
import {
  applyMove,
  dealTiles,
  drawLot,
  leaderByRule,
  newGame,
  PRESET_OPTIONS,
  seedRng,
  startHand,
  type GameState,
  type Preset,
  type Rng,
} from '../../engine/index';
import { informationSet, publicEvent, type PublicEvent } from './infoSet';
import {
  arenaDeals,
  arenaFigures,
  type ArenaFigures,
  type ChoiceTimes,
} from '../core/arenaFigures';
import type { ComputerPlayer } from './player';

export interface ArenaSettings {
  readonly a: ComputerPlayer;
  readonly b: ComputerPlayer;
  /** Games wanted; rounded up to whole deals (a multiple of `players`). */
  readonly games: number;
  readonly players: number;
  readonly preset: Preset;
  /** The set's highest pip (6, 9 or 12; §15 presets only); 6 by default. */
  readonly maxPip?: number;
  readonly seed: string;
  /** Milliseconds, for timing each choice; performance.now() by default. */
  readonly clock?: () => number;
  /** Called after each game. */
  readonly onGame?: (done: number, total: number) => void;
}

export interface ArenaResult extends ArenaFigures {
  readonly players: number;
  readonly preset: Preset;
  readonly maxPip: number;
  /** A's share if the sides were equal: 1 / players. */
  readonly fairShareA: number;
  /** Mean points a seat gained per hand (in-play and end-of-hand), A's seat and B's seats. */
  readonly pointsPerHandA: number;
  readonly pointsPerHandB: number;
}

const MAX_HANDS = 400;
const MAX_MOVES_PER_HAND = 2000;

interface Tally extends ChoiceTimes {
  points: number[];
  seatHands: number[];
}

/** Plays one game with `seats[s]` choosing for seat s; returns the winning seat or null. */
function playGame(
  settings: ArenaSettings,
  seats: readonly ComputerPlayer[],
  sideOfSeat: readonly number[],
  deal: number,
  rotation: number,
  tally: Tally,
): { winner: number | null; hands: number } {
  const clock = settings.clock ?? (() => performance.now());
  const options = { ...PRESET_OPTIONS[settings.preset], maxPip: settings.maxPip ?? 6 };
  const created = newGame({ preset: settings.preset, players: settings.players, options });
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value;
  const rngs: Rng[] = seats.map((_, s) =>
    seedRng(`${settings.seed}/player/${deal}/${rotation}/${s}`),
  );
  let hands = 0;
  while (!state.over && hands < MAX_HANDS) {
    const { deal: tiles } = dealTiles(
      seedRng(`${settings.seed}/deal/${deal}/${hands}`),
      state.config,
    );
    const leader =
      leaderByRule(state, tiles) ??
      drawLot(seedRng(`${settings.seed}/lot/${deal}/${hands}`), state.config).lot.leader;
    const started = startHand(state, tiles, leader);
    if (!started.ok) throw new Error(started.error.message);
    state = started.value;
    hands++;
    const before = state.scores.slice();
    const history: PublicEvent[] = [];
    for (let i = 0; i < MAX_MOVES_PER_HAND; i++) {
      const hand = state.hand;
      if (state.over || hand === null || hand.result !== null) break;
      const seat = hand.turn;
      const view = informationSet(state, seat, history);
      const player = seats[seat];
      if (view === null || player === undefined) throw new Error('no view for the seat on turn');
      const side = sideOfSeat[seat] as number;
      const t0 = clock();
      const choice = player.choose(view, rngs[seat] as Rng);
      const ms = clock() - t0;
      (tally.times[side] as number[]).push(ms);
      if (view.legal.length > 1) (tally.decisions[side] as number[]).push(ms);
      rngs[seat] = choice.rng;
      const applied = applyMove(state, choice.move);
      if (!applied.ok) {
        throw new Error(`${player.level} made an illegal move: ${applied.error.message}`);
      }
      history.push(publicEvent(applied.value.event));
      state = applied.value.state;
    }
    state.scores.forEach((score, s) => {
      const side = sideOfSeat[s] as number;
      tally.points[side] = (tally.points[side] as number) + score - (before[s] as number);
      tally.seatHands[side] = (tally.seatHands[side] as number) + 1;
    });
  }
  return { winner: state.winner?.[0] ?? null, hands };
}

/** Plays the arena's games and gathers the statistics. */
export function runArena(settings: ArenaSettings): ArenaResult {
  const p = settings.players;
  const { deals, games } = arenaDeals(settings.games, p);
  const tally: Tally = {
    times: [[], []],
    decisions: [[], []],
    points: [0, 0],
    seatHands: [0, 0],
  };
  let winsA = 0;
  let winsB = 0;
  let hands = 0;
  let done = 0;
  for (let d = 0; d < deals; d++) {
    for (let r = 0; r < p; r++) {
      // Side 0 is A, side 1 is B; A sits in seat r.
      const sideOfSeat = Array.from({ length: p }, (_, s) => (s === r ? 0 : 1));
      const seats = sideOfSeat.map((side) => (side === 0 ? settings.a : settings.b));
      const game = playGame(settings, seats, sideOfSeat, d, r, tally);
      hands += game.hands;
      if (game.winner !== null) {
        if (game.winner === r) winsA++;
        else winsB++;
      }
      done++;
      settings.onGame?.(done, games);
    }
  }
  const [pa, pb] = tally.seatHands as [number, number];
  const run = { seed: settings.seed, a: settings.a.level, b: settings.b.level };
  return {
    ...arenaFigures(run, games, [winsA, winsB], hands, tally),
    players: p,
    preset: settings.preset,
    maxPip: settings.maxPip ?? 6,
    fairShareA: 1 / p,
    pointsPerHandA: pa > 0 ? (tally.points[0] as number) / pa : 0,
    pointsPerHandB: pb > 0 ? (tally.points[1] as number) / pb : 0,
  };
}
