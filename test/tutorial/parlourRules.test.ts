/**
 * The parlour rules around a hand, as the lessons ask them (issue 37): a `handSize` quiz may
 * name another parlour game, answered by the engine's `handSizeFor` for that preset on the
 * lesson's set; a parlour lesson's next hand is led by the seat dealt the highest double,
 * whoever won the last; the shorter game, to 50, is played to 50 (not told of a game to 100).
 */
import { describe, expect, test } from 'vitest';
import { handSizeFor, PRESET_OPTIONS, type Preset } from '../../src/engine/index';
import { askValue } from '../../src/tutorial/ask';
import { lessonById, solve, startLesson } from '../../src/tutorial/index';
import { act } from '../../src/tutorial/runner';

describe('the parlour rules around a hand', () => {
  test('handSize with a preset is that preset’s deal, on the lesson’s set', () => {
    const game = startLesson(lessonById('parlour-deals')!).game;
    const presets: Preset[] = ['block', 'draw', 'cross', 'cross-all-doubles', 'muggins'];
    for (const preset of presets)
      for (const players of [2, 3, 4])
        expect(askValue(game, [], { of: 'handSize', players, preset })).toBe(
          handSizeFor(PRESET_OPTIONS[preset], preset, players),
        );
    // Without one, the lesson's own preset (Draw).
    expect(askValue(game, [], { of: 'handSize', players: 4 })).toBe(4);
    // On a double-nine set Block deals 9 each, whatever the lesson's own preset.
    const nine = startLesson(lessonById('double-nine')!).game;
    expect(askValue(nine, [], { of: 'handSize', players: 4, preset: 'block' })).toBe(9);
  });

  test('the next parlour hand goes to the highest double, not to the last winner', () => {
    const lesson = lessonById('parlour-next-lead')!;
    // The learner went out in the first hand (13 points); North, dealt 5-5, leads the second.
    const second = startLesson(lesson).game;
    expect([second.handsPlayed, second.scores[0], second.hand?.leader]).toEqual([2, 13, 1]);
    const end = solve(lesson).at(-1)!;
    expect([end.passed, end.game.hand?.result?.end, end.game.scores]).toEqual([
      true,
      'blocked',
      [13, 0],
    ]);
  });

  test('the shorter game is played: Block to 50 ends at the hand’s end on 51', () => {
    const lesson = lessonById('block-target')!;
    const start = startLesson(lesson);
    expect(start.game.config.options.target).toBe(50);
    expect(askValue(start.game, [], { of: 'toTarget', side: 0 })).toBe(10);
    const states = solve(lesson);
    // 5-5 scores nothing in Block: still 40 after it; the hand's end takes the learner to 51.
    const led = states.find((s) => s.events.length === 1)!;
    expect(led.game.scores[0]).toBe(40);
    const end = states.at(-1)!;
    expect([end.passed, end.game.over, end.game.scores]).toEqual([true, true, [51, 45]]);
  });

  test('a worded quiz’s feedback names no number: “No.” or “Yes.”, then the explanation', () => {
    const start = startLesson(lessonById('parlour-next-lead')!);
    const asked = act(start, { type: 'next' });
    const wrong = act(asked, { type: 'answer', value: 0 });
    expect(wrong.feedback?.text).toMatch(/^No\. North: the highest double/);
    const right = act(wrong, { type: 'answer', value: 1 });
    expect(right.feedback?.text).toMatch(/^Yes\. North: the highest double/);
  });
});
