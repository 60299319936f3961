/**
 * Mexican Train (RULES.md §16) under random play, checked after every move against facts
 * written apart from the engine's code: the tiles are conserved, every legal move is
 * accepted and the others are refused, markers and owed doubles follow the moves, a
 * blocked round is really blocked, a round's points are its pips (with the double-blank's
 * value), and the game's record replays to the same scores.
 */
import type { GameSettings } from '../../src/engine/core/family';
import { Generator, seedRng } from '../../src/engine/core/rng';
import { hasPip, hi, isDouble, lo, pips, type Tile } from '../../src/engine/core/tiles';
import {
  trainsFamily,
  type TrainRef,
  type TrainsDeal,
  type TrainsMove,
  type TrainsRound,
  type TrainsState,
} from '../../src/engine/trains/trainsFamily';

export interface TrainsRunOptions {
  /** Rounds to play at most (the game may end sooner). */
  readonly maxRounds: number;
  /** Every this many moves, try every move that is not legal and expect a refusal. */
  readonly illegalEvery: number;
  /** Every this many moves, apply every legal move and expect each to be accepted. */
  readonly allLegalEvery: number;
}

export interface TrainsRun {
  readonly rounds: number;
  readonly moves: number;
  readonly failures: string[];
}

const F = trainsFamily;

function key(m: TrainsMove): string {
  switch (m.type) {
    case 'play':
      return `${m.seat} play ${m.tile} ${String(m.train)}`;
    case 'engine':
      return `${m.seat} engine ${m.tile}`;
    default:
      return `${m.seat} ${m.type}`;
  }
}

/** Every move one could name now: each held tile on each train and as the engine, and each kind. */
function candidates(state: TrainsState, round: TrainsRound): TrainsMove[] {
  const n = state.config.players;
  const out: TrainsMove[] = [];
  for (const seat of [round.turn, (round.turn + 1) % n]) {
    for (const type of ['draw', 'pass', 'stop'] as const) out.push({ type, seat });
    for (const tile of round.hands[seat] ?? []) {
      out.push({ type: 'engine', seat, tile });
      for (let t = 0; t <= n; t++) {
        const train: TrainRef = t === n ? 'mexican' : t;
        out.push({ type: 'play', seat, tile, train });
      }
    }
  }
  return out;
}

/** Tiles are conserved: hands, the boneyard left, the trains and a placed engine make the set. */
function checkTiles(state: TrainsState, round: TrainsRound): string | null {
  const m = state.config.maxPip;
  const size = ((m + 1) * (m + 2)) / 2;
  const seen = new Uint8Array(size);
  let count = 0;
  let twice = false;
  const lists: (readonly Tile[])[] = [
    ...round.hands,
    round.stock.slice(round.stockTaken),
    ...round.trains,
  ];
  if (round.placed && !state.config.engineSetAside) lists.push([round.engine]);
  for (const list of lists) {
    for (const x of list) {
      count++;
      if (seen[x]) twice = true;
      seen[x] = 1;
    }
  }
  if (twice) return 'a tile is in two places';
  const expected = size - (state.config.engineSetAside ? 1 : 0);
  if (count !== expected) return `${count} tiles, expected ${expected}`;
  if (state.config.engineSetAside && seen[round.engine]) return 'the set-aside engine is in play';
  return null;
}

/** Whether any tile could be placed (outside the first turns): the block test written again. */
function anyFits(round: TrainsRound): boolean {
  const owed = round.unsatisfied[0];
  const ends = owed === undefined ? round.open : [round.open[owed] ?? -1];
  return round.hands.some((h) => h.some((x) => ends.some((v) => hasPip(x, v))));
}

