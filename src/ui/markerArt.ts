/** A Mexican Train marker, drawn the same on the table and in How to play. */
import type * as Phaser from 'phaser';
import { colours } from './theme';

/** A marker: a small engine in the owner's colour (a train anyone may play on). */
export function drawMarker(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  size: number,
  colour: number,
): void {
  const w = size * 1.5;
  const h = size * 0.7;
  g.fillStyle(colour, 1);
  g.fillRoundedRect(x, y - h / 2, w * 0.65, h, 2);
  g.fillRect(x + w * 0.6, y - h, w * 0.35, h * 1.5);
  g.fillStyle(colours.ink, 1);
  g.fillCircle(x + w * 0.2, y + h / 2, size * 0.16);
  g.fillCircle(x + w * 0.75, y + h / 2, size * 0.16);
}
