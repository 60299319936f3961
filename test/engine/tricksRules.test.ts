/**
 * The Texas 42 turn algorithm through the family contract (RULES.md §17.3–17.11): forced
 * bid and reshake, the contract, nello's sitting-out partner, when a hand ends, marks and
 * points scoring, the game's end, settings and the seat's view.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  parseTile,
  replayValue,
  seedRng,
  tricksFamily,
  tricksLegalBids,
  type Tile,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';
import { runMoves as run } from '../support/tricksMoves';

const F = tricksFamily;

interface Vector {
  readonly name: string;
  readonly record: { hands: { dealer: number; deal: string[][]; moves: unknown[] }[] };
}
const vectors = readFileSync(new URL('../fixtures/texas-42-vectors.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Vector);

const t = (text: string): Tile => parseTile(text, 6) ?? (-1 as Tile);

/** The deal of the first hand of the vector whose name starts with `prefix`. */
function dealOf(prefix: string, dealer?: number): { dealer: number; hands: Tile[][] } {
  const v = vectors.find((x) => x.name.startsWith(prefix));
  const hand = v?.record.hands[0];
  if (!hand) throw new Error(`no vector ${prefix}`);
  return { dealer: dealer ?? hand.dealer, hands: hand.deal.map((h) => h.map(t)) };
}

function game(options: Record<string, unknown> = {}, scores?: number[]): TricksState {
  const made = F.newGame({
    preset: 'texas-42',
    players: 4,
    options,
    ...(scores ? { scores } : {}),
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

function start(state: TricksState, deal: { dealer: number; hands: Tile[][] }): TricksState {
  const s = F.startHand(state, deal);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const bid = (seat: number, b: number | 'pass'): TricksMove => ({ type: 'bid', seat, bid: b });
const trump = (seat: number, c: string): TricksMove =>
  ({ type: 'trump', seat, trump: c }) as TricksMove;
const play = (seat: number, tile: string): TricksMove => ({ type: 'play', seat, tile: t(tile) });

describe('bidding', () => {
  test('forced (default): the dealer may not pass after three passes', () => {
    const s = run(start(game(), dealOf('TV17-01', 0)), [
      bid(1, 'pass'),
      bid(2, 'pass'),
      bid(3, 'pass'),
    ]);
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'bid' });
    const legal = F.legalMoves(s);
    expect(legal.some((m) => m.type === 'bid' && m.bid === 'pass')).toBe(false);
    expect(legal).toHaveLength(14);
    const refused = F.apply(s, bid(0, 'pass'));
    expect(refused.ok ? null : refused.error.code).toBe('forced-bid');
  });

  test('reshake: four passes throw the hand in; the next deal is by the next seat', () => {
    let s = run(start(game({ all_pass: 'reshake' }), dealOf('TV17-01', 3)), [
      bid(0, 'pass'),
      bid(1, 'pass'),
      bid(2, 'pass'),
    ]);
    expect(F.legalMoves(s)[0]).toEqual(bid(3, 'pass'));
    s = run(s, [bid(3, 'pass')]);
    expect(F.phase(s)).toEqual({ kind: 'hand-over' });
    expect(F.legalMoves(s)).toEqual([]);
    expect(s.hand?.end).toBe('all-pass');
    expect(s.scores).toEqual([0, 0]);
    const next = F.dealNext(s, seedRng('x'));
    expect(next.ok && next.value.deal.dealer).toBe(0);
    const wrong = F.startHand(s, dealOf('TV17-02', 3));
    expect(wrong.ok ? null : wrong.error.message).toBe('the deal passes to seat 0, not seat 3');
  });

  test('the contracts: nello only with its option and on a marks bid', () => {
    const names = (s: TricksState): string[] =>
      F.legalMoves(s).map((m) => (m.type === 'trump' ? m.trump : '?'));
    const four = [bid(1, 42), bid(2, 'pass'), bid(3, 'pass'), bid(0, 'pass')];
    expect(names(run(start(game(), dealOf('TV17-13')), four))).not.toContain('nello');
    const nello = run(start(game({ nello: true }), dealOf('TV17-13')), four);
    expect(F.phase(nello)).toEqual({ kind: 'turn', seat: 1, name: 'contract' });
    expect(names(nello)).toEqual(['0', '1', '2', '3', '4', '5', '6', 'doubles', 'none', 'nello']);
    const points = [bid(1, 35), bid(2, 'pass'), bid(3, 'pass'), bid(0, 'pass')];
    expect(names(run(start(game({ nello: true }), dealOf('TV17-13')), points))).not.toContain(
      'nello',
    );
  });
});

describe('nello', () => {
  const opened = (): TricksState =>
    run(start(game({ nello: true }), dealOf('TV17-13')), [
      bid(1, 42),
      bid(2, 'pass'),
      bid(3, 'pass'),
      bid(0, 'pass'),
      trump(1, 'nello'),
    ]);

  test('the partner sits out: three plays a trick, the turn skips seat 3', () => {
    let s = opened();
    expect(s.hand?.out).toBe(3);
    s = run(s, [play(1, '0-0'), play(2, '5-5')]);
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'trick' });
    const refused = F.apply(s, play(3, '1-1'));
    expect(refused.ok ? '' : refused.error.message).toMatch(/sits out/);
    s = run(s, [play(0, '3-3')]);
    expect(s.hand?.tricks[0]?.winner).toBe(2);
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 2, name: 'trick' });
  });

  test('a double led asks for doubles; a double does not follow its pip suit', () => {
    const s = run(opened(), [play(1, '0-0'), play(2, '5-5')]);
    expect(F.legalMoves(s)).toEqual([play(0, '4-4'), play(0, '3-3')]);
  });

  test('the bidder is set the moment he takes a trick', () => {
    const s = run(opened(), [play(1, '1-0'), play(2, '6-6'), play(0, '6-2')]);
    expect(s.hand?.end).toBe('set');
    expect(s.scores).toEqual([1, 0]);
  });
});

