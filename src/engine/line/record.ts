/**
 * Game records (RECORD.md): reading and checking a record, replaying it
 * through the engine, and writing moves back in the record's notation.
 */
import { RECORD_FORMAT, type RecordJson, type ReplayError } from '../core/family';
import type { Deal } from './game';
import { newGame, startHand, makeConfig } from './game';
import { SLOTS, type Slot } from './layout';
import { isPreset, optionOverrides, resolveOptions, type Preset } from './options';
import { applyMove } from './moves';
import { quote } from '../core/quote';
import {
  sideCount,
  type GameConfig,
  type GameState,
  type HandResult,
  type Move,
  type MoveEvent,
} from './state';
import { formatTile, parseTile, sumPips, type Tile } from '../core/tiles';

/** The largest starting score a record may give a side (and the lowest, negated, where allowed). */
export const SCORE_LIMIT = 1_000_000;
/** Hand scorings under which a side's score can fall below 0. */
const SUBTRACTING: readonly string[] = ['celko', 'domino_play'];

/** A move in the record's JSON notation. */
export interface RecordMove {
  readonly seat: number;
  readonly play?: string;
  readonly on?: string;
  readonly end?: number;
  readonly slot?: Slot;
  readonly draw?: true;
  readonly pass?: true;
}

export interface RecordHand {
  readonly deal: readonly (readonly string[])[];
  readonly boneyard: readonly string[];
  readonly leader: number;
  readonly moves: readonly RecordMove[];
}

/** A line-of-play game record as written (RECORD.md). */
export interface GameRecord extends RecordJson {
  readonly hands: readonly RecordHand[];
}

/** A record read and checked: engine values, ready to replay. */
export interface ParsedRecord {
  readonly config: GameConfig;
  readonly scores: readonly number[];
  readonly hands: readonly {
    readonly deal: Deal;
    readonly leader: number;
    readonly moves: readonly Move[];
  }[];
}

