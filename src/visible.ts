/**
 * What the running scenes show, for the browser tests' read-only hooks (`?e2e=1` in main.ts):
 * every visible text, and the buttons the keyboard focus ring is on.
 */
import * as Phaser from 'phaser';
import { Button, Picker } from './view/ui';

/** Calls `visit` on every visible object of the running scenes, containers' children included. */
function eachVisible(game: Phaser.Game, visit: (o: Phaser.GameObjects.GameObject) => void): void {
  const walk = (objects: readonly Phaser.GameObjects.GameObject[]): void => {
    for (const o of objects) {
      const shown = o as unknown as { visible?: boolean; alpha?: number };
      if (shown.visible === false || shown.alpha === 0) continue;
      visit(o);
      if (o instanceof Phaser.GameObjects.Container) walk(o.list);
    }
  };
  for (const scene of game.scene.getScenes(true)) walk(scene.children.list);
}

/** Every visible text of the running scenes, containers included. */
export function visibleTexts(game: Phaser.Game): string[] {
  const out: string[] = [];
  eachVisible(game, (o) => {
    if (o instanceof Phaser.GameObjects.Text) out.push(o.text);
  });
  return out;
}

/** The labels of the focused buttons (and titles of focused pickers) of the running scenes. */
export function focusedButtons(game: Phaser.Game): string[] {
  const out: string[] = [];
  eachVisible(game, (o) => {
    if (o instanceof Button && o.isFocused) out.push(o.label);
    else if (o instanceof Picker && o.isFocused) out.push(o.title);
  });
  return out;
}
