/**
 * The evaluator agrees with the engine move by move, and Medium finds the best
 * chain of plays in hand-made positions.
 */
import { describe, expect, test } from 'vitest';
import { evaluateMoves, mediumPlayer, type MoveEvaluation } from '../../src/ai/index';
import { applyMove, playPoints, seedRng, totalAfter, type Move } from '../../src/engine/index';
import { fixture, MIXES, randomPositions, t, viewOf } from './positions';

const play = (seat: number, tile: string, on: string | null): Move => ({
  type: 'play',
  seat,
  tile: t(tile),
  on: on === null ? null : t(on),
});

function find(evals: readonly MoveEvaluation[], tile: string): MoveEvaluation {
  const e = evals.find((x) => x.move.type === 'play' && x.move.tile === t(tile));
  if (!e) throw new Error(`no evaluation for ${tile}`);
  return e;
}

describe('evaluator', () => {
  const positions = MIXES.flatMap((mix, i) => randomPositions(mix, 300, `eval-${i}`));

  test("totals and points equal the engine's totalAfter and applyMove, move by move", () => {
    for (const p of positions) {
      const view = viewOf(p);
      const evals = evaluateMoves(view);
      expect(evals).toHaveLength(view.legal.length);
      evals.forEach((e, i) => {
        const legal = view.legal[i]!;
        expect(e.legal).toBe(legal);
        const applied = applyMove(p.state, e.move);
        expect(applied.ok).toBe(true);
        if (!applied.ok) return;
        const event = applied.value.event;
        if (legal.type === 'play' && event.type === 'play') {
          expect(e.total).toBe(totalAfter(view.layout, legal, view.config.options));
          expect(e.total).toBe(event.total);
          expect(e.points).toBe(event.points);
          expect(e.points).toBe(playPoints(event.total, view.config.options));
          expect(e.chainPoints).toBeGreaterThanOrEqual(e.points);
          expect(e.chain[0]).toEqual(e.move);
        } else {
          expect(e.total).toBeNull();
          expect(e.points).toBe(0);
        }
        expect(e.value).toBeNull();
      });
    }
  });

  test("with a search, each move gets Hard's value", () => {
    const p = positions.find((x) => viewOf(x).legal.length > 2)!;
    const evals = evaluateMoves(viewOf(p), {
      search: { rng: seedRng('v'), options: { budget: 500 } },
    });
    for (const e of evals) expect(Number.isFinite(e.value)).toBe(true);
  });
});

describe('chains (Medium)', () => {
  // Seat 0 leads 4-2 (6). Seat 1: 6-2 alone scores 10 (2 points) and then nothing fits;
  // 2-2 scores nothing but chains: 6-2 on its side makes 10 (2), 2-0 on its end 10 again (2).
  const position = fixture(
    { preset: 'horse-race', players: 2 },
    [
      ['4-2', '1-1', '3-1'],
      ['2-2', '6-2', '2-0', '5-5'],
    ],
    ['3-3', '4-3', '6-5'],
    0,
    [play(0, '4-2', null)],
  );

  test('a double and then two scoring tiles beat the single bigger score', () => {
    const view = viewOf(position);
    const evals = evaluateMoves(view);
    expect(find(evals, '6-2')).toMatchObject({ total: 10, points: 2, chainPoints: 2 });
    expect(find(evals, '2-2')).toMatchObject({ total: 8, points: 0, chainPoints: 4 });
    expect(find(evals, '2-2').chain).toEqual([
      play(1, '2-2', '4-2'),
      play(1, '6-2', '2-2'),
      play(1, '2-0', '2-2'),
    ]);
    for (let i = 0; i < 20; i++) {
      const choice = mediumPlayer.choose(view, seedRng(i));
      expect(choice.move).toEqual(play(1, '2-2', '4-2'));
    }
  });

  test('Medium follows its chain through', () => {
    let state = position.state;
    const history = [...position.history];
    const placed: Move[] = [];
    while (state.hand?.turn === 1 && !state.hand.result) {
      const view = viewOf({ state, history });
      const move = mediumPlayer.choose(view, seedRng(placed.length)).move;
      const applied = applyMove(state, move);
      expect(applied.ok).toBe(true);
      if (!applied.ok) return;
      state = applied.value.state;
      placed.push(move);
      if (move.type !== 'play') break;
    }
    expect(placed.slice(0, 3)).toEqual([
      play(1, '2-2', '4-2'),
      play(1, '6-2', '2-2'),
      play(1, '2-0', '2-2'),
    ]);
    expect(state.scores).toEqual([0, 4]);
  });

  test('with equal chains Medium sheds the heavier tile', () => {
    // Seat 0 leads 3-1 (4). Seat 1 holds 1-0 (on 1: 3, nothing) and 3-6 (on 3: 7, nothing).
    const p = fixture(
      { preset: 'horse-race', players: 2 },
      [
        ['3-1', '5-5'],
        ['1-0', '6-3'],
      ],
      ['4-4', '2-0'],
      0,
      [play(0, '3-1', null)],
    );
    expect(mediumPlayer.choose(viewOf(p), seedRng(1)).move).toEqual(play(1, '6-3', '3-1'));
  });
});
