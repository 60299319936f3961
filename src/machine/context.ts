/**
 * The game machine's context and the pure steps that change it. Every rule is
 * the engine's: a step deals with `dealNextHand`, moves with `applyMove`, and
 * turns the engine's typed errors into refusals. Nothing here throws.
 */
import {
  applyMove,
  dealNextHand,
  legalMoves,
  newGame,
  seedRng,
  toMove,
  type ErrorCode,
  type GameState,
  type Move,
  type Rng,
  type Slot,
  type Tile,
} from '../engine/index';
import { logDeal, logMove, type HandLog, type LogEntry } from './history';
import type { PracticeState } from './practiceState';
import {
  configFor,
  isSpeed,
  makeSettings,
  nextSeed,
  type GameSettings,
  type SeatSetting,
  type SettingsResult,
} from './settings';

/** Why the machine refused an event: the engine's codes, and a few of its own. */
export type RefusalCode =
  | ErrorCode
  /** The event has no meaning in this phase (a move at hand-end, "next hand" mid-hand). */
  | 'not-now'
  /** The seat on turn is a computer player. */
  | 'computer-seat'
  /** The event is malformed (no tile, an unknown speed). */
  | 'bad-event'
  /** New-game settings that do not check out. */
  | 'bad-settings'
  /** A computer player failed or chose an illegal move; the engine's first legal move was made instead. */
  | 'computer-error'
  /** A practice event (undo, a claim, counting) in a casual game. */
  | 'not-practice'
  /** Undo with no turn of the person's to take back in this hand (or after the game's end). */
  | 'nothing-to-undo'
  /** A claim with no placement waiting for one. */
  | 'no-claim'
  /** A Muggins call with no computer's missed count open. */
  | 'no-muggins';

/** A refused event, for the UI to explain. Nothing else in the context changed. */
export interface Refusal {
  readonly code: RefusalCode;
  /** A sentence for people. */
  readonly message: string;
  /** The id of the last log entry when it happened (-1 before any). */
  readonly at: number;
}

export interface GameContext {
  /** The game's settings; only `speed` changes during a game. */
  readonly settings: GameSettings;
  /** The engine's state: hands, layout, scores, whose turn. */
  readonly game: GameState;
  /** Every hand dealt so far, as dealt and played: the game record's content. */
  readonly hands: readonly HandLog[];
  /** What happened, step by step, for views to animate. */
  readonly log: readonly LogEntry[];
  /** The last event refused, until the next accepted one. */
  readonly refusal: Refusal | null;
  /** Go on to the next hand by itself (games with no person at the table). */
  readonly autoContinue: boolean;
  /** Practice mode's claims and drill (./practice); null in a casual game. */
  readonly practice: PracticeState | null;
  /**
   * The person's preference: when drawing is all they can do, the machine draws for them,
   * a tile at a time, until one fits or the boneyard is empty. Off when absent.
   */
  readonly autoDraw?: boolean;
}

/** The three phases of a turn, as the engine's state shows them. */
export type TurnPhase = 'lead' | 'play-chain' | 'draw';

/** The generator that deals hand `hand` (from 0) of a game: the same seed always deals the same game. */
export function handRng(seed: string, hand: number): Rng {
  return seedRng(`${seed}/hand/${hand}`);
}

/** The generator for a computer player's `move`-th decision (from 0) in hand `hand`. */
export function moveRng(seed: string, hand: number, move: number): Rng {
  return seedRng(`${seed}/move/${hand}/${move}`);
}

/** A game before its first deal, for checked settings. */
export function startContext(
  settings: GameSettings,
  autoContinue = false,
  practice: PracticeState | null = null,
): GameContext {
  const config = configFor(settings);
  const created = newGame(config);
  const game: GameState = created.ok
    ? created.value
    : {
        config,
        scores: [],
        handsPlayed: 0,
        hand: null,
        nextLeader: null,
        over: true,
        winner: [],
      };
  return { settings, game, hands: [], log: [], refusal: null, autoContinue, practice };
}

/** The context with an event refused: only `refusal` changes. */
export function refuse(context: GameContext, code: RefusalCode, message: string): GameContext {
  return { ...context, refusal: { code, message, at: context.log.length - 1 } };
}

/** Deals the next hand from the seed (the lot first, where the rules call for one). */
export function dealHand(context: GameContext): GameContext {
  const index = context.game.handsPlayed;
  const dealt = dealNextHand(context.game, handRng(context.settings.seed, index));
  if (!dealt.ok) return refuse(context, dealt.error.code, dealt.error.message);
  const { state, lot } = dealt.value;
  const hand = state.hand;
  if (!hand) return refuse(context, 'no-hand', 'no hand was dealt');
  const log: HandLog = {
    deal: { hands: hand.hands, boneyard: hand.boneyard },
    leader: hand.leader,
    lot,
    moves: [],
    events: [],
  };
  return {
    ...context,
    game: state,
    hands: [...context.hands, log],
    log: logDeal(context.log, index, lot, state),
    refusal: null,
  };
}

