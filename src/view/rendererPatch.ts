/**
 * One fix to Phaser 4's Canvas renderer, installed by main.ts. Containers hand
 * `setBlendMode` the blend mode's number (0 for normal), and the renderer writes it to the
 * context's `globalCompositeOperation`, which parses "0", finds no such operation and keeps
 * the one it had: no effect, at a cost on every container every frame (docs/table.md,
 * "Frame cost"). A number is skipped; a name (what sprites pass) is set as before.
 */
import * as Phaser from 'phaser';

type SetBlendMode = (mode: unknown) => Phaser.Renderer.Canvas.CanvasRenderer;

export function skipNumericBlendModes(game: Phaser.Game): void {
  const renderer = game.renderer;
  if (!(renderer instanceof Phaser.Renderer.Canvas.CanvasRenderer)) return;
  const set = renderer.setBlendMode.bind(renderer) as SetBlendMode;
  (renderer as unknown as { setBlendMode: SetBlendMode }).setBlendMode = (mode) =>
    typeof mode === 'number' ? renderer : set(mode);
}
