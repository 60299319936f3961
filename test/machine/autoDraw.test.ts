/** Auto-draw (issue 12): the machine draws for the person, a tile at a time, when that is all they can do. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { legalMoves } from '../../src/engine/index';
import { autoDraws, type GameSnapshot } from '../../src/machine/index';
import { clockedActor, drive, settingsOf } from './helpers';

const person = { kind: 'human' } as const;
const computer = { kind: 'computer', level: 'random' } as const;

const mustDraw = (s: GameSnapshot): boolean =>
  s.matches({ turn: 'human' }) &&
  legalMoves(lineState(s.context)).every((m) => m.type === 'draw') &&
  legalMoves(lineState(s.context)).length > 0;

/** A game, at normal speed, driven until the person has nothing to do but draw. */
async function atFirstDraw(autoDraw: boolean) {
  for (let i = 0; i < 30; i++) {
    const settings = settingsOf({
      players: 2,
      seats: [person, computer],
      seed: `AD${String(i).padStart(4, '0')}`,
      speed: 'normal',
    });
    const { actor, clock } = clockedActor({ settings, autoDraw: false });
    try {
      const s = await drive(actor, clock, (snap) => mustDraw(snap) || snap.matches('game-over'));
      if (mustDraw(s)) {
        if (autoDraw) actor.send({ type: 'SET_AUTO_DRAW', on: true });
        return { actor, clock };
      }
    } catch {
      // this seed never gets there; try the next
    }
    actor.stop();
  }
  throw new Error('no seed where the person must draw');
}

const draws = (s: GameSnapshot) => s.context.log.filter((e) => e.kind === 'draw').length;

describe('auto-draw', () => {
  test('off (the default): the machine waits for the person to draw', async () => {
    const { actor, clock } = await atFirstDraw(false);
    const before = draws(actor.getSnapshot());
    clock.increment(10_000);
    expect(draws(actor.getSnapshot())).toBe(before);
    expect(autoDraws(actor.getSnapshot().context)).toBe(false);
    actor.stop();
  });

  test('on: one tile per pause, each logged, until a tile fits or the boneyard is empty', async () => {
    const { actor, clock } = await atFirstDraw(true);
    const start = actor.getSnapshot();
    const before = draws(start);
    expect(autoDraws(start.context)).toBe(true);
    // Nothing happens before the pause is over: each draw is shown, not done in a burst.
    clock.increment(100);
    expect(draws(actor.getSnapshot())).toBe(before);
    let s = actor.getSnapshot();
    for (let i = 0; i < 30 && mustDraw(s); i++) {
      const n = draws(s);
      clock.increment(480);
      s = actor.getSnapshot();
      expect(draws(s)).toBe(n + 1);
    }
    expect(draws(s)).toBeGreaterThan(before);
    // Stopped: the person now has a tile to play (the one drawn) or only a pass left.
    expect(mustDraw(s)).toBe(false);
    const last = s.context.log.filter((e) => e.kind === 'draw').at(-1);
    const boneyard = lineState(s.context).hand?.boneyard.length ?? 0;
    expect(last?.kind === 'draw' && (last.playable || boneyard === 0)).toBe(true);
    expect(s.context.refusal).toBeNull();
    actor.stop();
  });

  test('a value that is not on or off is refused and changes nothing', async () => {
    const { actor } = await atFirstDraw(false);
    actor.send({ type: 'SET_AUTO_DRAW', on: 'yes' });
    const s = actor.getSnapshot();
    expect(s.context.refusal?.code).toBe('bad-event');
    expect(s.context.autoDraw).toBe(false);
    actor.stop();
  });
});
