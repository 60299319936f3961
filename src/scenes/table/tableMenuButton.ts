/**
 * What the game's table and the online table share around their corner button (Menu, Leave)
 * and their panels (the hand's end, the pause menu): where the button goes, the lowest the
 * top of the screen is taken, and the panels' keys.
 */
import type { Table } from './tableCore';
import type { Button } from '../../ui/widgets';
import { menuButtonScale } from '../../view/tableRegions';

/** On a phone held upright the button keeps its full 44 px; else it follows the table. */
export function placeCornerButton(table: Table, button: Button): void {
  const r = table.board.area;
  button.setPosition(r.menu.x, r.menu.y).setScale(menuButtonScale(r));
}

/**
 * Where the button ends (a panel over the table starting higher needs its room: the button
 * hides); on a phone, where its row with the count and the boneyard ends, so that such a
 * panel never slices the boneyard's label.
 */
export function cornerBottom(table: Table, button: Button): number {
  const r = table.board.area;
  const menu = r.menu.y + (button.height * button.scaleY) / 2;
  if (!r.portrait) return menu;
  return Math.max(menu, ...table.board.hud.blocks.map((b) => b.y + b.h));
}

/** A panel's keys: arrows and Tab move the focus, Enter and Space press the focused button. */
export function panelKey(
  e: KeyboardEvent,
  focus: (delta: number) => void,
  press: () => void,
): void {
  if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') focus(-1);
  else if (e.key === 'ArrowRight' || e.key === 'ArrowDown' || e.key === 'Tab') {
    e.preventDefault();
    focus(1);
  } else if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    press();
  }
}