export type ParseResult =
  | { readonly ok: true; readonly record: ParsedRecord }
  | { readonly ok: false; readonly message: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isSeat(v: unknown, players: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < players;
}

/** Reads a record, finding every problem of form before any move is replayed. */
export function parseRecord(input: unknown): ParseResult {
  const bad = (message: string): ParseResult => ({ ok: false, message });
  if (!isObject(input)) return bad('a record must be a JSON object');
  if (input.format !== undefined && input.format !== RECORD_FORMAT) {
    return bad(`unsupported format ${quote(input.format)} (expected "${RECORD_FORMAT}")`);
  }
  const presetName = input.preset === undefined ? 'horse-race' : input.preset;
  if (!isPreset(presetName)) return bad(`unknown preset ${quote(presetName)}`);
  const preset: Preset = presetName;
  const resolved = resolveOptions(preset, input.options);
  if (!resolved.ok) return bad(resolved.message);
  const options = resolved.options;
  if (typeof input.players !== 'number' || !Number.isInteger(input.players))
    return bad('"players" must be 2, 3 or 4');
  if (input.partners !== undefined && typeof input.partners !== 'boolean')
    return bad('"partners" must be true or false');
  const config = makeConfig({
    preset,
    players: input.players,
    partners: input.partners ?? false,
    options,
  });
  if (!config.ok) return bad(config.error.message);
  const players = config.value.players;
  const sides = sideCount(config.value);
  let scores: number[] = new Array<number>(sides).fill(0);
  if (input.scores !== undefined) {
    if (!Array.isArray(input.scores) || input.scores.length !== sides) {
      return bad(
        `"scores" must list ${sides} numbers, one per ${config.value.partners ? 'team' : 'seat'}`,
      );
    }
    // Only a preset whose hands subtract can have a side below 0 (RULES.md §10, Celko).
    const low = SUBTRACTING.includes(options.handScoring) ? -SCORE_LIMIT : 0;
    if (input.scores.some((s) => !Number.isSafeInteger(s) || s < low || s > SCORE_LIMIT))
      return bad(`"scores" must be whole numbers from ${low} to ${SCORE_LIMIT}`);
    // A game already won is not a record (RECORD.md): each side starts below the target.
    const target = config.value.options.target;
    if (input.scores.some((s: number) => s >= target))
      return bad(`"scores" must each be below the target, ${target}: that game is already won`);
    scores = input.scores as number[];
  }
  if (!Array.isArray(input.hands)) return bad('"hands" must be a list');
  const hands: { deal: Deal; leader: number; moves: Move[] }[] = [];
  for (let h = 0; h < input.hands.length; h++) {
    const parsed = parseHand(input.hands[h], h, players, options.maxPip);
    if (typeof parsed === 'string') return bad(parsed);
    hands.push(parsed);
  }
  return { ok: true, record: { config: config.value, scores, hands } };
}

function parseTileList(
  list: unknown,
  where: string,
  maxPip: number,
  seen: Set<Tile>,
): Tile[] | string {
  if (!Array.isArray(list)) return `${where} must be a list of tiles`;
  const out: Tile[] = [];
  for (const text of list) {
    const t = parseTile(text, maxPip);
    if (t === null) return `${where}: unknown tile ${quote(text)}`;
    if (seen.has(t)) return `${where}: tile ${formatTile(t)} appears twice in the hand's deal`;
    seen.add(t);
    out.push(t);
  }
  return out;
}

function parseHand(
  raw: unknown,
  h: number,
  players: number,
  maxPip: number,
): { deal: Deal; leader: number; moves: Move[] } | string {
  const where = `hands[${h}]`;
  if (!isObject(raw)) return `${where} must be an object`;
  if (!Array.isArray(raw.deal) || raw.deal.length !== players)
    return `${where}.deal must list ${players} hands`;
  const seen = new Set<Tile>();
  const dealt: Tile[][] = [];
  for (let s = 0; s < players; s++) {
    const list = parseTileList(raw.deal[s], `${where}.deal[${s}]`, maxPip, seen);
    if (typeof list === 'string') return list;
    dealt.push(list);
  }
  const boneyard = parseTileList(raw.boneyard ?? [], `${where}.boneyard`, maxPip, seen);
  if (typeof boneyard === 'string') return boneyard;
  if (!isSeat(raw.leader, players))
    return `${where}.leader must be a seat from 0 to ${players - 1}`;
  const rawMoves = raw.moves ?? [];
  if (!Array.isArray(rawMoves)) return `${where}.moves must be a list`;
  const moves: Move[] = [];
  for (let m = 0; m < rawMoves.length; m++) {
    const move = parseMove(rawMoves[m], `${where}.moves[${m}]`, players, maxPip);
    if (typeof move === 'string') return move;
    moves.push(move);
  }
  return { deal: { hands: dealt, boneyard }, leader: raw.leader, moves };
}

function parseMove(raw: unknown, where: string, players: number, maxPip: number): Move | string {
  if (!isObject(raw)) return `${where} must be an object`;
  if (!isSeat(raw.seat, players)) return `${where}: "seat" must be a seat from 0 to ${players - 1}`;
  const seat = raw.seat;
  const kinds = (['play', 'draw', 'pass'] as const).filter((k) => raw[k] !== undefined);
  if (kinds.length !== 1) return `${where}: a move is exactly one of "play", "draw" or "pass"`;
  if (
    kinds[0] !== 'play' &&
    (raw.on !== undefined || raw.end !== undefined || raw.slot !== undefined)
  ) {
    return `${where}: "on", "end" and "slot" belong to a play`;
  }
  if (raw.draw !== undefined)
    return raw.draw === true ? { type: 'draw', seat } : `${where}: "draw" must be true`;
  if (raw.pass !== undefined)
    return raw.pass === true ? { type: 'pass', seat } : `${where}: "pass" must be true`;
  const tile = parseTile(raw.play, maxPip);
  if (tile === null) return `${where}: unknown tile ${quote(raw.play)}`;
  let on: Tile | null = null;
  if (raw.on !== undefined) {
    on = parseTile(raw.on, maxPip);
    if (on === null) return `${where}: unknown tile ${quote(raw.on)} in "on"`;
  }
  let move: Move = { type: 'play', seat, tile, on };
  if (raw.end !== undefined) {
    if (
      typeof raw.end !== 'number' ||
      !Number.isInteger(raw.end) ||
      raw.end < 0 ||
      raw.end > maxPip
    ) {
      return `${where}: "end" must be a pip value from 0 to ${maxPip}`;
    }
    move = { ...move, end: raw.end };
  }
  if (raw.slot !== undefined) {
    if (typeof raw.slot !== 'string' || !(SLOTS as readonly string[]).includes(raw.slot)) {
      return `${where}: "slot" must be one of ${SLOTS.join(', ')}`;
    }
    move = { ...move, slot: raw.slot as Slot };
  }
  return move;
}

/** One move as the replay command reports it. */
export type ReplayMove =
  | {
      seat: number;
      play: string;
      on?: string;
      end?: number;
      slot?: Slot;
      total: number;
      points: number;
    }
  | { seat: number; draw: string }
  | { seat: number; pass: true };

export interface ReplayHand {
  moves: ReplayMove[];
  end: 'domino' | 'blocked' | 'target' | 'incomplete';
  winners: number[];
  pips: number[];
  bonus: number[];
  scores: number[];
}

export interface ReplayOutput {
  hands: ReplayHand[];
  scores: number[];
  over: boolean;
  winner: number[] | null;
}

/** Writes an engine event (and the move that caused it) in the replay output's notation. */
export function replayMove(move: Move, event: MoveEvent): ReplayMove {
  if (event.type === 'draw') return { seat: event.seat, draw: formatTile(event.tile) };
  if (event.type === 'pass') return { seat: event.seat, pass: true };
  const play = formatTile(event.tile);
  const extra = move.type === 'play' && (move.end !== undefined || move.slot !== undefined);
  if (event.on === null && !extra)
    return { seat: event.seat, play, total: event.total, points: event.points };
  if (!extra) {
    const on = formatTile(event.on as Tile);
    return { seat: event.seat, play, on, total: event.total, points: event.points };
  }
  // Rare: echo the optional "end" and "slot" in the record's key order.
  const out: {
    seat: number;
    play: string;
    on?: string;
    end?: number;
    slot?: Slot;
    total?: number;
    points?: number;
  } = {
    seat: event.seat,
    play,
  };
  if (event.on !== null) out.on = formatTile(event.on);
  if (move.end !== undefined) out.end = move.end;
  if (move.slot !== undefined) out.slot = move.slot;
  out.total = event.total;
  out.points = event.points;
  return out as ReplayMove;
}

function handOutput(moves: ReplayMove[], result: HandResult | null, state: GameState): ReplayHand {
  const hand = state.hand;
  const sides = sideCount(state.config);
  if (!result) {
    return {
      moves,
      end: 'incomplete',
      winners: [],
      pips: hand ? hand.hands.map(sumPips) : [],
      bonus: new Array<number>(sides).fill(0),
      scores: state.scores.slice(),
    };
  }
  return {
    moves,
    end: result.end,
    winners: result.winners.slice(),
    pips: result.pips.slice(),
    bonus: result.bonus.slice(),
    scores: state.scores.slice(),
  };
}

/** Replays a checked record: the replay command's output, or the first illegal move. */
export function replayRecord(record: ParsedRecord): ReplayOutput | ReplayError {
  const created = newGame({ ...record.config, scores: record.scores });
  if (!created.ok) return { error: { message: created.error.message } };
  let state = created.value;
  const hands: ReplayHand[] = [];
  for (let h = 0; h < record.hands.length; h++) {
    const spec = record.hands[h] as ParsedRecord['hands'][number];
    if (state.hand && !state.hand.result && !state.over) {
      return {
        error: { hand: h, move: 0, message: 'the previous hand is incomplete; no further hands' },
      };
    }
    const started = startHand(state, spec.deal, spec.leader);
    if (!started.ok) return { error: { hand: h, move: 0, message: started.error.message } };
    state = started.value;
    const moves: ReplayMove[] = [];
    for (let m = 0; m < spec.moves.length; m++) {
      const move = spec.moves[m] as Move;
      const applied = applyMove(state, move);
      if (!applied.ok) return { error: { hand: h, move: m, message: applied.error.message } };
      state = applied.value.state;
      moves.push(replayMove(move, applied.value.event));
    }
    hands.push(handOutput(moves, state.hand?.result ?? null, state));
  }
  return {
    hands,
    scores: state.scores.slice(),
    over: state.over,
    winner: state.winner ? state.winner.slice() : null,
  };
}

/** Writes a move in the record's notation. */
export function toRecordMove(move: Move): RecordMove {
  if (move.type === 'draw') return { seat: move.seat, draw: true };
  if (move.type === 'pass') return { seat: move.seat, pass: true };
  const out: { seat: number; play: string; on?: string; end?: number; slot?: Slot } = {
    seat: move.seat,
    play: formatTile(move.tile),
  };
  if (move.on !== null) out.on = formatTile(move.on);
  if (move.end !== undefined) out.end = move.end;
  if (move.slot !== undefined) out.slot = move.slot;
  return out;
}

/** Writes a deal in the record's notation. */
export function toRecordHand(deal: Deal, leader: number, moves: readonly Move[]): RecordHand {
  return {
    deal: deal.hands.map((h) => h.map(formatTile)),
    boneyard: deal.boneyard.map(formatTile),
    leader,
    moves: moves.map(toRecordMove),
  };
}

/** A record's header for a game with this configuration and starting scores. */
export function toRecord(
  config: GameConfig,
  scores: readonly number[],
  hands: readonly RecordHand[],
  options: Readonly<Record<string, unknown>> = optionOverrides(config.preset, config.options),
): GameRecord {
  return {
    format: RECORD_FORMAT,
    preset: config.preset,
    players: config.players,
    partners: config.partners,
    options,
    scores: scores.slice(),
    hands,
  };
}
