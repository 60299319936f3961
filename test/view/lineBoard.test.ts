/**
 * The line family's board in the table view: legal targets as opaque ids that the board
 * places, the score display and the hand-end panel chosen as data, and the table's actions
 * in their groups.
 */
import { describe, expect, test } from 'vitest';
import { PRESET_OPTIONS, PRESETS } from '../../src/engine/index';
import { scoresInPlay } from '../../src/engine/line/scoring';
import { LESSONS, startLesson } from '../../src/tutorial/index';
import { lineLessonDriver } from '../../src/view/line/lineLessonDriver';
import { linePlay, lineScoreDisplay, type TargetId } from '../../src/view/line/lineBoard';
import { config } from '../support/config';
import { lessonView, playLesson, type LessonView } from '../support/lineLessons';

/** Every target of every tile has an id of its own among the tile's, placed on the board. */
function checkTargets(view: LessonView): number {
  let checked = 0;
  for (const choice of view.hand) {
    const ids = choice.targets.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      const play = linePlay(view.board, choice.tile, id as TargetId);
      expect(play?.tile).toBe(choice.tile);
      checked++;
    }
  }
  return checked;
}

describe('the line board', () => {
  test("every lesson's targets are ids the board places, one per place", () => {
    let checked = 0;
    for (const lesson of LESSONS)
      playLesson(lesson, (_, view) => {
        expect(view.board.family).toBe('line');
        checked += checkTargets(view);
      });
    expect(checked).toBeGreaterThan(50);
  });

  test('an id the board does not hold is no play', () => {
    const view = lessonView(
      lineLessonDriver(
        startLesson(LESSONS[0]!),
        () => {},
        () => {},
      ),
    );
    const tile = view.hand[0]!.tile;
    expect(linePlay(view.board, tile, 'nowhere' as never)).toBeNull();
  });

  test.each(PRESETS.map((p) => [p]))(
    '%s: the pegboard where plays score, else the score pad, to the target',
    (preset) => {
      const players = preset === 'seven-toed-pete' ? 4 : 2;
      const c = config({ preset, players, options: PRESET_OPTIONS[preset] });
      const display = lineScoreDisplay(c);
      expect(display.kind).toBe(scoresInPlay(c.options) ? 'pegboard' : 'score-pad');
      expect(display.target).toBe(c.options.target);
    },
  );

  test('the Block family keeps a score pad, Horse Race and Muggins a pegboard', () => {
    const kind = (preset: 'block' | 'draw' | 'muggins' | 'horse-race') =>
      lineScoreDisplay(config({ preset, players: 2, options: PRESET_OPTIONS[preset] })).kind;
    expect([kind('block'), kind('draw'), kind('muggins'), kind('horse-race')]).toEqual([
      'score-pad',
      'score-pad',
      'pegboard',
      'pegboard',
    ]);
  });
});
