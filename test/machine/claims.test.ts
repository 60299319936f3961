import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import { mugginsCaller } from '../../src/engine/line/claims';
import {
  claimTally,
  keptAnswers,
  pendingClaim,
  settleClaims,
  type GameContext,
} from '../../src/machine/index';
import { randomGame, settingsFor } from '../practice/helpers';

/** The first two scoring placements of seat 0 in a random game, and a context well after them. */
function scoringGame(): {
  late: GameContext;
  plays: { hand: number; move: number; points: number }[];
} {
  const settings = settingsFor('horse-race', 2, 'CLA1M5');
  const contexts = randomGame(settings, 'claims', 300);
  const late = contexts.at(-1);
  if (!late) throw new Error('no game');
  const plays: { hand: number; move: number; points: number }[] = [];
  late.hands.forEach((h, hand) =>
    h.events.forEach((e, move) => {
      if (e.type === 'play' && e.seat === 0 && e.points > 0)
        plays.push({ hand, move, points: e.points });
    }),
  );
  return { late, plays };
}

describe('the counting drill (Muggins)', () => {
  test('a right claim keeps the points; a missed and a wrong one go to the opponent', () => {
    const { late, plays } = scoringGame();
    const [a, b, c] = plays;
    if (!a || !b || !c) throw new Error('too few scoring plays');
    const answers = [
      { hand: a.hand, move: a.move, value: a.points },
      { hand: c.hand, move: c.move, value: c.points + 1 },
    ];
    const results = settleClaims(late, 0, answers);
    const find = (p: { hand: number; move: number }) =>
      results.find((r) => r.hand === p.hand && r.move === p.move);
    expect(find(a)?.outcome).toBe('claimed');
    expect(find(b)?.outcome).toBe('missed');
    expect(find(c)?.outcome).toBe('wrong');
    expect(find(b)?.caller).toBe(1);
    const muggins = results.filter((r) => r.caller !== null).reduce((s, r) => s + r.points, 0);
    const tally = claimTally(results);
    expect(tally.mugginsPoints).toBe(muggins);
    expect(tally.claimed).toBe(1);
    expect(tally.scoring).toBe(
      results.filter((r) => r.points > 0 && r.outcome !== 'pending').length,
    );
    expect(tally.muggins).toBe(tally.scoring - 1);
    expect(muggins).toBeGreaterThanOrEqual(b.points + c.points);
    // Saying 0 for a score is missing it.
    const zero = settleClaims(late, 0, [{ hand: a.hand, move: a.move, value: 0 }]);
    expect(zero.find((r) => r.hand === a.hand && r.move === a.move)?.outcome).toBe('missed');
  });

  test('the last placement stays open until the next move, and non-scoring plays cost nothing', () => {
    const settings = settingsFor('horse-race', 2, 'CLA1M6');
    for (const ctx of randomGame(settings, 'pending', 200)) {
      const results = settleClaims(ctx, 0, []);
      const hand = ctx.hands.at(-1);
      const last = hand?.events.at(-1);
      const open = pendingClaim(results);
      if (last?.type === 'play' && last.seat === 0) expect(open?.points).toBe(last.points);
      else expect(open).toBeNull();
      for (const r of results) if (r.points === 0) expect(r.caller).toBeNull();
    }
  });

  test('the caller sits on another side; answers past an undo are dropped', () => {
    const partners = settingsFor('horse-race', 4, 'CLA1M7', true);
    const ctx = randomGame(partners, 'partners', 30).at(-1);
    if (!ctx) throw new Error('no game');
    expect(mugginsCaller(lineState(ctx).config, 0)).toBe(1);
    expect(mugginsCaller(lineState(ctx).config, 2)).toBe(3);
    const moves = ctx.hands[0]?.events.length ?? 0;
    const kept = keptAnswers(ctx, [
      { hand: 0, move: moves - 1, value: 1 },
      { hand: 0, move: moves, value: 1 },
      { hand: 5, move: 0, value: 1 },
    ]);
    expect(kept).toEqual([{ hand: 0, move: moves - 1, value: 1 }]);
  });
});
