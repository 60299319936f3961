/**
 * A panel of words over the family table (practice's hints, Texas 42's review of a hand):
 * each line's title and its text, in smaller type when the words would not fit the screen.
 */
import type * as Phaser from 'phaser';
import { viewSize } from '../../ui/hiDpi';
import { css, textStyle } from '../../ui/theme';
import type { Rect } from '../../view/tableRegions';

/** The panel's frame (made by `frame` at its rect), its rect and its words (browser tests). */
export function infoPanel(
  scene: Phaser.Scene,
  heading: string,
  lines: readonly { title: string; text: string }[],
  frame: (rect: Rect) => Phaser.GameObjects.Container,
): { frame: Phaser.GameObjects.Container; rect: Rect; texts: string[] } {
  const { width, height } = viewSize(scene);
  const w = Math.min(520, width - 16);
  const body =
    lines.length > 0
      ? lines
      : [{ title: 'Nothing to say yet', text: 'Hints come once your tiles are dealt.' }];
  let texts: Phaser.GameObjects.Text[] = [];
  let y = 52;
  for (const size of [15, 14, 13, 12, 11]) {
    texts.forEach((t) => t.destroy());
    texts = [];
    y = 52;
    for (const line of body) {
      const t = scene.add.text(0, y, line.title, {
        ...textStyle(size, { bold: true, colour: css.gold, wrap: w - 40 }),
      });
      texts.push(t);
      y += t.height + 4;
      if (!line.text) continue;
      const d = scene.add.text(0, y, line.text, textStyle(size - 1, { wrap: w - 40 }));
      texts.push(d);
      y += d.height + 8;
    }
    if (y + 70 <= height - 16) break;
  }
  const h = Math.min(height - 16, y + 70);
  const rect: Rect = { x: (width - w) / 2, y: Math.max(8, (height - h) / 2), w, h };
  const c = frame(rect);
  c.add(
    scene.add
      .text(
        width / 2,
        rect.y + 14,
        heading,
        textStyle(20, { bold: true, serif: true, colour: css.gold }),
      )
      .setOrigin(0.5, 0),
  );
  for (const t of texts) {
    t.setPosition(rect.x + 20, rect.y + t.y);
    c.add(t);
  }
  return { frame: c, rect, texts: [heading, ...texts.map((t) => t.text)] };
}