/** TV17-05: seat 3 bids 35 with sixes trumps and is set on the first trick. */
const tv05 = [
  bid(3, 35),
  bid(0, 'pass'),
  bid(1, 'pass'),
  bid(2, 'pass'),
  trump(3, '6'),
  play(3, '5-5'),
  play(0, '6-4'),
  play(1, '5-2'),
  play(2, '5-0'),
];

describe('when a hand ends', () => {
  test('decided (default): the hand stops at the deciding trick', () => {
    const s = run(start(game(), dealOf('TV17-05')), tv05);
    expect(F.phase(s)).toEqual({ kind: 'hand-over' });
    expect(s.hand?.result).toBe('set');
    expect(s.scores).toEqual([1, 0]);
    expect(F.legalMoves(s)).toEqual([]);
  });

  test('all_tricks: the result is known but play goes on, and scores wait for the end', () => {
    const s = run(start(game({ hand_end: 'all_tricks' }), dealOf('TV17-05')), tv05);
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'trick' });
    expect(s.hand?.result).toBe('set');
    expect(s.hand?.end).toBeNull();
    expect(s.scores).toEqual([0, 0]);
  });

  test('a marks bid is set by the defenders first trick; made only after seven', () => {
    const s = run(start(game(), dealOf('TV17-06')), [
      bid(0, 84),
      bid(1, 126),
      bid(2, 'pass'),
      bid(3, 'pass'),
      trump(1, '5'),
      play(1, '5-4'),
      play(2, '5-5'),
      play(3, '1-0'),
      play(0, '6-5'),
    ]);
    expect(s.hand?.end).toBe('set');
    expect(s.scores).toEqual([3, 0]);
  });
});

describe('scoring and the end of the game', () => {
  test('marks: the team reaching the target wins; no further deal', () => {
    const s = run(start(game({}, [6, 0]), dealOf('TV17-05')), tv05);
    expect(F.phase(s)).toEqual({ kind: 'game-over' });
    expect(F.outcome(s)).toEqual({ scores: [7, 0], lowerWins: false, over: true, winner: [0] });
    expect(F.dealNext(s, seedRng('x')).ok).toBe(false);
    expect(F.startHand(s, dealOf('TV17-01', 3)).ok).toBe(false);
  });

  test('points: a set gives the defenders the bid plus their points', () => {
    const moves = vectors.find((v) => v.name.startsWith('TV17-05b'))?.record.hands[0]?.moves;
    const s0 = start(game({ scoring: 'points' }), dealOf('TV17-05'));
    const s = run(
      s0,
      (moves ?? []).map((m) => {
        const o = m as { seat: number; bid?: number | 'pass'; trump?: string; play?: string };
        if (o.bid !== undefined) return bid(o.seat, o.bid);
        if (o.trump !== undefined) return trump(o.seat, o.trump);
        return play(o.seat, o.play ?? '');
      }),
    );
    expect(s.hand?.marks).toEqual([35 + 26, 0]);
  });
});

