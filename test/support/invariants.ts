/**
 * Invariants of the rules engine under random play (issue 2), shared by the
 * Vitest suite and `npm run fuzz`. Each check returns failure messages
 * rather than throwing, so a fuzz run can report a reproducible seed.
 */
import {
  applyMove,
  dealNextHand,
  formatTile,
  fullSet,
  Generator,
  legalMoves,
  newGame,
  PARLOUR_PRESETS,
  PARLOUR_SETS,
  PRESET_OPTIONS,
  replayText,
  seedRng,
  sideOf,
  sumPips,
  toMove,
  toRecord,
  toRecordHand,
  type GameState,
  type LegalMove,
  type Move,
  type NewGame,
  type RecordHand,
  type Tile,
} from '../../src/engine/index';
import { checkParlourDeal, checkParlourMove, expectedParlourBonus } from './parlourInvariants';

export interface GameRun {
  readonly hands: number;
  readonly moves: number;
  readonly failures: readonly string[];
}

export interface CheckOptions {
  /** Stop after this many hands even if the game goes on. */
  readonly maxHands: number;
  /** Try illegal moves (and deep-freeze the state) every this many moves; 0 never. */
  readonly illegalEvery: number;
  /** Apply every legal move (not only the chosen one) every this many moves; 0 never. */
  readonly allLegalEvery: number;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Every tile of the deal is in exactly one place: a hand, the boneyard or the table. */
function conservation(state: GameState, dealt: readonly Tile[]): string | null {
  const hand = state.hand;
  if (!hand) return 'no hand';
  const seen = new Map<Tile, number>();
  const all = [...hand.hands.flat(), ...hand.boneyard, ...hand.layout.nodes.map((n) => n.tile)];
  for (const t of all) seen.set(t, (seen.get(t) ?? 0) + 1);
  for (const [t, n] of seen) if (n !== 1) return `${formatTile(t)} appears ${n} times`;
  if (all.length !== dealt.length) return `${all.length} tiles in play, ${dealt.length} dealt`;
  for (const t of dealt) if (!seen.has(t)) return `${formatTile(t)} vanished`;
  return null;
}

/** Moves that the rules forbid in this position (each must be refused). */
function illegalMoves(state: GameState, legal: readonly LegalMove[]): Move[] {
  const hand = state.hand;
  if (!hand) return [];
  const seat = hand.turn;
  const other = (seat + 1) % state.config.players;
  const out: Move[] = [
    { type: 'pass', seat: other },
    { type: 'draw', seat: other },
  ];
  const held = new Set(hand.hands[seat]);
  const onTable = hand.layout.nodes.map((n) => n.tile);
  const missing = fullSet(state.config.options.maxPip).find((t) => !held.has(t));
  if (missing !== undefined)
    out.push({ type: 'play', seat, tile: missing, on: onTable[0] ?? null });
  const kinds = new Set(legal.map((m) => m.type));
  if (!kinds.has('draw')) out.push({ type: 'draw', seat });
  if (!kinds.has('pass')) out.push({ type: 'pass', seat });
  // A held tile on a table tile where it is not legal.
  const legalKeys = new Set(
    legal.flatMap((m) => (m.type === 'play' ? [`${m.tile}/${String(m.on)}`] : [])),
  );
  for (const tile of held) {
    for (const on of onTable.length > 0 ? onTable : [null]) {
      if (!legalKeys.has(`${tile}/${String(on)}`)) {
        out.push({ type: 'play', seat, tile, on });
        return out;
      }
    }
  }
  return out;
}

/** Plays one random game (or its first hands) and checks every invariant on the way. */
export function checkRandomGame(settings: NewGame, seed: string, opts: CheckOptions): GameRun {
  const failures: string[] = [];
  const created = newGame(settings);
  if (!created.ok) return { hands: 0, moves: 0, failures: [`newGame: ${created.error.message}`] };
  let state = created.value;
  const { config } = state;
  const divisor = config.options.inPlayDivisor;
  const expected = state.scores.slice();
  let rng = seedRng(seed);
  const recordHands: RecordHand[] = [];
  const handEnds: string[] = [];
  let moves = 0;
  let hands = 0;
  const fail = (msg: string): void => {
    failures.push(`[${seed} hand ${hands} move ${moves}] ${msg}`);
  };

  while (!state.over && hands < opts.maxHands && failures.length === 0) {
    const dealt = dealNextHand(state, rng);
    if (!dealt.ok) {
      fail(`deal: ${dealt.error.message}`);
      break;
    }
    rng = dealt.value.rng;
    state = dealt.value.state;
    hands++;
    const start = state.hand;
    if (!start) break;
    for (const f of checkParlourDeal(state)) fail(f);
    const dealtTiles = [...start.hands.flat(), ...start.boneyard];
    const handMoves: Move[] = [];
    const cursor = new Generator(rng);
    for (let i = 0; state.hand && !state.hand.result && !state.over; i++) {
      if (i > 500) {
        fail('the hand did not end within 500 moves');
        break;
      }
      const legal = legalMoves(state);
      if (legal.length === 0) {
        fail('no legal move in a hand that goes on');
        break;
      }
      if (opts.illegalEvery > 0 && moves % opts.illegalEvery === 0) {
        deepFreeze(state);
        const before = JSON.stringify(state);
        for (const bad of illegalMoves(state, legal)) {
          const r = applyMove(state, bad);
          if (r.ok) fail(`illegal move accepted: ${JSON.stringify(bad)}`);
        }
        if (JSON.stringify(state) !== before) fail('an illegal move changed the state');
      }
      if (opts.allLegalEvery > 0 && moves % opts.allLegalEvery === 0) {
        for (const m of legal) {
          const r = applyMove(state, toMove(m));
          if (!r.ok) fail(`legal move refused: ${JSON.stringify(m)}: ${r.error.message}`);
        }
      }
      const move = toMove(legal[cursor.int(legal.length)] as LegalMove);
      const applied = applyMove(state, move);
      if (!applied.ok) {
        fail(`chosen legal move refused: ${applied.error.message}`);
        break;
      }
      const { event } = applied.value;
      for (const f of checkParlourMove(state, applied.value.state, event)) fail(f);
      state = applied.value.state;
      moves++;
      handMoves.push(move);
      if (event.type === 'play') {
        const scoring = event.total > 0 && event.total % 5 === 0;
        if (event.points > 0 && (!scoring || event.points !== event.total / divisor)) {
          fail(`play scored ${event.points} on a total of ${event.total}`);
        }
        const scores = config.options.inPlayScoring !== 'none';
        if (event.points === 0 && scoring && scores && !config.options.exactTarget) {
          fail(`play on a total of ${event.total} scored nothing`);
        }
        if (event.points < 0) fail('negative in-play points');
        const side = sideOf(config, event.seat);
        expected[side] = (expected[side] as number) + event.points;
      }
      const lost = conservation(state, dealtTiles);
      if (lost) fail(`conservation: ${lost}`);
    }
    rng = cursor.state();
    recordHands.push(
      toRecordHand({ hands: start.hands, boneyard: start.boneyard }, start.leader, handMoves),
    );
    const result = state.hand?.result;
    if (result) {
      result.bonus.forEach((b, side) => {
        expected[side] = (expected[side] as number) + b;
      });
      handEnds.push(result.end);
      if (result.pips.some((p, s) => p !== sumPips(state.hand?.hands[s] ?? [])))
        fail('pips do not match the hands');
      const want = expectedBonus(state, result.end, result.winners, result.pips);
      if (want && JSON.stringify(want) !== JSON.stringify(result.bonus)) {
        fail(
          `${result.end} bonus ${JSON.stringify(result.bonus)}, expected ${JSON.stringify(want)} (pips ${JSON.stringify(result.pips)})`,
        );
      }
    } else if (!state.over) fail('hand stopped without a result');
    if (expected.some((v, i) => v !== state.scores[i])) {
      fail(
        `scores ${JSON.stringify(state.scores)} != points + bonuses ${JSON.stringify(expected)}`,
      );
    }
  }

  // The game record written from play replays to the same result.
  if (failures.length === 0) {
    const record = toRecord(config, created.value.scores, recordHands);
    const run = replayText(JSON.stringify(record));
    const line = run.lines[0];
    if (run.exitCode !== 0 || line === undefined) fail(`replay failed: ${String(line)}`);
    else {
      const out = JSON.parse(line) as {
        scores: number[];
        over: boolean;
        winner: number[] | null;
        hands: { end: string }[];
      };
      if (JSON.stringify(out.scores) !== JSON.stringify(state.scores))
        fail('replayed scores differ');
      if (out.over !== state.over) fail('replayed game-over differs');
      if (JSON.stringify(out.winner) !== JSON.stringify(state.winner))
        fail('replayed winner differs');
      const ends = out.hands.map((h) => h.end).filter((e) => e !== 'incomplete');
      if (JSON.stringify(ends) !== JSON.stringify(handEnds)) fail('replayed hand ends differ');
    }
  }
  return { hands, moves, failures };
}

/**
 * The end-of-hand points computed independently of the engine's scoring code
 * (nearest five as Math.round(n / 5) * 5), for the presets' default options.
 */
function expectedBonus(
  state: GameState,
  end: string,
  winners: readonly number[],
  pips: readonly number[],
): number[] | null {
  const { config } = state;
  const sides = config.partners ? 2 : config.players;
  const side = (s: number): number => (config.partners ? s % 2 : s);
  const bonus = new Array<number>(sides).fill(0);
  if (end === 'target') return bonus;
  const scoring = config.options.handScoring;
  if (scoring === 'block' || scoring === 'muggins')
    return expectedParlourBonus(state, end, winners, pips);
  if (scoring === 'celko' || scoring === 'domino_play') {
    pips.forEach((p, s) => {
      bonus[side(s)] = (bonus[side(s)] as number) - Math.round(p / 5) * 5;
    });
    return bonus.map((b) => b + 0);
  }
  if (config.options.stpNet || config.options.roundingScope !== 'aggregate') return null;
  const winningSides = new Set(winners.map(side));
  for (const w of winningSides) {
    let paid = 0;
    pips.forEach((p, s) => {
      if (!winningSides.has(side(s))) paid += p;
    });
    bonus[w] = (Math.round(paid / 5) * 5) / config.options.inPlayDivisor;
  }
  return bonus;
}

/** Every §15 preset on every set, with 2, 3 and 4 players and partners where allowed. */
export const PARLOUR_SETTINGS: readonly NewGame[] = PARLOUR_PRESETS.flatMap((preset) =>
  PARLOUR_SETS.flatMap((maxPip) => {
    const options = { ...PRESET_OPTIONS[preset], maxPip };
    const out: NewGame[] = [2, 3, 4].map((players) => ({ preset, players, options }));
    if (options.partnersAllowed) out.push({ preset, players: 4, partners: true, options });
    return out;
  }),
);

/** The settings the fuzz and the invariant tests cycle through: every preset and player count. */
export const FUZZ_SETTINGS: readonly NewGame[] = [
  { preset: 'horse-race', players: 2 },
  { preset: 'horse-race', players: 3 },
  { preset: 'horse-race', players: 4 },
  { preset: 'horse-race', players: 4, partners: true },
  { preset: 'horse-race-celko', players: 2 },
  { preset: 'horse-race-celko', players: 3 },
  { preset: 'horse-race-celko', players: 4, partners: true },
  { preset: 'horse-race-domino-play', players: 2 },
  { preset: 'horse-race-domino-play', players: 3 },
  { preset: 'horse-race-domino-play', players: 4 },
  { preset: 'seven-toed-pete', players: 4 },
  { preset: 'five-up', players: 3 },
  { preset: 'all-fives', players: 2 },
  ...PARLOUR_SETTINGS,
];
