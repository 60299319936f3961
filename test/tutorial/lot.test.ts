/**
 * The lead by lot, taught by doing (issue 14): the quiz's answer is the engine's rule
 * (`lotContenders`, the same step `drawLot` takes), and a lot that breaks the rules
 * (a redraw by seats that did not tie) has no answer.
 */
import { describe, expect, test } from 'vitest';
import {
  drawLot,
  lotContenders,
  newGame,
  PRESET_OPTIONS,
  seedRng,
  type Tile,
} from '../../src/engine/index';
import { askValue } from '../../src/tutorial/ask';
import { lessonById, startLesson } from '../../src/tutorial/index';

describe('the lead by lot', () => {
  test('every lot drawn by the engine: the seats left after each round are lotContenders', () => {
    const g = newGame({ preset: 'horse-race', players: 4 });
    if (!g.ok) throw new Error(g.error.message);
    for (let i = 0; i < 300; i++) {
      const { lot } = drawLot(seedRng(`lot/${i}`), g.value.config);
      lot.rounds.forEach((round, r) => {
        const next = lot.rounds[r + 1];
        const left = lotContenders(round, PRESET_OPTIONS['horse-race']);
        if (next) expect(next.map((d) => d.seat)).toEqual(left);
        else expect(left).toEqual([lot.leader]);
      });
    }
  });

  test('the quiz asks the engine; a redraw by seats that did not tie has no answer', () => {
    const lesson = lessonById('three-deal');
    if (!lesson) throw new Error('no lesson');
    const s = startLesson(lesson);
    const step = lesson.steps.find((x) => x.kind === 'quiz' && x.ask.of === 'lotLeader');
    if (step?.kind !== 'quiz') throw new Error('no lot quiz');
    expect(askValue(s.game, [], step.ask)).toBe(step.answer);
    expect(step.labels?.[step.choices.indexOf(step.answer)]).toBe('You');
    const bad = {
      of: 'lotLeader',
      rounds: [
        [
          { seat: 0, tile: '6-4' },
          { seat: 1, tile: '5-5' },
          { seat: 2, tile: '3-2' },
        ],
        [
          { seat: 0, tile: '6-5' },
          { seat: 2, tile: '4-1' },
        ],
      ],
    } as const;
    expect(askValue(s.game, [], bad)).toBeNaN();
    const tied = { of: 'lotLeader', rounds: [bad.rounds[0]] } as const;
    expect(askValue(s.game, [], tied)).toBeNaN();
    expect(lotContenders([{ seat: 0, tile: 5 as Tile }], PRESET_OPTIONS['horse-race'])).toEqual([
      0,
    ]);
  });
});
