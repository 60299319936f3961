/**
 * Texas 42 records (RECORD.md "Texas 42 records"): reading and checking a record (every
 * problem of form found before any move is replayed, bad input never throws), replaying it
 * to the replay command's output, and writing a game back as a record.
 */
import type {
  Checked,
  GameSettings,
  RecordedGame,
  RecordedHand,
  RecordJson,
  ReplayAnswer,
} from '../core/family';
import { refuse } from '../core/family';
import { field, isRecordObject, quote } from '../core/quote';
import { RECORD_FORMAT, type ReplayError } from '../core/family';
import { formatTile, parseTile, type Tile } from '../core/tiles';
import type { TricksBid } from './tricksBidding';
import { applyTricksMove } from './tricksRules';
import { newTricksGame, startTricksHand } from './tricksSetup';
import {
  TRICKS_HAND_SIZE,
  TRICKS_PRESET,
  TRICKS_SEATS,
  type TricksDeal,
  type SpecialBid,
  type TricksMove,
  type TricksState,
} from './tricksState';
import { isTrumpName, TRUMP_NAMES, type TrumpName } from './tricksSuits';

/** A move as the replay command reports it. */
export type TricksReplayMove =
  | { seat: number; bid: TricksBid; plunge?: true; splash?: true }
  | { seat: number; trump: TrumpName }
  | { seat: number; play: string; trick: number; winner?: number; points?: number };

export interface TricksReplayHand {
  moves: TricksReplayMove[];
  bid: number | null;
  bidder: number | null;
  trump: TrumpName | null;
  tricks: number[];
  points: number[];
  end: 'made' | 'set' | 'all-pass' | 'incomplete';
  made: boolean | null;
  marks: number[];
  scores: number[];
}

export interface TricksReplayOutput {
  hands: TricksReplayHand[];
  scores: number[];
  over: boolean;
  winner: number[] | null;
}

export type TricksRecordedGame = RecordedGame<TricksDeal, TricksMove>;

type Bad = { readonly ok: false; readonly error: { code: 'not-a-record'; message: string } };
const bad = (message: string): Bad => refuse('not-a-record', message);

const FORBIDDEN_KEYS = ['draw', 'pass', 'on', 'end', 'slot'] as const;
const MOVE_KINDS = ['bid', 'trump', 'play'] as const;

function has(value: object, name: string): boolean {
  return field(value, name) !== undefined;
}

/**
 * A move's `plunge` and `splash` flags: each absent or a boolean, not both true; `kind` the
 * one that is true. A string says why the move is not a record.
 */
function readSpecial(
  raw: object,
  where: string,
): { present: boolean; kind: SpecialBid | null } | string {
  let kind: SpecialBid | null = null;
  let present = false;
  for (const name of ['plunge', 'splash'] as const) {
    const value = field(raw, name);
    if (value === undefined) continue;
    if (typeof value !== 'boolean')
      return `${where}: "${name}" must be true or false, not ${quote(value)}`;
    present = true;
    if (!value) continue;
    if (kind !== null) return `${where}: a bid is not both a plunge and a splash`;
    kind = name;
  }
  return { present, kind };
}

function readMove(raw: unknown, where: string): TricksMove | string {
  if (!isRecordObject(raw)) return `${where} must be an object`;
  for (const key of FORBIDDEN_KEYS)
    if (has(raw, key)) return `${where}: "${key}" is not part of a texas-42 move`;
  const kinds = MOVE_KINDS.filter((k) => has(raw, k));
  if (kinds.length !== 1) return `${where}: a move is exactly one of "bid", "trump" or "play"`;
  const seat = field(raw, 'seat');
  if (typeof seat !== 'number' || !Number.isInteger(seat))
    return `${where}: "seat" must be a whole number, not ${quote(seat)}`;
  const special = readSpecial(raw, where);
  if (typeof special === 'string') return special;
  const bid = field(raw, 'bid');
  if (bid !== undefined) {
    if (bid === 'pass' || (typeof bid === 'number' && Number.isInteger(bid))) {
      if (special.kind === null) return { type: 'bid', seat, bid };
      if (bid === 'pass') return `${where}: "${special.kind}": true needs a bid, not "pass"`;
      return { type: 'bid', seat, bid, special: special.kind };
    }
    return `${where}: "bid" must be a whole number of points or "pass", not ${quote(bid)}`;
  }
  if (special.present) return `${where}: "plunge" and "splash" belong to a bid only`;
  const trump = field(raw, 'trump');
  if (trump !== undefined) {
    if (isTrumpName(trump)) return { type: 'trump', seat, trump };
    const names = TRUMP_NAMES.map((n) => `"${n}"`).join(', ');
    return `${where}: "trump" must be one of ${names}, not ${quote(trump)}`;
  }
  const text = field(raw, 'play');
  const tile = parseTile(text, 6);
  if (tile === null) return `${where}: unknown tile ${quote(text)}`;
  return { type: 'play', seat, tile };
}

