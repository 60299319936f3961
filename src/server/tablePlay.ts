/**
 * The game at an online table (pure, like `table.ts`): a person's move checked for the
 * seat that sent it, the computer players' turns (the family's own AI, `aiRegistry`), who
 * plays the seat on turn now, each seat's view and the finished game's record. Everything
 * goes through the family contract: nothing here reads a family's state.
 */
import { chooseFor } from '../ai/aiRegistry';
import { isOneOf } from '../ai/core/familyAi';
import {
  refuse,
  seedRng,
  SPECTATOR,
  type FamilyId,
  type RecordJson,
  type Rng,
  type SeatMove,
} from '../engine/index';
import { isTile, TILE_COUNT } from '../engine/core/tiles';
import type { ComputerLevel, SeatInfo, TableInfo, TableView } from '../net/protocol';
import type { SeatState, Table, TableResult } from './table';

/** The computer that plays for an absent person. */
export const STAND_IN_LEVEL: ComputerLevel = 'medium';

/** Who plays the seat on turn. */
export type Turn =
  /** No seat is on turn: the lobby, a hand's end, the game's end. */
  | { readonly kind: 'none' }
  | { readonly kind: 'person'; readonly seat: number }
  /** A computer plays, from `at` (ms of the room's clock; 0 for a computer's own seat). */
  | {
      readonly kind: 'computer';
      readonly seat: number;
      readonly level: ComputerLevel;
      readonly at: number;
    }
  /** The person is away and the table waits for them. */
  | { readonly kind: 'waiting'; readonly seat: number };

function isAway(seat: SeatState): boolean {
  return seat.holder !== null && !seat.connected;
}

/** Who plays the seat on turn now, or from when a computer may play for an absent person. */
export function turnOf(table: Table): Turn {
  const phase = table.family.phase(table.game);
  if (!table.started || phase.kind !== 'turn') return { kind: 'none' };
  const { seat } = phase;
  const s = table.seats[seat];
  if (!s) return { kind: 'none' };
  if (s.plan.kind === 'computer') return { kind: 'computer', seat, level: s.plan.level, at: 0 };
  if (s.abandoned) return { kind: 'computer', seat, level: STAND_IN_LEVEL, at: 0 };
  if (!isAway(s)) return { kind: 'person', seat };
  if (table.options.away === 'wait') return { kind: 'waiting', seat };
  return { kind: 'computer', seat, level: STAND_IN_LEVEL, at: (s.awaySince ?? 0) + table.graceMs };
}

/**
 * Makes the move of the seat on turn, as checked by the family's `apply`, and keeps it with
 * its events: the one way a move enters a table (a person's, a computer's, a reopened
 * table's recorded ones).
 */
export function applied(table: Table, move: SeatMove): TableResult {
  const family = table.family;
  const result = family.apply(table.game, move);
  if (!result.ok) return refuse(result.error.code, result.error.message);
  const last = table.hands.length - 1;
  const hand = table.hands[last];
  if (!hand) return refuse('not-now', 'no hand has been dealt');
  const kept = family.readMove(move) ?? move;
  const hands = table.hands.slice();
  hands[last] = {
    ...hand,
    moves: [...hand.moves, kept],
    events: [...hand.events, ...result.value.events],
    starts: [...hand.starts, hand.events.length],
  };
  return { ok: true, value: { ...table, game: result.value.state, hands, ready: [] } };
}

/**
 * A person's move from untrusted data: only for the seat the client holds (a move that
 * names no seat is its own), only on its turn, and then as the family's `apply` judges it.
 */
export function playMove(table: Table, seat: number, raw: unknown): TableResult {
  if (!table.started) return refuse('not-now', 'the game has not started');
  if (seat < 0) return refuse('not-your-seat', 'spectators watch the table');
  const named = typeof raw === 'object' && raw !== null ? { seat, ...raw } : raw;
  const move = table.family.readMove(named);
  if (!move) return refuse('bad-message', 'that is not a move of this game');
  const tile = (move as { tile?: unknown }).tile;
  if (tile !== undefined && !isTile(tile))
    return refuse(
      'no-such-tile',
      `${typeof tile === 'number' ? String(tile) : 'that'} is not a domino: tiles are numbered 0 to ${TILE_COUNT - 1}`,
    );
  if (move.seat !== seat) return refuse('not-your-seat', 'a player moves only for their own seat');
  const phase = table.family.phase(table.game);
  if (phase.kind !== 'turn') return refuse('not-now', 'no one is to move now');
  if (phase.seat !== seat) return refuse('not-your-turn', 'it is not your turn');
  return applied(table, move);
}

/**
 * What a computer player is asked for the seat on turn: the seat's own view (nothing more),
 * the legal moves and a generator from the table's seed, the hand and the move; plain data,
 * so that it may be answered in another thread (`computers.ts`). Null when the seat is not
 * on turn.
 */
export interface ComputerAsk {
  readonly family: FamilyId;
  readonly level: ComputerLevel;
  readonly seat: number;
  /** Where the game stood: an answer that comes after the game moved on is dropped. */
  readonly hand: number;
  readonly step: number;
  readonly view: unknown;
  readonly legal: readonly SeatMove[];
  readonly rng: Rng;
}

