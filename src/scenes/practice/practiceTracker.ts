/**
 * Practice's tile tracker drawn in its own panel (issue 26, item 3): at the side of the
 * layout's area, a band across its top on a phone, in brief on a phone too short for the band
 * (`view/line/trackerPanel.ts`). Opaque; returns the layout's area left beside it.
 */
import type * as Phaser from 'phaser';
import type { PracticeTableView } from '../../view/line/gameDriverPractice';
import type { Rect } from '../../view/tableRegions';
import type { PracticeFrame } from '../../view/line/practicePlace';
import { textStyle } from '../../ui/theme';
import {
  compactTrackerText,
  splitTracker,
  trackerCompact,
  trackerShape,
  trackerText,
  type TrackerText,
} from '../../view/line/trackerPanel';
import { drawPanel } from '../../ui/widgets';

/**
 * Draws the tracker into `container` in `at.area` (`at.claim` px kept free at its foot for the
 * claim's panel) and returns the layout's area beside it.
 */
export function drawTracker(
  scene: Phaser.Scene,
  container: Phaser.GameObjects.Container,
  at: { readonly area: Rect; readonly regions: PracticeFrame; readonly claim: number },
  practice: PracticeTableView,
): Rect {
  const { area, regions: r, claim } = at;
  const s = r.scale;
  const shape = trackerShape(area, r.portrait, s);
  const inner = shape.width - 2 * shape.pad;
  const colW = (inner - 8 * s) / shape.columns;
  const style = (wrap: number) => ({
    ...textStyle(Math.round((r.portrait ? 13 : 15) * s), { wrap }),
    lineSpacing: 3,
  });
  const text = (lines: readonly string[], wrap: number) =>
    scene.add.text(0, 0, lines.join('\n'), style(wrap));
  // The words laid out: the head, the number rows in the shape's columns, the foot.
  const set = (words: TrackerText) => {
    const head = text([words.head], inner);
    const half = Math.ceil(words.rows.length / shape.columns);
    const cols = [words.rows.slice(0, half), words.rows.slice(half)]
      .slice(0, words.rows.length > 0 ? shape.columns : 0)
      .map((rows) => text(rows, colW));
    const foot = text(words.foot, inner);
    const rowsH = Math.max(0, ...cols.map((c) => c.height));
    const gaps = (cols.length > 0 ? 4 : 0) + (words.foot.length > 0 ? 4 : 0);
    const textH = head.height + rowsH + gaps + (words.foot.length > 0 ? foot.height : 0);
    return { head, cols, foot, rowsH, textH };
  };
  let laid = set(trackerText(practice.trackerLines, practice.tracker, shape.columns === 2));
  // Too short a phone for the full band: the tracker in brief, its words kept whole.
  const compact = trackerCompact(area, r.portrait, s, laid.textH, claim);
  if (compact) {
    [laid.head, ...laid.cols, laid.foot].forEach((t) => t.destroy());
    laid = set(compactTrackerText(practice.trackerLines, practice.tracker));
  }
  const { head, cols, foot, rowsH, textH } = laid;
  const split = splitTracker(area, r.portrait, s, textH, claim, compact ? 1 : undefined);
  const { panel, pad } = split;
  // Shrunk together to the panel's room, if it has less than the words take.
  const k = Math.min(1, (panel.h - 2 * pad) / textH);
  const x = panel.x + pad;
  let y = panel.y + pad;
  head.setScale(k).setPosition(x, y);
  y += (head.height + 4) * k;
  cols.forEach((c, i) => c.setScale(k).setPosition(x + i * (colW + 8 * s) * k, y));
  foot.setScale(k).setPosition(x, y + (cols.length > 0 ? rowsH + 4 : 0) * k);
  const g = scene.add.graphics();
  drawPanel(g, panel.x, panel.y, panel.w, panel.h, 1, 'tracker');
  // The brief form has no foot while nothing is known of the others' hands.
  const withFoot = foot.text !== '';
  if (!withFoot) foot.destroy();
  container.add([g, head, ...cols, ...(withFoot ? [foot] : [])]);
  return split.layout;
}