/** Markers, owed doubles and what a move did, from the states before and after it. */
function checkMove(
  before: TrainsRound,
  after: TrainsRound,
  move: TrainsMove,
  n: number,
  firstPhase: boolean,
): string | null {
  const p = move.seat;
  for (let s = 0; s < n; s++) {
    let want = before.markers[s];
    if (move.type === 'pass' && s === p) want = true;
    if (move.type === 'play' && move.train === p && s === p) want = false;
    if (after.markers[s] !== want) return `marker ${s} is ${String(after.markers[s])}`;
  }
  // Owed doubles: exactly the trains whose last tile is a double, in the order played.
  const ends: number[] = [];
  after.trains.forEach((t, i) => {
    const last = t[t.length - 1];
    if (last !== undefined && isDouble(last)) ends.push(i);
  });
  if ([...after.unsatisfied].sort((a, b) => a - b).join() !== ends.join())
    return `unsatisfied ${after.unsatisfied.join()} but doubles end ${ends.join()}`;
  if (move.type === 'play') {
    const t = move.train === 'mexican' ? n : move.train;
    const kept = before.unsatisfied.filter((u) => u !== t);
    const want = isDouble(move.tile) ? [...kept, t] : kept;
    if (after.unsatisfied.join() !== want.join()) return 'unsatisfied out of order';
    // Outside the first turns a double is played only when none is owed (§16.8, point 5).
    if (!firstPhase && isDouble(move.tile) && before.unsatisfied.length > 0)
      return 'a double played while another is owed';
  }
  return null;
}

/** A round's end: points are the pips (the double-blank at its value), winners as §16.10 says. */
function checkEnd(state: TrainsState, before: TrainsState, round: TrainsRound): string | null {
  const result = round.result;
  if (!result) return null;
  const db = state.config.doubleBlank;
  const domino = round.hands.some((h) => h.length === 0);
  if (result.end !== (domino ? 'domino' : 'blocked')) return `end ${result.end}`;
  if (!domino && (round.stockTaken < round.stock.length || anyFits(round)))
    return 'blocked while a tile can be drawn or placed';
  for (let s = 0; s < state.config.players; s++) {
    const hand = round.hands[s] ?? [];
    const p = hand.reduce((a, x) => a + pips(x), 0);
    const pts = hand.reduce((a, x) => a + (hi(x) === 0 && lo(x) === 0 ? db : pips(x)), 0);
    if (result.pips[s] !== p || result.points[s] !== pts) return `seat ${s} scored wrongly`;
    if (state.totals[s] !== (before.totals[s] ?? 0) + pts) return `seat ${s}'s total`;
  }
  const low = Math.min(...result.points);
  const winners = round.hands
    .map((h, s) => ((domino ? h.length === 0 : result.points[s] === low) ? s : -1))
    .filter((s) => s >= 0);
  if (result.winners.join() !== winners.join()) return 'round winners';
  return null;
}

