/**
 * The bid advisor over many positions (issue 36, item 4): several seeded Texas 42 games, under
 * the default rules and with every special contract on, bid by seeded choices that pass often
 * (so the dealer is often forced to bid). At every bid and every naming of trumps the advised
 * move is one of the legal moves, the words offer no pass when passing is not legal, name the
 * advised trump, and asking again gives the same words.
 */
import { describe, expect, test } from 'vitest';
import { rolloutHand } from '../../src/ai/core/familyAi';
import { tricksPolicy } from '../../src/ai/tricks/tricksPolicy';
import {
  DEFAULT_TRICKS_OPTIONS,
  Generator,
  seedRng,
  trumpWord,
  tricksFamily,
  tricksSeatView,
  type TricksMove,
  type TricksOptions,
  type TricksState,
} from '../../src/engine/index';
import { bidAdvice, tricksHints } from '../../src/practice/tricksHints';

const NAMES = ['You', 'West', 'North', 'East'];
const SPECIAL: Partial<TricksOptions> = { nello: true, sevens: true, plunge: true, splash: true };

function newGame(options: Partial<TricksOptions>): TricksState {
  return {
    options: { ...DEFAULT_TRICKS_OPTIONS, ...options },
    scores: [0, 0],
    over: false,
    winner: null,
    handCount: 0,
    hand: null,
  };
}

function apply(s: TricksState, move: TricksMove): TricksState {
  const applied = tricksFamily.apply(s, move);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

const same = (a: TricksMove, b: TricksMove): boolean => JSON.stringify(a) === JSON.stringify(b);

interface Tally {
  positions: number;
  forced: number;
  trumps: number;
}

/** Checks the advice at the seat on turn; returns the advised move. */
function check(s: TricksState, seed: string, tally: Tally): TricksMove {
  const legal = tricksFamily.legalMoves(s);
  const seat = legal[0]?.seat ?? 0;
  const view = tricksSeatView(s, seat);
  const advice = bidAdvice(view, seed, legal, 8);
  expect(advice).not.toBeNull();
  const move = advice?.move;
  expect(move).toBeDefined();
  if (!advice || !move) throw new Error('no advice');
  expect(legal.some((m) => same(m, move))).toBe(true);
  const text = advice.line.text;
  const mayPass = legal.some((m) => m.type === 'bid' && m.bid === 'pass');
  if (!mayPass) expect(text).not.toMatch(/pass(?!ed)/);
  if (move.type === 'trump') {
    const odd = move.trump === 'nello' || move.trump === 'sevens';
    expect(text).toContain(`Name ${trumpWord(move.trump)}${odd ? ':' : ' as trumps'}`);
    tally.trumps++;
  } else if (move.type === 'bid' && move.bid !== 'pass') {
    expect(text).toMatch(new RegExp(`\\b[Bb]id ${move.bid}\\b`));
  }
  if (!mayPass && legal.some((m) => m.type === 'bid')) tally.forced++;
  // Asked again, with a fresh view: the same words and move.
  expect(bidAdvice(tricksSeatView(s, seat), seed, legal, 8)).toEqual(advice);
  tally.positions++;
  return move;
}

/** Plays `hands` hands of a game: bids and trumps checked, the tricks by the policy. */
function sweep(options: Partial<TricksOptions>, seed: string, hands: number, tally: Tally): void {
  let g = new Generator(seedRng(seed));
  let s = newGame(options);
  for (let h = 0; h < hands && !s.over; h++) {
    const dealt = tricksFamily.dealNext(s, g.state());
    if (!dealt.ok) throw new Error(dealt.error.message);
    g = new Generator(dealt.value.rng);
    const started = tricksFamily.startHand(s, dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    s = started.value;
    const handSeed = `${seed}/${h}`;
    for (;;) {
      const phase = tricksFamily.phase(s);
      if (phase.kind !== 'turn' || (phase.name !== 'bid' && phase.name !== 'contract')) break;
      const legal = tricksFamily.legalMoves(s);
      const advised = check(s, handSeed, tally);
      // Mostly a pass when one is legal, else the advised move or a random legal one.
      const pass = legal.find((m) => m.type === 'bid' && m.bid === 'pass');
      const r = g.float();
      const move = pass && r < 0.6 ? pass : r < 0.8 ? advised : legal[g.int(legal.length)];
      if (!move) break;
      s = apply(s, move);
    }
    s = rolloutHand({ rules: tricksFamily, policy: tricksPolicy }, s, g).state;
  }
}

describe('the bid advisor over many positions', () => {
  test('every advised move is legal, and asked twice it is the same', () => {
    const tally: Tally = { positions: 0, forced: 0, trumps: 0 };
    for (const seed of ['SWEEP1', 'SWEEP2', 'SWEEP3']) sweep({}, seed, 4, tally);
    for (const seed of ['SPECIAL1', 'SPECIAL2']) sweep(SPECIAL, seed, 4, tally);
    expect(tally.positions).toBeGreaterThan(60);
    expect(tally.forced).toBeGreaterThan(2);
    expect(tally.trumps).toBeGreaterThan(10);
  }, 60_000);

  test('the hints panel carries the advisor’s words at a bid', () => {
    const g = new Generator(seedRng('PANEL'));
    const dealt = tricksFamily.dealNext(newGame({}), g.state());
    if (!dealt.ok) throw new Error(dealt.error.message);
    const started = tricksFamily.startHand(newGame({}), dealt.value.deal);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value;
    const legal = tricksFamily.legalMoves(s);
    const seat = legal[0]?.seat ?? 0;
    const view = tricksSeatView(s, seat);
    const lines = tricksHints(view, NAMES, 'x', legal);
    expect(lines.map((l) => l.text)).toEqual([bidAdvice(view, 'x', legal)?.line.text]);
  });
});