function readDeal(raw: unknown, where: string): Tile[][] | string {
  if (!Array.isArray(raw) || raw.length !== TRICKS_SEATS)
    return `${where}.deal must list 4 hands of 7 tiles`;
  let seen = 0;
  const out: Tile[][] = [];
  for (let s = 0; s < TRICKS_SEATS; s++) {
    const list: unknown = raw[s];
    if (!Array.isArray(list) || list.length !== TRICKS_HAND_SIZE)
      return `${where}.deal[${s}] must list 7 tiles`;
    const tiles: Tile[] = [];
    for (const text of list as unknown[]) {
      const t = parseTile(text, 6);
      if (t === null) return `${where}.deal[${s}]: unknown tile ${quote(text)}`;
      if ((seen >>> t) & 1) return `${where}.deal[${s}]: tile ${formatTile(t)} appears twice`;
      seen |= 1 << t;
      tiles.push(t);
    }
    out.push(tiles);
  }
  return out;
}

function readHand(raw: unknown, h: number): RecordedHand<TricksDeal, TricksMove> | string {
  const where = `hands[${h}]`;
  if (!isRecordObject(raw)) return `${where} must be an object`;
  const dealer = field(raw, 'dealer');
  if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer > 3)
    return `${where}.dealer must be a seat from 0 to 3 (the shaker), not ${quote(dealer)}`;
  const hands = readDeal(field(raw, 'deal'), where);
  if (typeof hands === 'string') return hands;
  const boneyard = field(raw, 'boneyard');
  if (
    boneyard !== undefined &&
    boneyard !== null &&
    !(Array.isArray(boneyard) && boneyard.length === 0)
  )
    return `${where}.boneyard must be empty: texas-42 deals every tile`;
  const leader = field(raw, 'leader');
  if (leader !== undefined && leader !== null)
    return `${where}.leader is not part of a texas-42 record: the bidder leads`;
  const rawMoves = field(raw, 'moves') ?? [];
  if (!Array.isArray(rawMoves)) return `${where}.moves must be a list`;
  const moves: TricksMove[] = [];
  for (let m = 0; m < rawMoves.length; m++) {
    const move = readMove((rawMoves as unknown[])[m], `${where}.moves[${m}]`);
    if (typeof move === 'string') return move;
    moves.push(move);
  }
  return { deal: { dealer, hands }, moves };
}

/** Reads a Texas 42 record, or says why it is not one (exit 2). */
export function readTricksRecord(input: unknown): Checked<TricksRecordedGame> {
  if (!isRecordObject(input)) return bad('a record must be a JSON object');
  const format = field(input, 'format');
  if (format !== undefined && format !== RECORD_FORMAT)
    return bad(`unsupported format ${quote(format)} (expected "${RECORD_FORMAT}")`);
  const preset = field(input, 'preset');
  if (preset !== TRICKS_PRESET) return bad(`unknown preset ${quote(preset)}`);
  const players = field(input, 'players');
  if (players !== TRICKS_SEATS)
    return bad(`"players" must be 4 for texas-42, not ${quote(players)}`);
  const partners = field(input, 'partners');
  if (partners !== undefined && partners !== true)
    return bad(
      `"partners" must be true or left out (texas-42 is a partnership game), not ${quote(partners)}`,
    );
  const options = field(input, 'options') ?? {};
  const scores = field(input, 'scores');
  if (scores !== undefined && !Array.isArray(scores))
    return bad('"scores" must list 2 whole numbers, one per team');
  const settings: GameSettings = {
    preset: TRICKS_PRESET,
    players: TRICKS_SEATS,
    partners: true,
    options: isRecordObject(options) ? options : {},
    ...(scores === undefined ? {} : { scores: scores as unknown[] as number[] }),
  };
  if (!isRecordObject(options)) return bad('"options" must be an object');
  const created = newTricksGame(settings);
  if (!created.ok) return bad(created.error.message);
  const rawHands = field(input, 'hands');
  if (!Array.isArray(rawHands)) return bad('"hands" must be a list');
  const hands: RecordedHand<TricksDeal, TricksMove>[] = [];
  for (let h = 0; h < rawHands.length; h++) {
    const hand = readHand((rawHands as unknown[])[h], h);
    if (typeof hand === 'string') return bad(hand);
    hands.push(hand);
  }
  return { ok: true, value: { settings, hands } };
}

