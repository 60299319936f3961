/**
 * The game machine's context and the pure steps that change it. Every rule is the
 * family's (`familyFor(settings)`, the contract of engine/core/family.ts): a step deals with
 * `dealNext` and `startHand`, moves with `apply`, reads the phase with `phase`, and turns
 * the family's typed refusals into the machine's. Nothing here throws.
 */
import {
  seedRng,
  type Applied,
  type Checked,
  type ErrorCode,
  type GameState,
  type LineDeal,
  type Move,
  type MoveEvent,
  type Phase,
  type Rng,
} from '../engine/index';
import type { FamilyState } from '../engine/core/family';
import { FAMILY_LOGS } from './familyLogs';
import type { HandLog, LogEntry } from './history';
import type { PracticeState } from './practiceState';
import {
  configFor,
  engineSettings,
  familyFor,
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
  /**
   * The family's state (hands, the table, scores, whose turn): read through the family's
   * functions (`phaseOf`, `legalNow`), or as the line's through `lineState` (./lineState.ts).
   */
  readonly game: FamilyState;
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
  /** Skip to my turn: the computers play without pauses until a person is on turn or the hand ends. */
  readonly skipping?: boolean;
  /** How many times Skip to my turn was taken in this game (none when absent). */
  readonly skips?: number;
}

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
  const created = familyFor(settings).newGame(engineSettings(settings));
  const game: GameState = created.ok
    ? (created.value as GameState)
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

/** Deals the next hand from the seed through the game's family (the lot first, where the rules call for one). */
export function dealHand(context: GameContext): GameContext {
  const family = familyFor(context.settings);
  const index = context.hands.length;
  const dealt = family.dealNext(context.game, handRng(context.settings.seed, index));
  if (!dealt.ok) return refuse(context, 'bad-deal', dealt.error.message);
  const started = family.startHand(context.game, dealt.value.deal);
  if (!started.ok) return refuse(context, 'bad-deal', started.error.message);
  const state = started.value as GameState;
  const deal = dealt.value.deal as LineDeal;
  const log: HandLog = { deal, moves: [], events: [] };
  const outcome = family.outcome(state);
  return {
    ...context,
    game: state,
    hands: [...context.hands, log],
    log: FAMILY_LOGS[family.id].deal(context.log, index, deal, state, outcome),
    refusal: null,
  };
}

/** The last move applied to each state, so a guard's check and its action's move apply it once. */
const applied = new WeakMap<
  object,
  { readonly key: string; readonly result: Checked<Applied<unknown, unknown>> }
>();

/** The family's answer to a move in this state (remembered for the same state and move). */
function applyNow(context: GameContext, move: Move): Checked<Applied<unknown, unknown>> {
  const key = JSON.stringify(move);
  const last = applied.get(context.game);
  if (last?.key === key) return last.result;
  const result = familyFor(context.settings).apply(context.game, move);
  applied.set(context.game, { key, result });
  return result;
}

/** Makes a move through the game's family: the new context, or the same one with the refusal. */
export function advance(context: GameContext, move: Move | null): GameContext {
  if (move === null) return refuse(context, 'bad-event', 'that is not a move');
  const family = familyFor(context.settings);
  const result = applyNow(context, move);
  if (!result.ok) return refuse(context, result.error.code as RefusalCode, result.error.message);
  const state = result.value.state as GameState;
  const events = result.value.events as readonly MoveEvent[];
  const index = context.hands.length - 1;
  const current = context.hands[index];
  if (!current) return refuse(context, 'no-hand', 'no hand has been dealt');
  const hands = context.hands.slice();
  hands[index] = {
    ...current,
    // Kept without fields the move does not use, so that saved and live moves compare equal.
    moves: [...current.moves, (family.readMove(move) as Move | null) ?? move],
    events: [...current.events, ...events],
  };
  const log = FAMILY_LOGS[family.id].moves(
    context.log,
    index,
    events,
    state,
    family.outcome(state),
  );
  return { ...context, game: state, hands, log, refusal: null };
}

/** Whether the family accepts this move now. */
export function canApply(context: GameContext, move: Move | null): boolean {
  return move !== null && applyNow(context, move).ok;
}

/** Where the game stands, in the family's terms (deal, a seat's turn, hand over, game over). */
/**
 * What the family's rules need to say where a game stands: its settings (the family) and its
 * state. A running game's context, or a lesson's or a replay's position.
 */
export interface GameAt {
  readonly settings: Pick<GameSettings, 'preset' | 'seats'>;
  readonly game: unknown;
}

