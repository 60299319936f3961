/**
 * Practice as the machine's own events: CLAIM, UNDO and SET_COUNTING, the
 * computer player held by a guard while a claim is open, and typed refusals
 * (never a throw, the actor keeps running).
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import {
  selectCanUndo,
  selectClaimOpen,
  selectClaims,
  selectClaimTally,
  selectOpenClaim,
  selectPractice,
  type GameInput,
  type GameSnapshot,
} from '../../src/machine/index';
import { clockedActor, drive, settingsOf } from './helpers';

const settings = settingsOf({
  players: 2,
  seed: 'PRAC71',
  seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }],
});
const practice: GameInput = { settings, practice: { counting: true, answers: [] } };

/** Played until a claim is open with the computer player on turn (held). */
async function heldForClaim() {
  const { actor, clock } = clockedActor(practice);
  const held = (s: GameSnapshot) => s.matches({ turn: 'held' });
  const s = await drive(actor, clock, (x) => held(x) || selectClaimOpen(x));
  // The person may still be chaining: keep playing until the computer is held.
  return { actor, clock, snap: held(s) ? s : await drive(actor, clock, held) };
}

describe('the counting drill in the machine', () => {
  test('the computer player waits while the claim is open, and goes on once it is made', async () => {
    const { actor, clock, snap } = await heldForClaim();
    const open = selectOpenClaim(snap);
    expect(open).not.toBeNull();
    expect(selectClaimOpen(snap)).toBe(true);
    const moves = snap.context.hands.at(-1)?.moves.length;
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ turn: 'held' })).toBe(true);
    expect(actor.getSnapshot().context.hands.at(-1)?.moves.length).toBe(moves);
    const scores = lineState(snap.context).scores;
    actor.send({ type: 'CLAIM', value: open?.points ?? 0 });
    const after = actor.getSnapshot();
    expect(after.context.refusal).toBeNull();
    expect(after.matches({ turn: 'pacing' })).toBe(true);
    expect(selectClaimOpen(after)).toBe(false);
    const judged = selectClaims(after).find((r) => r.move === open?.move && r.hand === open.hand);
    expect(judged?.outcome).toBe((open?.points ?? 0) > 0 ? 'claimed' : 'none');
    // One truth: a claim never moves the engine's scores.
    expect(lineState(after.context).scores).toBe(scores);
    actor.stop();
  });

  test('a wrong claim is Muggins in the tally, and the scores stay the engine’s', async () => {
    const { actor, clock } = clockedActor(practice);
    const held = (x: GameSnapshot) => x.matches({ turn: 'held' });
    for (let tries = 0; tries < 40; tries++) {
      const snap = await drive(actor, clock, held);
      const open = selectOpenClaim(snap);
      if (!open || open.points === 0) {
        actor.send({ type: 'CLAIM', value: 0 });
        continue;
      }
      const before = selectClaimTally(snap);
      actor.send({ type: 'CLAIM', value: open.points + 5 });
      const after = actor.getSnapshot();
      const judged = selectClaims(after).at(-1);
      expect(judged?.outcome).toBe('wrong');
      expect(judged?.caller).toBe(1);
      expect(selectClaimTally(after)).toEqual({
        scoring: before.scoring + 1,
        claimed: before.claimed,
        muggins: before.muggins + 1,
        mugginsPoints: before.mugginsPoints + open.points,
      });
      expect(lineState(after.context).scores).toEqual(lineState(snap.context).scores);
      actor.stop();
      return;
    }
    throw new Error('the person never made a scoring placement');
  });

  test('claims are refused with a code: malformed, none open, not practice', async () => {
    const { actor, snap } = await heldForClaim();
    actor.send({ type: 'CLAIM', value: -1 });
    expect(actor.getSnapshot().context.refusal?.code).toBe('bad-event');
    actor.send({ type: 'CLAIM', value: 'three' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('bad-event');
    expect(actor.getSnapshot().context.practice).toBe(snap.context.practice);
    actor.send({ type: 'CLAIM', value: selectOpenClaim(snap)?.points ?? 0 });
    actor.send({ type: 'CLAIM', value: 1 });
    expect(actor.getSnapshot().context.refusal?.code).toBe('no-claim');
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
    const casual = clockedActor({ settings });
    for (const event of [
      { type: 'CLAIM', value: 1 },
      { type: 'UNDO' },
      { type: 'SET_COUNTING', on: true },
    ] as const) {
      casual.actor.send(event);
      expect(casual.actor.getSnapshot().context.refusal?.code).toBe('not-practice');
    }
    expect(selectPractice(casual.actor.getSnapshot())).toBeNull();
    casual.actor.stop();
  });

  test('turning the drill off lets a held computer player go on', async () => {
    const { actor } = await heldForClaim();
    actor.send({ type: 'SET_COUNTING', on: 'maybe' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('bad-event');
    actor.send({ type: 'SET_COUNTING', on: false });
    const after = actor.getSnapshot();
    expect(after.matches({ turn: 'pacing' })).toBe(true);
    expect(selectOpenClaim(after)).toBeNull();
    expect(selectPractice(after)).toMatchObject({ seat: 0, counting: false });
    actor.stop();
  });
});

describe('undo in the machine', () => {
  test('takes back the person’s last turn in the same actor, answers to it dropped', async () => {
    const { actor, clock } = clockedActor(practice);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('nothing-to-undo');
    // Before the person's first turn of hand 1 ends, remember the position.
    const beforeTurn = await drive(actor, clock, (s) => s.matches({ turn: 'human' }));
    const snap = await drive(actor, clock, (s) => s.matches({ turn: 'held' }));
    const open = selectOpenClaim(snap);
    actor.send({ type: 'CLAIM', value: open?.points ?? 0 });
    expect(actor.getSnapshot().context.practice?.answers).toHaveLength(1);
    expect(selectCanUndo(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'UNDO' });
    const after = actor.getSnapshot();
    expect(after.context.refusal).toBeNull();
    expect(after.status).toBe('active');
    expect(after.matches({ turn: 'human' })).toBe(true);
    expect(after.context.game).toEqual(beforeTurn.context.game);
    expect(after.context.hands).toEqual(beforeTurn.context.hands);
    expect(after.context.log).toEqual(beforeTurn.context.log);
    expect(after.context.practice?.answers).toEqual([]);
    actor.stop();
  });

  test('refused after the game is over', async () => {
    const { actor, clock } = clockedActor({
      settings: settingsOf({ ...settings, target: 5 }),
      practice: { counting: false, answers: [] },
    });
    const over = await drive(actor, clock, (s) => s.matches('game-over'));
    expect(selectCanUndo(over)).toBe(false);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('nothing-to-undo');
    expect(actor.getSnapshot().matches('game-over')).toBe(true);
    actor.stop();
  });
});
