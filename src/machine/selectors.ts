/**
 * Selectors: what each screen needs from a machine snapshot, as plain data.
 * The scenes never apply a move or decide a rule: legal targets, their totals
 * and points, whose turn it is and what just happened all come from here.
 * "The person at the table" is the viewer: the person on turn, else the first
 * person seated, else nobody (a game of computers, shown face down).
 */
import { lineState } from './lineState';
import type { SnapshotFrom } from 'xstate';
import {
  handEndSteps,
  isScoringTotal,
  sideOf,
  type BonusStep,
  type Layout,
  type Tile,
} from '../engine/index';
import type { Level } from '../ai/core/level';
import { phaseOf, turnName, type GameContext } from './context';
import type { GameMachine } from './gameMachine';
import type { LogEntry } from './history';
import { legalView, type LegalView } from './legalView';
import type { GameSettings, SeatKind } from './settings';

export type GameSnapshot = SnapshotFrom<GameMachine>;
export type { LegalView, PlayTarget, TileChoice } from './legalView';

/**
 * The phases a screen shows (a snapshot never rests in `deal`; the log says a deal happened):
 * between hands, or the kind of turn in play as the family names it (the line of play's
 * 'lead', 'play-chain' and 'draw'; another family's 'bid' or 'trick').
 */
export type Phase =
  'deal' | 'hand-end' | 'game-over' | 'lead' | 'play-chain' | 'draw' | (string & {});

/** What a snapshot needs to have for these selectors (tests may build one by hand). */
type Viewable = Pick<GameSnapshot, 'context' | 'matches'>;

export function selectPhase(s: Viewable): Phase {
  if (s.matches('game-over')) return 'game-over';
  if (s.matches('hand-end')) return 'hand-end';
  if (s.matches('turn')) return turnName(s.context) ?? 'play-chain';
  return 'deal';
}

/**
 * The seat whose tiles are shown face up: the person on turn, else the only person; null if
 * none. With several people (pass-and-play) and a computer on turn, the person who last moved
 * in this hand, or before anyone has, the next person in turn order.
 */
export function selectViewer(s: Pick<GameSnapshot, 'context'>): number | null {
  const { settings, hands } = s.context;
  const human = (seat: number | undefined): boolean =>
    seat !== undefined && settings.seats[seat]?.kind === 'human';
  const phase = phaseOf(s.context);
  const turn = phase.kind === 'turn' ? phase.seat : undefined;
  if (human(turn)) return turn ?? null;
  const people = selectPeople(s);
  if (people.length < 2) return people[0] ?? null;
  const moves = hands[hands.length - 1]?.moves ?? [];
  for (let i = moves.length - 1; i >= 0; i--)
    if (human(moves[i]?.seat)) return moves[i]?.seat ?? null;
  const from = turn ?? 0;
  const n = settings.seats.length;
  const next = people.map((p) => (p - from + n) % n).sort((a, b) => a - b)[0] ?? 0;
  return (from + next) % n;
}

/** The seats played by people at this device (more than one: pass-and-play). */
export function selectPeople(s: Pick<GameSnapshot, 'context'>): number[] {
  return peopleOf(s.context.settings);
}

/** `selectPeople` of a game's settings (a lesson's or a replay's as well as the machine's). */
export function peopleOf(settings: Pick<GameSettings, 'seats'>): number[] {
  return settings.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
}

export interface SeatView {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly level: Level | null;
  /** The score index of the seat (its team with partners). */
  readonly side: number;
  /** Tiles in hand. */
  readonly tiles: number;
  readonly onTurn: boolean;
}

export function selectSeats(s: Pick<GameSnapshot, 'context'>): SeatView[] {
  const { settings } = s.context;
  const game = lineState(s.context);
  const hand = game.hand;
  const live = hand !== null && hand.result === null && !game.over;
  return settings.seats.map((seat, i) => ({
    seat: i,
    kind: seat.kind,
    level: seat.kind === 'computer' ? seat.level : null,
    side: sideOf(game.config, i),
    tiles: hand?.hands[i]?.length ?? 0,
    onTurn: live && hand.turn === i,
  }));
}

/** The viewer's tiles, in the order held (dealt, then drawn); [] for nobody. */
export function selectHand(
  s: Pick<GameSnapshot, 'context'>,
  viewer: number | null = selectViewer(s),
): readonly Tile[] {
  if (viewer === null) return [];
  return lineState(s.context).hand?.hands[viewer] ?? [];
}