/** Plays one random game (up to `maxRounds` rounds), checking after every move. */
export function checkRandomTrainsGame(
  settings: GameSettings,
  seed: string,
  opts: TrainsRunOptions,
): TrainsRun {
  const failures: string[] = [];
  const fail = (why: string): TrainsRun => {
    failures.push(`${seed} ${JSON.stringify(settings.options)} ${settings.players}p: ${why}`);
    return { rounds, moves, failures };
  };
  let rounds = 0;
  let moves = 0;
  const created = F.newGame(settings);
  if (!created.ok) return fail(created.error.message);
  let state = created.value;
  let rng = seedRng(seed);
  const pick = new Generator(seedRng(`${seed}/moves`));
  const hands: { deal: TrainsDeal; moves: TrainsMove[] }[] = [];
  const n = state.config.players;
  while (rounds < opts.maxRounds && !state.over) {
    const dealt = F.dealNext(state, rng);
    if (!dealt.ok) return fail(dealt.error.message);
    rng = dealt.value.rng;
    const started = F.startHand(state, dealt.value.deal);
    if (!started.ok) return fail(started.error.message);
    state = started.value;
    rounds++;
    const record = { deal: dealt.value.deal, moves: [] as TrainsMove[] };
    /** The seat whose last move was a draw for an obligation (not in the search), else -1. */
    let drewLast = -1;
    hands.push(record);
    for (;;) {
      const round = state.round;
      if (!round) return fail('no round');
      const why = checkTiles(state, round);
      if (why) return fail(why);
      const legal = F.legalMoves(state);
      const phase = F.phase(state);
      if (legal.length === 0) {
        if (!round.result || phase.kind === 'turn') return fail('no legal move in a live round');
        break;
      }
      if (phase.kind !== 'turn' || legal.some((m) => m.seat !== phase.seat))
        return fail('a legal move for a seat not on turn');
      if (!round.result && round.stockTaken >= round.stock.length && round.placed) {
        const inFirst = state.config.firstTurn === 'multi' && round.firstDone < n;
        if (!inFirst && !anyFits(round)) return fail('a live round in which nothing fits');
      }
      if (round.unsatisfied.length > 0 && round.step === 'play') {
        const owed = round.unsatisfied[0] === n ? 'mexican' : round.unsatisfied[0];
        if (legal.some((m) => m.type === 'play' && m.train !== owed))
          return fail('plays off the owed double');
      }
      if (moves % opts.allLegalEvery === 0) {
        for (const m of legal) if (!F.apply(state, m).ok) return fail(`legal ${key(m)} refused`);
      }
      if (moves % opts.illegalEvery === 0) {
        const ok = new Set(legal.map(key));
        for (const m of candidates(state, round)) {
          if (!ok.has(key(m)) && F.apply(state, m).ok) return fail(`illegal ${key(m)} accepted`);
        }
      }
      // One draw per obligation (D16.10): a pass with tiles left to draw only right after a
      // draw by the same seat outside the search; a draw never twice for one obligation.
      const prev = drewLast === round.turn;
      if (legal.length === 1 && legal[0]?.type === 'pass') {
        if (round.stockTaken < round.stock.length && !prev) return fail('a pass without a draw');
      }
      if (legal.length === 1 && legal[0]?.type === 'draw' && prev) return fail('a second draw');
      const move = legal[pick.int(legal.length)] as TrainsMove;
      drewLast = move.type === 'draw' && round.step !== 'search' ? move.seat : -1;
      const firstPhase = state.config.firstTurn === 'multi' && round.firstDone < n;
      const applied = F.apply(state, move);
      if (!applied.ok) return fail(`chosen ${key(move)} refused: ${applied.error.message}`);
      const before = state;
      state = applied.value.state;
      record.moves.push(move);
      moves++;
      const after = state.round;
      if (!after) return fail('the round vanished');
      const moved = checkMove(round, after, move, n, firstPhase);
      if (moved) return fail(`after ${key(move)}: ${moved}`);
      const ended = checkEnd(state, before, after);
      if (ended) return fail(ended);
      const view = F.seatView(state, move.seat);
      if (view.round?.hand !== after.hands[move.seat])
        return fail('the seat view shows another hand');
    }
  }
  // The game's record replays to the same totals.
  const written = F.record.write({ settings, hands });
  const replayed = F.record.replay(JSON.parse(JSON.stringify(written)) as unknown);
  const out = replayed.output as { scores?: number[]; over?: boolean; error?: unknown };
  if (replayed.status !== 0)
    return fail(`the record does not replay: ${JSON.stringify(out.error)}`);
  if (out.scores?.join() !== state.totals.join() || out.over !== state.over)
    return fail('the replayed record scores differently');
  return { rounds, moves, failures };
}

/**
 * Every setting the fuzz plays: 2–8 players, both sets, every option combination, in a
 * mixed order (a stride prime to their number) so that a short run meets all kinds.
 */
export function trainsSettings(): GameSettings[] {
  const out: GameSettings[] = [];
  for (const max_pip of [12, 9]) {
    for (let players = 2; players <= 8; players++) {
      for (const engine_set_aside of [false, true]) {
        for (const first_turn of ['multi', 'single']) {
          for (const double_blank of [0, 50]) {
            // A full game, and a short one (the option `rounds`).
            for (const rounds of [max_pip + 1, 2]) {
              const options = { max_pip, rounds, engine_set_aside, first_turn, double_blank };
              out.push({ preset: 'mexican-train', players, options });
            }
          }
        }
      }
    }
  }
  return out.map((_, i) => out[(i * 97) % out.length] as GameSettings);
}