describe('settings and views', () => {
  test.each([
    [{ preset: 'texas-42', players: 3 }, /4 players/],
    [{ preset: 'texas-42', players: 4, partners: false }, /partnership/],
    [{ preset: 'texas-42', players: 4, options: { doubling: true } }, /unknown option/],
    [{ preset: 'texas-42', players: 4, options: { scoring: 'points', sevens: true } }, /sevens/],
    [{ preset: 'texas-42', players: 4, options: { nello_doubles: 'low' } }, /nello_doubles/],
    [{ preset: 'texas-42', players: 4, options: { scoring: 'points', nello: true } }, /nello/],
    [
      { preset: 'texas-42', players: 4, options: { scoring: 'points', hand_end: 'decided' } },
      /decided/,
    ],
    [{ preset: 'texas-42', players: 4, scores: [7, 0] }, /scores/],
    [{ preset: 'texas-42', players: 4, options: { target: 0 } }, /target/],
    [{ preset: 'horse-race', players: 4 }, /preset/],
  ])('%j is refused', (settings, message) => {
    const r = F.newGame(settings);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error.message).toMatch(message);
  });

  test('a seat sees its own tiles and the public record, not the others’ tiles', () => {
    const s = run(start(game(), dealOf('TV17-01')), [bid(0, 30)]);
    const view = F.seatView(s, 1);
    expect(view.hand?.own).toEqual(s.hand?.hands[1]);
    expect(view.hand?.counts).toEqual([7, 7, 7, 7]);
    expect(view.hand?.bids).toEqual([30]);
    expect(JSON.stringify(view)).not.toContain('"hands"');
  });

  test('dealNext: the first shaker by lot, 7 tiles each, the whole set', () => {
    const d = F.dealNext(game(), seedRng('deal'));
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value.deal.hands.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: 28 }, (_, i) => i),
    );
    expect(d.value.deal.dealer).toBeGreaterThanOrEqual(0);
    expect(d.value.deal.dealer).toBeLessThan(4);
  });
});

describe('legal bids for the seat on turn', () => {
  test('pass first when allowed, then the ladder; nothing outside the bidding', () => {
    const s = start(game(), dealOf('TV17-01', 3));
    expect(tricksLegalBids(s).slice(0, 3)).toEqual(['pass', 30, 31]);
    const later = run(s, [bid(0, 84)]);
    expect(tricksLegalBids(later)).toEqual(['pass', 126]);
    expect(tricksLegalBids(game())).toEqual([]);
  });

  test('a contract that is not one is refused, not stored', () => {
    const s = run(start(game(), dealOf('TV17-01', 3)), [
      bid(0, 30),
      bid(1, 'pass'),
      bid(2, 'pass'),
      bid(3, 'pass'),
    ]);
    const r = F.apply(s, trump(0, 'seven'));
    expect(r.ok ? '' : r.error.code).toBe('no-contract');
  });
});

describe('after the hand', () => {
  test('with all_tricks a move after trick 6 is refused as the hand being over', () => {
    const v = vectors.find((x) => x.name.startsWith('TV17-05b'));
    const record = JSON.parse(JSON.stringify(v?.record)) as Vector['record'];
    record.hands[0]?.moves.push({ seat: 3, play: '0-0' });
    expect(replayValue(record)).toEqual({
      output: {
        error: {
          hand: 0,
          move: 33,
          message: 'the hand is over (set after trick 6): no more moves',
        },
      },
      status: 1,
    });
  });

  test('after a throw-in every move is refused', () => {
    const s = run(start(game({ all_pass: 'reshake' }), dealOf('TV17-01', 3)), [
      bid(0, 'pass'),
      bid(1, 'pass'),
      bid(2, 'pass'),
      bid(3, 'pass'),
    ]);
    const r = F.apply(s, bid(0, 30));
    expect(r.ok ? '' : r.error.code).toBe('hand-over');
  });
});
