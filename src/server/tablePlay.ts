/**
 * The game at an online table (pure, like `table.ts`): a person's move checked for the
 * seat that sent it, the computer players' turns (the family's own AI, `aiRegistry`), who
 * plays the seat on turn now, each seat's view and the finished game's record. Everything
 * goes through the family contract: nothing here reads a family's state.
 */
import { chooseFor } from '../ai/aiRegistry';
import { isOneOf } from '../ai/familyAi';
import { refuse, seedRng, SPECTATOR, type RecordJson, type SeatMove } from '../engine/index';
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

function applied(table: Table, move: SeatMove): TableResult {
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
  if (move.seat !== seat) return refuse('not-your-seat', 'a player moves only for their own seat');
  const phase = table.family.phase(table.game);
  if (phase.kind !== 'turn') return refuse('not-now', 'no one is to move now');
  if (phase.seat !== seat) return refuse('not-your-turn', 'it is not your turn');
  return applied(table, move);
}

/**
 * The computer's move for the seat on turn: the family's AI at `level`, seeing only the
 * seat's view, with a generator from the table's seed, the hand and the move. A computer
 * player that fails or answers with an illegal move never stops the game: the first legal
 * move is made instead.
 */
export function playComputer(table: Table, seat: number, level: ComputerLevel): TableResult {
  const family = table.family;
  const phase = family.phase(table.game);
  if (phase.kind !== 'turn' || phase.seat !== seat)
    return refuse('not-now', "not that seat's turn");
  const index = table.hands.length - 1;
  const hand = table.hands[index];
  const legal = family.legalMoves(table.game);
  const first = legal[0];
  if (!hand || !first) return refuse('not-now', 'there is no move to make');
  const view = family.seatView(table.game, seat, hand.events);
  const rng = seedRng(`${table.seed}/move/${index}/${hand.moves.length}`);
  let move: SeatMove = first;
  try {
    const choice = chooseFor(family.id, level, view, legal, rng);
    if (isOneOf(choice.move, legal)) move = choice.move;
  } catch {
    // The first legal move, as the game machine's fallback does.
  }
  return applied(table, move);
}

/** One seat's view of the game (SPECTATOR's for a spectator); null before the first deal. */
export function tableView(table: Table, seat: number): TableView | null {
  const index = table.hands.length - 1;
  const hand = table.hands[index];
  if (!hand) return null;
  const family = table.family;
  const phase = family.phase(table.game);
  const outcome = family.outcome(table.game);
  const viewer = seat >= 0 && seat < table.seats.length ? seat : SPECTATOR;
  const onTurn = phase.kind === 'turn' && phase.seat === viewer && viewer !== SPECTATOR;
  const plays = onTurn && turnOf(table).kind === 'person';
  return {
    handIndex: index,
    step: hand.moves.length,
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
