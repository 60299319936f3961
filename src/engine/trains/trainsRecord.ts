/**
 * Mexican Train records (RECORD.md, "Mexican Train records"): reading a record, finding
 * every problem of form before a move is replayed (exit 2), replaying it through the rules
 * (an illegal move is exit 1), and writing a game back as a record.
 *
 * Input is untrusted: every field is read as an own property, bad values are quoted
 * briefly, and nothing here throws.
 */
import type {
  GameSettings,
  RecordedGame,
  RecordedHand,
  RecordJson,
  ReplayAnswer,
} from '../core/family';
import { field, isRecordObject, quote } from '../core/quote';
import { RECORD_FORMAT } from '../core/family';
import { formatTile, parseTile, sumPips, tileOf, type Tile } from '../core/tiles';
import { newTrainsGame, startTrainsHand } from './trainsDeal';
import { applyTrains } from './trainsRules';
import {
  readTrainsSettings,
  trainsOptionsRecord,
  TRAINS_PRESET,
  type TrainsConfig,
  type TrainsDeal,
  type TrainsEvent,
  type TrainsMove,
  type TrainsState,
} from './trainsState';

type Read<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };
type Game = RecordedGame<TrainsDeal, TrainsMove>;

function bad(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/** Reads a record of the preset `mexican-train`, or says why it is not one (RECORD.md's exit 2). */
export function readTrainsRecord(input: unknown): Read<Game> {
  if (!isRecordObject(input)) return bad('a record must be a JSON object');
  const format = field(input, 'format');
  if (format !== undefined && format !== RECORD_FORMAT)
    return bad(`unsupported format ${quote(format)} (expected "${RECORD_FORMAT}")`);
  const preset = field(input, 'preset');
  if (preset !== TRAINS_PRESET) return bad(`unknown preset ${quote(preset)}`);
  const settings = readTrainsSettings(
    field(input, 'players'),
    field(input, 'partners'),
    field(input, 'options'),
    field(input, 'scores'),
  );
  if (!settings.ok) return settings;
  const config = settings.value.config;
  const rawHands = field(input, 'hands');
  if (!Array.isArray(rawHands)) return bad('"hands" must be a list');
  const list: unknown[] = rawHands;
  const hands: RecordedHand<TrainsDeal, TrainsMove>[] = [];
  for (let h = 0; h < list.length; h++) {
    const hand = readHand(list[h], h, config);
    if (!hand.ok) return hand;
    hands.push(hand.value);
  }
  const game: GameSettings = {
    preset: TRAINS_PRESET,
    players: config.players,
    partners: false,
    options: trainsOptionsRecord(config),
    scores: settings.value.totals,
  };
  return { ok: true, value: { settings: game, hands } };
}

function readTiles(raw: unknown, where: string, maxPip: number, seen: Set<Tile>): Read<Tile[]> {
  if (!Array.isArray(raw)) return bad(`${where} must be a list of tiles`);
  const items: unknown[] = raw;
  const out: Tile[] = [];
  for (const text of items) {
    const t = parseTile(text, maxPip);
    if (t === null) return bad(`${where}: unknown tile ${quote(text)}`);
    if (seen.has(t)) return bad(`${where}: tile ${formatTile(t)} appears twice in the hand's deal`);
    seen.add(t);
    out.push(t);
  }
  return { ok: true, value: out };
}

function readHand(
  raw: unknown,
  h: number,
  config: TrainsConfig,
): Read<RecordedHand<TrainsDeal, TrainsMove>> {
  const where = `hands[${h}]`;
  const n = config.players;
  const m = config.maxPip;
  if (!isRecordObject(raw)) return bad(`${where} must be an object`);
  const deal = field(raw, 'deal');
  if (!Array.isArray(deal) || deal.length !== n) return bad(`${where}.deal must list ${n} hands`);
  const dealt: unknown[] = deal;
  const seen = new Set<Tile>();
  const hands: Tile[][] = [];
  // The round's engine, when the hand is within the set's rounds (a later hand is refused at move 0).
  const engine = h <= m ? tileOf(m - h, m - h) : null;
  for (let s = 0; s < n; s++) {
    const tiles = readTiles(dealt[s], `${where}.deal[${s}]`, m, seen);
    if (!tiles.ok) return tiles;
    if (!tiles.value.some((x) => x !== engine)) {
      return bad(
        `${where}.deal[${s}]: seat ${s} must be dealt a tile besides the engine` +
          (engine === null ? '' : ` ${formatTile(engine)}`),
      );
    }
    hands.push(tiles.value);
  }
  const boneyard = readTiles(field(raw, 'boneyard') ?? [], `${where}.boneyard`, m, seen);
  if (!boneyard.ok) return boneyard;
  const leader = field(raw, 'leader');
  if (typeof leader !== 'number' || !Number.isInteger(leader) || leader < 0 || leader >= n)
    return bad(`${where}.leader must be a seat from 0 to ${n - 1}`);
  const rawEngine = field(raw, 'engine');
  let named: Tile | undefined;
  if (rawEngine !== undefined) {
    const t = parseTile(rawEngine, m);
    if (t === null) return bad(`${where}.engine: unknown tile ${quote(rawEngine)}`);
    named = t;
  }
  const rawMoves = field(raw, 'moves') ?? [];
  if (!Array.isArray(rawMoves)) return bad(`${where}.moves must be a list`);
  const items: unknown[] = rawMoves;
  const moves: TrainsMove[] = [];
  for (let i = 0; i < items.length; i++) {
    const move = readMove(items[i], `${where}.moves[${i}]`, m);
    if (!move.ok) return move;
    moves.push(move.value);
  }
  const out: TrainsDeal =
    named === undefined
      ? { hands, boneyard: boneyard.value, leader }
      : { hands, boneyard: boneyard.value, leader, engine: named };
  return { ok: true, value: { deal: out, moves } };
}

const KINDS = ['play', 'draw', 'pass', 'stop'] as const;

/** One move. A seat or train number that does not exist is read, and refused as illegal (exit 1). */
function readMove(raw: unknown, where: string, maxPip: number): Read<TrainsMove> {
  if (!isRecordObject(raw)) return bad(`${where} must be an object`);
  const seat = field(raw, 'seat');
  if (typeof seat !== 'number' || !Number.isInteger(seat))
    return bad(`${where}: "seat" must be a seat number, not ${quote(seat)}`);
  const kinds = KINDS.filter((k) => field(raw, k) !== undefined);
  const kind = kinds[0];
  if (kinds.length !== 1 || kind === undefined)
    return bad(`${where}: a move is exactly one of "play", "draw", "pass" or "stop"`);
  for (const key of ['on', 'end', 'slot']) {
    if (field(raw, key) !== undefined)
      return bad(`${where}: mexican-train moves take no ${quote(key)}; a play names its "train"`);
  }
  const train = field(raw, 'train');
  if (kind !== 'play') {
    if (train !== undefined) return bad(`${where}: "train" belongs to a play`);
    if (field(raw, kind) !== true) return bad(`${where}: "${kind}" must be true`);
    return { ok: true, value: { type: kind, seat } };
  }
  const tile = parseTile(field(raw, 'play'), maxPip);
  if (tile === null) return bad(`${where}: unknown tile ${quote(field(raw, 'play'))}`);
  if (train === undefined) return { ok: true, value: { type: 'engine', seat, tile } };
  if (train !== 'mexican' && !(typeof train === 'number' && Number.isInteger(train)))
    return bad(`${where}: "train" must be a seat number or "mexican", not ${quote(train)}`);
  return { ok: true, value: { type: 'play', seat, tile, train } };
}

/** A move in the record's notation. */
export function writeTrainsMove(move: TrainsMove): Record<string, unknown> {
  switch (move.type) {
    case 'engine':
      return { seat: move.seat, play: formatTile(move.tile) };
    case 'play':
      return { seat: move.seat, play: formatTile(move.tile), train: move.train };
    default:
      return { seat: move.seat, [move.type]: true };
  }
}

/** Writes a game as a record, `format` and `preset` included. */
export function writeTrainsRecord(game: Game): RecordJson {
  const s = game.settings;
  const hands = game.hands.map((hand) => {
    const d = hand.deal;
    const written: Record<string, unknown> = {
      deal: d.hands.map((h) => h.map(formatTile)),
      boneyard: d.boneyard.map(formatTile),
      leader: d.leader,
    };
    if (d.engine !== undefined) written.engine = formatTile(d.engine);
    written.moves = hand.moves.map(writeTrainsMove);
    return written;
  });
  return {
    format: RECORD_FORMAT,
    preset: TRAINS_PRESET,
    players: s.players,
    options: { ...(s.options ?? {}) },
    ...(s.scores ? { scores: s.scores.slice() } : {}),
    hands,
  };
}

/** One event as the replay command reports it (RECORD.md, Mexican Train §6); null for none. */
export function replayEvent(event: TrainsEvent): Record<string, unknown> | null {
  switch (event.type) {
    case 'draw':
      return { seat: event.seat, draw: formatTile(event.tile) };
    case 'engine':
      return { seat: event.seat, play: formatTile(event.tile) };
    case 'play':
      return {
        seat: event.seat,
        play: formatTile(event.tile),
        train: event.train,
        open: event.open,
        unsatisfied: event.unsatisfied.slice(),
      };
    case 'stop':
      return { seat: event.seat, stop: true };
    case 'pass':
      return { seat: event.seat, pass: true };
    default:
      return null;
  }
}

function handOutput(state: TrainsState, moves: Record<string, unknown>[]): Record<string, unknown> {
  const round = state.round;
  const n = state.config.players;
  const markers: number[] = [];
  round?.markers.forEach((on, s) => {
    if (on) markers.push(s);
  });
  const result = round?.result ?? null;
  const pipsLeft = result ? result.pips.slice() : (round?.hands ?? []).map((h) => sumPips(h));
  return {
    engine: round ? formatTile(round.engine) : '',
    moves,
    end: result ? result.end : 'incomplete',
    winners: result ? result.winners.slice() : [],
    pips: pipsLeft,
    bonus: result ? result.points.slice() : new Array<number>(n).fill(0),
    scores: state.totals.slice(),
    markers,
  };
}

function illegal(hand: number, move: number, message: string): ReplayAnswer {
  return { output: { error: { hand, move, message } }, status: 1 };
}

/** Replays a record exactly as RECORD.md's replay command does for Mexican Train. */
export function replayTrainsRecord(value: unknown): ReplayAnswer {
  const read = readTrainsRecord(value);
  if (!read.ok) return { output: { error: { message: read.message } }, status: 2 };
  const created = newTrainsGame(read.value.settings);
  if (!created.ok) return { output: { error: { message: created.error.message } }, status: 2 };
  let state = created.value;
  const hands: Record<string, unknown>[] = [];
  const recorded = read.value.hands;
  for (let h = 0; h < recorded.length; h++) {
    const spec = recorded[h];
    if (!spec) break;
    const started = startTrainsHand(state, spec.deal);
    if (!started.ok) return illegal(h, 0, started.error.message);
    state = started.value;
    const moves: Record<string, unknown>[] = [];
    for (let m = 0; m < spec.moves.length; m++) {
      const move = spec.moves[m] as TrainsMove;
      const applied = applyTrains(state, move);
      if (!applied.ok) return illegal(h, m, applied.error.message);
      state = applied.value.state;
      for (const event of applied.value.events) {
        const out = replayEvent(event);
        if (out) moves.push(out);
      }
    }
    hands.push(handOutput(state, moves));
  }
  return {
    output: {
      hands,
      scores: state.totals.slice(),
      over: state.over,
      winner: state.winner ? state.winner.slice() : null,
    },
    status: 0,
  };
}
