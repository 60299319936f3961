/**
 * Practice at Mexican Train and Texas 42: the same machine with practice's state on (even
 * the line of play's counting drill switched on in the options). Their plays are no
 * placements whose count is claimed, so no claim ever opens and the computer players are
 * never held: the game plays to its end, and the practice state stays with it.
 */
import { describe, expect, test } from 'vitest';
import { legalNow, PACE_MS, selectClaimOpen, selectPractice } from '../../src/machine/index';
import { clockedActor, computers, flush, settingsOf } from './helpers';

const GAMES = [
  { name: 'Texas 42', input: { preset: 'texas-42', target: 2 }, players: 4 },
  {
    name: 'Mexican Train',
    input: { preset: 'mexican-train', maxPip: 9, options: { rounds: 2 } },
    players: 3,
  },
] as const;

describe.each(GAMES)('practice at $name', ({ input, players }) => {
  test('plays to its end with the counting drill on: no claim opens, nobody is held', async () => {
    const settings = settingsOf({
      ...input,
      players,
      seed: 'PRAC42',
      speed: 'instant',
      seats: [{ kind: 'human' }, ...computers(players - 1)],
    });
    const { actor, clock } = clockedActor({
      settings,
      practice: { counting: true, answers: [] },
    });
    let moves = 0;
    for (let i = 0; i < 20_000 && !actor.getSnapshot().matches('game-over'); i++) {
      const s = actor.getSnapshot();
      expect(selectClaimOpen(s)).toBe(false);
      if (s.matches({ turn: 'human' })) {
        actor.send({ type: 'MOVE', move: legalNow(s.context)[0] });
        moves++;
      } else if (s.matches({ turn: 'pacing' })) clock.increment(PACE_MS.instant);
      else if (s.matches({ turn: 'thinking' })) await flush();
      else if (s.matches('hand-end')) actor.send({ type: 'NEXT_HAND' });
      else throw new Error(`stuck at ${JSON.stringify(s.value)}`);
    }
    const end = actor.getSnapshot();
    expect(end.matches('game-over')).toBe(true);
    expect(moves).toBeGreaterThan(0);
    expect(selectPractice(end)?.seat).toBe(0);
    actor.stop();
  });
});
