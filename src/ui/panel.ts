/** Surfaces every scene draws on: the felt, a panel, and re-laying out on resize. */
import * as Phaser from 'phaser';
import { tagPanel } from './boxes';
import { colours } from './theme';

/** A panel: a dark rounded rectangle with a soft shadow and a thin edge. */
export function drawPanel(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  alpha = 0.94,
  id?: string,
): void {
  tagPanel(g, { x, y, w, h }, id);
  const r = Math.min(18, h * 0.1);
  g.fillStyle(0x000000, 0.3);
  g.fillRoundedRect(x + 3, y + 6, w, h, r);
  roundedBox(
    g,
    { cx: x + w / 2, cy: y + h / 2, w, h, r },
    [colours.panel, alpha],
    [2, colours.panelEdge, 1],
  );
}

/** A rounded rectangle centred on (cx, cy) with corner radius r: filled, then outlined. */
export function roundedBox(
  g: Phaser.GameObjects.Graphics,
  box: {
    readonly cx: number;
    readonly cy: number;
    readonly w: number;
    readonly h: number;
    readonly r: number;
  },
  fill: readonly [colour: number, alpha: number],
  edge: readonly [width: number, colour: number, alpha: number],
): void {
  const { cx, cy, w, h, r } = box;
  g.fillStyle(...fill).fillRoundedRect(cx - w / 2, cy - h / 2, w, h, r);
  g.lineStyle(...edge).strokeRoundedRect(cx - w / 2, cy - h / 2, w, h, r);
}

/** Calls `relayout` on every resize of the canvas while the scene runs; unhooked at shutdown. */
export function onResize(scene: Phaser.Scene, relayout: () => void): void {
  scene.scale.on(Phaser.Scale.Events.RESIZE, relayout);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
    scene.scale.off(Phaser.Scale.Events.RESIZE, relayout),
  );
}

/** Draws the felt: a gradient-free table with a darker rim, for every scene's background. */
export function drawFelt(g: Phaser.GameObjects.Graphics, w: number, h: number): void {
  g.clear();
  g.fillStyle(colours.feltDark, 1);
  g.fillRect(0, 0, w, h);
  const inset = Math.max(6, Math.min(w, h) * 0.012);
  g.fillStyle(colours.felt, 1);
  g.fillRoundedRect(inset, inset, w - inset * 2, h - inset * 2, inset * 3);
  g.lineStyle(2, colours.feltLight, 0.5);
  g.strokeRoundedRect(inset + 4, inset + 4, w - inset * 2 - 8, h - inset * 2 - 8, inset * 3);
}
