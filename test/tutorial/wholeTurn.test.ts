/**
 * A play step that lasts the learner's whole turn (the daily puzzle's): a double or a score
 * owes another tile, a turn owed with nothing that fits draws, and the step ends only when
 * the turn passes; each choice on the way is kept to be judged.
 */
import { describe, expect, test } from 'vitest';
import { parseTile, type Tile } from '../../src/engine/core/tiles';
import { act, learnerChoices, startLesson, type TutorialState } from '../../src/tutorial/runner';
import { solve } from '../../src/tutorial/solve';
import type { Lesson } from '../../src/tutorial/types';

const tile = (t: string): Tile => {
  const v = parseTile(t, 6);
  if (v === null) throw new Error(t);
  return v;
};

const lesson: Lesson = {
  id: 'whole-turn',
  title: 'A whole turn',
  summary: 'Play your whole turn.',
  group: 'drill',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['5-5', '1-0', '2-2'],
      ['6-6', '4-1', '3-1'],
    ],
    boneyard: ['6-2', '5-3', '4-4'],
  },
  leader: 0,
  steps: [{ kind: 'play', expect: { any: true }, wholeTurn: true, text: 'Play your turn.' }],
  goal: 'Play a whole turn.',
  success: () => true,
};

function draw(s: TutorialState): TutorialState {
  const next = act(s, { type: 'draw' });
  expect(next.feedback?.tone).not.toBe('wrong');
  return next;
}

describe('a whole-turn step', () => {
  test('a double owes a tile; nothing fits, so the learner draws; the drawn tile ends the turn', () => {
    let s = startLesson(lesson);
    s = act(s, { type: 'play', tile: tile('5-5'), on: null });
    expect(s.done).toBe(false);
    expect(s.feedback?.text).toMatch(/Play again!$/);
    // A tile that does not fit is refused, and the turn goes on.
    const refused = act(s, { type: 'play', tile: tile('1-0'), on: tile('5-5') });
    expect(refused.feedback?.tone).toBe('wrong');
    expect(refused.done).toBe(false);
    // Draw until a tile fits: the step stays, and only the draw is offered meanwhile.
    for (let i = 0; i < 3 && s.game.hand?.drawn === null; i++) {
      expect(learnerChoices(s)?.canDraw).toBe(true);
      s = draw(s);
      expect(s.done).toBe(false);
    }
    const drawn = s.game.hand?.drawn;
    if (drawn === null || drawn === undefined) throw new Error('no tile fits');
    s = act(s, { type: 'play', tile: drawn, on: tile('5-5') });
    // A drawn tile never chains: the turn has passed, and the step with it.
    expect(s.done).toBe(true);
    expect(s.game.hand?.turn).toBe(1);
    // The lead was a choice (three tiles could lead); the draws were not.
    expect(s.decisions[0]?.move).toMatchObject({ type: 'play', tile: tile('5-5') });
    expect(s.decisions.every((d) => d.view.legal.length > 1)).toBe(true);
  });

  test('the scripted solution plays the turn through, drawing where it must', () => {
    const states = solve(lesson);
    const last = states[states.length - 1]!;
    expect(last.done).toBe(true);
    expect(last.events.some((e) => e.type === 'draw')).toBe(true);
  });
});
