/**
 * Pass-and-play (several people at one device): between two people's turns a cover hides
 * the table ("Pass to North") until the next person shows their own tiles; at the first
 * cover of a game the players are asked once whether everyone agrees to hints (off unless
 * all agree). This module draws the cover; when to cover, and whose hand is shown, is
 * the family table's (src/scenes/family/familyPassing.ts).
 */
import type * as Phaser from 'phaser';
import type { CoverRecap } from '../../view/passRecap';
import { css, textStyle } from '../../ui/theme';
import { Button, type Focusable } from '../../ui/widgets';
import { overlayFrame, type OverlayResult } from './tableOverlays';

/** The most recap lines a cover shows (the earliest go first, as "…" when there are more). */
const RECAP_MAX = 6;

/**
 * The cover: an opaque panel naming the next person, with the question about hints first;
 * once asked, what the others did since that person's last turn (item 13 of issue 26).
 */
export function passCover(
  scene: Phaser.Scene,
  width: number,
  height: number,
  to: string,
  ask: boolean,
  actions: { reveal: () => void; hints: (on: boolean) => void },
  recap: CoverRecap | null = null,
): OverlayResult {
  const w = Math.min(420, width - 32);
  const title = ask ? 'Hints for everyone?' : `Pass to ${to}`;
  const message = ask
    ? 'Hints show what each play would count. They stay off unless all of you agree.'
    : `${to}: take the device, then show your tiles. Everyone else, look away.`;
  const wrap = w - 48;
  const texts = [
    scene.add
      .text(width / 2, 0, title, textStyle(26, { bold: true, serif: true, colour: css.gold }))
      .setOrigin(0.5, 0),
    scene.add
      .text(width / 2, 0, message, textStyle(16, { colour: css.soft, align: 'center', wrap }))
      .setOrigin(0.5, 0),
  ];
  const told = !ask && recap && recap.lines.length > 0 ? recap : null;
  if (told) {
    const lines = told.lines.slice(-RECAP_MAX).map((l) => `• ${l}`);
    if (told.lines.length > RECAP_MAX) lines.unshift('• …');
    texts.push(
      scene.add
        .text(width / 2 - wrap / 2, 0, `${told.heading}:`, textStyle(15, { bold: true }))
        .setOrigin(0, 0),
      scene.add
        .text(width / 2 - wrap / 2, 0, lines.join('\n'), textStyle(15, { colour: css.text, wrap }))
        .setOrigin(0, 0)
        .setLineSpacing(4),
    );
  }
  const items: [string, () => void, boolean][] = ask
    ? [
        ['Keep hints off', () => actions.hints(false), true],
        ['We all agree: hints on', () => actions.hints(true), false],
      ]
    : [[`Show ${to}'s tiles`, actions.reveal, true]];
  // Stacked from the top: the title, the message, the recap's heading and lines, the buttons.
  const gaps = [18, 12, 18, 6];
  const textsH = texts.reduce((sum, t, i) => sum + (gaps[i] ?? 0) + t.height, 0);
  const h = Math.min(height - 16, textsH + 22 + items.length * 58 + 8);
  const x0 = (width - w) / 2;
  const y0 = (height - h) / 2;
  const c = overlayFrame(scene, width, height, { x: x0, y: y0, w, h }, 1);
  let y = y0;
  texts.forEach((t, i) => {
    y += gaps[i] ?? 0;
    t.setY(y);
    y += t.height;
  });
  c.add(texts);
  const focusables: Focusable[] = items.map(([label, fn, primary], i) => {
    const b = new Button(scene, width / 2, y0 + h - 40 - (items.length - 1 - i) * 58, label, fn, {
      width: w - 60,
      height: 46,
      primary,
    });
    c.add(b);
    return b;
  });
  return { container: c, focusables, reveal: () => undefined };
}
