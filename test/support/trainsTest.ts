/** Small builders for Mexican Train tests: games, deals and moves in a short notation. */
import type { GameSettings } from '../../src/engine/core/family';
import { parseTile, type Tile } from '../../src/engine/core/tiles';
import {
  trainsFamily as F,
  type TrainsDeal,
  type TrainsMove,
  type TrainsRound,
  type TrainsState,
} from '../../src/engine/trains/trainsFamily';

export const t = (text: string, maxPip = 12): Tile => {
  const tile = parseTile(text, maxPip);
  if (tile === null) throw new Error(`not a tile: ${text}`);
  return tile;
};

export function game(
  players: number,
  options: Record<string, unknown> = {},
  scores?: number[],
): TrainsState {
  const settings: GameSettings = {
    preset: 'mexican-train',
    players,
    options,
    ...(scores ? { scores } : {}),
  };
  const made = F.newGame(settings);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

export function deal(
  state: TrainsState,
  hands: string[][],
  boneyard: string[],
  leader: number,
): TrainsState {
  const m = state.config.maxPip;
  const d: TrainsDeal = {
    hands: hands.map((h) => h.map((x) => t(x, m))),
    boneyard: boneyard.map((x) => t(x, m)),
    leader,
  };
  const started = F.startHand(state, d);
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

/** Moves in a short notation: "0 engine 9-9", "1 play 9-5 1", "2 play 9-6 mexican", "0 draw". */
export function play(state: TrainsState, ...moves: string[]): TrainsState {
  const m = state.config.maxPip;
  for (const text of moves) {
    const [seatText, kind, tile, train] = text.split(' ');
    const seat = Number(seatText);
    let move: TrainsMove;
    if (kind === 'engine') move = { type: 'engine', seat, tile: t(tile ?? '', m) };
    else if (kind === 'play')
      move = {
        type: 'play',
        seat,
        tile: t(tile ?? '', m),
        train: train === 'mexican' ? 'mexican' : Number(train),
      };
    else move = { type: kind as 'draw' | 'pass' | 'stop', seat };
    const applied = F.apply(state, move);
    if (!applied.ok) throw new Error(`${text}: ${applied.error.message}`);
    state = applied.value.state;
  }
  return state;
}

export const plays = (state: TrainsState): string[] =>
  F.legalMoves(state).map((m) => (m.type === 'play' ? `${m.tile}>${String(m.train)}` : m.type));
export const trainsOf = (state: TrainsState): (number | string)[] =>
  F.legalMoves(state).flatMap((m) => (m.type === 'play' ? [m.train] : []));
export const round = (state: TrainsState): TrainsRound => {
  if (!state.round) throw new Error('no round');
  return state.round;
};
