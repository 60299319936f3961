/**
 * What Mexican Train's lessons (./lessonsTrains.ts, ./lessonsTrainsMore.ts) write their
 * positions with: record moves (RECORD.md, "Mexican Train records"), a game as a record by its
 * rounds, and success tests on the engine's state.
 */
import type { TrainsState } from '../../engine/trains/trainsFamily';
import type { FamilyLesson } from '../familyTypes';

/** A success test on Mexican Train's state. */
export const onTrains =
  (test: (s: TrainsState) => boolean) =>
  (state: unknown): boolean =>
    test(state as TrainsState);

/** The trains of the round in play, by index: each seat's, then the Mexican train. */
export const trains = (s: TrainsState): readonly (readonly unknown[])[] => s.round?.trains ?? [];

/** Record moves: a tile on a train (or the engine into the hub, with no train), a draw, a pass, a stop. */
export const on = (seat: number, tile: string, train: number | 'mexican'): object => ({
  seat,
  play: tile,
  train,
});
export const engine = (seat: number, tile: string): object => ({ seat, play: tile });
export const draw = (seat: number): object => ({ seat, draw: true });
export const pass = (seat: number): object => ({ seat, pass: true });
export const stop = (seat: number): object => ({ seat, stop: true });

/** One round of a record: each seat's tiles (yours first), the boneyard, the starter, the moves. */
export interface LessonRound {
  readonly deal: readonly (readonly string[])[];
  readonly boneyard: readonly string[];
  readonly leader: number;
  readonly moves: readonly object[];
}

/** A game of Mexican Train as a record, by its rounds; the last round is the lesson's. */
export function trainsGame(
  players: number,
  rounds: readonly LessonRound[],
  options: Readonly<Record<string, unknown>>,
): FamilyLesson['record'] {
  return {
    preset: 'mexican-train',
    players,
    options,
    hands: rounds.map((r) => ({
      deal: r.deal,
      boneyard: r.boneyard,
      leader: r.leader,
      moves: r.moves,
    })),
  };
}

/**
 * Two players' game as a record: each round's deal (your tiles, North's), boneyard, starter
 * and the moves made; the last round is the lesson's.
 */
export function twoPlayers(
  rounds: readonly {
    readonly you: readonly string[];
    readonly north: readonly string[];
    readonly boneyard: readonly string[];
    readonly leader: number;
    readonly moves: readonly object[];
  }[],
  options: Readonly<Record<string, unknown>>,
): FamilyLesson['record'] {
  return trainsGame(
    2,
    rounds.map((r) => ({ ...r, deal: [r.you, r.north] })),
    options,
  );
}
