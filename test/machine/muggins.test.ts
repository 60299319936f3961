/**
 * Muggins both ways (issue 14): computer opponents sometimes miss their own count
 * (seeded, more often the weaker they are), and the person may call "Muggins!" on
 * it until their own next move. The scores stay the engine's; calls go to the tally.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import {
  callMuggins,
  computerCounts,
  computerMisses,
  mayCallMuggins,
  MISS_RATE,
  mugginsTally,
} from '../../src/machine/muggins';
import {
  selectClaimOpen,
  selectOpenClaim,
  type GameContext,
  type GameInput,
  type GameSnapshot,
} from '../../src/machine/index';
import { randomGame, settingsFor } from '../practice/helpers';
import { clockedActor, drive, settingsOf } from './helpers';

function counting(ctx: GameContext): GameContext {
  return { ...ctx, practice: { counting: true, answers: [] } };
}

describe('computer players miss counts, seeded', () => {
  test('the same game misses the same counts; easy misses more often than hard', () => {
    expect(computerMisses('ABC123', 0, 4, 'easy')).toBe(computerMisses('ABC123', 0, 4, 'easy'));
    const trials = 4000;
    const rate = (level: 'easy' | 'medium' | 'hard') => {
      let n = 0;
      for (let i = 0; i < trials; i++) if (computerMisses(`S${i}`, i % 3, i % 17, level)) n++;
      return n / trials;
    };
    for (const level of ['easy', 'medium', 'hard'] as const)
      expect(Math.abs(rate(level) - MISS_RATE[level])).toBeLessThan(0.03);
    expect(MISS_RATE.easy).toBeGreaterThan(MISS_RATE.medium);
    expect(MISS_RATE.medium).toBeGreaterThan(MISS_RATE.hard);
  });

  test('only computers on another side, only scoring plays, open until the person moves', () => {
    const settings = settingsFor('horse-race', 2, 'MVGG7N');
    let seenOpen = 0;
    for (const raw of randomGame(settings, 'muggins', 300)) {
      const ctx = counting(raw);
      const counts = computerCounts(ctx);
      for (const c of counts) {
        const event = ctx.hands[c.hand]?.events[c.move];
        expect(event?.type === 'play' && event.seat === 1 && event.points === c.points).toBe(true);
        expect(c.points).toBeGreaterThan(0);
        expect(c.missed).toBe(computerMisses(settings.seed, c.hand, c.move, 'random'));
        if (c.open) {
          seenOpen++;
          const later = ctx.hands[c.hand]?.events.slice(c.move + 1) ?? [];
          expect(later.some((e) => e.seat === 0)).toBe(false);
          expect(c.hand).toBe(ctx.hands.length - 1);
        }
      }
      expect(mayCallMuggins(ctx)).toBe(counts.some((c) => c.open));
      // Nothing of it while the drill is off.
      expect(mayCallMuggins(raw)).toBe(false);
    }
    expect(seenOpen).toBeGreaterThan(0);
  });

  test('a call takes the open misses into the tally and never moves the scores', () => {
    const settings = settingsFor('horse-race', 2, 'MVGG7N');
    const ctx = randomGame(settings, 'muggins', 300)
      .map(counting)
      .find((c) => mayCallMuggins(c));
    if (!ctx) throw new Error('no open miss');
    const open = computerCounts(ctx).filter((c) => c.open);
    const after = callMuggins(ctx);
    expect(lineState(after).scores).toBe(lineState(ctx).scores);
    expect(after.practice?.calls).toEqual(open.map((c) => ({ hand: c.hand, move: c.move })));
    expect(mayCallMuggins(after)).toBe(false);
    const tally = mugginsTally(after);
    expect(tally.caught).toBe(open.length);
    expect(tally.caughtPoints).toBe(open.reduce((s, c) => s + c.points, 0));
    expect(tally.missed).toBeGreaterThanOrEqual(tally.caught);
  });
});

describe('CALL_MUGGINS in the machine', () => {
  test('taken on an open miss, refused with a reason otherwise; the actor keeps running', async () => {
    const settings = settingsOf({
      players: 2,
      seed: 'MVGG2X',
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }],
    });
    const input: GameInput = { settings, practice: { counting: true, answers: [] } };
    const { actor, clock } = clockedActor(input);
    actor.send({ type: 'CALL_MUGGINS' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('no-muggins');
    let snap: GameSnapshot = actor.getSnapshot();
    for (let i = 0; i < 400 && !mayCallMuggins(snap.context); i++) {
      snap = await drive(actor, clock, (s) => selectClaimOpen(s) || mayCallMuggins(s.context));
      const open = selectOpenClaim(snap);
      if (open) actor.send({ type: 'CLAIM', value: open.points });
      snap = actor.getSnapshot();
    }
    expect(mayCallMuggins(snap.context)).toBe(true);
    const scores = lineState(snap.context).scores;
    actor.send({ type: 'CALL_MUGGINS' });
    const after = actor.getSnapshot();
    expect(after.context.refusal).toBeNull();
    expect(lineState(after.context).scores).toEqual(scores);
    expect(mugginsTally(after.context).caught).toBeGreaterThan(0);
    actor.send({ type: 'CALL_MUGGINS' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('no-muggins');
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});