export function computerAsk(table: Table, seat: number, level: ComputerLevel): ComputerAsk | null {
  const family = table.family;
  const phase = family.phase(table.game);
  const index = table.hands.length - 1;
  const hand = table.hands[index];
  if (phase.kind !== 'turn' || phase.seat !== seat || !hand) return null;
  return {
    family: family.id,
    level,
    seat,
    hand: index,
    step: hand.moves.length,
    view: family.seatView(table.game, seat, hand.events),
    legal: family.legalMoves(table.game),
    rng: seedRng(`${table.seed}/move/${index}/${hand.moves.length}`),
  };
}

/** The family's computer player's answer, in this thread: its move, or null if it failed. */
export function answerHere(ask: ComputerAsk): SeatMove | null {
  try {
    return chooseFor(ask.family, ask.level, ask.view, ask.legal, ask.rng).move;
  } catch {
    return null;
  }
}

/**
 * Makes the computer's answer to `ask`, if the game is still where it was asked. A computer
 * player that failed (null) or answered with an illegal move never stops the game: the
 * first legal move is made instead, as the game machine's fallback does.
 */
export function playAnswer(table: Table, ask: ComputerAsk, answer: unknown): TableResult {
  const hand = table.hands[ask.hand];
  if (table.hands.length - 1 !== ask.hand || hand?.moves.length !== ask.step)
    return refuse('not-now', 'the game has moved on');
  const first = ask.legal[0];
  if (!first) return refuse('not-now', 'there is no move to make');
  return applied(table, isOneOf(answer, ask.legal) ? answer : first);
}

/** The computer's move for the seat on turn, chosen in this thread. */
export function playComputer(table: Table, seat: number, level: ComputerLevel): TableResult {
  const ask = computerAsk(table, seat, level);
  if (!ask) return refuse('not-now', "not that seat's turn");
  return playAnswer(table, ask, answerHere(ask));
}

/** Where a view stood: its hand (from 0) and the moves made in it. */
export interface ViewPoint {
  readonly hand: number;
  readonly step: number;
}

/**
 * The move from which a view's events run, for a client whose last view stood at `since`:
 * its step in the same hand, the deal (0) when it last saw an earlier hand, and none (the
 * view's own step) when it had no view (it just joined, came back or asked again).
 */
function eventsFrom(since: ViewPoint | null, hand: number, step: number): number {
  if (since === null || since.hand > hand) return step;
  if (since.hand < hand) return 0;
  return since.step <= step ? since.step : step;
}

/**
 * One seat's view of the game (SPECTATOR's for a spectator); null before the first deal.
 * `since` is where the client's last view stood: the view carries the events of the moves
 * made since, as the seat may see them (`seatEvents`).
 */
export function tableView(
  table: Table,
  seat: number,
  since: ViewPoint | null = null,
): TableView | null {
  const index = table.hands.length - 1;
  const hand = table.hands[index];
  if (!hand) return null;
  const family = table.family;
  const phase = family.phase(table.game);
  const outcome = family.outcome(table.game);
  const viewer = seat >= 0 && seat < table.seats.length ? seat : SPECTATOR;
  const onTurn = phase.kind === 'turn' && phase.seat === viewer && viewer !== SPECTATOR;
  const plays = onTurn && turnOf(table).kind === 'person';
  const step = hand.moves.length;
  const from = eventsFrom(since, index, step);
  const made = hand.events.slice(hand.starts[from] ?? hand.events.length);
  return {
    handIndex: index,
    step,
    from,
    events: family.seatEvents(made, viewer),
    phase,
    view: family.seatView(table.game, viewer, hand.events),
    legal: plays ? family.legalMoves(table.game) : [],
    scores: outcome.scores,
    lowerWins: outcome.lowerWins,
    over: outcome.over,
    winner: outcome.winner,
    ready: table.ready,
  };
}

function seatInfo(table: Table, s: SeatState, now: number): SeatInfo {
  const standIn =
    s.abandoned ||
    (isAway(s) && table.options.away === 'computer' && (s.awaySince ?? 0) + table.graceMs <= now);
  return {
    kind: s.plan.kind,
    name: s.name,
    level: s.plan.kind === 'computer' ? s.plan.level : standIn ? STAND_IN_LEVEL : null,
    taken: s.holder !== null,
    connected: s.connected,
    standIn: s.plan.kind === 'person' && standIn,
  };
}

/** The table as everyone sees it, for the reader in seat `you` (-1: a spectator). */
export function tableInfo(
  table: Table,
  you: number,
  now: number,
  reconnectSeconds: number,
): TableInfo {
  return {
    code: table.code,
    preset: table.settings.preset,
    players: table.settings.players,
    partners: table.settings.partners ?? false,
    options: table.options.options,
    away: table.options.away,
    graceSeconds: table.graceMs / 1000,
    reconnectSeconds,
    host: table.host,
    you,
    started: table.started,
    seats: table.seats.map((s) => seatInfo(table, s, now)),
    spectators: table.spectators.length,
  };
}

/** Whether the game is over. */
export function isOver(table: Table): boolean {
  return table.started && table.family.outcome(table.game).over;
}

/** The finished game's record (RECORD.md), in the family's notation; null before its end. */
export function recordOf(table: Table): RecordJson | null {
  if (!isOver(table)) return null;
  const hands = table.hands.map((h) => ({ deal: h.deal, moves: h.moves }));
  return table.family.record.write({ settings: table.settings, hands });
}