/** A move without the fields it does not use, so that saved and live moves compare equal. */
function normalize(move: Move): Move {
  if (move.type !== 'play') return { type: move.type, seat: move.seat };
  const out: {
    type: 'play';
    seat: number;
    tile: Tile;
    on: Tile | null;
    slot?: Slot;
    end?: number;
  } = { type: 'play', seat: move.seat, tile: move.tile, on: move.on };
  if (move.slot !== undefined) out.slot = move.slot;
  if (move.end !== undefined) out.end = move.end;
  return out;
}

/** Makes a move through the engine: the new context, or the same one with the refusal. */
export function advance(context: GameContext, move: Move | null): GameContext {
  if (move === null) return refuse(context, 'bad-event', 'that is not a move');
  const applied = applyMove(context.game, move);
  if (!applied.ok) return refuse(context, applied.error.code, applied.error.message);
  const { state, event } = applied.value;
  const index = context.hands.length - 1;
  const current = context.hands[index];
  if (!current) return refuse(context, 'no-hand', 'no hand has been dealt');
  const hands = context.hands.slice();
  hands[index] = {
    ...current,
    moves: [...current.moves, normalize(move)],
    events: [...current.events, event],
  };
  return {
    ...context,
    game: state,
    hands,
    log: logMove(context.log, index, event, state),
    refusal: null,
  };
}

/** Whether the engine accepts this move now. */
export function canApply(context: GameContext, move: Move | null): boolean {
  return move !== null && applyMove(context.game, move).ok;
}

/** The seat on turn and who sits there; null outside a hand in play. */
export function seatOnTurn(context: GameContext): { seat: number; setting: SeatSetting } | null {
  const hand = context.game.hand;
  if (!hand || hand.result || context.game.over) return null;
  const setting = context.settings.seats[hand.turn];
  return setting ? { seat: hand.turn, setting } : null;
}

export function computerOnTurn(context: GameContext): boolean {
  return seatOnTurn(context)?.setting.kind === 'computer';
}

/**
 * The phase of the turn in play: `lead` on an empty table, `draw` when the only
 * legal move is to draw or a drawn tile must be placed, `play-chain` otherwise.
 */
export function phaseOf(game: GameState): TurnPhase {
  const hand = game.hand;
  if (!hand || hand.layout.nodes.length === 0) return 'lead';
  if (hand.drawn !== null) return 'draw';
  const legal = legalMoves(game);
  return legal.length === 1 && legal[0]?.type === 'draw' ? 'draw' : 'play-chain';
}

export function handOver(game: GameState): boolean {
  return game.hand !== null && game.hand.result !== null;
}

/** What a person's event asks for: a move by the seat on turn (or the seat named), or null if malformed. */
export function humanMove(
  context: GameContext,
  event: { type: string; seat?: unknown; tile?: unknown; on?: unknown; slot?: unknown },
): Move | null {
  const seat = event.seat ?? context.game.hand?.turn;
  if (typeof seat !== 'number') return null;
  if (event.type === 'DRAW') return { type: 'draw', seat };
  if (event.type === 'PASS') return { type: 'pass', seat };
  if (event.type !== 'PLAY' || typeof event.tile !== 'number') return null;
  if (event.on !== null && typeof event.on !== 'number') return null;
  const move = {
    type: 'play' as const,
    seat,
    tile: event.tile as Tile,
    on: event.on as Tile | null,
  };
  if (event.slot === undefined) return move;
  return typeof event.slot === 'string' ? { ...move, slot: event.slot as Slot } : null;
}

/** Whether a person may make this move now: the seat is a person's and the engine accepts it. */
export function humanMayMove(context: GameContext, move: Move | null): boolean {
  return (
    move !== null && context.settings.seats[move.seat]?.kind === 'human' && canApply(context, move)
  );
}

/** Why a person's move is refused: a computer's seat, a malformed event, or the engine's reason. */
export function refuseHuman(context: GameContext, move: Move | null): GameContext {
  if (move === null) return refuse(context, 'bad-event', 'that is not a move');
  const on = seatOnTurn(context);
  if (on && on.setting.kind === 'computer' && move.seat === on.seat)
    return refuse(
      context,
      'computer-seat',
      `seat ${on.seat} is a computer player; wait for its move`,
    );
  const applied = applyMove(context.game, move);
  if (!applied.ok) return refuse(context, applied.error.code, applied.error.message);
  return refuse(context, 'computer-seat', `seat ${move.seat} is played by the computer`);
}

