/** What the running scenes show, for browser tests: every visible text, the focused controls. */
import * as Phaser from 'phaser';
import { Button } from './button';
import { Picker } from './picker';

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

/** The labels of the focused buttons and pickers (the focus ring, for browser tests). */
export function focusedButtons(game: Phaser.Game): string[] {
  const out: string[] = [];
  eachVisible(game, (o) => {
    if (o instanceof Button && o.isFocused) out.push(o.label);
    else if (o instanceof Picker && o.isFocused) out.push(o.title);
  });
  return out;
}
