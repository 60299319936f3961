/**
 * Mexican Train's turn algorithm (RULES.md §16.11): the legal moves, applying a move, the
 * end of a round (§16.9) and its scoring (§16.10). `legalMoves` is the one source of
 * legality; `applyTrains` checks a move against the same rules and explains a refusal.
 *
 * Hot path: a move copies only the arrays it changes (one hand, one train, the open ends);
 * everything else is shared with the state before it.
 */
import { refuse, type Applied, type Checked } from '../core/family';
import { formatTile, hasPip, hi, isDouble, lo, otherPip, pips, type Tile } from '../core/tiles';
import {
  trainIndex,
  trainName,
  trainRef,
  type RoundResult,
  type TrainRef,
  type TrainsConfig,
  type TrainsEvent,
  type TrainsMove,
  type TrainsRound,
  type TrainsState,
} from './trainsState';

export type TrainsRefusalCode =
  | 'no-round'
  | 'no-move'
  | 'round-over'
  | 'no-seat'
  | 'not-your-turn'
  | 'not-held'
  | 'search'
  | 'engine-first'
  | 'no-train'
  | 'no-match'
  | 'own-train-only'
  | 'double-owed'
  | 'no-marker'
  | 'stop'
  | 'must-play'
  | 'drawn'
  | 'empty-boneyard'
  | 'must-draw';

const MOVE_KINDS: readonly string[] = ['draw', 'engine', 'play', 'stop', 'pass'];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Whether the first-turn phase is on (§16.6): `multi` and some seat's first turn is to come. */
export function firstPhase(config: TrainsConfig, round: TrainsRound): boolean {
  return config.firstTurn === 'multi' && round.firstDone < config.players;
}

/** Whether the seat on turn is in its first turn (§16.6). */
export function inFirstTurn(round: TrainsRound): boolean {
  return round.step === 'first' || round.step === 'first-more';
}

/** The train whose double binds the seat on turn now (§16.8), or null (none, or a first turn). */
export function owingTrain(round: TrainsRound, players: number): TrainRef | null {
  const owed = round.unsatisfied[0];
  return owed === undefined || inFirstTurn(round) || round.result ? null : trainRef(owed, players);
}

/**
 * The trains seat p may play on now, as a bit mask over train indices (§16.5, §16.8): in a
 * first turn its own; while a double is owed the oldest; else its own, the marked ones and
 * the Mexican train.
 */
export function allowedTrains(round: TrainsRound, players: number, p: number): number {
  if (inFirstTurn(round)) return 1 << p;
  const owed = round.unsatisfied[0];
  if (owed !== undefined) return 1 << owed;
  let mask = (1 << p) | (1 << players);
  for (let q = 0; q < players; q++) if (round.markers[q]) mask |= 1 << q;
  return mask;
}

/** Whether seat p holds a tile it may play now. */
export function hasPlay(round: TrainsRound, players: number, p: number): boolean {
  const mask = allowedTrains(round, players, p);
  let values = 0;
  for (let t = 0; t <= players; t++) if (mask & (1 << t)) values |= 1 << (round.open[t] ?? 0);
  return holdsAny(round.hands[p] ?? [], values);
}

/** Whether `hand` holds a tile with a pip in the bit mask `values`. */
function holdsAny(hand: readonly Tile[], values: number): boolean {
  for (const x of hand) if (values & ((1 << hi(x)) | (1 << lo(x)))) return true;
  return false;
}

/** Every legal move now (§16.11's `legal_actions`), in a stable order. */
export function trainsLegalMoves(state: TrainsState): TrainsMove[] {
  const round = state.round;
  if (!round || round.result) return [];
  const n = state.config.players;
  const seat = round.turn;
  if (round.step === 'search') return [{ type: 'draw', seat }];
  if (round.step === 'engine') return [{ type: 'engine', seat, tile: round.engine }];
  const out: TrainsMove[] = [];
  const mask = allowedTrains(round, n, seat);
  for (const tile of round.hands[seat] ?? []) {
    for (let t = 0; t <= n; t++) {
      if (mask & (1 << t) && hasPip(tile, round.open[t] ?? -1))
        out.push({ type: 'play', seat, tile, train: trainRef(t, n) });
    }
  }
  if (round.step === 'first-more') out.push({ type: 'stop', seat });
  else if (out.length === 0) {
    const canDraw = !round.drawn && round.stockTaken < round.stock.length;
    out.push(canDraw ? { type: 'draw', seat } : { type: 'pass', seat });
  }
  return out;
}

/** §16.9's `can_anyone_play`: whether any tile can ever be placed again. */
export function canAnyonePlay(config: TrainsConfig, round: TrainsRound): boolean {
  const n = config.players;
  if (firstPhase(config, round)) {
    for (let i = 0; i < n - round.firstDone; i++) {
      const s = (round.turn + i) % n;
      if (holdsAny(round.hands[s] ?? [], 1 << (round.open[s] ?? 0))) return true;
    }
  }
  let values = 0;
  const owed = round.unsatisfied[0];
  if (owed !== undefined) values = 1 << (round.open[owed] ?? 0);
  else for (let t = 0; t <= n; t++) values |= 1 << (round.open[t] ?? 0);
  for (const hand of round.hands) if (holdsAny(hand, values)) return true;
  return false;
}

