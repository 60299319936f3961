/** The engine's state types: plain readonly data, nothing else. */
import type { Layout, Slot } from './layout';
import type { Options, Preset } from './options';
import type { Tile } from '../core/tiles';

export interface GameConfig {
  readonly preset: Preset;
  /** 2, 3 or 4 seats; play passes from seat s to seat s + 1. */
  readonly players: number;
  /** Seats 0+2 against 1+3 (4 players only). */
  readonly partners: boolean;
  readonly options: Options;
}

export type HandEnd = 'domino' | 'blocked' | 'target';

export interface HandResult {
  readonly end: HandEnd;
  /** Seats that won the hand, ascending; the whole team with partners; [] when nobody did. */
  readonly winners: readonly number[];
  /** Pips left in each seat's hand when the hand ended. */
  readonly pips: readonly number[];
  /** End-of-hand points per side (negative where the preset subtracts). */
  readonly bonus: readonly number[];
}

export interface HandState {
  /** Each seat's tiles, in the order dealt (drawn tiles appended). */
  readonly hands: readonly (readonly Tile[])[];
  /** The face-down stock, the next tile to draw first. */
  readonly boneyard: readonly Tile[];
  readonly layout: Layout;
  /** The seat the rules named to lead (Seven-Toed Pete's rotation counts from it). */
  readonly leader: number;
  /** The seat on turn. */
  readonly turn: number;
  /** The player on turn placed a double or a scoring tile and is owed a continuation. */
  readonly chained: boolean;
  /** The owed continuation must itself be a double or a scoring play (domino-play). */
  readonly restricted: boolean;
  /** A tile just drawn that fits and so must be placed now. */
  readonly drawn: Tile | null;
  /** The player on turn has drawn this turn (draw_limit: one). */
  readonly drew: boolean;
  /** The tile this hand must be led with (§15.3: the highest double dealt); null for any tile. */
  readonly leadTile: Tile | null;
  /** Seven-Toed Pete: the first player washed up, who has won the hand once it ends. */
  readonly washedUp: number | null;
  /** How the hand ended; null while it goes on. */
  readonly result: HandResult | null;
}

export interface GameState {
  readonly config: GameConfig;
  /** Running totals per side (per seat, or per team with partners). */
  readonly scores: readonly number[];
  /** How many hands have been started. */
  readonly handsPlayed: number;
  /** The hand in play or just ended; null before the first deal. */
  readonly hand: HandState | null;
  /** The seat that must lead the next hand; null when it goes by lot (first hand, after a block). */
  readonly nextLeader: number | null;
  readonly over: boolean;
  /** The winning sides once the game is over. */
  readonly winner: readonly number[] | null;
}

/** A move as a person makes it. `on` is the tile played on (null for the lead). */
export type Move =
  | {
      readonly type: 'play';
      readonly seat: number;
      readonly tile: Tile;
      readonly on: Tile | null;
      /** Which edge of a double `on` is; when absent the rules' order decides (sides, then ends). */
      readonly slot?: Slot;
      /** The pip value of the open point, checked when given. */
      readonly end?: number;
    }
  | { readonly type: 'draw'; readonly seat: number }
  | { readonly type: 'pass'; readonly seat: number };

export type PlayMove = Extract<Move, { type: 'play' }>;

/** What a move did, for the replay output and for views to animate. */
export type MoveEvent =
  | {
      readonly type: 'play';
      readonly seat: number;
      readonly tile: Tile;
      readonly on: Tile | null;
      /** The edge of `on` used: a slot name for a double, null otherwise. */
      readonly slot: Slot | null;
      /** The count of the open ends after the play. */
      readonly total: number;
      readonly points: number;
      /** The tile had been drawn this turn (and so ends it). */
      readonly drawn: boolean;
      /** The same player plays again. */
      readonly again: boolean;
    }
  | {
      readonly type: 'draw';
      readonly seat: number;
      readonly tile: Tile;
      readonly playable: boolean;
    }
  | { readonly type: 'pass'; readonly seat: number };

export const ERROR_CODES = [
  'game-over',
  'no-hand',
  'hand-over',
  'not-your-turn',
  'bad-seat',
  'not-in-hand',
  'needs-on',
  'already-led',
  'not-on-table',
  'no-match',
  'no-free-edge',
  'bad-slot',
  'end-mismatch',
  'lead-restricted',
  'cross-unfinished',
  'must-play-drawn',
  'continuation-restricted',
  'continuation-must-score',
  'must-play',
  'must-draw',
  'cannot-draw',
  'wrong-leader',
  'bad-deal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refused move: a code for programs and a sentence for people. */
export interface MoveError {
  readonly code: ErrorCode;
  readonly message: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: MoveError };

export function fail(code: ErrorCode, message: string): { ok: false; error: MoveError } {
  return { ok: false, error: { code, message } };
}

/** The side (score index) of a seat. */
export function sideOf(config: GameConfig, seat: number): number {
  return config.partners ? seat % 2 : seat;
}

export function sideCount(config: GameConfig): number {
  return config.partners ? 2 : config.players;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A fresh copy of a hand for building the next state. Every field is listed,
 * so all hand states share one object shape (spreads are slower here, and
 * this is the engine's hottest path).
 */
export function copyHand(h: HandState): Mutable<HandState> {
  return {
    hands: h.hands,
    boneyard: h.boneyard,
    layout: h.layout,
    leader: h.leader,
    turn: h.turn,
    chained: h.chained,
    restricted: h.restricted,
    drawn: h.drawn,
    drew: h.drew,
    leadTile: h.leadTile,
    washedUp: h.washedUp,
    result: h.result,
  };
}

/** A fresh copy of a game state for building the next one (see copyHand). */
export function copyGame(s: GameState): Mutable<GameState> {
  return {
    config: s.config,
    scores: s.scores,
    handsPlayed: s.handsPlayed,
    hand: s.hand,
    nextLeader: s.nextLeader,
    over: s.over,
    winner: s.winner,
  };
}
