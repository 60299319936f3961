/**
 * The family table's end of a hand or of the game, drawn into its frame (familyPanels.ts
 * places it over the lower part of the table, `familyEndRect`): the title, every hand turned
 * up where the view gives them (a row each: the name, a star for the winner, the tiles drawn,
 * what they count), the lines (one column, or two for many on a short screen; a long one
 * wraps or takes smaller type), and the buttons to go on.
 */
import type * as Phaser from 'phaser';
import type { FamilyPanel, PanelHand } from '../../view/familyTable';
import { endRows, HAND_ROW, HAND_TILE, handColumns, WRAP_SIZE } from '../../view/familyEndFit';
import type { Rect } from '../../view/tableRegions';
import { faceImage } from '../../ui/faceImage';
import { fitWidth } from '../../ui/hudView';
import { css, textStyle } from '../../ui/theme';
import { Button, evenLabels } from '../../ui/widgets';

/** A revealed hand's row at `y`: the name (starred), its tiles, what they count. */
function handRow(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  hand: PanelHand,
  rect: Rect,
  y: number,
  numerals: boolean,
): void {
  const mid = y + HAND_TILE / 2;
  const nameW = Math.min(120, rect.w * 0.28);
  const noteW = 64;
  const name = scene.add
    .text(
      rect.x + 20,
      mid,
      `${hand.name}${hand.star ? ' ★' : ''}`,
      textStyle(15, { bold: hand.star, colour: hand.star ? css.gold : css.text }),
    )
    .setOrigin(0, 0.5);
  fitWidth(name, nameW - 6, 10);
  c.add(name);
  c.add(
    scene.add
      .text(rect.x + rect.w - 20, mid, hand.note, textStyle(14, { colour: css.soft }))
      .setOrigin(1, 0.5),
  );
  // A long hand (double-twelve, or many tiles drawn) shrinks to the room between.
  const room = rect.w - 40 - nameW - noteW;
  const step = Math.min(HAND_TILE / 2 + 4, room / Math.max(1, hand.tiles.length));
  const th = Math.min(HAND_TILE, (step - 2) * 2);
  hand.tiles.forEach((t, j) => {
    const at = { x: rect.x + 20 + nameW + j * step + th / 4, y: mid, height: th };
    c.add(faceImage(scene, t, at, numerals));
  });
}

/**
 * Draws `panel` into `c` over `rect` (the screen `height` tall); `over`: the game's end;
 * `labels`: the buttons' words and what each does (the first the primary). Its buttons.
 */
export function drawEndPanel(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  panel: FamilyPanel,
  at: { readonly rect: Rect; readonly height: number; readonly over: boolean; numerals: boolean },
  labels: readonly (readonly [string, () => void])[],
): Button[] {
  const { rect, height, over } = at;
  const w = rect.w;
  const cx = rect.x + w / 2;
  const title = scene.add
    .text(
      cx,
      rect.y + 14,
      panel.title,
      textStyle(over ? 24 : 20, {
        bold: true,
        serif: true,
        colour: panel.won ? css.gold : css.text,
        align: 'center',
        wrap: w - 24,
      }),
    )
    .setOrigin(0.5, 0);
  c.add(title);
  let y0 = rect.y + 20 + title.height;
  // Two hands a row on a short screen (a phone on its side), each in its half.
  const cols = handColumns(panel, w, height);
  const colW = w / cols;
  (panel.hands ?? []).forEach((hand, i) => {
    const room = { ...rect, x: rect.x + (i % cols) * colW, w: colW };
    handRow(scene, c, hand, room, y0 + Math.floor(i / cols) * HAND_ROW, at.numerals);
  });
  y0 += Math.ceil((panel.hands?.length ?? 0) / cols) * HAND_ROW;
  const size = panel.lines.length > 5 ? 14 : 16;
  const rows = endRows(panel, w, height);
  // A line too long for its column (a phone) takes smaller type rather than run out.
  const room = (rows < panel.lines.length ? w / 2 : w) - 32;
  const columns = rows < panel.lines.length;
  let y = y0;
  panel.lines.forEach((line, i) => {
    const text = scene.add.text(
      rect.x + 20 + Math.floor(i / rows) * (w / 2),
      columns ? y0 + (i % rows) * (size + 5) : y,
      line,
      textStyle(size, { colour: css.soft }),
    );
    const least = columns ? 10 : WRAP_SIZE;
    if (text.width > room)
      text.setFontSize(Math.max(least, Math.floor((size * room) / text.width)));
    // Longer still: in one column it wraps (the panel has its rows, `wrapRows`); in two
    // (a blocked round's long hands on a small phone) it is cut, and says so.
    if (text.width > room && !columns) text.setWordWrapWidth(room);
    while (text.width > room && text.text.length > 4) text.setText(`${text.text.slice(0, -2)}…`);
    y += Math.max(size + 5, text.height + 3);
    c.add(text);
  });
  const bw = Math.min(150, (w - 32) / labels.length - 8);
  const buttons = labels.map(([label, fn], i) => {
    const x = cx + (i - (labels.length - 1) / 2) * (bw + 10);
    const b = new Button(scene, x, rect.y + rect.h - 32, label, fn, {
      width: bw,
      height: 44,
      primary: i === 0,
    });
    c.add(b);
    return b;
  });
  // One label size for the row (a long label shrinks the others with it).
  evenLabels(buttons);
  return buttons;
}

/** The bar a hidden board's end panel gives way to (See board): its height. */
export const END_BAR_H = 104;

/** The bar at the foot of the screen while the board is looked at: where it goes. */
export function endBarRect(width: number, height: number): Rect {
  const w = Math.min(460, width - 16);
  return { x: (width - w) / 2, y: height - END_BAR_H - 8, w, h: END_BAR_H };
}

/**
 * The bar drawn into its frame: what ended, and the buttons (See scores, and the way on) side
 * by side, one size and one label size.
 */
export function drawEndBar(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  title: string,
  rect: Rect,
  labels: readonly (readonly [string, () => void])[],
): Button[] {
  const cx = rect.x + rect.w / 2;
  const words = scene.add
    .text(cx, rect.y + 22, title, textStyle(17, { bold: true, serif: true, colour: css.gold }))
    .setOrigin(0.5);
  fitWidth(words, rect.w - 24, 11);
  c.add(words);
  const bw = Math.min(180, (rect.w - 40 - 12 * (labels.length - 1)) / labels.length);
  const left = cx - ((bw + 12) * labels.length - 12) / 2 + bw / 2;
  const buttons = labels.map(
    ([label, fn], i) =>
      new Button(scene, left + i * (bw + 12), rect.y + rect.h - 34, label, fn, {
        width: bw,
        height: 44,
        primary: i === labels.length - 1,
      }),
  );
  evenLabels(buttons);
  c.add(buttons);
  return buttons;
}
