/**
 * What the table's texts share for fitting their room: a font shrunk until the text fits a
 * width (the seat badges, the avatars' names, the end panel, the score sheet, the trains'
 * lanes, the celebrations). Kept in the table's chunk with them (vite.config.ts).
 */
import type * as Phaser from 'phaser';

/** Shrinks a text's font until it is at most `max` wide (never below `min` px). */
export function fitWidth(t: Phaser.GameObjects.Text, max: number, min = 8): void {
  const size = parseFloat(String(t.style.fontSize));
  if (t.width > max && size > 0) t.setFontSize(Math.max(min, Math.floor((size * max) / t.width)));
}