export function phaseOf(context: GameAt): Phase {
  return familyFor(context.settings).phase(context.game);
}

/** The legal moves now, from the family (the one source of legality). */
export function legalNow(context: GameAt): readonly Move[] {
  return familyFor(context.settings).legalMoves(context.game) as readonly Move[];
}

/** The seat on turn and who sits there; null outside a hand in play. */
export function seatOnTurn(context: GameAt): { seat: number; setting: SeatSetting } | null {
  const phase = phaseOf(context);
  if (phase.kind !== 'turn') return null;
  const setting = context.settings.seats[phase.seat];
  return setting ? { seat: phase.seat, setting } : null;
}

export function computerOnTurn(context: GameAt): boolean {
  return seatOnTurn(context)?.setting.kind === 'computer';
}

/**
 * Skip to my turn may be asked now: a computer is on turn and a person sits at the table
 * (the machine's guard, and the table's offer of the button, ask the same).
 */
export function skipMakesSense(context: GameAt): boolean {
  return computerOnTurn(context) && context.settings.seats.some((s) => s.kind === 'human');
}

/** The seat of the log's last step (a play, a draw, a pass, a family's event); null if none. */
function lastMover(context: GameContext): number | null {
  const last = context.log.at(-1);
  if (last?.kind === 'play' || last?.kind === 'draw' || last?.kind === 'pass') return last.seat;
  return last?.kind === 'event' ? familyFor(context.settings).eventSeat(last.event) : null;
}

/** The seat on turn moved last too (its line in a first turn, a drawn tile, a follow-up). */
export function movesAgain(context: GameContext): boolean {
  const on = seatOnTurn(context);
  return on !== null && lastMover(context) === on.seat;
}

/** The kind of turn in play, as the family names it ('lead', 'draw', 'bid', 'trick'…); null outside a turn. */
export function turnName(context: GameContext): string | null {
  const phase = phaseOf(context);
  return phase.kind === 'turn' ? phase.name : null;
}

export function handOver(context: GameContext): boolean {
  return phaseOf(context).kind === 'hand-over';
}

/**
 * What a person's event asks for: the family's move read from its data (the seat on turn's
 * when it names none), or null if malformed.
 */
export function humanMove(
  context: GameContext,
  event: { type: string; move?: unknown },
): Move | null {
  if (event.type !== 'MOVE') return null;
  const data = event.move;
  const seat = seatOnTurn(context)?.seat;
  const withSeat =
    typeof data === 'object' && data !== null && !('seat' in data) && seat !== undefined
      ? { ...data, seat }
      : data;
  return familyFor(context.settings).readMove(withSeat) as Move | null;
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
  const result = applyNow(context, move);
  if (!result.ok) return refuse(context, result.error.code as RefusalCode, result.error.message);
  return refuse(context, 'computer-seat', `seat ${move.seat} is played by the computer`);
}

/**
 * A computer player failed or chose an illegal move: make the engine's first
 * legal move instead, so the game never stalls, and say so in a refusal.
 */
export function computerFallback(context: GameContext, why: string): GameContext {
  const first = legalNow(context)[0];
  const moved = first ? advance(context, first) : context;
  return refuse(
    moved,
    'computer-error',
    `the computer player ${why}; it made the first legal move`,
  );
}

const DOING: Readonly<Record<string, string>> = {
  play: 'Playing a tile',
  draw: 'Drawing',
  pass: 'Passing',
  MOVE: 'A move',
  NEXT_HAND: 'Going on to the next hand',
  REMATCH: 'A rematch',
};

/** Why an event is not taken in this phase. */
export function refuseNotNow(
  context: GameContext,
  event: { type: string; move?: unknown },
): GameContext {
  const kind = phaseOf(context).kind;
  const where =
    kind === 'game-over'
      ? 'the game is over'
      : kind === 'hand-over'
        ? 'the hand is over'
        : 'a hand is being played';
  // A move by what it is (a line's play, draw or pass), where its data says.
  const move = event.move;
  const what =
    typeof move === 'object' && move !== null && 'type' in move ? String(move.type) : event.type;
  const doing = DOING[what] ?? DOING[event.type] ?? event.type;
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
  const legal = legalNow(context);
  return legal.length > 0 && legal.every((m) => m.type === 'draw');
}

/** The person's draw, made by the machine (auto-draw). */
export function autoDraw(context: GameContext): GameContext {
  const seat = seatOnTurn(context)?.seat;
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