function writeMove(move: TricksMove): Record<string, unknown> {
  if (move.type === 'bid')
    return move.special === undefined
      ? { seat: move.seat, bid: move.bid }
      : { seat: move.seat, bid: move.bid, [move.special]: true };
  if (move.type === 'trump') return { seat: move.seat, trump: move.trump };
  return { seat: move.seat, play: formatTile(move.tile) };
}

/** Writes a game as a record, `format` and `preset` included. */
export function writeTricksRecord(game: TricksRecordedGame): RecordJson {
  const scores = game.settings.scores;
  return {
    format: RECORD_FORMAT,
    preset: TRICKS_PRESET,
    players: TRICKS_SEATS,
    partners: true,
    options: { ...(game.settings.options ?? {}) },
    ...(scores !== undefined ? { scores: scores.slice() } : {}),
    hands: game.hands.map((h) => ({
      dealer: h.deal.dealer,
      deal: h.deal.hands.map((tiles) => tiles.map(formatTile)),
      moves: h.moves.map(writeMove),
    })),
  };
}

function handOutput(state: TricksState, moves: TricksReplayMove[]): TricksReplayHand {
  const hand = state.hand;
  const bidDone = hand !== null && hand.bids.length === TRICKS_SEATS && hand.bidder !== null;
  const end = hand?.end ?? 'incomplete';
  return {
    moves,
    bid: bidDone ? hand.high : null,
    bidder: bidDone ? hand.bidder : null,
    trump: hand?.trump ?? null,
    tricks: hand ? hand.taken.slice() : [0, 0],
    points: hand ? hand.points.slice() : [0, 0],
    end,
    made: end === 'made' ? true : end === 'set' ? false : null,
    marks: hand && hand.end !== null ? hand.marks.slice() : [0, 0],
    scores: state.scores.slice(),
  };
}

type Answer = { output: TricksReplayOutput | ReplayError; status: 0 | 1 | 2 };

/** Replays a Texas 42 record exactly as RECORD.md's replay command specifies. */
export function replayTricks(value: unknown): Answer {
  const read = readTricksRecord(value);
  if (!read.ok) return { output: { error: { message: read.error.message } }, status: 2 };
  const created = newTricksGame(read.value.settings);
  if (!created.ok) return { output: { error: { message: created.error.message } }, status: 2 };
  let state = created.value;
  const hands: TricksReplayHand[] = [];
  const illegal = (hand: number, move: number, message: string): Answer => ({
    output: { error: { hand, move, message } },
    status: 1,
  });
  for (let h = 0; h < read.value.hands.length; h++) {
    const spec = read.value.hands[h] as RecordedHand<TricksDeal, TricksMove>;
    const started = startTricksHand(state, spec.deal);
    if (!started.ok) return illegal(h, 0, started.error.message);
    state = started.value;
    const moves: TricksReplayMove[] = [];
    for (let m = 0; m < spec.moves.length; m++) {
      const applied = applyTricksMove(state, spec.moves[m] as TricksMove);
      if (!applied.ok) return illegal(h, m, applied.error.message);
      state = applied.value.state;
      for (const e of applied.value.events) {
        if (e.type === 'bid')
          moves.push(
            e.special === undefined
              ? { seat: e.seat, bid: e.bid }
              : { seat: e.seat, bid: e.bid, [e.special]: true },
          );
        else if (e.type === 'trump') moves.push({ seat: e.seat, trump: e.trump });
        else if (e.type === 'play') {
          const play: TricksReplayMove = { seat: e.seat, play: formatTile(e.tile), trick: e.trick };
          if (e.winner !== undefined) play.winner = e.winner;
          if (e.points !== undefined) play.points = e.points;
          moves.push(play);
        }
      }
    }
    hands.push(handOutput(state, moves));
  }
  return {
    output: {
      hands,
      scores: state.scores.slice(),
      over: state.over,
      winner: state.winner ? state.winner.slice() : null,
    },
    status: 0,
  };
}

/** The replay answer in the family contract's terms. */
export function replayTricksAnswer(value: unknown): ReplayAnswer {
  return replayTricks(value);
}