/** The points a hand adds (§16.10): its pips, [0|0] counting `doubleBlank`. */
export function handPoints(hand: readonly Tile[], doubleBlank: number): number {
  let sum = 0;
  for (const x of hand) sum += x === 0 ? doubleBlank : pips(x);
  return sum;
}

/** How the round ends now (§16.9, §16.10). */
export function roundResult(config: TrainsConfig, round: TrainsRound): RoundResult {
  const pipsLeft = round.hands.map((h) => {
    let s = 0;
    for (const x of h) s += pips(x);
    return s;
  });
  const points = round.hands.map((h) => handPoints(h, config.doubleBlank));
  const domino = round.hands.some((h) => h.length === 0);
  const low = Math.min(...points);
  const winners: number[] = [];
  round.hands.forEach((h, s) => {
    if (domino ? h.length === 0 : points[s] === low) winners.push(s);
  });
  return { end: domino ? 'domino' : 'blocked', winners, pips: pipsLeft, points };
}

/** The lowest totals, ascending seats (§16.10: ties share the win). */
export function lowestTotals(totals: readonly number[]): number[] {
  const low = Math.min(...totals);
  const out: number[] = [];
  totals.forEach((t, s) => {
    if (t === low) out.push(s);
  });
  return out;
}

/** Ends the round: the result, the new totals, and the game's end after the last round. */
export function finishRound(
  state: TrainsState,
  round: TrainsRound,
  events: TrainsEvent[],
): TrainsState {
  const result = roundResult(state.config, round);
  const totals = state.totals.map((t, s) => t + (result.points[s] ?? 0));
  events.push({ type: 'round-end', result, totals });
  const over = round.index + 1 >= state.config.rounds;
  const winner = over ? lowestTotals(totals) : null;
  if (winner) events.push({ type: 'game-over', winner });
  const scored = [...state.scored, result];
  return { ...state, round: { ...round, result }, totals, scored, over, winner };
}

/** A round (just dealt, or after a move) checked for §16.9's block; ended if it holds. */
export function settle(state: TrainsState, round: TrainsRound, events: TrainsEvent[]): TrainsState {
  const blocked =
    round.placed && round.stockTaken >= round.stock.length && !canAnyonePlay(state.config, round);
  return blocked ? finishRound(state, round, events) : { ...state, round };
}

type Result = Checked<Applied<TrainsState, TrainsEvent>, TrainsRefusalCode>;

/** Why a move that `legalMoves` does not list is refused; null when it is legal. */
function refusal(state: TrainsState, round: TrainsRound, move: TrainsMove): Result | null {
  const n = state.config.players;
  const p = round.turn;
  const engine = formatTile(round.engine);
  if (round.result)
    return refuse('round-over', `the round is over (${round.result.end}); no further moves`);
  const seat: unknown = move.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n)
    return refuse('no-seat', `there is no seat ${String(seat)}`);
  if (seat !== p) return refuse('not-your-turn', `it is seat ${p}'s turn, not seat ${seat}'s`);
  if (
    (move.type === 'play' || move.type === 'engine') &&
    !(round.hands[p] ?? []).includes(move.tile)
  )
    return refuse('not-held', `seat ${p} does not hold ${formatTile(move.tile)}`);
  if (round.step === 'search')
    return move.type === 'draw'
      ? null
      : refuse('search', `nobody holds the engine ${engine}: seat ${p} must draw`);
  if (round.step === 'engine') {
    if (move.type === 'engine' && move.tile === round.engine) return null;
    return move.type === 'draw'
      ? refuse('engine-first', `seat ${p} holds the engine ${engine} and must place it`)
      : refuse('engine-first', `seat ${p} must first place the engine ${engine} in the hub`);
  }
  // Only a draw or a pass needs to know (the hand is scanned for them alone).
  const mayGoOn = (): boolean => round.step === 'first-more' || hasPlay(round, n, p);
  switch (move.type) {
    case 'engine':
      return refuse('no-train', 'a play must name its train: a seat number or "mexican"');
    case 'play':
      return playRefusal(round, n, p, move.tile, move.train);
    case 'stop':
      return round.step === 'first-more'
        ? null
        : refuse(
            'stop',
            'stop only ends a first turn in which the seat has played and could play more',
          );
    case 'draw':
      if (mayGoOn()) return refuse('must-play', 'may not draw while holding a playable tile');
      if (round.drawn)
        return refuse('drawn', 'only one tile may be drawn; the drawn tile does not fit: pass');
      if (round.stockTaken >= round.stock.length)
        return refuse('empty-boneyard', 'the boneyard is empty: nothing to draw; pass');
      return null;
    case 'pass':
      if (mayGoOn()) return refuse('must-play', 'may not pass while holding a playable tile');
      if (!round.drawn && round.stockTaken < round.stock.length)
        return refuse('must-draw', 'may not pass while able to draw');
      return null;
  }
}