/** The viewer's legal moves when the viewer is a person on turn; null otherwise. */
export function selectLegal(
  s: Viewable,
  viewer: number | null = selectViewer(s),
): LegalView | null {
  const phase = selectPhase(s);
  if (phase !== 'lead' && phase !== 'play-chain' && phase !== 'draw') return null;
  const { settings } = s.context;
  const game = lineState(s.context);
  if (viewer === null || game.hand?.turn !== viewer || settings.seats[viewer]?.kind !== 'human')
    return null;
  return legalView(game);
}

export function selectLayout(s: Pick<GameSnapshot, 'context'>): Layout | null {
  return lineState(s.context).hand?.layout ?? null;
}

/** The count of the open ends now. */
export function selectOpenTotal(s: Pick<GameSnapshot, 'context'>): number {
  return lineState(s.context).hand?.layout.total ?? 0;
}

/** Whether the count now is a scoring total under the game's rules (the engine's `isScoringTotal`). */
export function selectCountScores(s: Pick<GameSnapshot, 'context'>): boolean {
  const hand = lineState(s.context).hand;
  return hand !== null && isScoringTotal(hand.layout.total, lineState(s.context).config.options);
}

/** The end-of-hand arithmetic of the hand just ended, step by step (the engine's `handEndSteps`); [] mid-hand. */
export function selectBonusSteps(s: Pick<GameSnapshot, 'context'>): BonusStep[] {
  return handEndSteps(lineState(s.context));
}

export function selectBoneyard(s: Pick<GameSnapshot, 'context'>): number {
  return lineState(s.context).hand?.boneyard.length ?? 0;
}

export interface ScoresView {
  /** Per side: per seat, or per team (seats 0+2, 1+3) with partners. */
  readonly scores: readonly number[];
  /** The seats of each side. */
  readonly sides: readonly (readonly number[])[];
  readonly target: number;
}

export function selectScores(s: Pick<GameSnapshot, 'context'>): ScoresView {
  const game = lineState(s.context);
  const sides = game.scores.map((_, side) =>
    Array.from({ length: game.config.players }, (_, seat) => seat).filter(
      (seat) => sideOf(game.config, seat) === side,
    ),
  );
  return { scores: game.scores, sides, target: game.config.options.target };
}

export interface TurnView {
  readonly seat: number;
  readonly kind: SeatKind;
  /** A computer player is choosing (after its pacing delay). */
  readonly thinking: boolean;
  /** The seat is owed a continuation (it placed a double or scored). */
  readonly chained: boolean;
}

/** Whose turn it is; null outside a hand in play. */
export function selectTurn(s: Viewable): TurnView | null {
  const { settings } = s.context;
  const game = lineState(s.context);
  const hand = game.hand;
  if (!s.matches('turn') || !hand) return null;
  const setting = settings.seats[hand.turn];
  if (!setting) return null;
  return {
    seat: hand.turn,
    kind: setting.kind,
    thinking: s.matches({ turn: 'thinking' }),
    chained: hand.chained,
  };
}

/**
 * The log entries after `since` (an id; -1 for all), as the viewer may see them:
 * another seat's drawn tile is hidden. Views animate these in order.
 */
export function selectLog(
  s: Pick<GameSnapshot, 'context'>,
  since = -1,
  viewer: number | null = selectViewer(s),
): LogEntry[] {
  return s.context.log
    .slice(since + 1)
    .map((e) => (e.kind === 'draw' && e.seat !== viewer ? { ...e, tile: null } : e));
}

export type HandEndEntry = Extract<LogEntry, { kind: 'hand-end' }>;
export type GameOverEntry = Extract<LogEntry, { kind: 'game-over' }>;

/** The last hand's reveal and count, while the machine waits at hand-end or game-over. */
export function selectHandEnd(s: Viewable): HandEndEntry | null {
  if (!s.matches('hand-end') && !s.matches('game-over')) return null;
  return lastOf(s.context, 'hand-end');
}

/** The winner and final scores, at game-over. */
export function selectGameOver(s: Viewable): GameOverEntry | null {
  if (!s.matches('game-over')) return null;
  return lastOf(s.context, 'game-over');
}

function lastOf<K extends 'hand-end' | 'game-over'>(
  context: GameContext,
  kind: K,
): Extract<LogEntry, { kind: K }> | null {
  for (let i = context.log.length - 1; i >= 0; i--) {
    const e = context.log[i];
    if (e?.kind === kind) return e as Extract<LogEntry, { kind: K }>;
  }
  return null;
}
