/**
 * Invariants of the Texas 42 engine (the tricks family) under random play, shared by the
 * Vitest suite and `npm run fuzz`. Whole games from seeded deals, each move chosen
 * uniformly among `legalMoves`; after every move: the 28 tiles are conserved, the legal
 * moves are exactly the moves `apply` accepts (among a wide set of candidates), must-follow
 * and the trick winner agree with an independent reading of RULES.md §17.5–17.6, seven
 * tricks make 42 points; at the end the written record replays to the same scores.
 * Failures come back as messages with the seed, never as throws.
 */
import {
  formatTile,
  fullSet,
  Generator,
  hi,
  isDouble,
  lo,
  seedRng,
  TRUMP_NAMES,
  tricksFamily,
  type Tile,
  type TricksDeal,
  type TricksMove,
  type TricksState,
  type TrumpName,
} from '../../src/engine/index';
import type { RecordedHand } from '../../src/engine/core/family';

export interface TricksRun {
  readonly hands: number;
  readonly moves: number;
  readonly failures: readonly string[];
  /** How many plunges, splashes, sevens and nello contracts were played. */
  readonly specials: Readonly<Record<'plunge' | 'splash' | 'sevens' | 'nello', number>>;
}

export interface TricksCheckOptions {
  /** Stop after this many hands even if the game goes on. */
  readonly maxHands: number;
  /** Offer every candidate move (legal or not) every this many moves; 0 never. */
  readonly candidatesEvery: number;
}

/** The first options (before the special contracts): every combination of them. */
function plainOptionSets(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const all_pass of ['forced', 'reshake']) {
    for (const nello of [false, true]) {
      for (const hand_end of ['decided', 'all_tricks']) out.push({ all_pass, hand_end, nello });
    }
    out.push({ all_pass, scoring: 'points' });
    out.push({ all_pass, scoring: 'points', hand_end: 'all_tricks', target: 100 });
  }
  out.push({ target: 3, nello: true });
  return out;
}

/**
 * Every combination of the options of the special contracts (§17.10, §17.12): nello and its
 * doubles, plunge, splash, sevens, doubles_in_suit and mark_bids (128), each with one of
 * the four all_pass × hand_end pairs in turn; and the two that points scoring allows.
 */
export function specialOptionSets(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const nellos = [
    {},
    ...['own_suit', 'high', 'low'].map((d) => ({ nello: true, nello_doubles: d })),
  ];
  for (const nello of nellos)
    for (const plunge of [false, true])
      for (const splash of [false, true])
        for (const sevens of [false, true])
          for (const doubles_in_suit of ['high', 'low'])
            for (const mark_bids of ['two_then_one', 'one_at_a_time']) {
              const i = out.length;
              out.push({
                all_pass: i & 1 ? 'reshake' : 'forced',
                hand_end: i & 2 ? 'all_tricks' : 'decided',
                ...nello,
                plunge,
                splash,
                sevens,
                doubles_in_suit,
                mark_bids,
              });
            }
  out.push({ scoring: 'points', doubles_in_suit: 'low', mark_bids: 'one_at_a_time' });
  out.push({ scoring: 'points', doubles_in_suit: 'high', mark_bids: 'one_at_a_time' });
  return out;
}

/** Every combination of the record's options (RECORD.md "Texas 42 records"). */
export function tricksOptionSets(): Record<string, unknown>[] {
  return [...plainOptionSets(), ...specialOptionSets()];
}

// An independent reading of §17.5 and §17.10: not the engine's tables.
const SUIT_TRUMPS = 8;
const SUIT_DOUBLES = 7;
/** Where the doubles sit (§17.5 `dm()`): own_suit, high or low. */
type Dm = 'own_suit' | 'high' | 'low';
function refDm(c: TrumpName, options: TricksState['options']): Dm {
  return c === 'nello' ? options.nelloDoubles : options.doublesInSuit;
}
function refTrump(t: Tile, c: TrumpName): boolean {
  if (c === 'doubles') return isDouble(t);
  if (c === 'none' || c === 'nello' || c === 'sevens') return false;
  return hi(t) === Number(c) || lo(t) === Number(c);
}
function refLed(t: Tile, c: TrumpName, dm: Dm): number {
  if (refTrump(t, c)) return SUIT_TRUMPS;
  if (isDouble(t) && dm === 'own_suit') return SUIT_DOUBLES;
  return hi(t);
}
function refFollows(t: Tile, suit: number, c: TrumpName, dm: Dm): boolean {
  if (suit === SUIT_TRUMPS) return refTrump(t, c);
  if (refTrump(t, c)) return false;
  if (suit === SUIT_DOUBLES) return isDouble(t);
  if (dm === 'own_suit' && isDouble(t)) return false;
  return hi(t) === suit || lo(t) === suit;
}
function refRank(t: Tile, suit: number, c: TrumpName, dm: Dm): number {
  if (suit === SUIT_DOUBLES || (suit === SUIT_TRUMPS && c === 'doubles')) return hi(t);
  const p = suit === SUIT_TRUMPS ? Number(c) : suit;
  if (isDouble(t)) return dm === 'low' ? -1 : 7;
  return hi(t) === p ? lo(t) : hi(t);
}
const away = (t: Tile): number => Math.abs(7 - hi(t) - lo(t));
function refWinner(plays: readonly { seat: number; tile: Tile }[], c: TrumpName, dm: Dm): number {
  const first = plays[0];
  if (!first) return -1;
  if (c === 'sevens') {
    // Nearest 7 wins; the first played of equals.
    const best = Math.min(...plays.map((p) => away(p.tile)));
    return plays.find((p) => away(p.tile) === best)?.seat ?? -1;
  }
  const suit = refLed(first.tile, c, dm);
  let best = -100;
  let seat = -1;
  for (const p of plays) {
    let key = -100;
    if (refTrump(p.tile, c)) key = 20 + refRank(p.tile, SUIT_TRUMPS, c, dm);
    else if (refFollows(p.tile, suit, c, dm)) key = 10 + refRank(p.tile, suit, c, dm);
    if (key > best) {
      best = key;
      seat = p.seat;
    }
  }
  return seat;
}