/**
 * A computer player failed or chose an illegal move: make the engine's first
 * legal move instead, so the game never stalls, and say so in a refusal.
 */
export function computerFallback(context: GameContext, why: string): GameContext {
  const first = legalMoves(context.game)[0];
  const moved = first ? advance(context, toMove(first)) : context;
  return refuse(
    moved,
    'computer-error',
    `the computer player ${why}; it made the first legal move`,
  );
}

const DOING: Readonly<Record<string, string>> = {
  PLAY: 'Playing a tile',
  DRAW: 'Drawing',
  PASS: 'Passing',
  NEXT_HAND: 'Going on to the next hand',
  REMATCH: 'A rematch',
};

/** Why an event is not taken in this phase. */
export function refuseNotNow(context: GameContext, event: { type: string }): GameContext {
  const game = context.game;
  const where = game.over
    ? 'the game is over'
    : handOver(game)
      ? 'the hand is over'
      : 'a hand is being played';
  const doing = DOING[event.type] ?? event.type;
  return refuse(context, 'not-now', `${doing} is not possible now: ${where}.`);
}

/** What a game machine starts from: new settings, or a game rebuilt from a save. */
export type GameInput =
  | {
      readonly settings: GameSettings;
      readonly autoContinue?: boolean;
      readonly autoDraw?: boolean;
      /** A practice game (its drill and answers); casual when absent. */
      readonly practice?: PracticeState | null;
    }
  | {
      readonly resume: GameContext;
      readonly autoContinue?: boolean;
      readonly autoDraw?: boolean;
      /** Overrides the resumed context's practice state (a save holds none). */
      readonly practice?: PracticeState | null;
    };

/** The machine's first context. */
export function contextFrom(input: GameInput): GameContext {
  if ('resume' in input) {
    return {
      ...input.resume,
      refusal: null,
      autoContinue: input.autoContinue ?? input.resume.autoContinue,
      ...keepAutoDraw(input.autoDraw ?? input.resume.autoDraw),
      practice: input.practice === undefined ? input.resume.practice : input.practice,
    };
  }
  return {
    ...startContext(input.settings, input.autoContinue ?? false, input.practice ?? null),
    ...keepAutoDraw(input.autoDraw),
  };
}

/** The auto-draw field, only where it was given (a save never holds it: it is a preference). */
export function keepAutoDraw(on: boolean | undefined): { autoDraw?: boolean } {
  return on === undefined ? {} : { autoDraw: on };
}

/** The context with auto-draw on or off, or the event refused when `on` is not a boolean. */
export function withAutoDraw(context: GameContext, on: unknown): GameContext {
  if (typeof on !== 'boolean')
    return refuse(context, 'bad-event', `${String(on)} is not on or off`);
  return { ...context, autoDraw: on, refusal: null };
}

/** Whether the machine draws for the person now: auto-draw is on and drawing is all they can do. */
export function autoDraws(context: GameContext): boolean {
  if (context.autoDraw !== true || seatOnTurn(context)?.setting.kind !== 'human') return false;
  const legal = legalMoves(context.game);
  return legal.length > 0 && legal.every((m) => m.type === 'draw');
}

/** The person's draw, made by the machine (auto-draw). */
export function autoDraw(context: GameContext): GameContext {
  const seat = context.game.hand?.turn;
  return seat === undefined ? context : advance(context, { type: 'draw', seat });
}

/** The context with a new speed, or the event refused when the speed is not one. */
export function withSpeed(context: GameContext, speed: unknown): GameContext {
  if (!isSpeed(speed)) return refuse(context, 'bad-event', `${String(speed)} is not a speed`);
  return { ...context, settings: { ...context.settings, speed }, refusal: null };
}

/** New-game settings from an event: the seed defaults to the successor of this game's. */
export function newGameSettings(context: GameContext, settings: unknown): SettingsResult {
  return makeSettings(settings, nextSeed(context.settings.seed));
}

/** A rematch: the same settings with the seed given, or the successor of this game's seed. */
export function rematchSettings(context: GameContext, seed: unknown): SettingsResult {
  return makeSettings({ ...context.settings, seed: seed ?? nextSeed(context.settings.seed) });
}

/** A new game from checked settings (the caller's guard), keeping the machine's own options and practice mode. */
export function restart(context: GameContext, result: SettingsResult): GameContext {
  const practice = context.practice && { ...context.practice, answers: [] };
  if (!result.ok) return context;
  return {
    ...startContext(result.settings, context.autoContinue, practice),
    ...keepAutoDraw(context.autoDraw),
  };
}

/** New-game settings refused. */
export function refuseSettings(context: GameContext, result: SettingsResult): GameContext {
  return result.ok ? context : refuse(context, 'bad-settings', result.message);
}
