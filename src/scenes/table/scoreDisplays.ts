/**
 * The score displays by kind: `view.scoreDisplay.kind` picks the widget (the pegging board,
 * or the Block family's score pad; Texas 42's marks join as a widget and a line here). Both
 * take the same options and answer `score`, `setScore` and `setLabel`.
 */
import type * as Phaser from 'phaser';
import { PegBoard, type PegBoardOptions } from '../../ui/pegboard';
import { ScorePad } from '../../ui/scorePad';
import type { ScoreDisplay, ScoreDisplayKind } from '../../view/scoreDisplay';

/** A score display on the table. */
export type ScoreWidget = PegBoard | ScorePad;

const SCORE_DISPLAYS: {
  readonly [K in ScoreDisplayKind]: (scene: Phaser.Scene, options: PegBoardOptions) => ScoreWidget;
} = {
  pegboard: (scene, options) => new PegBoard(scene, options),
  'score-pad': (scene, options) => new ScorePad(scene, options),
};

/** The widget for a view's score display, added to the scene; `options.target` is the display's. */
export function scoreWidgetFor(
  display: ScoreDisplay,
  scene: Phaser.Scene,
  options: Omit<PegBoardOptions, 'target'>,
): ScoreWidget {
  const widget = SCORE_DISPLAYS[display.kind](scene, { ...options, target: display.target });
  scene.add.existing(widget);
  return widget;
}