const BIDS: readonly (number | 'pass')[] = [
  'pass',
  0,
  29,
  30,
  35,
  41,
  42,
  43,
  84,
  126,
  168,
  210,
  252,
];
const key = (m: TricksMove): string =>
  `${m.seat}/${m.type}/${m.type === 'bid' ? `${m.bid}${m.special ?? ''}` : m.type === 'trump' ? m.trump : m.tile}`;

/** Candidate moves for every seat: each must be accepted exactly when it is legal. */
function candidates(): TricksMove[] {
  const out: TricksMove[] = [];
  for (let seat = 0; seat < 4; seat++) {
    for (const bid of BIDS) out.push({ type: 'bid', seat, bid });
    for (const bid of [84, 126, 168, 210, 252])
      for (const special of ['plunge', 'splash'] as const)
        out.push({ type: 'bid', seat, bid, special });
    for (const trump of TRUMP_NAMES) out.push({ type: 'trump', seat, trump });
    for (const tile of fullSet(6)) out.push({ type: 'play', seat, tile });
  }
  return out;
}
const CANDIDATES = candidates();

function conservation(state: TricksState): string | null {
  const hand = state.hand;
  if (!hand) return 'no hand';
  let seen = 0;
  let count = 0;
  const tiles = [
    ...hand.hands.flat(),
    ...hand.tricks.flatMap((t) => t.plays.map((p) => p.tile)),
    ...hand.current.map((p) => p.tile),
  ];
  for (const t of tiles) {
    if ((seen >>> t) & 1) return `${formatTile(t)} appears twice`;
    seen |= 1 << t;
    count++;
  }
  return count === 28 ? null : `${count} tiles in play, not 28`;
}

/** Checks one applied play against the independent reading of following and winning. */
function checkPlay(before: TricksState, after: TricksState, move: TricksMove): string | null {
  const hand = before.hand;
  const trump = hand?.trump;
  if (move.type !== 'play' || !hand || !trump) return null;
  const dm = refDm(trump, before.options);
  const lead = hand.current[0];
  const held = hand.hands[move.seat] ?? [];
  if (trump === 'sevens') {
    if (held.some((t) => away(t) < away(move.tile)))
      return `${formatTile(move.tile)} was accepted though seat ${move.seat} holds one nearer 7`;
  } else if (lead) {
    const suit = refLed(lead.tile, trump, dm);
    if (held.some((t) => refFollows(t, suit, trump, dm)) && !refFollows(move.tile, suit, trump, dm))
      return `${formatTile(move.tile)} was accepted though seat ${move.seat} could follow`;
  }
  const done = after.hand?.tricks ?? [];
  const last = done[done.length - 1];
  if (last && done.length > hand.tricks.length) {
    const w = refWinner(last.plays, trump, dm);
    if (w !== last.winner) return `trick ${done.length - 1} went to ${last.winner}, not ${w}`;
  }
  return null;
}

/** Checks an applied plunge or splash, and who named the contract, against §17.10. */
function checkSpecial(before: TricksState, move: TricksMove): string | null {
  const hand = before.hand;
  if (!hand) return null;
  if (move.type === 'bid' && move.special !== undefined) {
    const doubles = (hand.hands[move.seat] ?? []).filter(isDouble).length;
    const m = Math.floor(hand.high / 42);
    const plunge = move.special === 'plunge';
    const value = 42 * Math.max(plunge ? 4 : 2, m + 1);
    if (doubles < (plunge ? 4 : 3)) return `a ${move.special} on ${doubles} doubles`;
    if (move.bid !== value || (!plunge && value > 126))
      return `a ${move.special} of ${move.bid} over ${hand.high}`;
  }
  if (move.type === 'trump' && hand.bidder !== null) {
    const namer = hand.special === null ? hand.bidder : (hand.bidder + 2) % 4;
    if (move.seat !== namer) return `seat ${move.seat} named the contract, not ${namer}`;
    const own = hand.special === null && hand.high >= 42;
    if ((move.trump === 'nello' || move.trump === 'sevens') && !own)
      return `${move.trump} named on ${hand.high}${hand.special ?? ''}`;
  }
  return null;
}