function playRefusal(
  round: TrainsRound,
  n: number,
  p: number,
  tile: Tile,
  train: TrainRef,
): Result | null {
  const t = trainIndex(train, n);
  const name = trainName(train);
  if (t < 0) return refuse('no-train', `there is no train ${name}`);
  const open = round.open[t] ?? -1;
  if (!hasPip(tile, open))
    return refuse(
      'no-match',
      `${formatTile(tile)} does not match train ${name}'s open end ${open}`,
    );
  if (inFirstTurn(round)) {
    return t === p
      ? null
      : refuse(
          'own-train-only',
          `in a first turn a seat plays only on its own train, not on train ${name}`,
        );
  }
  const owed = round.unsatisfied[0];
  if (owed !== undefined) {
    return t === owed
      ? null
      : refuse(
          'double-owed',
          `the double on train ${trainName(trainRef(owed, n))} must be satisfied before any other play`,
        );
  }
  if (t !== p && t !== n && !round.markers[t])
    return refuse('no-marker', `train ${name} carries no marker: only seat ${t} may play on it`);
  return null;
}

/** §16.11's `end_turn`: the next seat; true when the round ends (someone went out in the first turns). */
function endTurn(config: TrainsConfig, r: Mutable<TrainsRound>): boolean {
  if (firstPhase(config, r)) r.firstDone++;
  r.turn = (r.turn + 1) % config.players;
  r.drawn = false;
  if (firstPhase(config, r)) {
    r.step = 'first';
    return false;
  }
  r.step = 'play';
  return r.hands.some((h) => h.length === 0);
}

function setHand(r: Mutable<TrainsRound>, p: number, hand: readonly Tile[]): void {
  const hands = r.hands.slice();
  hands[p] = hand;
  r.hands = hands;
}

/** Applies a move for the seat on turn (§16.11's `apply`), or says why it is refused. */
export function applyTrains(state: TrainsState, move: TrainsMove): Result {
  const round = state.round;
  if (!round) return refuse('no-round', 'no round has been dealt yet');
  // A caller outside TypeScript may send anything: an unknown kind is refused, never applied.
  if (!MOVE_KINDS.includes(move.type)) return refuse('no-move', 'not a Mexican Train move');
  const refused = refusal(state, round, move);
  if (refused) return refused;
  const config = state.config;
  const n = config.players;
  const p = round.turn;
  const r: Mutable<TrainsRound> = { ...round };
  const events: TrainsEvent[] = [];
  let ends = false;

  const hand = round.hands[p] ?? [];

  switch (move.type) {
    case 'draw': {
      const tile = round.stock[round.stockTaken] as Tile;
      r.stockTaken++;
      setHand(r, p, [...hand, tile]);
      if (round.step === 'search') {
        if (tile === round.engine) r.step = 'engine';
        else r.turn = (p + 1) % n;
      } else r.drawn = true;
      events.push({ type: 'draw', seat: p, tile });
      break;
    }
    case 'engine':
      setHand(
        r,
        p,
        hand.filter((x) => x !== move.tile),
      );
      r.placed = true;
      r.drawn = false;
      r.step = config.firstTurn === 'multi' ? 'first' : 'play';
      events.push({ type: 'engine', seat: p, tile: move.tile });
      break;
    case 'stop':
      ends = endTurn(config, r);
      events.push({ type: 'stop', seat: p });
      break;
    case 'pass':
      if (!round.markers[p]) {
        const markers = round.markers.slice();
        markers[p] = true;
        r.markers = markers;
      }
      ends = endTurn(config, r);
      events.push({ type: 'pass', seat: p });
      break;
    case 'play': {
      const tile = move.tile;
      const t = trainIndex(move.train, n);
      const left = hand.filter((x) => x !== tile);
      setHand(r, p, left);
      const trains = round.trains.slice();
      trains[t] = [...(round.trains[t] ?? []), tile];
      r.trains = trains;
      const open = round.open.slice();
      const value = otherPip(tile, round.open[t] ?? 0);
      open[t] = value;
      r.open = open;
      let unsatisfied = round.unsatisfied.includes(t)
        ? round.unsatisfied.filter((u) => u !== t)
        : round.unsatisfied;
      if (isDouble(tile)) unsatisfied = [...unsatisfied, t];
      r.unsatisfied = unsatisfied;
      if (t === p && round.markers[p]) {
        const markers = round.markers.slice();
        markers[p] = false;
        r.markers = markers;
      }
      events.push({
        type: 'play',
        seat: p,
        tile,
        train: move.train,
        open: value,
        unsatisfied: unsatisfied.map((u) => trainRef(u, n)),
      });
      if (inFirstTurn(round)) {
        r.drawn = false;
        if (left.length > 0 && hasPlay(r, n, p)) r.step = 'first-more';
        else ends = endTurn(config, r);
      } else if (left.length === 0) ends = true;
      else if (isDouble(tile)) r.drawn = false;
      else ends = endTurn(config, r);
      break;
    }
  }
  const next = ends ? finishRound(state, r, events) : settle(state, r, events);
  return { ok: true, value: { state: next, events } };
}