function checkHandEnd(state: TricksState): string | null {
  const hand = state.hand;
  if (!hand || hand.end === null || hand.end === 'all-pass') return null;
  const n = hand.tricks.length;
  const total = hand.points[0] + hand.points[1];
  if (hand.trump !== 'nello' && n === 7 && total !== 42) return `7 tricks worth ${total}, not 42`;
  if (hand.taken[0] + hand.taken[1] !== n) return 'tricks taken do not add up';
  if (state.options.handEnd === 'all_tricks' && n !== 7) return `all_tricks ended after ${n}`;
  return null;
}

/** Plays one random game (or its first hands) and checks every invariant on the way. */
export function checkRandomTricksGame(
  options: Record<string, unknown>,
  seed: string,
  opts: TricksCheckOptions,
): TricksRun {
  const family = tricksFamily;
  const failures: string[] = [];
  const settings = { preset: 'texas-42', players: 4, partners: true, options };
  const created = family.newGame(settings);
  if (!created.ok)
    return {
      hands: 0,
      moves: 0,
      failures: [`newGame: ${created.error.message}`],
      specials: { plunge: 0, splash: 0, sevens: 0, nello: 0 },
    };
  let state = created.value;
  let rng = seedRng(seed);
  const pick = new Generator(seedRng(`${seed}/moves`));
  const recorded: RecordedHand<TricksDeal, TricksMove>[] = [];
  let hands = 0;
  let moves = 0;
  const specials = { plunge: 0, splash: 0, sevens: 0, nello: 0 };
  const fail = (msg: string): void => {
    failures.push(
      `[texas-42 ${JSON.stringify(options)} seed ${seed} hand ${hands} move ${moves}] ${msg}`,
    );
  };
  // A function, so that the loops see the failures pushed by `fail`.
  const failed = (): boolean => failures.length > 0;
  while (!state.over && hands < opts.maxHands && !failed()) {
    const dealt = family.dealNext(state, rng);
    if (!dealt.ok) return { hands, moves, failures: [`deal: ${dealt.error.message}`], specials };
    rng = dealt.value.rng;
    const started = family.startHand(state, dealt.value.deal);
    if (!started.ok)
      return { hands, moves, failures: [`startHand: ${started.error.message}`], specials };
    state = started.value;
    hands++;
    const handMoves: TricksMove[] = [];
    recorded.push({ deal: dealt.value.deal, moves: handMoves });
    for (let i = 0; family.phase(state).kind === 'turn' && !failed(); i++) {
      if (i > 40) {
        fail('the hand did not end within 40 moves');
        break;
      }
      const legal = family.legalMoves(state);
      const phase = family.phase(state);
      if (legal.length === 0) fail('no legal move on a turn');
      if (phase.kind === 'turn' && legal.some((m) => m.seat !== phase.seat))
        fail('a legal move for a seat not on turn');
      if (opts.candidatesEvery > 0 && moves % opts.candidatesEvery === 0) {
        const legalKeys = new Set(legal.map(key));
        for (const m of CANDIDATES) {
          const ok = family.apply(state, m).ok;
          if (ok !== legalKeys.has(key(m)))
            fail(`${key(m)} is ${ok ? 'accepted' : 'refused'} but ${ok ? 'not ' : ''}listed`);
        }
      }
      // Plunges, splashes and sevens are rare among uniform picks: offer them half the time.
      const rare = legal.filter(
        (m) => (m.type === 'bid' && m.special) || (m.type === 'trump' && m.trump === 'sevens'),
      );
      const from = rare.length > 0 && pick.int(2) === 0 ? rare : legal;
      const move = from[pick.int(Math.max(1, from.length))];
      if (!move) break;
      const applied = family.apply(state, move);
      if (!applied.ok) {
        fail(`legal move ${key(move)} refused: ${applied.error.message}`);
        break;
      }
      for (const f of [
        checkPlay(state, applied.value.state, move),
        checkSpecial(state, move),
        conservation(applied.value.state),
        checkHandEnd(applied.value.state),
      ])
        if (f !== null) fail(f);
      state = applied.value.state;
      if (move.type === 'bid' && move.special) specials[move.special]++;
      if (move.type === 'trump' && (move.trump === 'sevens' || move.trump === 'nello'))
        specials[move.trump]++;
      handMoves.push(move);
      moves++;
    }
  }
  const record = family.record.write({ settings, hands: recorded });
  const replayed = family.record.replay(JSON.parse(JSON.stringify(record)) as unknown);
  const out = replayed.output as { scores?: unknown; over?: unknown };
  if (replayed.status !== 0) fail(`the written record replays with status ${replayed.status}`);
  else if (JSON.stringify(out.scores) !== JSON.stringify(state.scores) || out.over !== state.over)
    fail(
      `the record replays to ${JSON.stringify(out.scores)}, not ${JSON.stringify(state.scores)}`,
    );
  return { hands, moves, failures, specials };
}
